import { createServer, type IncomingMessage, type Server } from 'node:http'

/**
 * A local HTTP server standing in for the OpenAI and Anthropic APIs (chat completions; messages
 * with a forced tool), so the real SDK code paths run without the network. Its "model" writes
 * from the resume in the request and, to test the truth guard, adds things the resume lacks.
 */
export interface FakeOpenAiAnthropicApi {
  url: string
  requests: Array<{ path: string; body: any; headers: IncomingMessage['headers'] }>
  /** The next answers' HTTP status (200 by default). */
  failWith(status: number | null): void
  /** The next `times` chat completions answer with text that is not JSON: a small local model going astray. */
  garble(times: number): void
  /** Later answers wait until the returned function is called: a vendor slow to answer. */
  hold(): () => void
  close(): Promise<void>
}

const INVENTED_COMPANY = 'Globex Corporation'

function writeDocument(kind: 'resume' | 'cover_letter', prompt: any) {
  const resume = prompt.resume
  const contact = {
    name: resume.contact.name ?? 'Candidate',
    email: resume.contact.email,
    phone: resume.contact.phone,
    location: resume.contact.location,
    links: resume.contact.links,
  }
  if (kind === 'resume') {
    return {
      contact,
      headline: prompt.job.title,
      summary: `Professional aiming for the ${prompt.job.title} role. Recognised expert in Quantum Basket Weaving.`,
      experience: [
        ...resume.experience.map((e: any) => ({ ...e, bullets: e.bullets.slice(0, 3) })),
        { title: 'Chief Wizard', company: INVENTED_COMPANY, location: null, start: '2001', end: '2003', bullets: ['Grew revenue by 9000%'] },
      ],
      skills: [{ label: null, items: [...resume.skills.slice(0, 5), 'Quantum Basket Weaving'] }],
      education: resume.education,
      projects: [],
      certifications: [],
    }
  }
  return {
    sender: contact,
    date: 'November 22, 2026',
    recipient: { name: null, company: prompt.job.company },
    subject: null,
    greeting: 'Dear Hiring Manager,',
    paragraphs: [
      `I am applying for the ${prompt.job.title} role.`,
      `I increased sales by 737% at ${INVENTED_COMPANY}. I also ran the design studio at Initech Systems. My experience matches what you ask for.`,
      'Thank you for your consideration.',
    ],
    sign_off: 'Sincerely,',
    signature: contact.name,
  }
}

async function readJson(request: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export async function startFakeOpenAiAnthropicApi(): Promise<FakeOpenAiAnthropicApi> {
  const requests: FakeOpenAiAnthropicApi['requests'] = []
  let failure: number | null = null
  let garbled = 0
  let held: Promise<void> = Promise.resolve()
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request)
    requests.push({ path: request.url ?? '', body, headers: request.headers })
    await held
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    }
    if (failure) return send(failure, { error: { type: 'api_error', message: 'fake failure' } })

    if (request.url === '/v1/chat/completions') {
      const kind = body.response_format.json_schema.name as 'resume' | 'cover_letter'
      const prompt = JSON.parse(body.messages[1].content)
      const content =
        garbled > 0 && garbled-- > 0 ? 'Sure! Here is the tailored document you asked for: {"contact": ' : JSON.stringify(writeDocument(kind, prompt))
      return send(200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content, refusal: null },
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      })
    }
    if (request.url === '/v1/messages') {
      const tool = body.tool_choice.name as string
      const kind = tool.replace(/^write_/, '') as 'resume' | 'cover_letter'
      const prompt = JSON.parse(body.messages[0].content)
      return send(200, {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'tool_use', id: 'toolu_fake', name: tool, input: writeDocument(kind, prompt) }],
        stop_reason: 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      })
    }
    send(404, { error: { message: `no route ${request.url}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith(status) {
      failure = status
    },
    garble(times) {
      garbled = times
    },
    hold() {
      let release!: () => void
      held = new Promise((resolve) => (release = resolve))
      return release
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export { INVENTED_COMPANY }
