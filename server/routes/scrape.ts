import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ScrapeUrlBodySchema, ScrapeUrlResponseSchema } from '../../shared/schemas/scrape.ts'
import { scrapePosting, scrapeSettings } from '../services/scrape/scrape-posting.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

export interface ScrapeRouteOptions {
  timeoutSeconds: number
  maxBytes: number
  /** Non-public addresses and ranges that may still be fetched (SCRAPE_ALLOW_PRIVATE). */
  allowPrivate: readonly string[]
}

/**
 * Each call makes the server fetch a page from the web on the caller's behalf: a handful a minute
 * is what pasting links takes, and the cap keeps the server from being used to flood a site.
 */
export const FETCHES_PER_MINUTE = 20

const scrapeRoutes: FastifyPluginAsyncTypebox<ScrapeRouteOptions> = async (app, options) => {
  const settings = scrapeSettings(options)

  app.post(
    '/api/v1/scrape-url',
    {
      // A trial visitor has a guest session once their resume is uploaded; strangers get nothing fetched.
      onRequest: app.requireSession,
      config: { rateLimit: { max: FETCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['jobs'],
        summary: 'Read a job posting from its web address, for the Job Description box',
        description:
          'The page is fetched by the server within SCRAPE_TIMEOUT_S and SCRAPE_MAX_MB, following at most 5 redirects. ' +
          'Addresses on private, loopback or link-local networks are refused, checked on the address each connection ' +
          'is made to (every redirect included). Only HTML and plain-text pages are read; the posting is taken from ' +
          "the page's schema.org JobPosting data when present, else from its main article (Readability).",
        security: bearerOrCookie,
        body: ScrapeUrlBodySchema,
        response: { 200: ScrapeUrlResponseSchema, ...errorResponses(400, 401, 415, 422, 429) },
      },
    },
    async (request) => {
      const posting = await scrapePosting(request.body.url, settings)
      return {
        success: true as const,
        message: posting.truncated
          ? 'Posting read; it was longer than a job description may be, so only its first part was kept'
          : 'Posting read from the page',
        ...posting,
      }
    },
  )
}

export default scrapeRoutes
