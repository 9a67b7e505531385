import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  APPLICATIONS_PER_ACCOUNT_MAX,
  ApplicationIdParamsSchema,
  ApplicationListResponseSchema,
  ApplicationResponseSchema,
  CreateApplicationBodySchema,
  FileDocumentsBodySchema,
  ListApplicationsQuerySchema,
  UpdateApplicationBodySchema,
} from '../../shared/schemas/applications.ts'
import { MessageResponseSchema } from '../../shared/schemas/auth.ts'
import { AppError } from '../lib/app-error.ts'
import { accountOf } from '../plugins/auth.ts'
import { getApplication } from '../services/applications/application-views.ts'
import { createApplication } from '../services/applications/create-application.ts'
import { deleteApplication } from '../services/applications/delete-application.ts'
import { exportApplicationsCsv } from '../services/applications/export-applications.ts'
import { fileDocuments } from '../services/applications/file-documents.ts'
import { listApplications } from '../services/applications/list-applications.ts'
import { updateApplication } from '../services/applications/update-application.ts'
import { scrapeSettings } from '../services/scrape/scrape-posting.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'
import { FETCHES_PER_MINUTE, type ScrapeRouteOptions } from './scrape.ts'

/** A job seeker's applications: the postings they follow, where each stands, and the documents sent. */
const applicationRoutes: FastifyPluginAsyncTypebox<ScrapeRouteOptions> = async (app, options) => {
  const signedIn = { onRequest: app.requireAccount }
  const tags = ['applications']
  const security = bearerOrCookie
  const scrape = scrapeSettings(options)

  app.get(
    '/api/v1/applications',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The caller’s applications, upcoming next steps first',
        description:
          '`status` keeps one column of the board; `q` keeps those whose title, company, location or notes hold every word. ' +
          '`sort`: next_step (default: dated next steps first, soonest first, then the rest by last change), updated, created, company, title or status.',
        querystring: ListApplicationsQuerySchema,
        response: { 200: ApplicationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ success: true as const, applications: await listApplications(app.db, accountOf(request).id, request.query) }),
  )

  app.get(
    '/api/v1/applications/export.csv',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Every application of the caller’s as CSV',
        description:
          'Columns: Title, Company, Location, Status, Closed reason, Next step, Next step date, Applied on (the first change to Applied), Last change, Link, Notes, Documents.',
        response: {
          200: { description: 'applications.csv', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .send(await exportApplicationsCsv(app.db, accountOf(request).id)),
  )

  app.post(
    '/api/v1/applications',
    {
      ...signedIn,
      // Reading a posting makes the server fetch a page, as the link import does: held to its rate.
      config: {
        rateLimit: {
          max: FETCHES_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          allowList: (request: FastifyRequest) => (request.body as { fetch_posting?: boolean } | undefined)?.fetch_posting !== true,
          keyGenerator: (request: FastifyRequest) => `account:${request.account?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            new AppError(429, 'rate_limited', `Too many postings read from links. Please try again in ${context.after}.`),
        },
      },
      schema: {
        tags,
        security,
        summary: 'Track a new application',
        description:
          'From the fields given; from a Job Search card (`job_listing_id`: the listing is copied); or from a posting’s link ' +
          '(`link` with `fetch_posting: true`: the page is read as POST /api/v1/scrape-url reads it, with its refusals). ' +
          'Fields given win over the listing’s or the page’s. `document_filenames` files those documents of the caller’s under it. ' +
          `An account keeps at most ${APPLICATIONS_PER_ACCOUNT_MAX} applications (409 past it).`,
        body: CreateApplicationBodySchema,
        response: { 201: ApplicationResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, untrusted: app.untrusted, catalog: app.jobCatalog, scrape }
      const application = await createApplication(deps, accountOf(request).id, request.body)
      return reply.status(201).send({ success: true as const, application, message: 'Application added' })
    },
  )

  app.get(
    '/api/v1/applications/:applicationId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'One application: its posting, its history of status changes and its documents',
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      application: await getApplication(app.db, accountOf(request).id, request.params.applicationId),
      message: 'Application found',
    }),
  )

  app.patch(
    '/api/v1/applications/:applicationId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change an application: its fields, or its status (dated in its history)',
        description:
          'Fields left out keep their value. `closed_reason` is required when the status is closed and refused otherwise; leaving closed clears it.',
        params: ApplicationIdParamsSchema,
        body: UpdateApplicationBodySchema,
        response: { 200: ApplicationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      application: await updateApplication(app.db, accountOf(request).id, request.params.applicationId, request.body),
      message: 'Application saved',
    }),
  )

  app.delete(
    '/api/v1/applications/:applicationId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Delete an application, with its history and the documents filed under it',
        params: ApplicationIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteApplication(app.db, accountOf(request).id, request.params.applicationId)
      return { success: true as const, message: 'Application deleted' }
    },
  )

  app.post(
    '/api/v1/applications/:applicationId/documents',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'File documents of the caller’s under an application (a document belongs to one application at most: filing moves it)',
        params: ApplicationIdParamsSchema,
        body: FileDocumentsBodySchema,
        response: { 200: ApplicationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      application: await fileDocuments(app.db, accountOf(request).id, request.params.applicationId, request.body.filenames),
      message: 'Documents filed',
    }),
  )
}

export default applicationRoutes
