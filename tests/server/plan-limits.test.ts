import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setUserPlan } from '../../server/services/accounts.service.ts'
import { planPeriod } from '../../server/services/usage.service.ts'
import { ACCOUNTANT_JD, BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type FakeOpenAiAnthropicApi, startFakeOpenAiAnthropicApi } from '../helpers/fake-openai-anthropic-api.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fileForm, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

const renewsOn = () => planPeriod(new Date()).end.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })
const RESUME_LIMIT = () =>
  new RegExp(
    `^Resume not generated: your Free plan includes 5 generations per 24 hours and 2 resumes per month on top, and they are used\\. It renews on ${renewsOn()}; your next daily generation is on .+ UTC\\. On this installation plans are assigned by its administrator: ask them to move you to Standard or Premium for unlimited resumes\\.$`,
  )
const COVER_LETTER_LIMIT = () =>
  new RegExp(
    `^Cover letter not generated: your Free plan includes 5 generations per 24 hours and 1 cover letter per month on top, and they are used\\. It renews on ${renewsOn()}`,
  )
const resumeFile = softwareEngineerText().bytes

describe('plan limits (signed-in accounts)', () => {
  let t: TestApp
  let vendor: FakeOpenAiAnthropicApi
  let resumeText: string

  beforeAll(async () => {
    vendor = await startFakeOpenAiAnthropicApi()
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test-openai', OPENAI_BASE_URL: `${vendor.url}/v1` })
    resumeText = resumeFile.toString('utf8')
  })
  afterAll(async () => {
    await t.close()
    await vendor.close()
  })

  const freeUser = () => signUp(t.app, undefined, undefined, { plan: 'free' })
  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload })
  const generateOne = (kind: 'resume' | 'cover-letter', token: string, provider = 'local') =>
    post(`/api/v1/generate/${kind}`, token, { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD }, provider })
  const usage = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/account/usage', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    return response.json().usage
  }
  const documentsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/get-documents-history', headers: bearer(token) })).json().documents as unknown[]
  const usageRows = (userId: string) => t.app.db.selectFrom('usage_events').select(['kind', 'created_at']).where('user_id', '=', userId).execute()
  /** Uses the account's 5 daily generations, as the trial gives them, on single resumes. */
  const spendDaily = async (token: string) => {
    for (let i = 0; i < 5; i++) expect((await generateOne('resume', token)).statusCode).toBe(200)
    expect((await usage(token)).daily_generations).toMatchObject({ used: 5, limit: 5 })
  }

  it('puts a new account on the free plan and shows what it has used this month', async () => {
    const user = await freeUser()
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) })
    expect(me.json().user.plan).toBe('free')
    const now = new Date()
    expect(await usage(user.token)).toEqual({
      plan: 'free',
      plan_name: 'Free',
      period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      period_end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      daily_generations: { used: 0, limit: 5, next_at: null },
      resume_generations: { used: 0, limit: 2 },
      cover_letter_generations: { used: 0, limit: 1 },
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/usage' })).statusCode).toBe(401)
  })

  it('refuses a free account’s resume once its daily and monthly ones are used, with the plan’s message, storing nothing', async () => {
    const user = await freeUser()
    await spendDaily(user.token)
    expect((await usage(user.token)).daily_generations.next_at).toMatch(/^\d{4}-/)
    for (let i = 0; i < 2; i++) expect((await generateOne('resume', user.token)).statusCode).toBe(200)
    const third = await generateOne('resume', user.token)
    expect(third.statusCode).toBe(403)
    expect(third.json()).toMatchObject({ success: false, error_type: 'plan_limit_reached', document: 'resume' })
    expect(third.json().message).toMatch(RESUME_LIMIT())
    expect(await documentsOf(user.token)).toHaveLength(7)
    expect(await usageRows(user.userId)).toHaveLength(7)
    expect((await usage(user.token)).resume_generations).toEqual({ used: 2, limit: 2 })

    // Regenerating a document it already has is not a new generation.
    const [latest] = (await documentsOf(user.token)) as Array<{ filename: string }>
    const regenerated = await post('/api/v1/documents/regenerate-with-instructions', user.token, {
      document_type: 'resume',
      original_filename: latest!.filename,
      job_description: ACCOUNTANT_JD,
      user_instructions: 'Make it more concise',
    })
    expect(regenerated.statusCode, regenerated.body).toBe(200)
    expect(await usageRows(user.userId)).toHaveLength(7)
  })

  it('allows a free account one cover letter a month beyond its daily generations', async () => {
    const user = await freeUser()
    await spendDaily(user.token)
    expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)
    const second = await generateOne('cover-letter', user.token)
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({ error_type: 'plan_limit_reached', document: 'cover_letter' })
    expect(second.json().message).toMatch(COVER_LETTER_LIMIT())
    // The resume allowance is its own.
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('gives a new account what the trial gives, then writes the resume and skips a spent cover letter, saying why', async () => {
    const user = await freeUser()
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(user.token),
      payload: fileForm(resumeFile, 'cv.txt'),
    })
    const resumeId = upload.json().data.resume_id as string
    const generate = () => post('/api/v1/generate', user.token, { resume_id: resumeId, job_description: BACKEND_JD })
    const resultOf = (body: string) => {
      const events = parseSse(body)
      expect(events.at(-1)?.event, body.slice(-400)).toBe('result')
      return { result: events.at(-1)!.data as Record<string, any>, events }
    }

    // Signing up never gives less than the trial without an account: 5 full generations in a day.
    for (let i = 0; i < 5; i++) {
      const { result } = resultOf((await generate()).body)
      expect(result.cover_letter.filename).toMatch(/\.tex$/)
      expect(result.skipped).toEqual([])
    }
    expect(await usage(user.token)).toMatchObject({
      daily_generations: { used: 5, limit: 5 },
      resume_generations: { used: 0, limit: 2 },
      cover_letter_generations: { used: 0, limit: 1 },
    })

    // Then the month's counts: a resume and the one cover letter.
    const sixth = resultOf((await generate()).body).result
    expect(sixth.cover_letter.filename).toMatch(/\.tex$/)
    expect(await usage(user.token)).toMatchObject({ resume_generations: { used: 1, limit: 2 }, cover_letter_generations: { used: 1, limit: 1 } })

    // The letter is spent, the resume is not: the resume is written, the letter skipped with the reason.
    const { result: seventh, events } = resultOf((await generate()).body)
    expect(seventh.resume.filename).toMatch(/\.tex$/)
    expect(seventh.cover_letter).toBeNull()
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })
    const reason = `Your Free plan includes 5 generations per 24 hours and 1 cover letter per month on top; it was used on ${today}. It renews on ${renewsOn()}; your next daily generation is on`
    expect(seventh.skipped).toHaveLength(1)
    expect(seventh.skipped[0].document).toBe('cover_letter')
    expect(seventh.skipped[0].reason.startsWith(reason), seventh.skipped[0].reason).toBe(true)
    const coverSteps = events.filter((e) => e.event === 'progress' && (e.data as { id: string }).id === 'cover_gen').map((e) => e.data)
    expect(coverSteps.at(-1)).toMatchObject({ status: 'skipped', detail: seventh.skipped[0].reason })
    // Only the resume was charged.
    expect(await usage(user.token)).toMatchObject({ resume_generations: { used: 2, limit: 2 }, cover_letter_generations: { used: 1, limit: 1 } })
    expect(await documentsOf(user.token)).toHaveLength(5 * 2 + 2 + 1)

    // Nothing left: a plain 403 naming the plan and the document refused, before anything streams.
    const eighth = await generate()
    expect(eighth.statusCode).toBe(403)
    expect(eighth.headers['content-type']).toMatch(/^application\/json/)
    expect(eighth.json()).toMatchObject({ error_type: 'plan_limit_reached' })
    expect(eighth.json().message).toMatch(RESUME_LIMIT())
    expect(await documentsOf(user.token)).toHaveLength(13)
  }, 120_000)

  it('does not limit the standard and premium plans', async () => {
    const user = await freeUser()
    await spendDaily(user.token)
    for (let i = 0; i < 2; i++) await generateOne('resume', user.token)
    expect((await generateOne('resume', user.token)).statusCode).toBe(403)

    await setUserPlan(t.app.db, user.email, 'standard')
    for (let i = 0; i < 2; i++) {
      expect((await generateOne('resume', user.token)).statusCode).toBe(200)
      expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)
    }
    expect(await usage(user.token)).toMatchObject({
      plan: 'standard',
      plan_name: 'Standard',
      daily_generations: { used: 5, limit: null, next_at: null },
      resume_generations: { used: 4, limit: null },
      cover_letter_generations: { used: 2, limit: null },
    })

    await setUserPlan(t.app.db, user.email, 'premium')
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('starts the count again with each calendar month (UTC)', async () => {
    const user = await freeUser()
    const { start } = planPeriod(new Date())
    // Last month's uses: the allowance was used up then, one second before this month began.
    const lastMonth = new Date(start.getTime() - 1000).toISOString()
    const row = (kind: 'resume_generation' | 'cover_letter_generation' | 'trial_generation', created_at: string) => ({
      id: randomUUID(),
      user_id: user.userId,
      client_key: null,
      kind,
      created_at,
    })
    // Today's daily generations are used (an hour ago), so this month's counts decide.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()
    await t.app.db
      .insertInto('usage_events')
      .values([
        row('resume_generation', lastMonth),
        row('resume_generation', lastMonth),
        row('cover_letter_generation', lastMonth),
        ...Array.from({ length: 5 }, () => row('trial_generation', anHourAgo)),
      ])
      .execute()
    expect((await usage(user.token)).resume_generations.used).toBe(0)
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
    expect((await generateOne('cover-letter', user.token)).statusCode).toBe(200)

    // This month's first moment counts as this month.
    await t.app.db.insertInto('usage_events').values(row('resume_generation', start.toISOString())).execute()
    expect((await generateOne('resume', user.token)).json().message).toMatch(RESUME_LIMIT())
  })

  it('gives the allowance back when the generation fails', async () => {
    const user = await freeUser()
    vendor.failWith(400)
    try {
      const failed = await generateOne('resume', user.token, 'openai')
      expect(failed.statusCode).toBeGreaterThanOrEqual(400)
      expect(failed.json().error_type).toBe('provider_error')
      expect(await usageRows(user.userId)).toHaveLength(0)

      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resume/upload',
        headers: bearer(user.token),
        payload: fileForm(resumeFile, 'cv.txt'),
      })
      const streamed = await post('/api/v1/generate', user.token, {
        resume_id: upload.json().data.resume_id,
        job_description: BACKEND_JD,
        provider: 'openai',
      })
      expect(parseSse(streamed.body).at(-1)?.event).toBe('error')
      expect(await usageRows(user.userId)).toHaveLength(0)
    } finally {
      vendor.failWith(null)
    }
    expect((await generateOne('resume', user.token)).statusCode).toBe(200)
  })

  it('keeps the landing-page trial rule for anonymous visitors', async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: fileForm(resumeFile, 'cv.txt') })
    const cookie = String(upload.headers['set-cookie']).split(';')[0] ?? ''
    // Three resume generations: more than the free plan's two, within the trial's five.
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/generate/resume',
        headers: fromWebApp(cookie),
        payload: { resume_text: resumeText, job_data: { description: ACCOUNTANT_JD } },
      })
      expect(response.statusCode).toBe(200)
    }
  })
})
