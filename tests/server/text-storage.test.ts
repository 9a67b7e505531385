import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

// The NUL character: PostgreSQL refuses it in text, SQLite keeps it. Both stores must answer alike.
describe('text carrying a NUL character', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is saved without it: a profile field and a recruiter’s job', async () => {
    const user = await signUp(t.app)
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(user.token),
      payload: { userId: user.userId, profile: { location: 'Lis\u0000bon' } },
    })
    expect(save.statusCode).toBe(200)
    const profile = await t.app.inject({ method: 'GET', url: `/api/profile?userId=${user.userId}`, headers: bearer(user.token) })
    expect(profile.json().profile.location).toBe('Lisbon')

    const description =
      'Site Reliability Engineer\u0000 at a payments company. Requirements: 3+ years with AWS, Docker, Terraform and Kubernetes; Python or Go.'
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(user.token),
      payload: { job_data: { title: 'Site Reliability\u0000 Engineer', description } },
    })
    expect(job.statusCode).toBe(200)
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/t10/jobs', headers: bearer(user.token) })
    expect(listed.json().jobs).toEqual([expect.objectContaining({ job_id: job.json().job_id, title: 'Site Reliability Engineer' })])
  })
})
