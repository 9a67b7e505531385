import { connect } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartStream, type StreamedFile } from '../helpers/multipart-stream.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText, writtenPdfs } from '../helpers/written-resumes.ts'

/*
 * The caps on one multipart request (MAX_UPLOAD_MB per file, MAX_FILES_PER_REQUEST and
 * MAX_REQUEST_MB per request), sent through HTTP: a request past them is refused in words and
 * leaves nothing stored; within them every file is processed; and a request's files are processed
 * as they arrive, so the server never holds the whole request.
 */

const MiB = 1024 * 1024
const pdfs = writtenPdfs()
  .map((r) => ({ filename: r.filename, bytes: new Uint8Array(r.bytes) }))
  .filter((f) => f.bytes.length < 0.9 * MiB)
  .slice(0, 11)

/**
 * A body that counts the bytes taken from it as it is read: what the server read, give or take
 * the chunk or two (1 MiB each) the streams read ahead.
 */
function metered(body: Readable): { body: Readable; taken: () => number } {
  let taken = 0
  async function* counted() {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      taken += chunk.length
      yield chunk
    }
  }
  return { body: Readable.from(counted(), { objectMode: false }), taken: () => taken }
}

function formOf(files: Array<{ filename: string; bytes: Uint8Array }>): FormData {
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([f.bytes]), f.filename)
  return form
}

describe('multipart caps on the T10 pool upload', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '1', MAX_FILES_PER_REQUEST: '10', MAX_REQUEST_MB: '21' })
  })
  afterAll(() => t.close())

  const upload = (payload: FormData | ReturnType<ReturnType<typeof multipartStream>['body']>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: { ...bearer(recruiter.token), ...headers }, payload })
  const pool = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token) })).json().resumes
  const candidateRows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('recruiting_candidates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeAll(async () => {
    recruiter = await signUp(t.app)
  })

  it('refuses one file more than MAX_FILES_PER_REQUEST with a 413 in words, and stores none of them', async () => {
    expect(pdfs).toHaveLength(11)
    const response = await upload(formOf(pdfs))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'payload_too_large',
      message: 'Too many files: send at most 10 files per request',
    })
    expect(await pool()).toEqual([])
    expect(await candidateRows()).toBe(0)
  }, 60_000)

  it('refuses a request over MAX_REQUEST_MB by its Content-Length, before reading it', async () => {
    const many = multipartStream(Array.from({ length: 25 }, (_, i) => ({ filename: `big-${i}.pdf`, size: 0.9 * MiB })))
    expect(many.length).toBeGreaterThan(21 * MiB)
    const sent = metered(many.body())
    const response = await upload(sent.body, { ...many.headers, 'content-length': String(many.length) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'payload_too_large',
      message: 'This upload is larger than 21 MB: send at most 21 MB of files per request',
    })
    // Refused unread: of the 22 MiB, the server took no more than the streams' read-ahead, where
    // reading up to the cap would have taken 21 MB.
    expect(sent.taken()).toBeLessThan(3 * MiB)
    expect(await candidateRows()).toBe(0)
  })

  it('accepts a chunked request (no Content-Length) within the caps', async () => {
    const files: StreamedFile[] = [...pdfs.slice(0, 2), ...Array.from({ length: 8 }, (_, i) => ({ filename: `notes-${i}.pdf`, size: 0.99 * MiB }))]
    const stream = multipartStream(files)
    const response = await upload(stream.body(), stream.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Processed 2 of 10 files')
    const ids = (response.json().results as Array<{ resume_id: string | null }>).flatMap((r) => (r.resume_id ? [r.resume_id] : []))
    expect(ids).toHaveLength(2)
    for (const id of ids) await t.app.inject({ method: 'DELETE', url: `/api/v1/t10/resumes/${id}`, headers: bearer(recruiter.token) })
  }, 60_000)

  it('processes every file of a request within the caps, and reports a file over MAX_UPLOAD_MB in its place', async () => {
    const files = [...pdfs.slice(0, 9), { filename: 'too-big.pdf', bytes: new Uint8Array(Buffer.alloc(1.5 * MiB, '%PDF-1.4 ')) }]
    const response = await upload(formOf(files))
    expect(response.statusCode).toBe(200)
    const { message, results } = response.json()
    expect(message).toBe('Processed 9 of 10 files')
    expect(results.slice(0, 9).every((r: { success: boolean }) => r.success)).toBe(true)
    expect(results[9]).toEqual({
      success: false,
      resume_id: null,
      filename: 'too-big.pdf',
      message: 'This file is larger than 1 MB, the upload limit.',
      error_type: 'payload_too_large',
    })
    expect(await pool()).toHaveLength(9)
  }, 120_000)
})

describe('a chunked request past MAX_REQUEST_MB', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  beforeAll(async () => {
    // Many files allowed, so the bytes are what stops the request.
    t = await createTestApp({ MAX_UPLOAD_MB: '1', MAX_FILES_PER_REQUEST: '100', MAX_REQUEST_MB: '21' })
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  it('is refused in words when it passes the cap, and the resumes it had added are removed', async () => {
    const stream = multipartStream([...pdfs.slice(0, 2), ...Array.from({ length: 30 }, (_, i) => ({ filename: `filler-${i}.pdf`, size: 0.9 * MiB }))])
    expect(stream.length).toBeGreaterThan(21 * MiB)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/resumes',
      headers: { ...bearer(recruiter.token), ...stream.headers },
      payload: stream.body(),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe('This upload is larger than 21 MB: send at most 21 MB of files per request')
    const pool = await t.app.inject({ method: 'GET', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token) })
    expect(pool.json().resumes).toEqual([])
  }, 60_000)
})

describe('a large request is processed as it streams in', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '10', MAX_FILES_PER_REQUEST: '50', MAX_REQUEST_MB: '450' })
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  it('40 files of 9.9 MB (396 MB) never hold more than a few files in memory', async () => {
    const stream = multipartStream(Array.from({ length: 40 }, (_, i) => ({ filename: `notes-${i}.pdf`, size: 9.9 * MiB })))
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 10)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/resumes',
      headers: { ...bearer(recruiter.token), ...stream.headers, 'content-length': String(stream.length) },
      payload: stream.body(),
    })
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Processed 0 of 40 files')
    // Held all at once, the files alone would be 396 MB; four in flight and one being read are ~50.
    expect(peak - before).toBeLessThan(200 * MiB)
  }, 120_000)
})

describe('file names', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('are listed without bidirectional or zero-width controls', async () => {
    const user = await signUp(t.app)
    // Shown as written, U+202E would make this read "resume-cod.exe"-like; U+200B hides inside words.
    const sent = 'Jane\u200b Doe\u202e\u2066 cv\u2069\u200f\u202a.txt'
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(softwareEngineerText().bytes, sent),
    })
    expect(upload.statusCode).toBe(201)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/resumes', headers: bearer(user.token) })
    expect(list.json().resumes.map((r: { filename: string }) => r.filename)).toEqual(['Jane Doe cv.txt'])
  })
})

describe('a request refused before its body is read to the end, over a real connection', () => {
  let t: TestApp
  let url: string
  let token: string
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '10', MAX_REQUEST_MB: '21' })
    url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    token = (await signUp(t.app)).token
  })
  afterAll(() => t.close())

  /**
   * Sends 40 MiB chunked over a plain TCP socket (the cap is 21 MB, so about 19 MiB go after the
   * refusal: more than the kernel's socket buffers hold, so a server that stopped reading would
   * leave this client stuck). Resolves with the answer and whether the whole body went out.
   * A plain socket, not node:http's client: that client can stall on its own after an early
   * answer (it waits for a 'drain' its drained socket never repeats), which says nothing of the
   * server.
   */
  function sendTooMuch(): Promise<{ status: number; message: string; bodySent: boolean }> {
    const stream = multipartStream(Array.from({ length: 10 }, (_, i) => ({ filename: `big-${i}.pdf`, size: 4 * MiB })))
    const { hostname, port } = new URL(url)
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname)
      const received: Buffer[] = []
      let bodySent = false
      let answer: { status: number; message: string } | null = null
      // A server that stopped reading leaves the client stuck mid-body until its request timeout
      // (minutes); sending the rest takes seconds, more on a loaded machine.
      const timer = setTimeout(() => finish(), 40_000)
      const finish = () => {
        clearTimeout(timer)
        socket.destroy()
        if (answer) resolve({ ...answer, bodySent })
        else reject(new Error('no answer from the server'))
      }
      const settleIfDone = () => {
        if (answer && bodySent) finish()
      }
      socket.on('data', (chunk: Buffer) => {
        received.push(chunk)
        answer ??= parseAnswer(Buffer.concat(received))
        settleIfDone()
      })
      socket.on('error', reject)
      socket.write(
        `POST /api/v1/t10/resumes HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${stream.headers['content-type']}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      )
      const body = stream.body()
      body.on('data', (chunk: Buffer) => {
        if (!socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]))) {
          body.pause()
          socket.once('drain', () => body.resume())
        }
      })
      body.on('end', () => {
        socket.write('0\r\n\r\n', () => {
          bodySent = true
          settleIfDone()
        })
      })
      body.on('error', reject)
    })
  }

  /** The status and JSON message of a complete HTTP answer, or null while it is still arriving. */
  function parseAnswer(raw: Buffer): { status: number; message: string } | null {
    const text = raw.toString('latin1')
    const headEnd = text.indexOf('\r\n\r\n')
    if (headEnd < 0) return null
    const length = Number(/^content-length:\s*(\d+)/im.exec(text.slice(0, headEnd))?.[1] ?? NaN)
    const body = raw.subarray(headEnd + 4)
    if (!(body.length >= length)) return null
    return { status: Number(text.slice(9, 12)), message: JSON.parse(body.subarray(0, length).toString()).message as string }
  }

  it('is answered 413 while the client sends, and the rest of the body is read and dropped, so the client is not left stuck', async () => {
    const answer = await sendTooMuch()
    expect(answer).toEqual({ status: 413, message: 'This upload is larger than 21 MB: send at most 21 MB of files per request', bodySent: true })
  }, 60_000)
})
