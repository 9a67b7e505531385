import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fileForm, type TestApp } from '../helpers/test-app.ts'
import { docWithEndlessMasterTable, docWithLoopingChain } from '../helpers/doc-bombs.ts'

/*
 * What a user sends is read in worker threads, bounded in time and memory (issue 22, items 1 and
 * 3). The outside test's hostile .doc files froze or killed the server (a chain looping 1 -> 2 -> 1:
 * past 2 GB and killed in 24-39 s; 2^31-1 master-allocation sectors: /healthz unanswered for
 * 30-60 s). Each is answered 4xx here while /healthz keeps answering, and a task past its time
 * limit is answered 422 with the product's message, the next request served as usual.
 */

const RESUME = 'Jane Doe\njane@example.com\n\nSkills\nExcel, SQL, budgeting\n'
const LINE = 'Experienced accountant skilled in Excel, SQL, Python, budgeting, payroll and forecasting for retail clients. '
// ~190,000 characters: read well within the default limit, but over 100 ms.
const LONG_RESUME = `Jane Doe\njane@example.com\n\nExperience\n${LINE.repeat(Math.floor(190_000 / LINE.length))}`

const txt = (text: string) => new TextEncoder().encode(text)
const parse = (t: TestApp, bytes: Uint8Array, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(bytes, name) })
const healthz = (t: TestApp) => t.app.inject({ method: 'GET', url: '/healthz' })

describe('hostile .doc files', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  }, 60_000)
  afterAll(() => t.close())

  it.each([
    ['a 6 KB .doc whose directory chain loops 1 -> 2 -> 1', docWithLoopingChain],
    ['a 6 KB .doc claiming 2^31-1 master-allocation sectors chained to itself', docWithEndlessMasterTable],
  ])('refuses %s while /healthz answers', async (_name, build) => {
    const bytes = build()
    expect(bytes.length).toBe(6144)
    // Several at once, anonymous, as the outside test sent them.
    const answers = Promise.all(Array.from({ length: 4 }, () => parse(t, bytes, 'resume.doc')))
    const health = await healthz(t)
    expect(health.statusCode).toBe(200)
    for (const answer of await answers) {
      expect(answer.statusCode).toBe(422)
      expect(answer.json()).toMatchObject({ success: false, error_type: 'unprocessable_file', message: 'Could not read this file' })
    }
    expect((await healthz(t)).statusCode).toBe(200)
    // The server still reads honest files.
    const honest = await parse(t, txt(RESUME), 'resume.txt')
    expect(honest.statusCode).toBe(200)
    expect(honest.json().parsed.contact.email).toBe('jane@example.com')
  })

  it('the anonymous skill route is read off the event loop too: /healthz answers before a long text is read', async () => {
    const order: string[] = []
    const skills = t.app
      .inject({ method: 'POST', url: '/api/v1/skills/extract', payload: { resume_text: LONG_RESUME, job_description: `We need SQL. ${LINE}` } })
      .then((answer) => {
        order.push('skills')
        return answer
      })
    const health = await healthz(t).then((answer) => {
      order.push('healthz')
      return answer
    })
    expect(health.statusCode).toBe(200)
    const answer = await skills
    expect(answer.statusCode).toBe(200)
    expect(answer.json().skills).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'SQL', in_resume: true })]))
    expect(order).toEqual(['healthz', 'skills'])
  })
})

describe('a task past its time limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ READING_TIME_LIMIT_MS: '100', READING_THREADS: '1' })
  }, 60_000)
  afterAll(() => t.close())

  it('is answered 422 "This file could not be read in time", and the next request is served', async () => {
    // Start the thread and load its data first: the limit counts the reading only.
    expect((await parse(t, txt(RESUME), 'resume.txt')).statusCode).toBe(200)

    const slow = parse(t, txt(LONG_RESUME), 'resume.txt')
    expect((await healthz(t)).statusCode).toBe(200)
    const answer = await slow
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ success: false, error_type: 'unprocessable_file', message: 'This file could not be read in time' })

    // The ended thread is replaced: the same route reads the next file.
    const next = await parse(t, txt(RESUME), 'resume.txt')
    expect(next.statusCode).toBe(200)
    expect(next.json().parsed.contact.email).toBe('jane@example.com')
    expect((await healthz(t)).statusCode).toBe(200)
  })

  it('answers a long text past the limit on the skill route the same way, naming the text', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/skills/extract',
      payload: { resume_text: LONG_RESUME, job_description: `We need SQL. ${LINE}` },
    })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ error_type: 'unprocessable_file', message: 'This text could not be read in time' })
  })
})
