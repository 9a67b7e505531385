import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { PLANS } from '../../shared/plans.ts'
import type { Plan, User as ApiUser } from '../../shared/schemas/auth.ts'
import { type Db, nowIso } from '../db/database.ts'
import {
  consumePasswordReset,
  consumeOtherPasswordResets,
  findPasswordResetByHash,
  insertPasswordReset,
} from '../db/repositories/password-resets.repository.ts'
import { consumeEmailVerification, findEmailVerificationByHash, insertEmailVerification } from '../db/repositories/email-verifications.repository.ts'
import { findUserByEmail, findUserById, insertUser, updateUser } from '../db/repositories/users.repository.ts'
import type { User } from '../db/tables/users.ts'
import { AppError } from '../lib/app-error.ts'
import type { PasswordHasher } from '../domain/password-hasher.ts'
import { assertAcceptablePassword } from '../lib/password-policy.ts'
import { type AttemptLimit, attemptKey, forgetAttempts, takeAttempt } from './attempt-throttle.service.ts'

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

export function toApiUser(user: Pick<User, 'id' | 'email' | 'name' | 'plan' | 'created_at'>): ApiUser {
  return { id: user.id, email: user.email ?? '', name: user.name, plan: user.plan, created_at: user.created_at }
}

type RegisterInput = { email: string; password: string; name?: string | undefined }

/** The mail a sign-up sends when addresses are confirmed by mail (queue/account-mail.ts sends it). */
export type SignUpMail = { kind: 'verify-email'; userId: string } | { kind: 'account-exists'; email: string }

/** What signing up and in needs: the database and the app's password hasher (PASSWORD_HASH_COST). */
export interface AccountDeps {
  db: Db
  passwords: PasswordHasher
}

const isUniqueViolation = (error: unknown) => /UNIQUE|duplicate key/i.test(String(error))

/**
 * A sign-up without mail confirmation (no SMTP): the account is created and usable at once, and an
 * address that has an account is refused, which tells the caller it has one (README, "Security
 * settings worth knowing").
 */
export async function registerUser({ db, passwords }: AccountDeps, input: RegisterInput): Promise<User> {
  const email = input.email.trim().toLowerCase()
  await assertAcceptablePassword(input.password)
  if (await findUserByEmail(db, email)) {
    throw new AppError(409, 'conflict', 'An account with this email already exists. Try signing in instead.')
  }
  const passwordHash = await passwords.hash(input.password)
  try {
    return await insertUser(db, {
      id: randomUUID(),
      email,
      name: input.name?.trim() || null,
      password_hash: passwordHash,
      created_at: nowIso(),
      expires_at: null,
    })
  } catch (error) {
    // Two sign-ups for one address racing: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'conflict', 'An account with this email already exists. Try signing in instead.')
    }
    throw error
  }
}

/**
 * A sign-up when addresses are confirmed by mail: the caller answers the same whether the address
 * is new or has an account, and only the mail differs, which goes to the address's owner. A new
 * account can't sign in until its link is opened. The same work is done either way (the password
 * is checked and hashed for an existing address too), so the time taken tells nothing either.
 */
export async function registerUnverified({ db, passwords }: AccountDeps, input: RegisterInput): Promise<SignUpMail> {
  const email = input.email.trim().toLowerCase()
  await assertAcceptablePassword(input.password)
  const passwordHash = await passwords.hash(input.password)
  const existing = await findUserByEmail(db, email)
  if (existing) return { kind: 'account-exists', email }
  try {
    const user = await insertUser(db, {
      id: randomUUID(),
      email,
      name: input.name?.trim() || null,
      password_hash: passwordHash,
      created_at: nowIso(),
      expires_at: null,
      email_verified: 0,
    })
    return { kind: 'verify-email', userId: user.id }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'account-exists', email }
    throw error
  }
}

/** A single-use link token confirming the user's address, or null when there is nothing to confirm. */
export async function createEmailVerification(db: Db, userId: string): Promise<{ token: string; user: User } | null> {
  const user = await findUserById(db, userId)
  if (!user?.email || user.is_guest === 1 || user.email_verified === 1) return null
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await insertEmailVerification(db, {
    id: randomUUID(),
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(now + VERIFY_TOKEN_TTL_MS).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  })
  return { token, user }
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  const invalid = new AppError(
    400,
    'validation_error',
    'This confirmation link is invalid or has expired. Ask for a password reset with the same address: its link confirms the address too.',
  )
  await db.transaction().execute(async (trx) => {
    const row = await findEmailVerificationByHash(trx, hashToken(token))
    const now = nowIso()
    if (!row || row.used_at !== null || row.expires_at < now) throw invalid
    if (!(await consumeEmailVerification(trx, row.id, now))) throw invalid
    await updateUser(trx, row.user_id, { email_verified: 1 })
  })
}

/**
 * Counts a mail to an address (reset links, sign-up mail) within the per-address limit; false past
 * it. Counted for every address, known or not, so that neither the answer nor its timing tells
 * whether an account exists; it keeps anyone from flooding a person's inbox through T10.
 */
export async function throttleResetMail(db: Db, email: string, limit: AttemptLimit): Promise<void> {
  await takeAttempt(
    db,
    attemptKey('reset-mail', email),
    limit,
    (wait) => `Too many password reset requests for this address. Please try again in ${wait}.`,
  )
}

/**
 * Signs in, within the account's attempt limit: past it, every attempt is refused unchecked until
 * the window ends (also a right password, or guessing could go on and learn from a success), from
 * whichever address it comes. The per-address limit of the route can't do that: an attacker has
 * many addresses. A successful sign-in starts the count over.
 */
export async function signIn(deps: AccountDeps, email: string, password: string, limit: AttemptLimit): Promise<User> {
  const { db } = deps
  const key = attemptKey('login', email)
  await takeAttempt(db, key, limit, (wait) => `Too many sign-in attempts for this account. Please try again in ${wait}.`)
  const user = await authenticate(deps, email, password)
  await forgetAttempts(db, key)
  // Told only to whoever knows the password: the address is not confirmed yet.
  if (user.email_verified === 0) {
    throw new AppError(403, 'forbidden', 'Please confirm your e-mail address first: open the link in the message we sent you when you signed up.')
  }
  return user
}

/**
 * A signed-in change of password: the current one must be given (a session left open is not
 * enough), within the account's sign-in attempt limit, since it is a guess too. The token version
 * is bumped, so every session of the account ends; the caller starts a new one for this device.
 */
export async function changePassword(
  { db, passwords }: AccountDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  limit: AttemptLimit,
): Promise<User> {
  const user = await findUserById(db, userId)
  if (!user?.email || !user.password_hash) throw new AppError(401, 'unauthorized', 'Please sign in to continue')
  const key = attemptKey('login', user.email)
  await takeAttempt(db, key, limit, (wait) => `Too many sign-in attempts for this account. Please try again in ${wait}.`)
  if (!(await passwords.verify(input.currentPassword, user.password_hash))) {
    throw new AppError(400, 'validation_error', 'current password is not correct', { field: 'current_password' })
  }
  await forgetAttempts(db, key)
  await assertAcceptablePassword(input.newPassword, { field: 'new_password', label: 'new password' })
  const passwordHash = await passwords.hash(input.newPassword)
  const now = nowIso()
  const tokenVersion = user.token_version + 1
  await db.transaction().execute(async (trx) => {
    // Reset links mailed before the change would still open the account.
    await consumeOtherPasswordResets(trx, user.id, now)
    await updateUser(trx, user.id, { password_hash: passwordHash, token_version: tokenVersion })
  })
  return { ...user, password_hash: passwordHash, token_version: tokenVersion }
}

export async function authenticate({ db, passwords }: AccountDeps, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, email.trim())
  const valid = await passwords.verify(password, user?.password_hash ?? (await passwords.dummyHash()))
  if (!user || !user.password_hash || !valid) {
    throw new AppError(401, 'unauthorized', 'Invalid email or password')
  }
  return user
}

/**
 * Creates a single-use reset token for the address, if it belongs to an account. Returns the
 * token to put in the link, or null. Run by the mail job, after the request has been answered
 * (the same answer either way); the request counted it (throttleResetMail).
 */
export async function createPasswordReset(db: Db, email: string): Promise<{ token: string; user: User } | null> {
  const user = await findUserByEmail(db, email.trim())
  if (!user || user.is_guest === 1) return null
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await insertPasswordReset(db, {
    id: randomUUID(),
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  })
  return { token, user }
}

export async function resetPassword({ db, passwords }: AccountDeps, token: string, password: string): Promise<void> {
  const invalid = new AppError(400, 'validation_error', 'This reset link is invalid or has expired. Please request a new one.')
  await assertAcceptablePassword(password)
  const passwordHash = await passwords.hash(password)
  await db.transaction().execute(async (trx) => {
    const reset = await findPasswordResetByHash(trx, hashToken(token))
    const now = nowIso()
    if (!reset || reset.used_at !== null || reset.expires_at < now) throw invalid
    if (!(await consumePasswordReset(trx, reset.id, now))) throw invalid
    // Other links mailed earlier would still open the account after the owner chose a password.
    await consumeOtherPasswordResets(trx, reset.user_id, now)
    const user = await trx.selectFrom('users').select('token_version').where('id', '=', reset.user_id).executeTakeFirst()
    if (!user) throw invalid
    // The link came by mail, so it confirms the address as well.
    await updateUser(trx, reset.user_id, { password_hash: passwordHash, token_version: user.token_version + 1, email_verified: 1 })
  })
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const LOCAL_CLI_EMAIL = 'local@t10.localhost'

/**
 * The account the CLI acts as in embedded mode, created on first use, on the premium plan. It has
 * no password, so it can't be signed into from a browser; only a process with the data directory
 * can act as it.
 */
export async function ensureLocalUser(db: Db): Promise<User> {
  const existing = await findUserByEmail(db, LOCAL_CLI_EMAIL)
  if (existing) return existing
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: LOCAL_CLI_EMAIL,
      name: 'Local user',
      password_hash: null,
      // The operator of a data directory is not limited by a customer plan.
      plan: 'premium',
      created_at: nowIso(),
      expires_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute()
  const user = await findUserByEmail(db, LOCAL_CLI_EMAIL)
  if (!user) throw new Error('could not create the local CLI user')
  return user
}

const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value)

/** An operator's change of an account's plan (`t10 admin set-plan`). */
export async function setUserPlan(db: Db, email: string, plan: string): Promise<User> {
  const wanted = plan.trim().toLowerCase()
  if (!isPlan(wanted)) throw new AppError(400, 'validation_error', `Unknown plan "${plan}": use one of ${PLANS.join(', ')}`)
  const user = await findUserByEmail(db, email.trim())
  if (!user || user.is_guest === 1) throw new AppError(404, 'not_found', `No account with the email ${email.trim()}`)
  await updateUser(db, user.id, { plan: wanted })
  return { ...user, plan: wanted }
}
