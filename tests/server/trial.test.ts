import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, fileForm, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

const resume = softwareEngineerText().bytes

describe('the landing page trial (anonymous visitors)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** A browser's cookies, kept as a browser keeps them: a later Set-Cookie replaces one of the same name. */
  type Visitor = { cookies: Map<string, string>; resumeText: string; address: string }
  const keep = (visitor: Visitor, setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      visitor.cookies.set(name, value)
    }
  }
  const cookieHeader = (visitor: Visitor) => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  /** A browser with fresh storage and no cookies: uploads anonymously and gets a new guest session. */
  async function freshVisitor(address = '127.0.0.1'): Promise<Visitor> {
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: fileForm(resume, 'cv.txt'), remoteAddress: address })
    expect(upload.statusCode).toBe(201)
    const visitor: Visitor = { cookies: new Map(), resumeText: upload.json().data.resume_text as string, address }
    keep(visitor, upload.headers['set-cookie'])
    return visitor
  }

  async function generateAs(visitor: Visitor) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate/resume',
      headers: fromWebApp(cookieHeader(visitor)),
      payload: { resume_text: visitor.resumeText, job_data: { description: BACKEND_JD } },
      remoteAddress: visitor.address,
    })
    keep(visitor, response.headers['set-cookie'])
    return response
  }
  const generateTimes = async (visitor: Visitor, times: number) => {
    const codes: number[] = []
    for (let i = 0; i < times; i++) codes.push((await generateAs(visitor)).statusCode)
    return codes
  }

  it('charges generations sent at once exactly: one browser never gets more than its five', async () => {
    const visitor = await freshVisitor('10.9.8.7')
    expect((await generateAs(visitor)).statusCode).toBe(200)
    const codes = (await Promise.all(Array.from({ length: 8 }, () => generateAs(visitor)))).map((r) => r.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(4)
    expect(codes.filter((code) => code === 429)).toHaveLength(4)
  })

  it('counts the trial per browser: five in 24 hours each, a signed httpOnly device cookie telling browsers apart', async () => {
    const first = await freshVisitor()
    const response = await generateAs(first)
    expect(response.statusCode).toBe(200)
    const device = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('t10_device='))
    expect(device).toMatch(/^t10_device=[0-9a-f-]{36}\.[^;]+;.*HttpOnly/i)
    expect(device).toMatch(/SameSite=Lax/i)
    expect(await generateTimes(first, 4)).toEqual([200, 200, 200, 200])
    const sixth = await generateAs(first)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({
      success: false,
      error_type: 'trial_limit_reached',
      message: 'Please log in to generate more documents',
    })
    // Its device cookie is kept, not issued again.
    expect([sixth.headers['set-cookie'] ?? []].flat().some((line) => line.startsWith('t10_device='))).toBe(false)

    // A second browser behind the same office address gets its own five.
    const second = await freshVisitor()
    expect(await generateTimes(second, 6)).toEqual([200, 200, 200, 200, 200, 429])

    // The first browser keeping its session but losing (or forging) its device cookie is still itself.
    first.cookies.set('t10_device', `${randomUUID()}.forged`)
    expect((await generateAs(first)).statusCode).toBe(429)
    first.cookies.delete('t10_device')
    expect((await generateAs(first)).statusCode).toBe(429)
  })

  it('stops a browser that clears its cookies again and again at the address’s cap of 20 a day; other addresses are not affected', async () => {
    // 10 of the address's 20 were used above; two more cleared browsers take the rest.
    expect(await generateTimes(await freshVisitor(), 5)).toEqual([200, 200, 200, 200, 200])
    expect(await generateTimes(await freshVisitor(), 5)).toEqual([200, 200, 200, 200, 200])
    const cleared = await freshVisitor()
    const refused = await generateAs(cleared)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Please log in to generate more documents')

    // Another address is another office.
    expect((await generateAs(await freshVisitor('10.1.2.3'))).statusCode).toBe(200)

    // A day later the trial starts over.
    await t.app.db
      .updateTable('usage_events')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .execute()
    expect((await generateAs(cleared)).statusCode).toBe(200)
  }, 120_000)

  it('gives the device cookie on the streamed generation too', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      payload: fileForm(resume, 'cv.txt'),
      remoteAddress: '10.9.9.9',
    })
    const session = String(upload.headers['set-cookie']).split(';')[0] ?? ''
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: fromWebApp(session),
      payload: { resume_id: upload.json().data.resume_id, job_description: BACKEND_JD },
      remoteAddress: '10.9.9.9',
    })
    expect(streamed.statusCode).toBe(200)
    expect([streamed.headers['set-cookie'] ?? []].flat().some((line) => /^t10_device=[0-9a-f-]{36}\./.test(line))).toBe(true)
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
