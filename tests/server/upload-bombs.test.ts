import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { DOCUMENT_XML, DOCX_BOMBS as bombs, docxWithNestedBomb, RESUME_LINES } from '../helpers/docx-bombs.ts'
import { buildZip, zipEntry } from './domain/ingest/helpers/build-files.ts'

/*
 * DOCX decompression bombs sent the way an outsider would: to the parse endpoint, which needs no
 * login, and to the recruiter’s pool upload. Each bomb is built in memory (tests/helpers/docx-bombs.ts). A refusal must be
 * cheap and must not inflate the bomb: around each request, the memory of this process (which
 * runs the app and its reading threads) and the processor time it spent are measured. Processor
 * time, not elapsed time: it is the work done, which a loaded machine does not change, where the
 * time an answer takes measures the machine (how long a refusal takes is bench/hardening-uploads.ts's figure).
 */

const MiB = 1024 * 1024
const MAX_RSS_GROWTH = 100 * MiB
// Inflating the 300 MB a bomb holds costs ~450 ms of processor time by itself (zlib, streamed,
// on this machine); refusing at the caps (2 MB of XML, 20 MB in a part) costs a tenth of that.
const MAX_REFUSAL_CPU_MS = 250

async function measured<T>(send: () => Promise<T>): Promise<{ answer: T; cpuMs: number; rssGrowth: number }> {
  const before = process.memoryUsage().rss
  const cpuBefore = process.cpuUsage()
  const answer = await send()
  const cpu = process.cpuUsage(cpuBefore)
  return { answer, cpuMs: (cpu.user + cpu.system) / 1000, rssGrowth: process.memoryUsage().rss - before }
}

describe('DOCX decompression bombs', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  const built = new Map<string, Uint8Array>()

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
    for (const bomb of bombs) built.set(bomb.name, await bomb.build())
    // Files are read in worker threads: the first read starts one (loading the reading code), which
    // these tests do not measure.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse',
      payload: fileForm(new TextEncoder().encode(RESUME_LINES.join('\n')), 'warm-up.txt'),
    })
  }, 120_000)
  afterAll(() => t.close())

  it.each(bombs.map((b) => b.name))('POST /api/v1/resume/parse (no login) refuses %s quickly, without inflating it', async (name) => {
    const bytes = built.get(name)!
    expect(bytes.length).toBeLessThan(MiB)
    const { answer, cpuMs, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(bytes, 'resume.docx') }),
    )
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ success: false, error_type: 'unprocessable_file' })
    expect(answer.json().message).toMatch(/Could not read this file|unpacks to far more data than a resume holds/)
    expect(cpuMs).toBeLessThan(MAX_REFUSAL_CPU_MS)
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH)
  })

  it.each(bombs.map((b) => b.name))('the T10 pool upload refuses %s in its place and stores nothing', async (name) => {
    const form = new FormData()
    form.append('files', new Blob([built.get(name)!]), 'bomb.docx')
    const { answer, cpuMs, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form }),
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json().results).toEqual([
      expect.objectContaining({ success: false, resume_id: null, filename: 'bomb.docx', error_type: 'unprocessable_file' }),
    ])
    expect(cpuMs).toBeLessThan(MAX_REFUSAL_CPU_MS)
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH)
    const pool = await t.app.inject({ method: 'GET', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token) })
    expect(pool.json().resumes).toEqual([])
  })

  it('says in words why a DOCX that unpacks past the caps was not read', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse',
      payload: fileForm(built.get('many honest parts adding up to 300 MB')!, 'resume.docx'),
    })
    expect(answer.statusCode).toBe(422)
    expect(answer.json().message).toBe(
      'This DOCX unpacks to far more data than a resume holds, so it was not read. Save it again without large images, or upload a PDF.',
    )
  })

  it('reads a DOCX that carries a zip bomb inside it, without opening the inner zip', async () => {
    const docx = await docxWithNestedBomb()
    // mammoth's first run in a process is slow (loading, compiling); this measures the read only.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/parse',
      payload: fileForm(new Uint8Array(buildZip([zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES))])), 'warm-up.docx'),
    })
    const { answer, cpuMs, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(docx, 'resume.docx') }),
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json().resume_text).toContain('jane.doe@example.com')
    expect(cpuMs).toBeLessThan(2 * MAX_REFUSAL_CPU_MS)
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH)
  }, 30_000)
})
