import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS, RESUME_TEXT_MAX_CHARS } from '../../shared/schemas/limits.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

type JsonSchema = {
  type?: string
  maxLength?: number
  maxItems?: number
  enum?: unknown[]
  format?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>
}

// Every JSON body that carries a job description, a title or inline resume text, with the
// smallest body the route otherwise accepts; `field` is the path to the limited value.
const over = (n: number) => 'a'.repeat(n + 1)
const LIMITED_FIELDS = [
  {
    route: '/api/v1/generate',
    field: 'job_description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ resume_id: 'r1', job_description: v }),
  },
  {
    route: '/api/v1/generate/resume',
    field: 'job_data.description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ resume_text: 'Jo', job_data: { description: v } }),
  },
  {
    route: '/api/v1/generate/cover-letter',
    field: 'job_data.description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ resume_text: 'Jo', job_data: { description: v } }),
  },
  {
    route: '/api/v1/generate/resume',
    field: 'job_data.title',
    limit: JOB_TITLE_MAX_CHARS,
    body: (v: string) => ({ resume_text: 'Jo', job_data: { description: 'Role: Analyst', title: v } }),
  },
  {
    route: '/api/v1/generate/resume',
    field: 'resume_text',
    limit: RESUME_TEXT_MAX_CHARS,
    body: (v: string) => ({ resume_text: v, job_data: { description: 'Role: Analyst' } }),
  },
  {
    route: '/api/v1/skills/extract',
    field: 'job_description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ resume_text: 'Jo', job_description: v }),
  },
  {
    route: '/api/v1/skills/extract',
    field: 'resume_text',
    limit: RESUME_TEXT_MAX_CHARS,
    body: (v: string) => ({ resume_text: v, job_description: 'Role: Analyst' }),
  },
  {
    route: '/api/v1/t10/jobs',
    field: 'job_data.description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ job_data: { description: v } }),
  },
  {
    route: '/api/v1/t10/jobs',
    field: 'job_data.title',
    limit: JOB_TITLE_MAX_CHARS,
    body: (v: string) => ({ job_data: { description: 'Role: Analyst', title: v } }),
  },
  {
    route: '/api/v1/documents/regenerate-with-instructions',
    field: 'job_description',
    limit: JOB_DESCRIPTION_MAX_CHARS,
    body: (v: string) => ({ user_instructions: 'shorter', document_type: 'resume', original_filename: 'resume.pdf', job_description: v }),
  },
]

describe('request limits: published, enforced, and the same', () => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof signUp>>
  let doc: { paths: Record<string, Record<string, Operation>> }

  beforeAll(async () => {
    t = await createTestApp()
    user = await signUp(t.app)
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: payload as object })
  const publishedAt = (route: string, field: string): JsonSchema | undefined =>
    field
      .split('.')
      .reduce<JsonSchema | undefined>(
        (schema, key) => schema?.properties?.[key],
        doc.paths[route]?.post?.requestBody?.content['application/json']?.schema,
      )

  it.each(LIMITED_FIELDS)('$route publishes $field with the limit the server uses', ({ route, field, limit }) => {
    expect(publishedAt(route, field)?.maxLength).toBe(limit)
  })

  it.each(LIMITED_FIELDS)('$route refuses $field one over its published limit, with a 400 that says so', async ({ route, field, limit, body }) => {
    const response = await post(route, body(over(limit)))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, error_type: 'validation_error' })
    expect(response.json().message).toContain(`${field} must be at most ${limit} characters`)
  })

  it('takes a job description of exactly the limit', async () => {
    const atLimit = `Role: Analyst\n${'a'.repeat(JOB_DESCRIPTION_MAX_CHARS - 14)}`
    expect(atLimit).toHaveLength(JOB_DESCRIPTION_MAX_CHARS)
    expect((await post('/api/v1/t10/jobs', { job_data: { description: atLimit } })).statusCode).toBe(200)
    expect((await post('/api/v1/skills/extract', { resume_text: 'Jo', job_description: atLimit })).statusCode).toBe(200)
  })

  it('bounds every text and list a JSON body, a query or a path carries', () => {
    const unbounded: string[] = []
    const walk = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return
      if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum) unbounded.push(where)
      if (schema.type === 'array' && schema.maxItems === undefined) unbounded.push(where)
      for (const [key, value] of Object.entries(schema.properties ?? {})) walk(value, `${where}.${key}`)
      walk(schema.items, `${where}[]`)
      for (const option of schema.anyOf ?? []) walk(option, where)
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        walk(operation.requestBody?.content['application/json']?.schema, `${method} ${path} body`)
        for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method} ${path} ${parameter.in} ${parameter.name}`)
      }
    }
    expect(unbounded).toEqual([])
  })
})

describe('JSON bodies keep their types', () => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    t = await createTestApp()
    user = await signUp(t.app)
  })
  afterAll(() => t.close())

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: payload as object })

  it('refuses a number where text belongs, instead of turning it into text', async () => {
    const job = await post('/api/v1/t10/jobs', { job_data: { description: 12345 } })
    expect(job.statusCode).toBe(400)
    expect(job.json()).toEqual({
      success: false,
      error_type: 'validation_error',
      message: 'job_data.description must be a string',
      field: 'job_data.description',
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/t10/jobs', headers: bearer(user.token) })).json().jobs).toEqual([])

    const skills = await post('/api/v1/skills/extract', { resume_text: 'Jo', job_description: 12345 })
    expect(skills.statusCode).toBe(400)
    expect(skills.json().message).toBe('job_description must be a string')
  })

  it('refuses a lone value where a list belongs, and text where a number belongs', async () => {
    const { job_id } = (await post('/api/v1/t10/jobs', { job_data: { description: 'Role: Analyst\nSQL' } })).json()
    const lone = await post(`/api/v1/t10/jobs/${job_id}/matches`, { resume_ids: 'r1' })
    expect(lone.statusCode).toBe(400)
    expect(lone.json().message).toBe('resume_ids must be an array')
    const text = await post(`/api/v1/t10/jobs/${job_id}/matches`, { resume_ids: ['r1'], limit: '5' })
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe('limit must be an integer')
  })

  it('still reads numbers from a query string', async () => {
    const { job_id } = (await post('/api/v1/t10/jobs', { job_data: { description: 'Role: Analyst\nSQL' } })).json()
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/t10/jobs/${job_id}/matches?limit=3`, headers: bearer(user.token) })
    expect(response.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/t10/jobs/${job_id}/matches?limit=many`, headers: bearer(user.token) })).statusCode,
    ).toBe(400)
  })

  it('checks a recruiter’s job description as the generator checks its own: not blank, not over the limit', async () => {
    for (const description of ['', '   \n\t ']) {
      const job = await post('/api/v1/t10/jobs', { job_data: { description } })
      expect(job.statusCode).toBe(400)
      expect(job.json()).toMatchObject({ error_type: 'validation_error', message: 'Please enter a job description' })
      const generated = await post('/api/v1/generate/resume', { resume_text: 'Jo', job_data: { description } })
      expect(generated.statusCode).toBe(400)
      expect(generated.json()).toMatchObject({ error_type: 'validation_error', message: 'Please upload your resume and provide a job description' })
    }
    for (const route of ['/api/v1/t10/jobs', '/api/v1/generate/resume']) {
      const response = await post(route, { resume_text: 'Jo', job_data: { description: over(JOB_DESCRIPTION_MAX_CHARS) } })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(`must be at most ${JOB_DESCRIPTION_MAX_CHARS} characters`)
    }
  })
})
