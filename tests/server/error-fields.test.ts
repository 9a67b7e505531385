import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

// A client puts a refusal beside the field it is about by reading `field`, never the sentence:
// every validation error that is about one field names it, and keeps its message as before.
describe('validation errors name the field at fault', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await createTestApp()
    token = (await signUp(t.app)).token
  })
  afterAll(() => t.close())

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })

  it.each([
    ['a malformed email', { email: 'not-an-address', password: 'correct horse battery' }, 'email', 'email must be a valid e-mail address'],
    ['a short password', { email: 'short@example.com', password: 'abc' }, 'password', 'password must be at least 8 characters'],
    ['a missing password', { email: 'missing@example.com' }, 'password', 'password is required'],
    ['a name of the wrong type', { email: 'typed@example.com', password: 'correct horse battery', name: 12 }, 'name', 'name must be a string'],
  ])('registering with %s: 400, the message as before, and the field', async (_, payload, field, message) => {
    const response = await register(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, error_type: 'validation_error', message, field })
  })

  it('names a password the policy refuses (not the schema) as the password field', async () => {
    const response = await register({ email: 'common@example.com', password: 'password123' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error_type: 'validation_error', field: 'password' })
    expect(response.json().message).toMatch(/most common passwords/)
  })

  it('names a nested field with its dotted path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(token),
      payload: { job_data: { description: 12345 } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'validation_error',
      message: 'job_data.description must be a string',
      field: 'job_data.description',
    })
  })

  it('names no field when the whole body is wrong, and errors that are no one field’s carry none', async () => {
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '"just text"',
    })
    expect(notObject.statusCode).toBe(400)
    expect(notObject.json()).toMatchObject({ error_type: 'validation_error' })
    expect(notObject.json()).not.toHaveProperty('field')

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    })
    expect(signIn.statusCode).toBe(401)
    expect(Object.keys(signIn.json()).sort()).toEqual(['error_type', 'message', 'success'])
  })
})
