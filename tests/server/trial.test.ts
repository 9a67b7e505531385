import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { DEV_DATA, bearer, createTestApp, fileForm, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'

const resume = readFileSync(join(DEV_DATA, 'fixtures', 'sample_resume.txt'))

describe('the landing page trial (anonymous visitors)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** A visitor with fresh browser storage: uploads anonymously and gets a new guest session. */
  async function freshVisitor() {
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: fileForm(resume, 'cv.txt') })
    expect(upload.statusCode).toBe(201)
    return {
      cookie: String(upload.headers['set-cookie']).split(';')[0] ?? '',
      resumeText: upload.json().data.resume_text as string,
    }
  }

  const generateAs = (visitor: { cookie: string; resumeText: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/generate/resume',
      headers: fromWebApp(visitor.cookie),
      payload: { resume_text: visitor.resumeText, job_data: { description: BACKEND_JD } },
    })

  it('allows five generations in 24 hours, refuses the sixth, also with cleared storage', async () => {
    const visitor = await freshVisitor()
    for (let i = 0; i < 5; i++) expect((await generateAs(visitor)).statusCode).toBe(200)
    const sixth = await generateAs(visitor)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({
      success: false,
      error_type: 'trial_limit_reached',
      message: 'Please log in to generate more documents',
    })

    // Clearing cookies and storage makes a new guest, but from the same client: still refused.
    const again = await freshVisitor()
    expect(again.cookie).not.toBe(visitor.cookie)
    expect((await generateAs(again)).statusCode).toBe(429)

    // A day later the trial starts over.
    await t.app.db
      .updateTable('usage_events')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .execute()
    expect((await generateAs(again)).statusCode).toBe(200)
  })

  it('does not limit signed-in users', async () => {
    const user = await signUp(t.app)
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/generate/resume',
        headers: bearer(user.token),
        payload: { resume_text: resume.toString('utf8'), job_data: { description: BACKEND_JD } },
      })
      expect(response.statusCode).toBe(200)
    }
  })
})
