import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import {
  consumeEmailVerification,
  deleteExpiredEmailVerifications,
  findEmailVerificationByHash,
  insertEmailVerification,
} from '../../server/db/repositories/email-verifications.repository.ts'
import {
  consumeOtherPasswordResets,
  consumePasswordReset,
  deleteExpiredPasswordResets,
  findPasswordResetByHash,
  insertPasswordReset,
} from '../../server/db/repositories/password-resets.repository.ts'
import { findProfile, upsertJobPreferences, upsertProfile } from '../../server/db/repositories/profiles.repository.ts'
import { deleteExpiredRevocations, isSessionRevoked, revokeSession } from '../../server/db/repositories/revoked-sessions.repository.ts'
import { deleteSessionActivityBefore, lastSeenOf, touchSession } from '../../server/db/repositories/session-activity.repository.ts'
import {
  bumpTokenVersion,
  deleteExpiredGuests,
  deleteUnconfirmedAccounts,
  findUserByEmail,
  findUserById,
  updateUser,
} from '../../server/db/repositories/users.repository.ts'
import { insertUsage } from '../../server/db/repositories/usage.repository.ts'
import { scryptPasswordHasher } from '../../server/adapters/scrypt-password-hasher.ts'
import {
  createEmailVerification,
  ensureLocalUser,
  registerUnverified,
  registerUser,
  setUserPlan,
  verifyEmail,
} from '../../server/services/accounts.service.ts'
import { addUser, type ContractStore, isoAgo, isoIn, openContractStore } from './contract-store.ts'

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

const token = () => ({ id: randomUUID(), token_hash: randomUUID(), created_at: new Date().toISOString(), used_at: null })

describe('users', () => {
  it('are stored, found by id and by address in any case, updated, and their token version bumped', async () => {
    const user = await addUser(db, { email: 'ada@example.com', name: 'Ada' })
    expect(user).toMatchObject({ email: 'ada@example.com', plan: 'free', is_guest: 0, token_version: 0, email_verified: 1 })
    expect((await findUserByEmail(db, 'ADA@Example.com'))?.id).toBe(user.id)
    expect(await findUserById(db, user.id)).toEqual(user)
    expect(await findUserById(db, randomUUID())).toBeUndefined()

    await updateUser(db, user.id, { name: 'Ada Lovelace', plan: 'premium' })
    await bumpTokenVersion(db, user.id)
    await bumpTokenVersion(db, user.id)
    expect(await findUserById(db, user.id)).toMatchObject({ name: 'Ada Lovelace', plan: 'premium', token_version: 2 })
  })

  it('refuse a second row for one address with a unique violation the services recognise', async () => {
    await addUser(db, { email: 'grace@example.com' })
    const error = await addUser(db, { email: 'grace@example.com' }).catch((e: unknown) => e)
    // accounts.service.ts turns exactly this into a 409 (isUniqueViolation).
    expect(String(error)).toMatch(/UNIQUE|duplicate key/i)
    // Guests have no address: any number of them.
    await addUser(db, { email: null, is_guest: 1 })
    await addUser(db, { email: null, is_guest: 1 })
  })

  it('signing up at once with one address make one account; the others are told it exists', async () => {
    const deps = { db, passwords: scryptPasswordHasher(10) }
    const signUps = await Promise.allSettled(
      ['Race@example.com', 'race@example.com', ' RACE@example.com', 'race@Example.com'].map((email) =>
        registerUser(deps, { email, password: 'correct horse battery' }),
      ),
    )
    expect(signUps.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(signUps.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []))).toEqual([
      'conflict',
      'conflict',
      'conflict',
    ])
    // With confirmation by mail the answer is the same either way; only the mail differs.
    const mails = await Promise.all(
      Array.from({ length: 3 }, () => registerUnverified(deps, { email: 'mailed@example.com', password: 'correct horse battery' })),
    )
    expect(mails.map((m) => m.kind).sort()).toEqual(['account-exists', 'account-exists', 'verify-email'])
  })

  it('change plan by address; the CLI’s local account is created once, even by callers racing', async () => {
    const user = await addUser(db)
    expect((await setUserPlan(db, user.email!.toUpperCase(), 'Standard')).plan).toBe('standard')
    expect((await findUserById(db, user.id))?.plan).toBe('standard')
    await expect(setUserPlan(db, 'nobody@example.com', 'premium')).rejects.toMatchObject({ status: 404, code: 'not_found' })
    const locals = await Promise.all(Array.from({ length: 4 }, () => ensureLocalUser(db)))
    expect(new Set(locals.map((u) => u.id)).size).toBe(1)
    expect(locals[0]!.plan).toBe('premium')
  })

  it('go with everything they own: expired guests and week-old unconfirmed sign-ups; usage stays, unnamed', async () => {
    const guest = await addUser(db, { email: null, is_guest: 1, expires_at: isoAgo(1000) })
    const liveGuest = await addUser(db, { email: null, is_guest: 1, expires_at: isoIn(3_600_000) })
    const unconfirmed = await addUser(db, { email_verified: 0, created_at: isoAgo(8 * 86_400_000) })
    const recentUnconfirmed = await addUser(db, { email_verified: 0 })
    const confirmedOld = await addUser(db, { created_at: isoAgo(30 * 86_400_000) })
    for (const owner of [guest, unconfirmed]) {
      await upsertProfile(db, profileOf(owner.id, 'Lisbon'))
      await insertPasswordReset(db, { ...token(), user_id: owner.id, expires_at: isoIn(3_600_000) })
      await insertEmailVerification(db, { ...token(), user_id: owner.id, expires_at: isoIn(3_600_000) })
      await insertUsage(db, {
        id: randomUUID(),
        user_id: owner.id,
        client_key: null,
        kind: 'resume_generation',
        created_at: new Date().toISOString(),
      })
    }

    expect(await deleteExpiredGuests(db, new Date().toISOString())).toBe(1)
    expect(await deleteUnconfirmedAccounts(db, isoAgo(7 * 86_400_000))).toBe(1)
    const gone = [guest.id, unconfirmed.id]
    for (const id of gone) expect(await findUserById(db, id)).toBeUndefined()
    for (const kept of [liveGuest, recentUnconfirmed, confirmedOld]) expect(await findUserById(db, kept.id)).toBeDefined()
    for (const table of ['password_resets', 'email_verifications', 'profiles'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', 'in', gone).execute()).toEqual([])
    }
    // Plan counts are kept without the account (ON DELETE SET NULL).
    const orphaned = await db
      .selectFrom('usage_events')
      .select('user_id')
      .where('user_id', 'is', null)
      .where('kind', '=', 'resume_generation')
      .execute()
    expect(orphaned.length).toBeGreaterThanOrEqual(2)
  })
})

describe('profiles', () => {
  it('are saved and read per user; preferences keep the profile, a profile save keeps the preferences', async () => {
    const [a, b] = [await addUser(db), await addUser(db)]
    expect(await findProfile(db, a.id)).toBeUndefined()
    await upsertJobPreferences(db, a.id, { desired_role: 'Accountant', expected_salary: '85k' }, new Date().toISOString())
    expect(await findProfile(db, a.id)).toMatchObject({ full_name: '', desired_role: 'Accountant', expected_salary: '85k', preferred_location: '' })
    await upsertProfile(db, profileOf(a.id, 'Lisbon'))
    await upsertJobPreferences(db, a.id, { preferred_location: 'Remote' }, new Date().toISOString())
    expect(await findProfile(db, a.id)).toMatchObject({ location: 'Lisbon', desired_role: 'Accountant', preferred_location: 'Remote' })
    // Another user's profile is theirs: nothing of A's reaches it.
    expect(await findProfile(db, b.id)).toBeUndefined()
    await upsertProfile(db, profileOf(b.id, 'Porto'))
    expect((await findProfile(db, a.id))?.location).toBe('Lisbon')
    // A profile of no account is refused (foreign key).
    await expect(upsertProfile(db, profileOf(randomUUID(), 'Nowhere'))).rejects.toThrow()
  })
})

describe('password reset and confirmation links', () => {
  it('are used once, even by two clicks racing; a reset uses up the account’s other links', async () => {
    const user = await addUser(db)
    const first = { ...token(), user_id: user.id, expires_at: isoIn(3_600_000) }
    const second = { ...token(), user_id: user.id, expires_at: isoIn(3_600_000) }
    await insertPasswordReset(db, first)
    await insertPasswordReset(db, second)
    expect((await findPasswordResetByHash(db, first.token_hash))?.user_id).toBe(user.id)
    const now = new Date().toISOString()
    const clicks = await Promise.all(Array.from({ length: 5 }, () => consumePasswordReset(db, first.id, now)))
    expect(clicks.filter(Boolean)).toHaveLength(1)
    await consumeOtherPasswordResets(db, user.id, now)
    expect(await consumePasswordReset(db, second.id, now)).toBe(false)
    // Two rows may not share a token hash.
    await expect(insertPasswordReset(db, { ...token(), token_hash: first.token_hash, user_id: user.id, expires_at: isoIn(1000) })).rejects.toThrow(
      /UNIQUE|duplicate key/i,
    )

    const link = { ...token(), user_id: user.id, expires_at: isoIn(3_600_000) }
    await insertEmailVerification(db, link)
    expect((await findEmailVerificationByHash(db, link.token_hash))?.id).toBe(link.id)
    const confirms = await Promise.all(Array.from({ length: 5 }, () => consumeEmailVerification(db, link.id, now)))
    expect(confirms.filter(Boolean)).toHaveLength(1)
  })

  it('confirm the address in one transaction; an expired link is refused and purged', async () => {
    const user = await addUser(db, { email_verified: 0 })
    const created = await createEmailVerification(db, user.id)
    await verifyEmail(db, created!.token)
    expect((await findUserById(db, user.id))?.email_verified).toBe(1)
    await expect(verifyEmail(db, created!.token)).rejects.toMatchObject({ status: 400, code: 'validation_error' })

    const old = { ...token(), user_id: user.id, expires_at: isoAgo(1000) }
    await insertPasswordReset(db, old)
    await insertEmailVerification(db, { ...old, id: randomUUID(), token_hash: randomUUID() })
    await deleteExpiredPasswordResets(db, new Date().toISOString())
    await deleteExpiredEmailVerifications(db, new Date().toISOString())
    expect(await findPasswordResetByHash(db, old.token_hash)).toBeUndefined()
  })
})

describe('sessions', () => {
  it('are revoked once, however often signed out, and forgotten once expired', async () => {
    const [jti, other] = [randomUUID(), randomUUID()]
    await revokeSession(db, jti, isoIn(3_600_000))
    await Promise.all([revokeSession(db, jti, isoIn(3_600_000)), revokeSession(db, jti, isoIn(3_600_000))])
    expect(await isSessionRevoked(db, jti)).toBe(true)
    expect(await isSessionRevoked(db, other)).toBe(false)
    await revokeSession(db, other, isoAgo(1000))
    await deleteExpiredRevocations(db, new Date().toISOString())
    expect(await isSessionRevoked(db, other)).toBe(false)
    expect(await isSessionRevoked(db, jti)).toBe(true)
  })

  it('record their last use for every server over the database, never moving it back', async () => {
    const second = await store.connectAgain()
    const jti = randomUUID()
    expect(await lastSeenOf(db, jti)).toBeNull()
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, minutes)).toISOString()
    await touchSession(db, jti, at(20))
    // Two servers writing at once, the later time first: the later one stays.
    await Promise.all([touchSession(second, jti, at(45)), touchSession(db, jti, at(30))])
    expect(await lastSeenOf(second, jti)).toBe(at(45))
    await touchSession(db, jti, at(10))
    expect(await lastSeenOf(db, jti)).toBe(at(45))
    await deleteSessionActivityBefore(db, at(50))
    expect(await lastSeenOf(db, jti)).toBeNull()
  })
})

function profileOf(userId: string, location: string) {
  return {
    user_id: userId,
    full_name: 'A Person',
    title: '',
    location,
    experience: '',
    education: '',
    skills: '',
    updated_at: new Date().toISOString(),
  }
}
