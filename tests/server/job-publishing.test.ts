import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

const SAMPLE_JOBS = 8

const SRE_JOB = `Role: Site Reliability Engineer
Company: Harborline Payments
Location: Remote

Requirements:
- 3+ years of DevOps or site reliability engineering
- AWS, Docker, Kubernetes and Terraform
`

describe('a recruiter’s job in job search: private until published', () => {
  let t: TestApp
  let seeker: Awaited<ReturnType<typeof signUp>>
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let resumeId: string

  beforeAll(async () => {
    t = await createTestApp()
    seeker = await signUp(t.app)
    recruiter = await signUp(t.app)
    // A Linux systems administrator's PDF resume.
    const resume = writtenFile('sysadmin-tomasz-nowak', 'dates-right')
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(seeker.token),
      payload: fileForm(resume.bytes, resume.filename),
    })
    expect(upload.statusCode).toBe(201)
    resumeId = upload.json().data.resume_id
  })
  afterAll(() => t.close())

  const listed = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search-jobs',
      query: { resume_id: resumeId, limit: '50' },
      headers: bearer(seeker.token),
    })
    expect(response.statusCode).toBe(200)
    return (response.json().jobs as Array<{ id: string; source: string }>).map((job) => job.id)
  }
  const createJob = async (jobData: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/t10/jobs', headers: bearer(recruiter.token), payload: { job_data: jobData } })
    expect(response.statusCode).toBe(200)
    return response.json() as { job_id: string; published: boolean }
  }
  const publish = (jobId: string, published: unknown, token = recruiter.token) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/t10/jobs/${jobId}`, headers: bearer(token), payload: { published } })
  const ownJobs = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/t10/jobs', headers: bearer(recruiter.token) })).json().jobs as Array<{
      job_id: string
      published: boolean
    }>

  it('keeps a new job out of job search; the sample jobs stay listed', async () => {
    const job = await createJob({ description: SRE_JOB })
    expect(job.published).toBe(false)
    const ids = await listed()
    expect(ids).not.toContain(job.job_id)
    expect(ids.filter((id) => id.startsWith('sample-'))).toHaveLength(SAMPLE_JOBS)
    expect((await ownJobs()).find((j) => j.job_id === job.job_id)?.published).toBe(false)
  })

  it('lists a job once its owner publishes it, and drops it when taken back', async () => {
    const { job_id } = await createJob({ description: `${SRE_JOB}\nOn call one week in six.` })
    await listed() // the search's cache now holds the catalog without it

    const published = await publish(job_id, true)
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({ success: true, job_id, published: true })
    expect(await listed()).toContain(job_id)
    expect((await ownJobs()).find((j) => j.job_id === job_id)?.published).toBe(true)

    expect((await publish(job_id, false)).json()).toMatchObject({ published: false })
    expect(await listed()).not.toContain(job_id)
    expect((await publish(job_id, true)).statusCode).toBe(200)
    expect(await listed()).toContain(job_id)
  })

  it('lists a job published when it is created', async () => {
    const job = await createJob({ description: `${SRE_JOB}\nTerraform Cloud a plus.`, published: true })
    expect(job.published).toBe(true)
    expect(await listed()).toContain(job.job_id)
  })

  it('lets no one else publish or hide a recruiter’s job', async () => {
    const { job_id } = await createJob({ description: `${SRE_JOB}\nPager rota shared.` })
    const stranger = await signUp(t.app)
    const attempt = await publish(job_id, true, stranger.token)
    expect(attempt.statusCode).toBe(404)
    expect(attempt.json()).toMatchObject({ success: false, error_type: 'not_found' })
    expect(await listed()).not.toContain(job_id)

    await publish(job_id, true)
    expect((await publish(job_id, false, stranger.token)).statusCode).toBe(404)
    expect(await listed()).toContain(job_id)

    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/t10/jobs/${job_id}`, payload: { published: false } })).statusCode).toBe(401)
  })

  it('refuses a flag that is not true or false', async () => {
    const { job_id } = await createJob({ description: `${SRE_JOB}\nKubernetes operators.` })
    for (const published of ['true', 1, null]) {
      const response = await publish(job_id, published)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('published must be a boolean')
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: SRE_JOB, published: 'yes' } },
    })
    expect(created.statusCode).toBe(400)
    expect(await listed()).not.toContain(job_id)
  })
})
