import { PASSWORD_MAX_LENGTH } from '../../shared/password-rules.ts'
import { AppError } from './app-error.ts'

let commonPasswords: Promise<ReadonlySet<string>> | undefined

/**
 * zxcvbn-ts's list of the ~49,000 passwords seen most often in breaches, lower-cased. Loaded on
 * the first password set, not at start: unpacking it takes a moment the CLI should not pay.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  )
  return commonPasswords
}

/**
 * Refuses a new password that guessing would find first. Length bounds are the schema's
 * (8 to 128 characters), checked again here for callers that pass no schema; this adds what a
 * length can't see. The refusal names the `password` field, so the web app shows it under that field.
 */
export async function assertAcceptablePassword(
  password: string,
  { field = 'password', label = field }: { field?: string; label?: string } = {},
): Promise<void> {
  const refused = (rule: string) => new AppError(400, 'validation_error', `${label} ${rule}`, { field })
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw refused(`must be at most ${PASSWORD_MAX_LENGTH} characters`)
  }
  if (password.trim() === '') {
    throw refused('must contain something other than spaces')
  }
  if ((await loadCommonPasswords()).has(password.trim().toLowerCase())) {
    throw refused('is one of the most common passwords, which are the first ones guessed; please choose another')
  }
}
