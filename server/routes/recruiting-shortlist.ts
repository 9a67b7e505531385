import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { JobIdParamsSchema } from '../../shared/schemas/recruiting.ts'
import {
  CandidateParamsSchema,
  CandidateReviewResponseSchema,
  JobCandidatesQuerySchema,
  JobCandidatesResponseSchema,
  UpdateCandidateReviewBodySchema,
} from '../../shared/schemas/shortlist.ts'
import { accountOf } from '../plugins/auth.ts'
import { jobCandidates, reviewCandidate } from '../services/recruiting/shortlist.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

/**
 * A recruiter's shortlist of a job (issue 26): the candidates its matches showed, each with a
 * stage, a rating and notes. The matches record the candidates; these routes read and review them.
 */
const shortlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { onRequest: app.requireAccount }
  const tags = ['t10']
  const security = bearerOrCookie

  app.get(
    '/api/v1/t10/jobs/:jobId/candidates',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The job’s candidates (every resume its matches showed) with their reviews: by stage, then best match first',
        description: '`stage` lists that stage only; `stage_counts` counts every stage whatever the filter.',
        params: JobIdParamsSchema,
        querystring: JobCandidatesQuerySchema,
        response: { 200: JobCandidatesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await jobCandidates(app.db, accountOf(request).id, request.params.jobId, request.query.stage)),
    }),
  )

  app.put(
    '/api/v1/t10/jobs/:jobId/candidates/:resumeId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Review a candidate for the job: any of its stage, rating (1-5; null clears it) and notes',
        description:
          'A resume of the pool that no match of the job has shown yet may be reviewed too: it joins the job’s candidates. Later matches keep the review.',
        params: CandidateParamsSchema,
        body: UpdateCandidateReviewBodySchema,
        response: { 200: CandidateReviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobId, resumeId } = request.params
      const review = await reviewCandidate(app.db, accountOf(request).id, jobId, resumeId, request.body)
      return { success: true as const, job_id: jobId, resume_id: resumeId, review, message: 'Review saved' }
    },
  )
}

export default shortlistRoutes
