import { ApiError } from '../../../lib/api-client.ts'

export type Field = 'name' | 'email' | 'password' | 'confirm'
export type FieldErrors = Partial<Record<Field | 'form', string>>

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Please enter your email address'
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address'
  return undefined
}

export function newPasswordError(password: string): string | undefined {
  if (password === '') return 'Please choose a password'
  if (password.length < 8) return 'Password must be at least 8 characters'
  return undefined
}

/** Puts a server refusal under the field it is about, else above the form. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' }
  if (error.status === 0) return { form: 'Could not reach the server. Check your connection and try again.' }
  if (error.code === 'conflict') return { email: error.message }
  const message = error.message
  if (/^email\b/i.test(message)) return { email: `Email ${message.replace(/^email\s*/i, '')}` }
  if (/^password\b/i.test(message)) return { password: `Password ${message.replace(/^password\s*/i, '')}` }
  if (/^name\b/i.test(message)) return { name: `Name ${message.replace(/^name\s*/i, '')}` }
  return { form: message }
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean)
