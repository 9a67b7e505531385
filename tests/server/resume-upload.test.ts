import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText, writtenFile } from '../helpers/written-resumes.ts'

/** An accountant's resume as a PDF and as Word; a LinkedIn profile export (DOCX); a text resume. */
const accountantPdf = writtenFile('accountant-priya-raman', 'single')
const accountantDocx = writtenFile('accountant-priya-raman', 'word')
const linkedinDocx = writtenFile('product-manager-sanjay-iyer', 'linkedin')
const textResume = softwareEngineerText()

async function countRows(t: TestApp) {
  const count = async (table: 'resumes' | 'files' | 'users') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { resumes: await count('resumes'), files: await count('files'), users: await count('users') }
}

describe('POST /api/v1/resume/upload', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '1' })
  })
  afterAll(() => t.close())

  it('extracts, stores and answers in the spec’s shape', async () => {
    const user = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(accountantPdf.bytes, accountantPdf.filename, { user_id: 'placeholder-user' }),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.message).toBe('Resume uploaded and text extracted successfully')
    expect(Object.keys(body.data).sort()).toEqual(['parsed', 'raw_resume_text', 'resume_id', 'resume_text'])
    expect(body.data.resume_text.length).toBeGreaterThan(500)
    expect(body.data.parsed.contact.email).toBe(accountantPdf.truth.contact.email)

    // Stored under the signed-in user (user_id in the form is ignored), and readable again.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(user.token) })
    expect(list.json().resumes).toEqual([expect.objectContaining({ resume_id: body.data.resume_id, filename: accountantPdf.filename, kind: 'pdf' })])
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${body.data.resume_id}`, headers: bearer(user.token) })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().resume.resume_text).toBe(body.data.resume_text)
  })

  it('reads a scanned PDF by OCR and says so, with the confidence', async () => {
    const scan = writtenFile('nurse-grace-mensah', 'scanned')
    const user = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(scan.bytes, scan.filename),
    })
    expect(response.statusCode).toBe(201)
    const { ocr, parsed } = response.json().data
    expect(ocr).toMatchObject({ pages: [{ page: 1, confidence: expect.any(Number) }], poor_pages: [], skipped_pages: [] })
    expect(ocr.note).toMatch(/^This PDF is a scan: its text was read by OCR \(text recognition\), \d+% confidence\.$/)
    expect(parsed.contact.email).toBe(scan.truth.contact.email)
    expect(parsed.experience.map((e: { title: string }) => e.title)).toHaveLength(scan.truth.experience.length)
  })

  it('decides the type from the content, not the name', async () => {
    const user = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(accountantDocx.bytes, 'resume.txt'),
    })
    expect(response.statusCode).toBe(201)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(user.token) })
    expect(list.json().resumes[0].kind).toBe('docx')
  })

  it('stores the same file once, however many times it is uploaded', async () => {
    const before = await countRows(t)
    const user = await signUp(t.app)
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/upload',
        headers: bearer(user.token),
        payload: fileForm(linkedinDocx.bytes, 'profile.docx'),
      })
      expect(response.statusCode).toBe(201)
    }
    const after = await countRows(t)
    expect(after.resumes - before.resumes).toBe(2)
    expect(after.files - before.files).toBe(1)
  })

  const badInputs: Array<[string, () => Uint8Array, number, string]> = [
    ['an empty file', () => new Uint8Array(0), 422, 'This file is empty (0 bytes).'],
    [
      'a PNG named .pdf',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200)]),
      415,
      'This file is a PNG image, not a PDF.',
    ],
    ['a truncated PDF', () => accountantPdf.bytes.subarray(0, 900), 422, 'Could not read this file'],
    ['a file over the size limit', () => Buffer.alloc(1024 * 1024 + 1, 'a'), 413, 'This file is larger than 1 MB, the upload limit.'],
  ]

  it.each(badInputs)('refuses %s with a clear error and stores nothing', async (_name, build, status, message) => {
    const user = await signUp(t.app)
    const before = await countRows(t)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(build(), 'resume.pdf'),
    })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ success: false, error_type: expect.any(String), message })
    expect(await countRows(t)).toEqual(before)
  })

  it('asks for a file when the form has none, and for multipart when the body is JSON', async () => {
    const user = await signUp(t.app)
    const form = new FormData()
    form.append('user_id', 'x')
    const noFile = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', headers: bearer(user.token), payload: form })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().message).toMatch(/choose a file/)
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', headers: bearer(user.token), payload: { file: 'x' } })
    expect(json.statusCode).toBe(400)
  })

  it("keeps each user's resumes private: another user gets 404, never the data", async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(alice.token),
      payload: fileForm(textResume.bytes, 'alice.txt'),
    })
    const id = upload.json().data.resume_id as string
    const peek = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${id}`, headers: bearer(bob.token) })
    expect(peek.statusCode).toBe(404)
    expect(peek.json()).toEqual({ success: false, error_type: 'not_found', message: 'Resume not found' })
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/resumes/${id}`, headers: bearer(bob.token) })
    expect(remove.statusCode).toBe(404)
    const bobsList = await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(bob.token) })
    expect(bobsList.json().resumes).toEqual([])
    const still = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${id}`, headers: bearer(alice.token) })
    expect(still.statusCode).toBe(200)

    const own = await t.app.inject({ method: 'DELETE', url: `/api/v1/resumes/${id}`, headers: bearer(alice.token) })
    expect(own.statusCode).toBe(200)
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${id}`, headers: bearer(alice.token) })
    expect(gone.statusCode).toBe(404)
  })
})

describe('anonymous (free trial) uploads', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ ANONYMOUS_RETENTION_HOURS: '24' })
  })
  afterAll(() => t.close())

  it('are accepted, owned by a guest session, and removed after the retention period', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      payload: fileForm(textResume.bytes, 'trial.txt'),
    })
    expect(response.statusCode).toBe(201)
    const id = response.json().data.resume_id as string
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? ''
    expect(cookie).toMatch(/^t10_session=/)

    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${id}`, headers: { cookie } })
    expect(mine.statusCode).toBe(200)
    // A guest is not an account.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(401)
    // Nobody else sees it.
    const stranger = await t.app.inject({ method: 'GET', url: `/api/v1/resumes/${id}` })
    expect(stranger.statusCode).toBe(401)

    // 25 hours later (moved by hand), the housekeeping removes the upload and its bytes.
    const past = new Date(Date.now() - 3_600_000).toISOString()
    await t.app.db.updateTable('resumes').set({ expires_at: past }).where('id', '=', id).execute()
    await t.app.db.updateTable('users').set({ expires_at: past }).where('is_guest', '=', 1).execute()
    await t.app.purgeExpired()
    expect(await t.app.db.selectFrom('resumes').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    expect(await t.app.db.selectFrom('files').select('sha256').execute()).toEqual([])
    expect(await t.app.db.selectFrom('users').select('id').where('is_guest', '=', 1).execute()).toEqual([])
  })
})
