import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { buildZip, CONTENT_TYPES, hugeSpacesEntry, zipEntry } from './domain/ingest/helpers/build-files.ts'

/*
 * DOCX decompression bombs sent the way an outsider would: to the parse endpoint, which needs no
 * login, and to the recruiter's pool upload. Each bomb is built here, in memory. A refusal must be
 * quick and must not inflate the bomb: the memory of this process (which runs the app) is
 * measured around each request.
 */

const MiB = 1024 * 1024
const BOMB_BYTES = 300 * MiB
const MAX_RSS_GROWTH = 100 * MiB
const MAX_ANSWER_MS = 1000

const PARAGRAPH = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`
const DOCUMENT_XML = (lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines.map(PARAGRAPH).join('')}</w:body></w:document>`
const RESUME_LINES = ['Jane Doe', 'jane.doe@example.com', 'Accountant', 'Experience', 'Senior Accountant, Acme Ltd, 2019 - 2023']
const RELS_TO = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`

interface Bomb {
  name: string
  build: () => Promise<Uint8Array>
}

const bombs: Bomb[] = [
  {
    // The outside test's case: the rels name word/main.bin as the main document, and that entry
    // declares 1,000 bytes while inflating to 300 MB. word/document.xml is there and harmless.
    name: 'a main document redirected by _rels/.rels to word/main.bin, declaring 1,000 bytes',
    build: async () => {
      const main = await hugeSpacesEntry('word/main.bin', BOMB_BYTES)
      return buildZip(
        [
          zipEntry('[Content_Types].xml', CONTENT_TYPES),
          zipEntry('_rels/.rels', RELS_TO('word/main.bin')),
          zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)),
          main,
        ],
        (e) => (e === main ? 1000 : e.size),
      )
    },
  },
  {
    name: 'the main document itself declaring 1,000 bytes',
    build: async () => {
      const main = await hugeSpacesEntry('word/document.xml', BOMB_BYTES)
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), main], (e) => (e === main ? 1000 : e.size))
    },
  },
  {
    // Not read by mammoth, but nothing a file says about itself decides what is safe to inflate.
    name: 'an image part declaring 1,000 bytes',
    build: async () => {
      const image = await hugeSpacesEntry('word/media/image1.png', BOMB_BYTES)
      return buildZip(
        [zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)), image],
        (e) => (e === image ? 1000 : e.size),
      )
    },
  },
  {
    // No lie at all: 3 MB of plain paragraphs, compressed about 30:1. mammoth would spend many
    // seconds and over a hundred MB on it; no resume's text is that long.
    name: 'an honest main document of 3 MB of XML',
    build: async () => {
      const lines = Array.from({ length: 60_000 }, (_, i) => `Line ${i} of the ledger`)
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(lines))])
    },
  },
  {
    // Honest sizes, each part under the per-part cap, together far past the per-file cap.
    name: 'many honest parts adding up to 300 MB',
    build: async () => {
      const part = await hugeSpacesEntry('word/media/image0.bin', 15 * MiB)
      const parts = Array.from({ length: 20 }, (_, i) => ({ ...part, name: `word/media/image${i}.bin` }))
      return buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)), ...parts])
    },
  },
]

/** A DOCX carrying a zip whose one entry inflates to 300 MB: a guard that opened archives would. */
async function docxWithNestedBomb(): Promise<Uint8Array> {
  const inner = buildZip([await hugeSpacesEntry('payload.txt', BOMB_BYTES)])
  return buildZip([
    zipEntry('[Content_Types].xml', CONTENT_TYPES),
    zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES)),
    zipEntry('word/embeddings/package.zip', Buffer.from(inner)),
  ])
}

async function measured<T>(send: () => Promise<T>): Promise<{ answer: T; ms: number; rssGrowth: number }> {
  const before = process.memoryUsage().rss
  const started = performance.now()
  const answer = await send()
  const ms = performance.now() - started
  return { answer, ms, rssGrowth: process.memoryUsage().rss - before }
}

describe('DOCX decompression bombs', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  const built = new Map<string, Uint8Array>()

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
    for (const bomb of bombs) built.set(bomb.name, await bomb.build())
  }, 120_000)
  afterAll(() => t.close())

  it.each(bombs.map((b) => b.name))('POST /api/v1/resume/parse (no login) refuses %s quickly, without inflating it', async (name) => {
    const bytes = built.get(name)!
    expect(bytes.length).toBeLessThan(MiB)
    const { answer, ms, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(bytes, 'resume.docx') }),
    )
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ success: false, error_type: 'unprocessable_file' })
    expect(answer.json().message).toMatch(/Could not read this file|unpacks to far more data than a resume holds/)
    expect(ms).toBeLessThan(MAX_ANSWER_MS)
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH)
  })

  it.each(bombs.map((b) => b.name))('the T10 pool upload refuses %s in its place and stores nothing', async (name) => {
    const form = new FormData()
    form.append('files', new Blob([built.get(name)!]), 'bomb.docx')
    const { answer, ms, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form }),
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json().results).toEqual([
      expect.objectContaining({ success: false, resume_id: null, filename: 'bomb.docx', error_type: 'unprocessable_file' }),
    ])
    expect(ms).toBeLessThan(MAX_ANSWER_MS)
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
    await t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(new Uint8Array(buildZip([zipEntry('word/document.xml', DOCUMENT_XML(RESUME_LINES))])), 'warm-up.docx') })
    const { answer, ms, rssGrowth } = await measured(() =>
      t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(docx, 'resume.docx') }),
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json().resume_text).toContain('jane.doe@example.com')
    expect(ms).toBeLessThan(2 * MAX_ANSWER_MS)
    expect(rssGrowth).toBeLessThan(MAX_RSS_GROWTH)
  }, 30_000)
})
