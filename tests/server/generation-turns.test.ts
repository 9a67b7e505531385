import { createParser } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { type FakeOpenAiAnthropicApi, startFakeOpenAiAnthropicApi } from '../helpers/fake-openai-anthropic-api.ts'
import { bearer, createTestApp, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * Under load, generations take turns at the CPU, oldest first. With one turn, a generation sent
 * while another runs waits, told how many are ahead of it; they finish in the order they got in
 * line; one whose client leaves while waiting gives its place up to the next; one waiting on a
 * hosted AI provider lets the next run meanwhile.
 */

interface Event {
  event: string
  data: any
}

/** A generation's stream over real HTTP, read as it comes. */
class Stream {
  readonly events: Event[] = []
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>
  readonly #parser = createParser({ onEvent: (m) => this.events.push({ event: m.event ?? 'message', data: JSON.parse(m.data) }) })
  readonly #decoder = new TextDecoder()
  #ended = false

  constructor(response: Response) {
    this.#reader = response.body!.getReader()
  }

  /** Reads until an event matches; false when the stream ended first. */
  async until(match: (e: Event) => boolean): Promise<boolean> {
    while (!this.events.some(match)) {
      if (this.#ended) return false
      const { done, value } = await this.#reader.read()
      if (done) this.#ended = true
      else this.#parser.feed(this.#decoder.decode(value, { stream: true }))
    }
    return true
  }

  /** Reads to the end. */
  async end(): Promise<Event[]> {
    await this.until(() => false)
    return this.events
  }

  /** What it said while it waited for its turn. */
  waits(): string[] {
    return this.events.filter((e) => e.event === 'progress' && e.data.status === 'pending' && e.data.detail !== null).map((e) => e.data.detail)
  }
}

const waiting = (e: Event) => e.event === 'progress' && e.data.status === 'pending' && e.data.detail !== null
const started = (e: Event) => e.event === 'progress' && e.data.id === 'resume_ingest' && e.data.status === 'in_progress'

describe('generations under load take turns', () => {
  let t: TestApp
  let vendor: FakeOpenAiAnthropicApi
  let address: string
  const users: Array<{ token: string; resumeId: string }> = []
  let posting = 0
  beforeAll(async () => {
    // With PostgreSQL, enough queue workers to take all three runs: they wait for their turns, not in the queue.
    vendor = await startFakeOpenAiAnthropicApi()
    t = await createTestApp({ GENERATION_CONCURRENCY: '1', WORKERS: '4', OPENAI_API_KEY: 'sk-test-openai', OPENAI_BASE_URL: `${vendor.url}/v1` })
    for (let i = 0; i < 3; i++) {
      const user = await signUp(t.app)
      const file = softwareEngineerText()
      users.push({ token: user.token, resumeId: (await uploadResumeAs(t.app, user.token, file.bytes, file.filename)).resume_id })
    }
    address = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await t.close()
    await vendor.close()
  })

  async function send(user: { token: string; resumeId: string }, signal?: AbortSignal, provider?: 'openai'): Promise<Stream> {
    // Each for its own posting: no PDF comes from the compile cache, so each run takes a while.
    const job = BACKEND_JD.replace('Acme Analytics', `Acme Analytics ${++posting}`)
    const response = await fetch(`${address}/api/v1/generate`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ resume_id: user.resumeId, job_description: job, ...(provider ? { provider } : {}) }),
      ...(signal ? { signal } : {}),
    })
    expect(response.status).toBe(200)
    return new Stream(response)
  }

  // A generation already running is stood for by a turn the test holds: the line then forms
  // whatever the machine's speed, and moves when the test lets it go.
  it('runs them oldest first, says where each waits, and finishes them in that order', async () => {
    const [a, b, c] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]]
    const running = await t.app.generationTurns.take()
    const first = await send(a)
    expect(await first.until(waiting)).toBe(true)
    const second = await send(b)
    expect(await second.until((e) => waiting(e) && /1 generation ahead/.test(e.data.detail))).toBe(true)
    const third = await send(c)
    expect(await third.until((e) => waiting(e) && /2 generations ahead/.test(e.data.detail))).toBe(true)
    running.release()

    const order: string[] = []
    await Promise.all([first, second, third].map((s, i) => s.end().then(() => order.push(['first', 'second', 'third'][i]!))))
    expect(order).toEqual(['first', 'second', 'third'])
    for (const s of [first, second, third]) expect(s.events.at(-1)?.event).toBe('result')
    expect(first.waits()).toEqual(['Starting next'])
    expect(second.waits()).toEqual(['Waiting: 1 generation ahead of yours', 'Starting next'])
    expect(third.waits()).toEqual(['Waiting: 2 generations ahead of yours', 'Waiting: 1 generation ahead of yours', 'Starting next'])
  })

  it('gives the place of a client that left while waiting to the one behind it', async () => {
    const [a, b] = users as [(typeof users)[0], (typeof users)[0]]
    const running = await t.app.generationTurns.take()
    const leaving = new AbortController()
    const first = await send(a, leaving.signal)
    expect(await first.until(waiting)).toBe(true)
    const second = await send(b)
    expect(await second.until((e) => waiting(e) && /1 generation ahead/.test(e.data.detail))).toBe(true)
    leaving.abort()
    // The second moves up while the turn is still taken, then runs once it is free.
    expect(await second.until((e) => waiting(e) && e.data.detail === 'Starting next')).toBe(true)
    running.release()
    expect((await second.end()).at(-1)?.event).toBe('result')
    expect(second.events.filter(started)).toHaveLength(1)
  })

  it('lets the next generation run while one waits on a hosted AI provider', async () => {
    const [a, b] = users as [(typeof users)[0], (typeof users)[0]]
    const release = vendor.hold()
    const hosted = await send(a, undefined, 'openai')
    const writing = (e: Event) => e.event === 'progress' && e.data.id === 'resume_gen' && e.data.status === 'in_progress'
    expect(await hosted.until(writing)).toBe(true)
    // The vendor has not answered: the local generation sent after it runs to its end meanwhile.
    const local = await send(b)
    expect((await local.end()).at(-1)?.event).toBe('result')
    expect(local.waits()).toEqual([])
    release()
    expect((await hosted.end()).at(-1)?.event).toBe('result')
  })
})
