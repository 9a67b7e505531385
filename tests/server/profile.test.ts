import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fromWebApp, signUp, type TestApp } from '../helpers/test-app.ts'

describe('profile', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('starts empty, saves, and reloads the saved values', async () => {
    const user = await signUp(t.app)
    const empty = await t.app.inject({ method: 'GET', url: `/api/profile?userId=${user.userId}`, headers: bearer(user.token) })
    expect(empty.statusCode).toBe(200)
    expect(empty.json().profile).toEqual({ fullName: '', title: '', location: '', experience: '', education: '', skills: '' })

    const save = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(user.token),
      payload: { userId: user.userId, profile: { fullName: 'Ada Lovelace', title: 'Analyst', skills: 'Python, SQL' } },
    })
    expect(save.statusCode).toBe(200)
    expect(save.json().message).toBe('Profile information saved successfully!')

    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: fromWebApp(user.cookie),
      payload: { userId: user.userId, profile: { location: 'London' } },
    })
    expect(partial.statusCode).toBe(200)

    const reloaded = await t.app.inject({ method: 'GET', url: `/api/profile?userId=${user.userId}`, headers: bearer(user.token) })
    expect(reloaded.json().profile).toEqual({
      fullName: 'Ada Lovelace',
      title: 'Analyst',
      location: 'London',
      experience: '',
      education: '',
      skills: 'Python, SQL',
    })
  })

  it("refuses another user's profile with 403 and changes nothing", async () => {
    const alice = await signUp(t.app)
    const bob = await signUp(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(alice.token),
      payload: { userId: alice.userId, profile: { fullName: 'Alice' } },
    })
    const read = await t.app.inject({ method: 'GET', url: `/api/profile?userId=${alice.userId}`, headers: bearer(bob.token) })
    expect(read.statusCode).toBe(403)
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(bob.token),
      payload: { userId: alice.userId, profile: { fullName: 'Mallory' } },
    })
    expect(write.statusCode).toBe(403)
    const still = await t.app.inject({ method: 'GET', url: `/api/profile?userId=${alice.userId}`, headers: bearer(alice.token) })
    expect(still.json().profile.fullName).toBe('Alice')
  })

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile?userId=someone' })
    expect(response.statusCode).toBe(401)
  })
})
