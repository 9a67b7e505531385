import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * A local HTTP server standing in for a model that grades candidates, in the three wire formats
 * T10 speaks: OpenAI chat completions and Ollama's OpenAI-compatible endpoint (POST
 * /v1/chat/completions, the grade as the message's JSON content), and Anthropic messages (POST
 * /v1/messages, the grade as a forced tool's input). Its grades are what the test says
 * (`overallOf`), its quotes are taken from the resume in the request, and each request can be
 * made to go wrong in one of the ways real models do.
 */
export type GraderBehaviour =
  | 'grade'
  /** Quotes that are in neither the resume nor the posting. */
  | 'invented'
  /** Text that is not JSON. */
  | 'malformed'
  /** The model declines. */
  | 'refusal'
  /** 429 with Retry-After: 0. */
  | 'rate-limited'
  | 'server-error'
  /** Never answers (until the server closes). */
  | 'hang'

export interface GradingRequest {
  path: string
  model: string
  resume: string
  posting: string
  behaviour: GraderBehaviour
  temperature: number | undefined
  /** The structured output asked for: the response format's schema name, or the forced tool's. */
  schemaName: string
}

export interface FakeModelGrader {
  url: string
  requests: GradingRequest[]
  /** The overall grade given to a resume (by its text); the other grades follow it. */
  overallOf: (resume: string) => number
  /** Behaviours for the next requests, in order; 'grade' once they are used up. */
  script(...behaviours: GraderBehaviour[]): void
  /** Behaviour for every request whose resume contains `marker` (before the script). */
  whenResumeHas(marker: string, behaviour: GraderBehaviour | null): void
  close(): Promise<void>
}

async function readJson(request: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/** Five consecutive words of the resume's first line that has them: a quote that is really there. */
function quoteFrom(resume: string): string {
  for (const line of resume.split('\n')) {
    const words = line.trim().split(/\s+/)
    if (words.length >= 6) return words.slice(1, 6).join(' ')
  }
  return resume.trim().split(/\s+/).slice(0, 5).join(' ')
}

function gradeFor(resume: string, posting: string, overall: number, behaviour: GraderBehaviour) {
  const invented = behaviour === 'invented'
  const askedFor = posting.split('\n').find((line) => line.trim().split(/\s+/).length >= 4) ?? posting
  return {
    skills: overall,
    experience: overall,
    education: 100,
    overall,
    verdict: overall >= 70 ? 'Strong fit: the same work at the level asked.' : 'Partial fit: related work, fewer years.',
    points: [
      {
        section: 'experience',
        kind: 'strength',
        text: 'Has done this work.',
        quote: invented ? 'led the lunar colony payroll team' : quoteFrom(resume),
      },
      {
        section: 'skills',
        kind: 'strength',
        text: 'Uses the tools asked for.',
        quote: invented ? 'certified in quantum basket weaving' : quoteFrom(resume),
      },
      { section: 'recommendation', kind: 'gap', text: 'The posting asks for more.', quote: askedFor.trim().split(/\s+/).slice(0, 5).join(' ') },
    ],
  }
}

export async function startFakeModelGrader(overallOf: (resume: string) => number = () => 75): Promise<FakeModelGrader> {
  const requests: GradingRequest[] = []
  const queue: GraderBehaviour[] = []
  const byMarker = new Map<string, GraderBehaviour>()
  const hanging = new Set<ServerResponse>()
  const fake: FakeModelGrader = {
    url: '',
    requests,
    overallOf,
    script: (...behaviours) => queue.push(...behaviours),
    whenResumeHas(marker, behaviour) {
      if (behaviour) byMarker.set(marker, behaviour)
      else byMarker.delete(marker)
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy()
        server.close(() => resolve())
      }),
  }
  const server = createServer(async (request, response) => {
    const body = await readJson(request)
    const anthropic = request.url === '/v1/messages'
    const user = anthropic ? body.messages[0].content : body.messages[1].content
    const prompt = JSON.parse(user) as { job: { title: string; posting: string }; resume: string }
    const marked = [...byMarker].find(([marker]) => prompt.resume.includes(marker))?.[1]
    const behaviour = marked ?? queue.shift() ?? 'grade'
    requests.push({
      path: request.url ?? '',
      model: body.model,
      resume: prompt.resume,
      posting: prompt.job.posting,
      behaviour,
      temperature: body.temperature,
      schemaName: anthropic ? body.tool_choice.name : body.response_format.json_schema.name,
    })
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers })
      response.end(JSON.stringify(payload))
    }
    if (behaviour === 'hang') return void hanging.add(response)
    if (behaviour === 'rate-limited') return send(429, { error: { type: 'rate_limit_error', message: 'slow down' } }, { 'retry-after': '0' })
    if (behaviour === 'server-error') return send(500, { error: { type: 'api_error', message: 'fake failure' } })
    const grade = gradeFor(prompt.resume, prompt.job.posting, fake.overallOf(prompt.resume), behaviour)
    const usage = { input: 1000, output: 200 }
    if (anthropic) {
      const tool = body.tool_choice.name as string
      return send(200, {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content:
          behaviour === 'refusal'
            ? [{ type: 'text', text: 'I can’t help with grading people.' }]
            : behaviour === 'malformed'
              ? [{ type: 'text', text: 'Here is my grade: eighty' }]
              : [{ type: 'tool_use', id: 'toolu_fake', name: tool, input: grade }],
        stop_reason: behaviour === 'refusal' ? 'refusal' : behaviour === 'malformed' ? 'end_turn' : 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      })
    }
    send(200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content: behaviour === 'refusal' ? null : behaviour === 'malformed' ? 'Here is my grade: {"overall": eighty' : JSON.stringify(grade),
            refusal: behaviour === 'refusal' ? 'I can’t help with grading people.' : null,
          },
        },
      ],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return fake
}
