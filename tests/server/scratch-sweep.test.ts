import { existsSync, mkdirSync, readdirSync, utimesSync, watch, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { bearer, createTestStore, type StoreEnv, signUp, type TestStore } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * Scratch files live under DATA_DIR, and what a crash leaves there (LaTeX job directories, PDFs
 * being read) is removed when the app starts; directories in use (recent) are left alone.
 */

const stores: TestStore[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.remove()
})

/** A fresh store's data directory, removed after the test. */
async function freshStore(): Promise<StoreEnv> {
  const store = await createTestStore('t10-sweep-')
  stores.push(store)
  return store.env
}

async function startApp(store: StoreEnv) {
  const app = await buildApp(loadConfig({ ...store, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { webApp: false })
  await app.ready()
  return app
}

/** A directory as a killed process leaves it: with a file in it, last touched `ageMs` ago. */
function leftover(path: string, ageMs: number) {
  mkdirSync(path, { recursive: true })
  writeFileSync(join(path, 'resume.pdf'), 'private resume bytes')
  const then = new Date(Date.now() - ageMs)
  utimesSync(path, then, then)
}

describe('scratch directories', () => {
  it('are swept at start-up when a crash left them, and kept while recent', async () => {
    const store = await freshStore()
    const dataDir = store.DATA_DIR
    const twoHours = 2 * 3_600_000
    leftover(join(dataDir, 'latex', 'job-a1B2c3'), twoHours)
    leftover(join(dataDir, 'scratch', 't10-pdf-x9Y8z7'), twoHours)
    leftover(join(dataDir, 'scratch', 't10-pdf-fresh1'), 0)
    // Not scratch: the precompiled formats are kept across restarts.
    leftover(join(dataDir, 'latex', 'formats'), twoHours)

    const app = await startApp(store)
    try {
      expect(existsSync(join(dataDir, 'latex', 'job-a1B2c3'))).toBe(false)
      expect(existsSync(join(dataDir, 'scratch', 't10-pdf-x9Y8z7'))).toBe(false)
      expect(existsSync(join(dataDir, 'scratch', 't10-pdf-fresh1'))).toBe(true)
      expect(existsSync(join(dataDir, 'latex', 'formats', 'resume.pdf'))).toBe(true)
    } finally {
      await app.close()
    }
  })

  it('a PDF added to the T10 pool is read in a scratch directory under DATA_DIR, removed afterwards', async () => {
    const store = await freshStore()
    const dataDir = store.DATA_DIR
    const app = await startApp(store)
    const scratch = join(dataDir, 'scratch')
    mkdirSync(scratch, { recursive: true })
    const seen: string[] = []
    const watcher = watch(scratch, (_event, name) => {
      if (name) seen.push(String(name))
    })
    try {
      const recruiter = await signUp(app)
      const resume = writtenFile('accountant-priya-raman', 'single')
      const form = new FormData()
      form.append('files', new Blob([resume.bytes]), 'resume.pdf')
      const response = await app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
      expect(response.json().results[0].success).toBe(true)
      expect(seen.some((name) => name.startsWith('t10-pdf-'))).toBe(true)
      expect(readdirSync(scratch)).toEqual([])
    } finally {
      watcher.close()
      await app.close()
    }
  }, 60_000)
})
