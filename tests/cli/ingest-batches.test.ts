import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { listResumes, renderingPath } from '../resumes/index.ts'

/*
 * `t10 ingest` sends many files as batches within the server's per-request caps: against a server
 * held to the lowest caps allowed (10 files a request), 23 files go up in 3 requests, every file
 * is reported, and a missing one is reported without failing its batch.
 */

describe('t10 ingest sends files in batches within the caps (the program in-process against a server)', () => {
  let t: TestApp
  let url: string
  let token: string
  const work = mkdtempSync(join(tmpdir(), 't10-cli-batches-'))

  beforeAll(async () => {
    t = await createTestApp({ MAX_FILES_PER_REQUEST: '10', MAX_REQUEST_MB: '21' })
    url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    token = (await signUp(t.app)).token
  })
  afterAll(async () => {
    await t.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('23 files: 3 requests, each file reported in order, a missing one named', async () => {
    // A written test resume's one-column PDF, copied under 22 names.
    const resume = listResumes().find((r) => r.renderings.includes('single'))!
    const pdf = renderingPath(resume.id, 'single')
    const files = Array.from({ length: 22 }, (_, i) => {
      const path = join(work, `candidate-${String(i).padStart(2, '0')}.pdf`)
      copyFileSync(pdf, path)
      return path
    })
    const missing = join(work, 'gone.pdf')
    const result = await runCliInProcess(['ingest', '--json', '--server', url, '--token', token, ...files.slice(0, 5), missing, ...files.slice(5)])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(1)
    const rows = JSON.parse(result.stdout) as Array<{ filename: string; resume_id?: string; error?: string }>
    expect(rows.map((r) => r.filename)).toEqual([...files.slice(0, 5), missing, ...files.slice(5)].map((p) => p.split('/').pop()))
    expect(rows[5]).toEqual({ filename: 'gone.pdf', error: 'No such file' })
    expect(rows.filter((r) => r.resume_id)).toHaveLength(22)

    const uploads = t.logs.filter(
      (l) =>
        (l.req as { method?: string; url?: string } | undefined)?.url === '/api/v1/t10/resumes' && (l.req as { method: string }).method === 'POST',
    )
    expect(uploads).toHaveLength(3)
  }, 180_000)
})
