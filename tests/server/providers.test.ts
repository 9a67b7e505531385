import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type FakeOpenAiAnthropicApi, INVENTED_COMPANY, startFakeOpenAiAnthropicApi } from '../helpers/fake-openai-anthropic-api.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

const written = softwareEngineerText()

describe('hosted providers (real SDKs against a local server speaking their wire format)', () => {
  let vendor: FakeOpenAiAnthropicApi
  let t: TestApp
  let token: string
  let resumeId: string
  beforeAll(async () => {
    vendor = await startFakeOpenAiAnthropicApi()
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: `${vendor.url}/v1`,
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: vendor.url,
    })
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
    await vendor.close()
  })

  const generate = (provider: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/generate',
      headers: bearer(token),
      payload: { resume_id: resumeId, job_description: BACKEND_JD, provider },
    })

  it.each(['openai', 'anthropic'])('%s writes both documents, and what the resume cannot back is removed', async (provider) => {
    vendor.failWith(null)
    const events = parseSse((await generate(provider)).body)
    const result = events.at(-1)
    expect(result?.event).toBe('result')
    const { resume, cover_letter: cover, logs } = result!.data
    // The invented employer, skill and figures never reach the documents.
    for (const doc of [resume, cover]) {
      expect(doc.latex_content).not.toContain(INVENTED_COMPANY)
      expect(doc.latex_content).not.toMatch(/9000|737/)
    }
    expect(resume.latex_content).not.toContain('Quantum Basket Weaving')
    // The resume's own roles stay.
    expect(resume.latex_content).toContain(written.truth.experience[0]!.employer)
    expect(resume.latex_content).toContain('Professional aiming for the Senior Backend Engineer role.')
    expect(cover.latex_content).not.toContain('Initech')
    expect(logs.join('\n')).toMatch(/Removed a role the resume does not contain: Chief Wizard at Globex Corporation/)
    expect(logs.join('\n')).toMatch(/Removed a skill the resume does not mention: Quantum Basket Weaving/)
    // In prose too: the summary sentence naming the invented skill (with Weaving, a skill of the knowledge base inside
    // its name), the letter's sentence naming an invented employer.
    expect(logs.join('\n')).toMatch(/Removed a summary sentence naming a skill the resume does not mention \((?:[^)]*, )?Quantum Basket Weaving\)/)
    expect(logs.join('\n')).toMatch(/Removed a sentence naming an employer the resume does not contain: Initech Systems/)
    // The key went where each SDK sends it.
    const last = vendor.requests.at(-1)
    if (provider === 'openai') expect(last?.headers.authorization).toBe('Bearer sk-test-openai')
    else expect(last?.headers.authorization ?? last?.headers['x-api-key']).toMatch(/sk-ant-test/)
  })

  it('a vendor failure ends the stream with an error event a person understands', async () => {
    vendor.failWith(500)
    const events = parseSse((await generate('openai')).body)
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { error_type: 'provider_error', message: expect.stringMatching(/openai provider had an internal error/) },
    })
    const failedSteps = events.filter((e) => e.event === 'progress' && e.data.status === 'error').map((e) => e.data.id)
    expect(failedSteps.sort()).toEqual(['cover_gen', 'resume_gen'])
    expect(events.filter((e) => e.event === 'error')).toHaveLength(1)
  })

  it('a refused key is reported as such', async () => {
    vendor.failWith(401)
    const events = parseSse((await generate('anthropic')).body)
    expect(events.at(-1)?.data.message).toMatch(/anthropic provider refused the API key/)
    vendor.failWith(null)
  })
})
