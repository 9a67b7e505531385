/** Query parameters that carry a secret: the token of a reset or confirmation link. */
const SECRET_PARAMETERS = /([?&](?:token|code)=)[^&#]*/gi

/**
 * A URL as it may be logged: the value of any token parameter replaced. Reset links carry their
 * token in the fragment (never sent to us), but a link mailed before that, or one typed by hand,
 * still arrives as ?token=..., and a log must not be a key to someone's account.
 */
export function urlWithoutTokens(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]')
}

interface LoggedRequest {
  method: string
  url: string
  headers?: Record<string, string | string[] | undefined>
  host?: string
  ip?: string
  socket?: { remotePort?: number | undefined }
}

/** Fastify's request serializer (fastify/lib/logger-pino.js), with the URL's tokens redacted. */
export function requestWithoutTokens(request: LoggedRequest) {
  return {
    method: request.method,
    url: urlWithoutTokens(request.url),
    version: headerText(request.headers?.['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value)
