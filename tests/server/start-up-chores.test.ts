import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { createTestStore, fileForm, type StoreEnv, type TestStore } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * What an app does for itself once it has started, without a request asking: the purge of data
 * that expired while it was down, and the precompiled LaTeX formats of every template. Neither
 * holds up the start (the health check answers first); both still happen.
 */

const stores: TestStore[] = []
const apps: FastifyInstance[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  for (const store of stores.splice(0)) await store.remove()
})

async function startApp(store: StoreEnv): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ ...store, LOG_LEVEL: 'silent' }), { webApp: false })
  apps.push(app)
  await app.ready()
  return app
}

async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('once started, an app', () => {
  it('answers at once, then purges what expired while it was down and builds every template’s LaTeX format', async () => {
    const store = await createTestStore('t10-start-')
    stores.push(store)
    const first = await startApp(store.env)
    const upload = await first.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      payload: fileForm(softwareEngineerText().bytes, 'trial.txt'),
    })
    expect(upload.statusCode).toBe(201)
    const id = upload.json().data.resume_id as string
    // The guest's upload outlives its retention while no app runs.
    const past = new Date(Date.now() - 3_600_000).toISOString()
    await first.db.updateTable('resumes').set({ expires_at: past }).where('id', '=', id).execute()
    await first.close()
    apps.splice(apps.indexOf(first), 1)

    const app = await startApp(store.env)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    await until(
      async () => (await app.db.selectFrom('resumes').select('id').where('id', '=', id).executeTakeFirst()) === undefined,
      'the expired upload removed',
    )

    const templates = (await app.inject({ method: 'GET', url: '/api/v1/templates' })).json().templates as unknown[]
    const formats = join(store.env.DATA_DIR, 'latex', 'formats')
    const built = () => (existsSync(formats) ? readdirSync(formats).filter((name) => name.endsWith('.fmt')).length : 0)
    await until(() => built() === templates.length, 'a format per template')
  })
})
