import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
// Only a bearer token exempts a request: a browser behind a proxy that asks for Basic credentials
// sends that Authorization header by itself, with the cookie, on a foreign page's form post too.
const BEARER = /^Bearer\s/i

/**
 * Cross-site request forgery guard, on top of the session cookie's SameSite=Lax: a request that
 * changes something (POST, PUT, PATCH, DELETE; uploads included) must come from T10's own pages.
 * Browsers say where a request comes from in Origin (Referer when Origin is missing), and a page
 * on another site can't forge either. So:
 * - a request naming a foreign origin is refused, signed in or not (this also stops a foreign page
 *   from signing a visitor into the attacker's account);
 * - a request riding on the session cookie must name an origin at all;
 * - a bearer-token request (the CLI, scripts) is exempt: browsers never attach a bearer token by
 *   themselves, and a foreign page can't add it without a CORS preflight, which T10 never allows.
 * It runs at onRequest, before a multipart body is read.
 *
 * T10's own origin is PUBLIC_URL's, or the address the request was sent to (scheme and Host, as
 * the browser saw them): the same page then passes on localhost, a LAN name or a test port. A
 * foreign page's requests still name the foreign origin, and a DNS-rebinding page on our address
 * gets no session cookie, which belongs to our host name.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || BEARER.test(request.headers.authorization ?? '')) return
      const origin = claimedOrigin(request)
      if (origin === null) {
        if (request.cookies[app.sessionCookieName] === undefined) return
        throw new AppError(
          403,
          'forbidden',
          'This request was refused: a signed-in change must come from the T10 web app, and it named no origin (Origin or Referer header).',
        )
      }
      if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return
      throw new AppError(403, 'forbidden', `This request was refused: it came from ${origin}, not from the T10 web app at ${publicOrigin}.`)
    })
  },
  { name: 'same-origin', dependencies: ['auth'] },
)

/** The origin the browser reports: Origin, else the Referer's; "null" stays "null" (opaque, never ours). */
function claimedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin
  if (origin) return origin
  const referer = request.headers.referer
  if (!referer) return null
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}
