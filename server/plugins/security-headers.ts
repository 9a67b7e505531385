import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyHelmet from '@fastify/helmet'
import fp from 'fastify-plugin'
import { WEB_DIST } from './web-app.ts'

export interface SecurityHeadersOptions {
  /** https PUBLIC_URL: browsers may be told to use https only. */
  https: boolean
  /** The built web app whose inline scripts the policy allows by hash (default web/dist). */
  webRoot?: string
}

/**
 * Security headers on every response (@fastify/helmet), with a Content-Security-Policy that the
 * web app and the API docs (swagger-ui) run under without a violation: everything from our own
 * origin; no plugins; no framing by other pages (clickjacking); nosniff. And no caching of any API answer.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { https, webRoot = WEB_DIST }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          // index.html sets the theme class before the first paint with one inline script.
          scriptSrc: ["'self'", ...inlineScriptHashes(join(webRoot, 'index.html'))],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          // blob: lets the page read back a preview it made (the e2e tests check the PDF bytes so).
          connectSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'"],
          // pdf.js draws the PDF previews from a worker script the app ships (assets/pdf.worker.*.mjs).
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      // same-origin, not no-referrer: a reset link's token never leaves for another site, while
      // our own POSTs keep a real Origin header (under no-referrer browsers send "Origin: null"),
      // which the cross-site check reads.
      referrerPolicy: { policy: 'same-origin' },
      // Over plain http (a LAN install) HSTS would only be ignored; over https it pins https.
      strictTransportSecurity: https,
    })

    // API answers carry tokens and personal data (a session token, a resume, a profile): no browser
    // or proxy cache may keep them, nor show them again to the next user of a shared computer.
    // Set before the handler (a streamed answer copies the headers set so far) and again just
    // before sending, over any value a route or plugin chose.
    const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
    app.addHook('onRequest', async (request, reply) => {
      if (isApi(request.url)) reply.header('cache-control', 'no-store')
    })
    app.addHook('onSend', async (request, reply) => {
      if (isApi(request.url)) reply.header('cache-control', 'no-store')
    })
  },
  { name: 'security-headers' },
)

/** 'sha256-...' sources for the inline <script> blocks of the built page; none when it is not built. */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return []
  const html = readFileSync(indexHtml, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}
