import { STATUS_CODES } from 'node:http'
import type { Response } from 'undici'
import { AppError } from '../../lib/app-error.ts'
import type { AddressPolicy } from './address-policy.ts'
import { decodeBody } from './decode-body.ts'

export interface FetchLimits {
  /** For the whole fetch: every redirect, the headers and the body. */
  timeoutMs: number
  /** Of the body as it arrives, after any gzip or brotli is undone. */
  maxBytes: number
  policy: AddressPolicy
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string
  kind: 'html' | 'text'
  body: string
}

/** Enough for a job board's short link and its tracking hops; a loop ends here. */
const MAX_REDIRECTS = 5

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
  'accept-language': 'en;q=1, *;q=0.5',
  'user-agent': 'Mozilla/5.0 (compatible; T10 job posting reader)',
}

/**
 * One web page, fetched within a time and a size limit, through a connector that refuses
 * non-public addresses. Redirects are followed here, one hop at a time, so that each hop's
 * address is checked (undici's own redirect handling would be checked too, since every
 * connection goes through the connector, but here each hop's scheme is checked as well).
 */
export async function fetchPage(address: URL, limits: FetchLimits): Promise<FetchedPage> {
  // undici loads with the first pasted link, not when a process starts.
  const [{ fetch }, { checkedAgent }] = await Promise.all([import('undici'), import('./checked-connector.ts')])
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs)
  const agent = checkedAgent(limits.policy, limits.timeoutMs)
  let current = address
  try {
    for (let hops = 0; ; hops += 1) {
      const response = await fetch(current, {
        dispatcher: agent,
        redirect: 'manual',
        signal: controller.signal,
        headers: HEADERS,
      })
      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel()
        if (hops === MAX_REDIRECTS) throw unreadable(`The page redirected more than ${MAX_REDIRECTS} times`)
        current = redirectTarget(current, response.headers.get('location'))
        continue
      }
      return { url: current.href, ...(await readPage(response, limits.maxBytes)) }
    }
  } catch (error) {
    if (controller.signal.aborted) throw timedOut(limits.timeoutMs)
    throw explain(error, current)
  } finally {
    clearTimeout(timer)
    // Closes any socket still open (a body we stopped reading, a server still sending).
    agent.destroy().catch(() => {})
  }
}

/** The next hop's address, held to the same rules as the one the user gave. */
function redirectTarget(from: URL, location: string | null): URL {
  if (!location) throw unreadable('The page redirected without saying where to')
  let target: URL
  try {
    target = new URL(location, from)
  } catch {
    throw unreadable('The page redirected to an address that is not valid')
  }
  return checkedTarget(target)
}

/** Only plain web addresses: no other schemes, no credentials sent on the user's behalf. */
export function checkedTarget(target: URL): URL {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new AppError(400, 'validation_error', 'Only http and https links can be fetched')
  }
  if (target.username !== '' || target.password !== '') {
    throw new AppError(400, 'validation_error', 'Links with a user name or password cannot be fetched')
  }
  return target
}

async function readPage(response: Response, maxBytes: number): Promise<Omit<FetchedPage, 'url'>> {
  if (!response.ok) {
    await response.body?.cancel()
    const reason = STATUS_CODES[response.status] ?? 'an error'
    throw unreadable(`The page answered ${response.status} ${reason}; check that the link opens in a browser`)
  }
  const contentType = response.headers.get('content-type') ?? ''
  const kind = pageKind(contentType)
  if (!kind) {
    await response.body?.cancel()
    throw new AppError(415, 'unsupported_media_type', notAPageMessage(contentType))
  }
  // A declared length over the cap is refused before any of the body is read.
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel()
    throw tooLarge(maxBytes)
  }
  const bytes = await readCapped(response, maxBytes)
  return { kind, body: decodeBody(bytes, contentType, kind) }
}

/** Reads the body as it streams in and stops as soon as it passes the cap. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function pageKind(contentType: string): FetchedPage['kind'] | null {
  const mime = contentType.split(';')[0]!.trim().toLowerCase()
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html'
  if (mime === 'text/plain') return 'text'
  return null
}

function notAPageMessage(contentType: string): string {
  const mime = contentType.split(';')[0]!.trim().toLowerCase()
  if (mime === '') return 'The link did not say what kind of content it holds; only web pages can be read'
  if (mime === 'application/pdf') return 'The link leads to a PDF file, not a web page; paste the posting’s text instead'
  return `The link leads to ${mime} content, not a web page; paste the posting’s text instead`
}

/** Network failures in words; refusals raised inside the connector come through as they are. */
function explain(error: unknown, address: URL): AppError {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof AppError) return cause
    const code = (cause as { code?: unknown }).code
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return unreadable(`No web site answers at ${address.hostname}; check the link`)
    if (code === 'ECONNREFUSED') return unreadable(`${address.hostname} refused the connection`)
    if (typeof code === 'string' && (code.startsWith('ERR_TLS') || CERTIFICATE_ERRORS.has(code))) {
      return unreadable(`${address.hostname} has no valid secure (https) certificate`)
    }
  }
  return unreadable('The page could not be fetched; check that the link opens in a browser')
}

const CERTIFICATE_ERRORS = new Set([
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

const unreadable = (message: string) => new AppError(422, 'page_unreadable', message)

export const timedOut = (ms: number) => unreadable(`The page took longer than ${seconds(ms)}`)

const tooLarge = (bytes: number) => unreadable(`The page is larger than ${megabytes(bytes)}`)

const seconds = (ms: number) => (ms === 1000 ? '1 second' : `${Number((ms / 1000).toFixed(2))} seconds`)

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`
