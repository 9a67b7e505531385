import { AppError } from '../lib/app-error.ts'

/**
 * The spec's v1 calls may carry a user_id. The session decides whose data is read or changed; a
 * user_id naming anyone else is refused rather than ignored, so a client that asks for another
 * user's data learns it cannot, instead of silently getting its own.
 */
export function checkOwnUserId(requested: string | undefined, callerId: string): void {
  if (requested !== undefined && requested !== callerId) {
    throw new AppError(403, 'forbidden', 'You can only read and change your own data')
  }
}
