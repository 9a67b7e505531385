import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * JWT_SECRET when set; otherwise a secret generated once into DATA_DIR, so sessions survive a
 * restart without anyone having to invent a secret.
 */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured
  const file = join(dataDir, 'jwt-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  try {
    // 'wx': if two processes start at once, the second keeps the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
}
