import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { databaseFileOf, openDatabase } from '../../server/db/database.ts'
import { LOCAL_CLI_EMAIL } from '../../server/services/accounts.service.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { renderingPath } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-admin-'))
const dataDir = join(work, 'data')
const EMAIL = 'ada@example.com'

/** The plan of each account of the data directory, read straight from its database. */
async function plans(): Promise<Record<string, string>> {
  const db = await openDatabase(databaseFileOf(dataDir))
  try {
    const rows = await db.selectFrom('users').select(['email', 'plan']).execute()
    return Object.fromEntries(rows.map((r) => [r.email ?? '', r.plan]))
  } finally {
    await db.destroy()
  }
}

describe('t10 admin set-plan (the program in-process, on the data directory)', () => {
  beforeAll(async () => {
    // An account signed up through the server, as a user would.
    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { webApp: false })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: EMAIL, password: 'correct horse battery' },
      })
      expect(response.statusCode).toBe(201)
    } finally {
      await app.close()
    }
  })
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('puts an account on a plan, by its email in any case', async () => {
    expect((await plans())[EMAIL]).toBe('free')
    const result = await runCliInProcess(['admin', 'set-plan', 'Ada@Example.com', 'standard', '--data-dir', dataDir])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`${EMAIL} is now on the Standard plan\n`)
    expect((await plans())[EMAIL]).toBe('standard')

    const json = await runCliInProcess(['admin', 'set-plan', EMAIL, 'Premium', '--json', '--data-dir', dataDir])
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual({ email: EMAIL, plan: 'premium' })
    expect((await plans())[EMAIL]).toBe('premium')
  })

  it('refuses an unknown email or plan with a clear line and exit code 1, changing nothing', async () => {
    const nobody = await runCliInProcess(['admin', 'set-plan', 'nobody@example.com', 'standard', '--data-dir', dataDir])
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toBe('t10: No account with the email nobody@example.com\n')

    const gold = await runCliInProcess(['admin', 'set-plan', EMAIL, 'gold', '--data-dir', dataDir])
    expect(gold.code).toBe(1)
    expect(gold.stderr).toBe('t10: Unknown plan "gold": use one of free, standard, premium\n')
    expect((await plans())[EMAIL]).toBe('premium')
  })

  it('works on a local data directory only', async () => {
    const remote = await runCliInProcess(['admin', 'set-plan', EMAIL, 'free', '--server', 'http://127.0.0.1:9', '--data-dir', dataDir])
    expect(remote.code).toBe(1)
    expect(remote.stderr).toMatch(/^t10: t10 admin set-plan works on a local data directory only/)

    const empty = join(work, 'empty')
    mkdirSync(empty)
    const none = await runCliInProcess(['admin', 'set-plan', EMAIL, 'free', '--data-dir', empty])
    expect(none.code).toBe(1)
    expect(none.stderr).toMatch(/^t10: no T10 data in /)
    expect((await plans())[EMAIL]).toBe('premium')
  })

  it('gives the CLI’s own local account the premium plan, so `t10 generate` is never limited', async () => {
    const parsed = await runCliInProcess(['parse', renderingPath('student-cs-emily-carter', 'plain'), '--json', '--data-dir', dataDir])
    expect(parsed.code).toBe(0)
    expect((await plans())[LOCAL_CLI_EMAIL]).toBe('premium')
  })
})
