import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type FakeOpenAiAnthropicApi, INVENTED_COMPANY, startFakeOpenAiAnthropicApi } from '../helpers/fake-openai-anthropic-api.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * A model on the user's own machine (Ollama, or any server speaking the OpenAI chat completions
 * format): configured by OLLAMA_URL and OLLAMA_MODEL, listed by GET /api/v1/providers, writing
 * through the real SDK against a local stand-in, under the same truth guard as the vendors.
 */
const written = softwareEngineerText()

/** One resume written by the local model (the separate, not streamed, call). */
const generateResume = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/generate/resume',
    headers: bearer(token),
    payload: { resume_text: written.bytes.toString('utf8'), job_data: { description: BACKEND_JD }, provider: 'ollama' },
  })

describe('the providers a server offers', () => {
  it('lists the local engine alone when nothing else is configured', async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/providers' })
      expect(response.statusCode).toBe(200)
      expect(response.json().providers).toEqual([{ name: 'local', label: 'Local engine', model: null, hosted: false, default: true }])
    } finally {
      await t.close()
    }
  })

  it('lists the engine first, then each configured model, and says which ones send text away', async () => {
    const t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OLLAMA_MODEL: 'llama3.1:8b', DEFAULT_PROVIDER: 'ollama' })
    try {
      const { providers } = (await t.app.inject({ method: 'GET', url: '/api/v1/providers' })).json()
      expect(providers).toEqual([
        { name: 'local', label: 'Local engine', model: null, hosted: false, default: false },
        { name: 'openai', label: 'OpenAI', model: 'gpt-4o-mini', hosted: true, default: false },
        { name: 'ollama', label: 'Local model', model: 'llama3.1:8b', hosted: false, default: true },
      ])
    } finally {
      await t.close()
    }
  })
})

describe('generation with a local model', () => {
  let server: FakeOpenAiAnthropicApi
  let t: TestApp
  let token: string
  let resumeId: string
  beforeAll(async () => {
    server = await startFakeOpenAiAnthropicApi()
    t = await createTestApp({ OLLAMA_URL: server.url, OLLAMA_MODEL: 'llama3.1:8b' })
    token = (await signUp(t.app)).token
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(token),
      payload: fileForm(written.bytes, 'resume.txt'),
    })
    resumeId = upload.json().data.resume_id
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const generate = (provider = 'ollama') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: bearer(token),
      payload: { resume_id: resumeId, job_description: BACKEND_JD, provider },
    })
  const chatRequests = () => server.requests.filter((r) => r.path === '/v1/chat/completions')

  it('writes both documents through the OpenAI-compatible endpoint with the schema, and the truth guard holds', async () => {
    server.failWith(null)
    const before = chatRequests().length
    const events = parseSse((await generate()).body)
    expect(events.at(-1)?.event).toBe('result')
    const { resume, cover_letter: cover, logs } = events.at(-1)!.data
    for (const doc of [resume, cover]) expect(doc.latex_content).not.toContain(INVENTED_COMPANY)
    expect(resume.latex_content).toContain(written.truth.experience[0]!.employer)
    expect(logs.join('\n')).toMatch(/Written by ollama/)
    expect(logs.join('\n')).toMatch(/Removed a role the resume does not contain: Chief Wizard at Globex Corporation/)
    const asked = chatRequests().slice(before)
    expect(asked).toHaveLength(2)
    for (const request of asked) {
      expect(request.body.model).toBe('llama3.1:8b')
      expect(request.body.response_format.type).toBe('json_schema')
      expect(request.body.response_format.json_schema.schema.type).toBe('object')
    }
  })

  it('gives a model that answers with something other than the JSON one repair turn, naming what was wrong', async () => {
    server.garble(1)
    const before = chatRequests().length
    const response = await generateResume(t, token)
    expect(response.statusCode, response.body).toBe(200)
    const asked = chatRequests().slice(before)
    expect(asked).toHaveLength(2)
    const repair = asked[1]!.body.messages as Array<{ role: string; content: string }>
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(repair[3]!.content).toMatch(/^That answer cannot be used: it was not valid JSON\./)
  })

  it('refuses clearly, naming the model, when the repair fails too', async () => {
    server.garble(2)
    const response = await generateResume(t, token)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({
      error_type: 'provider_error',
      message:
        'The local model llama3.1:8b did not return a usable resume, even after being asked to correct it (it was not valid JSON). Try a larger model, or the local engine.',
    })
  })

  it('says the model is missing when the server does not have it', async () => {
    server.failWith(404)
    const events = parseSse((await generate()).body)
    expect(events.at(-1)?.data.message).toBe(
      `The local model server at ${server.url} has no model named llama3.1:8b: download it there first, or set OLLAMA_MODEL to one it has.`,
    )
    server.failWith(null)
  })
})

describe('a local model server that is not running', () => {
  it('is named with its address', async () => {
    const gone = await startFakeOpenAiAnthropicApi()
    await gone.close()
    const t = await createTestApp({ OLLAMA_URL: gone.url, OLLAMA_MODEL: 'llama3.1:8b' })
    try {
      const { token } = await signUp(t.app)
      const response = await generateResume(t, token)
      expect(response.statusCode).toBe(502)
      expect(response.json().message).toBe(`Could not reach the local model server at ${gone.url}: is it running? Or choose the local engine.`)
    } finally {
      await t.close()
    }
  })

  it('without OLLAMA_MODEL the provider is refused with the setting that would configure it', async () => {
    const t = await createTestApp()
    try {
      const { token } = await signUp(t.app)
      const response = await generateResume(t, token)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/The ollama provider is not configured on this server: set OLLAMA_MODEL/)
    } finally {
      await t.close()
    }
  })
})
