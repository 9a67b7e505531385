import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHasher } from '../domain/password-hasher.ts'

/*
 * Passwords are stored as scrypt hashes that carry their own parameters
 * ("scrypt$N$r$p$salt$key"), so a hash made at one cost is verified at that cost whatever the
 * setting is now.
 */

/** log2 of scrypt's N: 2^15 costs ~50 ms here, which slows guessing without slowing sign-in. */
export const DEFAULT_PASSWORD_HASH_COST = 15
const R = 8
const P = 1
const KEY_LENGTH = 64
const MAX_MEMORY = 64 * 1024 * 1024

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** The PasswordHasher port (domain/password-hasher.ts) as scrypt at N = 2^cost. Costs below the default are for tests only (config.ts refuses them in production). */
export function scryptPasswordHasher(cost = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  const n = 2 ** cost
  const hash = async (password: string) => {
    const salt = randomBytes(16)
    const key = await derive(password, salt, n, R, P)
    return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$')
  }
  let dummy: Promise<string> | undefined
  return {
    hash,
    async verify(password, stored) {
      const [scheme, storedN, r, p, salt, key] = stored.split('$')
      if (scheme !== 'scrypt' || !salt || !key) return false
      const expected = Buffer.from(key, 'base64')
      const actual = await derive(password, Buffer.from(salt, 'base64'), Number(storedN), Number(r), Number(p))
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
    dummyHash: () => (dummy ??= hash('t10-no-such-account')),
  }
}
