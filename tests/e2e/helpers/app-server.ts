import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { buildApp } from '../../../server/app.ts'
import { type ConfigVariable, loadConfig } from '../../../server/config.ts'

export const ROOT = join(import.meta.dirname, '..', '..', '..')

/** Builds web/dist when it is missing or older than its sources (the same check as `npm start`). */
export function ensureWebBuilt(): void {
  // Vitest sets NODE_ENV=test; inherited, it would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-web.mjs')], { cwd: ROOT, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error('building the web app failed')
}

export interface RunningServer {
  url: string
  /** Every log line the server wrote (password reset mails land here without SMTP). */
  logs: string[]
  close(): Promise<void>
}

/** The real server (API and built web app) on a free port over a fresh data directory. */
export async function startServer(env: Partial<Record<ConfigVariable, string>> = {}): Promise<RunningServer> {
  ensureWebBuilt()
  const dataDir = mkdtempSync(join(tmpdir(), 't10-e2e-'))
  const logs: string[] = []
  const logStream = new PassThrough()
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
  const config = loadConfig({
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '1000',
    REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '1000',
    PASSWORD_HASH_COST: '10',
    ...env,
    DATA_DIR: dataDir,
  })
  const app = await buildApp(config, { logStream })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url,
    logs,
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
