import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { JobSearchQuerySchema, JobSearchResponseSchema } from '../../shared/schemas/jobs.ts'
import { accountOf } from '../plugins/auth.ts'
import { searchJobs } from '../services/job-search/job-search.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

/** Job search: postings ranked for the caller's resume. */
const jobSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/search-jobs',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['jobs'],
        summary: 'Jobs ranked for one of the caller’s resumes, filtered by the job preferences',
        description:
          'The pool is every job recruiters published from T10 (jobs are private until published) plus the sample postings. Each job scores the resume with the T10 matching engine; the best come first, with the skills that matched.',
        security: bearerOrCookie,
        querystring: JobSearchQuerySchema,
        response: { 200: JobSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { jobs, total } = await searchJobs(
        { db: app.db, catalog: app.jobCatalog, untrusted: app.untrusted },
        accountOf(request).id,
        request.query,
      )
      return {
        success: true as const,
        jobs,
        total,
        message: `Found ${total} matching ${total === 1 ? 'job' : 'jobs'}`,
      }
    },
  )
}

export default jobSearchRoutes
