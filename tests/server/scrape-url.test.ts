import { EventEmitter, once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { until } from '../helpers/until.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'

/*
 * The posting fetcher against real HTTP servers this test starts on loopback. Loopback is what the
 * fetcher must refuse by default, so the success paths run on an app that opens exactly one
 * loopback address (SCRAPE_ALLOW_PRIVATE=127.0.0.2) and the server listens on both 127.0.0.1 and
 * 127.0.0.2: a hop from .2 to .1 is then a redirect into a refused address.
 *
 * Limits are proven by what the servers here saw (connections opened, bytes sent, a connection
 * closed before the page was whole), never by how long a call took: on a loaded machine that
 * measures the machine.
 */

const POSTING_PAGE = `<!doctype html><html><head><title>Senior Data Analyst | Northwind Careers</title></head><body>
<nav><a href="/">Home</a> <a href="/jobs">All jobs</a> <a href="/login">Sign in to your account</a></nav>
<header><p>Northwind Careers — find your next role with us today</p></header>
<main><article>
<h1>Senior Data Analyst</h1>
<p>Northwind Traders is hiring a Senior Data Analyst to join the analytics team in Chicago. You will build
dashboards and forecasting models that guide pricing and inventory decisions across the company.</p>
<h2>Requirements</h2>
<ul><li>5+ years of experience with SQL and Python</li><li>Experience with Tableau or Power BI</li>
<li>Bachelor's degree in Statistics, Economics or a related field</li></ul>
<h2>Responsibilities</h2>
<ul><li>Own the weekly sales reporting</li><li>Partner with data engineering on data quality</li></ul>
</article></main>
<aside><h3>Similar jobs</h3><ul><li><a href="/j/1">Marketing Intern</a></li><li><a href="/j/2">Store Manager</a></li></ul></aside>
<footer><p>© 2026 Northwind Traders. Privacy policy · Terms of use · Cookie settings</p></footer>
</body></html>`

/** A board that renders its page in the browser but describes the posting as schema.org data. */
const JSON_LD_PAGE = `<!doctype html><html><head><title>Jobs</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Contoso' },
    {
      '@type': 'JobPosting',
      title: 'Registered Nurse, Night Shift',
      description:
        '<p>Contoso Health is looking for a registered nurse for our night shift in Denver.</p><p><strong>Requirements</strong></p><ul><li>Active RN licence</li><li>BLS certification</li><li>2+ years of acute care experience</li></ul>',
    },
  ],
})}</script></head><body><div id="app">Loading…</div><noscript>Enable JavaScript to see this job.</noscript></body></html>`

const NO_POSTING_PAGE = `<!doctype html><html><head><title>Sign in</title></head><body>
<nav><a href="/">Home</a></nav><form><label>Email <input name="email"></label><button>Sign in</button></form></body></html>`

const HEAVY_FILLER = '<div><p>Filler <a href="/x">link</a> <span>text</span>.</p></div>\n'.repeat(20_000)

/** What a page's server saw when its connection closed. */
interface Hangup {
  /** The whole page had been handed to the socket. */
  finished: boolean
  /** Bytes of the page's body handed to the socket by then. */
  bytesSent: number
}

interface Fixture {
  servers: Server[]
  port: number
  /** Connections the servers have accepted, on either address. */
  connections: number
  /** Emits 'closed' (path, Hangup) when a page's connection closes. */
  events: EventEmitter
}

const fixture: Fixture = { servers: [], port: 0, connections: 0, events: new EventEmitter() }

/** The next hang-up of a page at `path`: ask before sending the request, so it cannot be missed. */
function nextHangup(path: string): Promise<Hangup> {
  return new Promise((resolve) => {
    const listener = (closed: string, hangup: Hangup) => {
      if (closed !== path) return
      fixture.events.off('closed', listener)
      resolve(hangup)
    }
    fixture.events.on('closed', listener)
  })
}

function reportHangup(path: string, response: ServerResponse, bytesSent: () => number): void {
  response.on('close', () => fixture.events.emit('closed', path, { finished: response.writableFinished, bytesSent: bytesSent() }))
}

function route(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/'
  const html = (body: string, type = 'text/html; charset=utf-8') => {
    response.writeHead(200, { 'content-type': type })
    response.end(body)
  }
  const redirect = (status: number, location: string) => {
    response.writeHead(status, { location })
    response.end()
  }
  switch (path) {
    case '/posting':
      return html(POSTING_PAGE)
    case '/json-ld':
      return html(JSON_LD_PAGE)
    case '/no-posting':
      return html(NO_POSTING_PAGE)
    case '/plain':
      return html(
        'Warehouse Supervisor\n\nLead a team of 12 on the night shift at our Reno distribution centre.\nForklift certification required; 3+ years in logistics.\n',
        'text/plain; charset=utf-8',
      )
    case '/latin1': {
      response.writeHead(200, { 'content-type': 'text/html' })
      const page = `<html><head><meta charset="windows-1252"><title>Chef de partie</title></head><body><article><h1>Chef de partie</h1><p>Our café in Montréal needs a chef de partie for the pâtisserie station, with five years in busy kitchens and a food safety certificate.</p></article></body></html>`
      return void response.end(Buffer.from(page, 'latin1'))
    }
    case '/r1':
      return redirect(302, '/r2')
    case '/r2':
      return redirect(301, `http://127.0.0.2:${fixture.port}/r3`)
    case '/r3':
      return redirect(307, '/posting')
    case '/loop':
      return redirect(302, '/loop')
    case '/to-loopback':
      return redirect(302, `http://127.0.0.1:${fixture.port}/posting`)
    case '/to-localhost':
      return redirect(302, `http://localhost:${fixture.port}/posting`)
    case '/to-metadata':
      return redirect(302, 'http://169.254.169.254/latest/meta-data/')
    case '/to-file':
      return redirect(302, 'file:///etc/passwd')
    case '/missing':
      response.writeHead(404, { 'content-type': 'text/html' })
      return void response.end('<h1>Not found</h1>')
    case '/pdf':
      response.writeHead(200, { 'content-type': 'application/pdf' })
      return void response.end('%PDF-1.4 not really')
    case '/big-declared':
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) })
      return void response.end()
    case '/big':
      return streamFiftyMegabytes(response)
    case '/slow':
      return trickle(response)
    case '/heavy':
      // Under the size cap and quick to send, but seconds of work to parse and score.
      return html(HEAVY_PAGE)
    case '/silent':
      // Never answers; says when the client hangs up.
      return reportHangup(path, response, () => 0)
    default:
      response.writeHead(404)
      response.end()
  }
}

/** 50 MB of HTML, written only as fast as the client reads it (so what was sent is what was read). */
function streamFiftyMegabytes(response: ServerResponse): void {
  const chunk = Buffer.from(`<p>${'filler text '.repeat(5000)}</p>\n`)
  const total = 50 * 1024 * 1024
  let sent = 0
  response.writeHead(200, { 'content-type': 'text/html' })
  reportHangup('/big', response, () => sent)
  const pump = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', pump)
    }
    response.end()
  }
  pump()
}

/** A byte every 100 ms of a page of TRICKLE_BYTES: headers at once, then minutes for the body. */
const TRICKLE_BYTES = 3000

function trickle(response: ServerResponse): void {
  let sent = 0
  response.writeHead(200, { 'content-type': 'text/html' })
  reportHangup('/slow', response, () => sent)
  const timer = setInterval(() => {
    response.write('.')
    if (++sent === TRICKLE_BYTES) {
      clearInterval(timer)
      response.end()
    }
  }, 100)
  response.on('close', () => clearInterval(timer))
}

const HEAVY_PAGE = `<html><body><article><p>${'A posting sentence. '.repeat(40)}</p></article>${HEAVY_FILLER}</body></html>`

async function listen(host: string, port: number): Promise<Server> {
  const server = createServer(route)
  server.on('connection', () => (fixture.connections += 1))
  server.listen(port, host)
  await once(server, 'listening')
  fixture.servers.push(server)
  return server
}

let open: TestApp // opens 127.0.0.2 only
let closed: TestApp // the default policy
let hurried: TestApp // opens 127.0.0.2, with a half-second time limit
let openToken: string
let closedToken: string
let hurriedToken: string

beforeAll(async () => {
  const first = await listen('127.0.0.1', 0)
  fixture.port = (first.address() as AddressInfo).port
  await listen('127.0.0.2', fixture.port)
  // A generous limit: the first extraction starts a worker, seconds on a busy machine.
  open = await createTestApp({ SCRAPE_ALLOW_PRIVATE: '127.0.0.2', SCRAPE_TIMEOUT_S: '60' })
  closed = await createTestApp()
  hurried = await createTestApp({ SCRAPE_ALLOW_PRIVATE: '127.0.0.2', SCRAPE_TIMEOUT_S: '0.5' })
  openToken = (await signUp(open.app)).token
  closedToken = (await signUp(closed.app)).token
  hurriedToken = (await signUp(hurried.app)).token
})

afterAll(async () => {
  for (const server of fixture.servers) {
    server.closeAllConnections()
    server.close()
  }
  await Promise.all([open?.close(), closed?.close(), hurried?.close()])
})

const allowed = (path: string) => `http://127.0.0.2:${fixture.port}${path}`

function scrape(t: TestApp, token: string, url: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/scrape-url', headers: bearer(token), payload: { url } })
}

describe('POST /api/v1/scrape-url: reading a posting', () => {
  it("returns the posting's main text with its title, the page's navigation, sidebar and footer left out", async () => {
    const response = await scrape(open, openToken, allowed('/posting'))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, url: allowed('/posting'), truncated: false, source: 'article' })
    // The posting's heading, not the page title with the site's name in it.
    expect(body.title).toBe('Senior Data Analyst')
    const text: string = body.description
    expect(text.split('\n')[0]).toBe('Senior Data Analyst')
    expect(text).toContain('Northwind Traders is hiring a Senior Data Analyst')
    // Sections and bullets stay on lines of their own, as the job parser reads them.
    expect(text).toMatch(/^Requirements$/m)
    expect(text).toMatch(/^• 5\+ years of experience with SQL and Python$/m)
    expect(text).toMatch(/^• Partner with data engineering on data quality$/m)
    for (const noise of ['Sign in to your account', 'All jobs', 'Cookie settings', 'Privacy policy', 'Marketing Intern']) {
      expect(text).not.toContain(noise)
    }
  })

  it("reads a board's schema.org JobPosting when the page itself is rendered by scripts", async () => {
    const response = await scrape(open, openToken, allowed('/json-ld'))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.source).toBe('job_posting_data')
    expect(body.title).toBe('Registered Nurse, Night Shift')
    expect(body.description).toMatch(/^Registered Nurse, Night Shift\n/)
    expect(body.description).toContain('registered nurse for our night shift in Denver')
    expect(body.description).toMatch(/^• Active RN licence$/m)
    expect(body.description).not.toContain('Enable JavaScript')
  })

  it('reads a plain-text posting as it is', async () => {
    const response = await scrape(open, openToken, allowed('/plain'))
    expect(response.statusCode).toBe(200)
    expect(response.json().description).toBe(
      'Warehouse Supervisor\n\nLead a team of 12 on the night shift at our Reno distribution centre.\nForklift certification required; 3+ years in logistics.',
    )
  })

  it('decodes a page in the character set it declares', async () => {
    const response = await scrape(open, openToken, allowed('/latin1'))
    expect(response.statusCode).toBe(200)
    expect(response.json().description).toContain('Our café in Montréal needs a chef de partie for the pâtisserie station')
  })

  it('follows a chain of redirects and reports where the posting was found', async () => {
    const response = await scrape(open, openToken, allowed('/r1'))
    expect(response.statusCode).toBe(200)
    expect(response.json().url).toBe(allowed('/posting'))
    expect(response.json().description).toContain('Northwind Traders is hiring')
  })

  it('assumes https when the link has no scheme', async () => {
    // Nothing listens for https on this port: the failure names the host it tried, not the input.
    const response = await scrape(open, openToken, `127.0.0.2:${fixture.port}/posting`)
    expect(response.statusCode).toBe(422)
    expect(response.json().error_type).toBe('page_unreadable')
  })
})

describe('POST /api/v1/scrape-url: addresses that are refused by default', () => {
  it.each([
    ['loopback', () => `http://127.0.0.1:${fixture.port}/posting`],
    ['a name that resolves to loopback', () => `http://localhost:${fixture.port}/posting`],
    ['IPv6 loopback', () => `http://[::1]:${fixture.port}/posting`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${fixture.port}/posting`],
    ['a private network', () => 'http://10.0.0.1/jobs/1'],
    ['the cloud metadata service (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['loopback written as a number', () => `http://2130706433:${fixture.port}/posting`],
    ['the unspecified address', () => `http://0.0.0.0:${fixture.port}/posting`],
  ])('refuses %s before connecting', async (_name, url) => {
    const connectionsBefore = fixture.connections
    const response = await scrape(closed, closedToken, url())
    // Refused by the address check, before any connection: a dial to an address that does not
    // answer (10.0.0.1, 169.254.169.254) would have ended at the time limit as a 422 instead.
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      error_type: 'address_not_allowed',
      message: 'This address is on a private network and cannot be fetched',
    })
    // And the loopback servers here never saw a connection.
    expect(fixture.connections).toBe(connectionsBefore)
  })

  it.each([
    ['to 127.0.0.1', '/to-loopback'],
    ['to a name that resolves to loopback', '/to-localhost'],
    ['to the cloud metadata service', '/to-metadata'],
  ])('refuses a redirect from an allowed address %s', async (_name, path) => {
    const response = await scrape(open, openToken, allowed(path))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('This address is on a private network and cannot be fetched')
  })

  it('refuses a redirect to a scheme other than http and https', async () => {
    const response = await scrape(open, openToken, allowed('/to-file'))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Only http and https links can be fetched')
  })
})

describe('POST /api/v1/scrape-url: pages that cannot be read', () => {
  it('stops reading a 50 MB page soon after 2 MB', async () => {
    const hangup = nextHangup('/big')
    const response = await scrape(open, openToken, allowed('/big'))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ error_type: 'page_unreadable', message: 'The page is larger than 2 MB' })
    // The socket was closed early: the server got to hand over only a little past the cap
    // (what the kernel's buffers hold), nowhere near the 50 MB it had to send.
    const { finished, bytesSent } = await hangup
    expect(finished).toBe(false)
    expect(bytesSent).toBeLessThan(12 * 1024 * 1024)
  })

  it('refuses a page whose declared length is over the cap without reading it', async () => {
    const response = await scrape(open, openToken, allowed('/big-declared'))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The page is larger than 2 MB')
  })

  it.each([
    ['a page that trickles in', '/slow'],
    ['a server that never answers', '/silent'],
  ])('gives up on %s at the time limit, hanging up', async (_name, path) => {
    const hangup = nextHangup(path)
    const response = await scrape(hurried, hurriedToken, allowed(path))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The page took longer than 0.5 seconds')
    // The server saw the fetcher hang up with its page unfinished: it gave up rather than waited.
    const { finished, bytesSent } = await hangup
    expect(finished).toBe(false)
    // The trickle writes a byte per 100 ms on this process's one event loop, the loop the 0.5 s
    // timer runs on, so a loaded machine slows both alike: some 5 bytes at the limit, and 50
    // (five seconds of trickle, the whole page being 3,000) only if the limit were not kept.
    expect(bytesSent).toBeLessThan(50)
  })

  describe('a page that is costly to read', () => {
    /** Workers handed a page to extract (and the page's address), and those ended. */
    const handed = new Map<Worker, string>()
    const ended = new Set<Worker>()
    beforeAll(() => {
      const post = Worker.prototype.postMessage
      const terminate = Worker.prototype.terminate
      vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (
        this: Worker,
        message: unknown,
        transfer?: Parameters<Worker['postMessage']>[1],
      ) {
        const url = (message as { url?: unknown } | null)?.url
        if (typeof url === 'string') handed.set(this, url)
        return post.call(this, message, transfer)
      })
      vi.spyOn(Worker.prototype, 'terminate').mockImplementation(function (this: Worker) {
        ended.add(this)
        return terminate.call(this)
      })
    })
    afterEach(() => {
      handed.clear()
      ended.clear()
    })
    afterAll(() => vi.restoreAllMocks())

    const workersGiven = (url: string) => [...handed].filter(([, page]) => page === url).map(([worker]) => worker)

    it('is read off the server’s thread: other requests are answered while it is extracted', async () => {
      // The app with a minute to spare, so the extraction (seconds of work) runs to its end.
      let settled = false
      const scraping = scrape(open, openToken, allowed('/heavy')).finally(() => (settled = true))
      await until(() => workersGiven(allowed('/heavy')).length > 0)
      const ping = await open.app.inject({ method: 'GET', url: '/api/v1/test-connection' })
      expect(ping.statusCode).toBe(200)
      // Answered while the page was still being extracted (seconds of work against the ping's
      // milliseconds): the extraction does not hold the thread that answers requests.
      expect(settled).toBe(false)
      const response = await scraping
      expect(response.statusCode).toBe(200)
      expect(response.json().description).toContain('A posting sentence.')
    })

    it('is stopped at the time limit', async () => {
      const response = await scrape(hurried, hurriedToken, allowed('/heavy'))
      // The same page is read whole given the time (above): only the limit explains this answer.
      expect(response.statusCode).toBe(422)
      expect(response.json().message).toBe('The page took longer than 0.5 seconds')
      // Every worker that was given the page was ended, not left to finish it. (On a loaded
      // machine the half second can run out while the page is still arriving; then none was.)
      const given = workersGiven(allowed('/heavy'))
      expect(given.filter((worker) => !ended.has(worker))).toEqual([])
    })
  })

  it('refuses what is not a web page, naming what it is', async () => {
    const response = await scrape(open, openToken, allowed('/pdf'))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ error_type: 'unsupported_media_type' })
    expect(response.json().message).toMatch(/PDF file, not a web page/)
  })

  it('says when a page holds no posting', async () => {
    const response = await scrape(open, openToken, allowed('/no-posting'))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('No posting text was found on this page')
  })

  it("passes on the site's error status", async () => {
    const response = await scrape(open, openToken, allowed('/missing'))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(/^The page answered 404 Not Found/)
  })

  it('stops a redirect loop', async () => {
    const response = await scrape(open, openToken, allowed('/loop'))
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The page redirected more than 5 times')
  })

  it.each([
    ['not an address', 'just some words', 'That is not a web address'],
    ['an ftp link', 'ftp://example.com/job.txt', 'Only http and https links can be fetched'],
    ['a link with credentials', 'https://user:secret@example.com/job', 'Links with a user name or password cannot be fetched'],
  ])('refuses %s with a clear message', async (_name, url, message) => {
    const response = await scrape(closed, closedToken, url)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('serves a trial visitor once their resume upload has given them a guest session', async () => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([Buffer.from('Ada Lovelace\nAnalyst\n\nExperience\nAnalyst, Acme, 2019-2024\nSQL and Python reporting')]),
      'resume.txt',
    )
    const upload = await open.app.inject({ method: 'POST', url: '/api/v1/resume/upload', payload: form })
    expect(upload.statusCode).toBe(201)
    const cookie = String(upload.headers['set-cookie']).split(';')[0]!
    const response = await open.app.inject({
      method: 'POST',
      url: '/api/v1/scrape-url',
      // As the browser sends it from T10's own page.
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { url: allowed('/posting') },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().description).toContain('Northwind Traders is hiring')
  })

  it('limits how many pages one client has fetched a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i += 1) {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/v1/scrape-url',
        headers: bearer(closedToken),
        payload: { url: 'http://10.0.0.1/' },
        remoteAddress: '192.0.2.77',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('asks a stranger to sign in first', async () => {
    const response = await closed.app.inject({ method: 'POST', url: '/api/v1/scrape-url', payload: { url: 'https://example.com/' } })
    expect(response.statusCode).toBe(401)
  })
})

describe('scrape settings', () => {
  it('open no private address by default, and stop on an entry that is not an address or range', () => {
    expect(loadConfig({}).scrapeAllowPrivate).toEqual([])
    expect(loadConfig({ SCRAPE_ALLOW_PRIVATE: '10.20.0.0/16, 127.0.0.1' }).scrapeAllowPrivate).toEqual(['10.20.0.0/16', '127.0.0.1'])
    expect(() => loadConfig({ SCRAPE_ALLOW_PRIVATE: 'intranet.local' })).toThrow(/Invalid SCRAPE_ALLOW_PRIVATE: "intranet.local"/)
    expect(() => loadConfig({ SCRAPE_TIMEOUT_S: 'soon' })).toThrow(/Invalid SCRAPE_TIMEOUT_S/)
  })
})
