import { JOB_DESCRIPTION_MAX_CHARS } from '../../../shared/schemas/limits.ts'
import { InvalidInputError } from '../errors.ts'

export { JOB_DESCRIPTION_MAX_CHARS }

export const MISSING_INPUT_MESSAGE = 'Please upload your resume and provide a job description'

/** Throws an InvalidInputError (a 400 `validation_error`) for a blank or over-long job description. */
export function validateJobDescription(text: string | null | undefined): void {
  if (typeof text !== 'string' || text.trim().length === 0) {
    throw new InvalidInputError(MISSING_INPUT_MESSAGE)
  }
  if (text.length > JOB_DESCRIPTION_MAX_CHARS) {
    throw new InvalidInputError(`Job description must be at most ${JOB_DESCRIPTION_MAX_CHARS} characters (got ${text.length})`)
  }
}
