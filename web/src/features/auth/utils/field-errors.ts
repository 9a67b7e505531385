import { PASSWORD_MAX_LENGTH } from '@shared/password-rules.ts'
import { ApiError } from '@/lib/api-client.ts'

export type Field = 'name' | 'email' | 'password' | 'confirm' | 'current_password' | 'new_password'
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
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
  return undefined
}

const FORM_FIELDS: ReadonlySet<string> = new Set<Field>(['name', 'email', 'password', 'confirm', 'current_password', 'new_password'])
const isField = (name: string | undefined): name is Field => name !== undefined && FORM_FIELDS.has(name)

/**
 * Puts a server refusal under the field the server named (a taken address is the email's), else
 * above the form. The server's sentence is shown as it is, with a capital first letter.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' }
  if (error.status === 0) return { form: 'Could not reach the server. Check your connection and try again.' }
  if (error.code === 'conflict') return { email: error.message }
  if (error.code === 'validation_error' && isField(error.field)) return { [error.field]: capitalized(error.message) }
  return { form: error.message }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean)
