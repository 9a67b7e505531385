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
  readonly logs: string[]
  close(): Promise<void>
}

export interface StartServerOptions {
  /**
   * Keep every log line (info and up) in `logs`, for a test that reads them (the default). Off, only
   * warnings and errors are written, to stderr: the run's shared server, whose logs nobody reads.
   */
  keepLogs?: boolean
}

/**
 * The real server (API and built web app) on a free port over a fresh data directory. The e2e
 * global setup (tests/helpers/e2e-global-setup.ts) has built the web app before any file starts one.
 */
export async function startServer(
  env: Partial<Record<ConfigVariable, string>> = {},
  { keepLogs = true }: StartServerOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 't10-e2e-'))
  const logs: string[] = []
  let logStream: NodeJS.WritableStream = process.stderr
  if (keepLogs) {
    const kept = new PassThrough()
    kept.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
    logStream = kept
  }
  const config = loadConfig({
    LOG_LEVEL: keepLogs ? 'info' : 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '1000',
    REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '1000',
    PASSWORD_HASH_COST: '10',
    ...env,
    DATA_DIR: dataDir,
  })
  const app = await buildApp(config, { logStream })
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    // As `t10 serve` does after start: the thread that reads uploads (tsx and the reading code
    // loaded, ~15 s on a loaded machine) starts now, not on the first test's upload.
    app.untrusted.warm()
    return {
      url,
      logs,
      async close() {
        await app.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
