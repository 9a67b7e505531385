import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('system routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers test-connection with the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-connection' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
  })

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('gives unknown API routes a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'not_found',
      message: 'There is nothing at GET /api/v1/nothing-here',
    })
  })

  it('answers malformed JSON with a 400 a person can read, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'validation_error',
      message: 'The request body is not valid JSON',
    })
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
  })

  it('publishes an OpenAPI document covering every route, and a docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const spec = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: object }>> }
    expect(spec.openapi).toMatch(/^3\./)
    for (const path of [
      '/api/v1/test-connection',
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/forgot-password',
      '/api/v1/resume/upload',
      '/api/profile',
      // from the plugins registered last (the document's package loads on its first request)
      '/healthz',
      '/api/v1/t10/jobs/{jobId}/matches',
      '/api/v1/search-jobs',
      '/api/v1/scrape-url',
    ]) {
      expect(spec.paths, path).toHaveProperty([path])
    }
    // every operation documents its answers, errors included
    const login = spec.paths['/api/v1/auth/login']?.post?.responses ?? {}
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '401', '429']))

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toMatch(/text\/html/)
    // the page's script and the document it shows (swagger-ui loads on the first docs request)
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toMatch(/javascript/)
    const shown = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(shown.json()).toEqual(spec)
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/nothing-here' })).statusCode).toBe(404)
  })
})
