import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD, BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type ClusterProcess, processesCluster } from '../helpers/processes-cluster.ts'
import { type Layout, renderingPath, resumesByField } from '../resumes/index.ts'

let addressCounter = 0
/** A made-up client address (TEST-NET-2) for one part of a test. */
const newClientAddress = () => `198.51.100.${++addressCounter}`

type AppServer = ClusterProcess

describe('two app servers over one PostgreSQL database', () => {
  const cluster = processesCluster()

  /**
   * App servers A and B (HTTP only) and a worker over a fresh database, as docker-compose.yml runs
   * them: the worker takes the queued uploads and generations. The servers start together, as
   * behind a load balancer (both run the migrations; each runs once). They trust one proxy hop, so each part of a test speaks as
   * a client address of its own (X-Forwarded-For) and the limits of one part don't meet another's.
   */
  async function startTwoServers(): Promise<{ a: AppServer; b: AppServer }> {
    const url = await cluster.createDatabase()
    const env = { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' }
    const [a, b] = await Promise.all([cluster.startServer(url, { env }), cluster.startServer(url, { env })])
    await cluster.startWorker(url, { concurrency: 2, env })
    return { a, b }
  }

  const call = (server: AppServer, path: string, init: { method?: string; token?: string; address?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': init.address ?? newClientAddress() }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let body: string | FormData | undefined
    if (init.body instanceof FormData) body = init.body
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.body)
    }
    return fetch(`${server.baseUrl}${path}`, { method: init.method ?? 'GET', headers, body })
  }

  let accountCounter = 0
  async function register(server: AppServer): Promise<{ token: string; email: string }> {
    const email = `recruiter${++accountCounter}@example.com`
    const response = await call(server, '/api/v1/auth/register', { method: 'POST', body: { email, password: 'correct horse battery' } })
    expect(response.status).toBe(201)
    return { token: ((await response.json()) as { token: string }).token, email }
  }

  type Match = { resume_id: string; filename: string; score: number }
  async function matches(server: AppServer, token: string, jobId: string): Promise<Match[]> {
    const response = await call(server, `/api/v1/t10/jobs/${jobId}/matches?limit=10`, { token })
    expect(response.status).toBe(200)
    return ((await response.json()) as { matches: Match[] }).matches
  }

  async function upload(server: AppServer, token: string, files: Array<{ path: string; name: string }>): Promise<Map<string, string>> {
    const form = new FormData()
    for (const file of files) form.append('files', new Blob([readFileSync(file.path)]), file.name)
    const response = await call(server, '/api/v1/t10/resumes', { method: 'POST', token, body: form })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { results: Array<{ success: boolean; filename: string; resume_id: string }> }
    expect(body.results.every((r) => r.success)).toBe(true)
    return new Map(body.results.map((r) => [r.filename, r.resume_id]))
  }

  it('signs in on A and is known on B: the session token holds on both (one JWT_SECRET)', async () => {
    const { a, b } = await startTwoServers()
    const { token, email } = await register(a)
    const me = await call(b, '/api/v1/auth/me', { token })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
    // Signed out on B, the token is refused on A too (revoked sessions are in the database).
    expect((await call(b, '/api/v1/auth/logout', { method: 'POST', token })).status).toBeLessThan(300)
    expect((await call(a, '/api/v1/auth/me', { token })).status).toBe(401)
  }, 300_000)

  it('ranks on B what was uploaded on A, and A learns of B’s uploads and deletes', async () => {
    const { a, b } = await startTwoServers()
    const recruiter = await register(a)
    // Written test resumes, each file named by its field: the accountant in four layouts (PDF and
    // DOCX), two teachers and a nurse; later a banker.
    const file = (field: string, layout: Layout) => {
      const path = renderingPath(resumesByField(field)[0]!.id, layout)
      return { path, name: `${field}-${basename(path)}` }
    }
    const accountants = (['single', 'sidebar', 'dates-right', 'word'] as const).map((layout) => file('accounting', layout))
    const others = [file('teaching', 'word'), file('art-teacher', 'sidebar'), file('nursing', 'single')]
    await upload(a, recruiter.token, [...accountants, ...others])

    const job = await call(a, '/api/v1/t10/jobs', { method: 'POST', token: recruiter.token, body: { job_data: { description: ACCOUNTANT_JD } } })
    const { job_id: jobId } = (await job.json()) as { job_id: string }
    const onA = await matches(a, recruiter.token, jobId)
    const onB = await matches(b, recruiter.token, jobId)
    expect(onA).toHaveLength(7)
    expect(onB).toEqual(onA)
    expect(
      onA.slice(0, 4).every((m) => m.filename.startsWith('accounting-')),
      onA.map((m) => m.filename).join(', '),
    ).toBe(true)

    // A has its pool index cached now; an upload on B must reach A's next ranking.
    const added = await upload(b, recruiter.token, [file('banking', 'single')])
    const addedId = [...added.values()][0]!
    const afterUpload = await matches(a, recruiter.token, jobId)
    expect(afterUpload.map((m) => m.resume_id)).toContain(addedId)
    expect(afterUpload).toEqual(await matches(b, recruiter.token, jobId))

    // Deleted on B: A's next ranking no longer lists it.
    const gone = afterUpload[0]!.resume_id
    expect((await call(b, `/api/v1/t10/resumes/${gone}`, { method: 'DELETE', token: recruiter.token })).status).toBe(200)
    const afterDelete = await matches(a, recruiter.token, jobId)
    expect(afterDelete).toHaveLength(7)
    expect(afterDelete.map((m) => m.resume_id)).not.toContain(gone)
  }, 300_000)

  it('charges one account’s generations once across both servers: sent at once over A and B, they stop at the limit', async () => {
    const { a, b } = await startTwoServers()
    const { token } = await register(b)
    // A written test resume as plain text: a computer science student, for a backend posting.
    const resumeText = readFileSync(renderingPath('student-cs-emily-carter', 'plain'), 'utf8')
    const generate = (server: AppServer) =>
      call(server, '/api/v1/generate/resume', { method: 'POST', token, body: { resume_text: resumeText, job_data: { description: BACKEND_JD } } })
    // The free plan: 5 generations a day, then 2 resumes a month on top. Ten at once, five through each server.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => generate(i % 2 === 0 ? a : b)))
    const codes = answers.map((r) => r.status)
    expect(codes.filter((c) => c === 200)).toHaveLength(7)
    expect(codes.filter((c) => c === 403)).toHaveLength(3)
    const refused = await answers.find((r) => r.status === 403)!.json()
    expect(refused).toMatchObject({ success: false, error_type: 'plan_limit_reached' })
    // Both servers show the same usage, and a later one is refused on either.
    for (const server of [a, b]) {
      const usage = (await (await call(server, '/api/v1/account/usage', { token })).json()) as { usage: { daily_generations: { used: number } } }
      expect(usage.usage.daily_generations.used).toBe(5)
      expect((await generate(server)).status).toBe(403)
    }
  }, 300_000)

  it('holds a rate limit reached on A on B too (the count is in the database)', async () => {
    const { a, b } = await startTwoServers()
    const address = newClientAddress()
    const login = (server: AppServer, i: number) =>
      call(server, '/api/v1/auth/login', { method: 'POST', address, body: { email: `nobody${i}@example.com`, password: 'not the password' } })
    // AUTH_RATE_LIMIT_PER_MINUTE=3: three tries from one address on A use it up.
    expect([(await login(a, 1)).status, (await login(a, 2)).status, (await login(a, 3)).status]).toEqual([401, 401, 401])
    const onA = await login(a, 4)
    expect(onA.status).toBe(429)
    const onB = await login(b, 5)
    expect(onB.status).toBe(429)
    expect(await onB.json()).toMatchObject({ success: false, error_type: 'rate_limited' })
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client address is not held back by it, on either server.
    expect(
      (await call(b, '/api/v1/auth/login', { method: 'POST', body: { email: 'someone@example.com', password: 'not the password' } })).status,
    ).toBe(401)
  }, 300_000)
})
