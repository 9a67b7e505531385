import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { MessageResponseSchema } from '../../shared/schemas/auth.ts'
import { MATCH_LIMIT_MAX } from '../../shared/schemas/limits.ts'
import { ParsedResumeCorrectionSchema, ParsedResumeResponseSchema, SaveParsedResumeResponseSchema } from '../../shared/schemas/resume.ts'
import {
  AnalysisParamsSchema,
  AnalysisResponseSchema,
  CreateJobBodySchema,
  CreateJobResponseSchema,
  JobIdParamsSchema,
  MatchesQuerySchema,
  MatchesResponseSchema,
  PublishJobBodySchema,
  PublishJobResponseSchema,
  RecruitingJobListResponseSchema,
  RecruitingResumeIdParamsSchema,
  RecruitingResumeListResponseSchema,
  SubsetMatchesBodySchema,
  RecruitingUploadResponseSchema,
} from '../../shared/schemas/recruiting.ts'
import { uploadedFiles } from '../lib/read-upload.ts'
import { accountOf } from '../plugins/auth.ts'
import { correctCandidate, getCandidateParse, ingestCandidates, listPool, removeCandidate } from '../services/recruiting/candidates.service.ts'
import { ingestThroughQueue } from '../queue/enqueue-ingest.ts'
import { analyzeCandidate, createJob, exportMatchesCsv, findMatches, listOwnJobs, publishJob } from '../services/recruiting/matching.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const MultipartFilesSchema = Type.Object({
  files: Type.Array(Type.String({ format: 'binary' }), { description: 'one or many PDF or DOCX resumes (any field name)' }),
  user_id: Type.Optional(Type.String({ description: 'accepted for compatibility and ignored: the session decides' })),
})

/** T10 Resume Matching: a recruiter's pool of candidate resumes ranked against job descriptions. */
const recruitingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { onRequest: app.requireAccount }
  const tags = ['t10']
  const security = bearerOrCookie

  app.post(
    '/api/v1/t10/resumes',
    {
      ...signedIn,
      validatorCompiler: () => () => true,
      schema: {
        tags,
        security,
        summary: 'Add resumes to the pool; each file is processed or refused with its reason',
        consumes: ['multipart/form-data'],
        body: MultipartFilesSchema,
        response: { 200: RecruitingUploadResponseSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      const ownerId = accountOf(request).id
      // With the work queue (PostgreSQL) each file is a job any worker takes; else they are read here.
      const results = app.workQueue
        ? await ingestThroughQueue(app.db, app.workQueue, ownerId, uploadedFiles(request), (id) => removeCandidate(app.db, ownerId, id))
        : await ingestCandidates(app.db, ownerId, uploadedFiles(request), { scratchDir: app.scratchDir, work: app.untrusted })
      const processed = results.filter((r) => r.success).length
      return {
        success: processed === results.length,
        message: `Processed ${processed} of ${results.length} ${results.length === 1 ? 'file' : 'files'}`,
        results,
      }
    },
  )

  app.get(
    '/api/v1/t10/resumes',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The resumes of the pool, newest first',
        response: { 200: RecruitingResumeListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, resumes: await listPool(app.db, accountOf(request).id) }),
  )

  app.delete(
    '/api/v1/t10/resumes/:resumeId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove a resume from the pool',
        params: RecruitingResumeIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await removeCandidate(app.db, accountOf(request).id, request.params.resumeId)
      return { success: true as const, message: 'Resume removed' }
    },
  )

  app.get(
    '/api/v1/t10/resumes/:resumeId/parsed',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'What T10 read from a resume of the pool, as corrected if it was',
        params: RecruitingResumeIdParamsSchema,
        response: { 200: ParsedResumeResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getCandidateParse(app.db, accountOf(request).id, request.params.resumeId),
  )

  app.put(
    '/api/v1/t10/resumes/:resumeId/parsed',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Correct a misread resume of the pool: its matching features are computed again and rankings refresh',
        description:
          'The whole corrected structure (as GET gives it, without `sections`). The pool gets a new version in the same transaction, so the next ranking on any server scores the candidate as corrected.',
        params: RecruitingResumeIdParamsSchema,
        body: ParsedResumeCorrectionSchema,
        response: { 200: SaveParsedResumeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await correctCandidate(app.db, accountOf(request).id, request.params.resumeId, request.body, app.untrusted)),
      message: 'Corrections saved: rankings now use them',
    }),
  )

  app.post(
    '/api/v1/t10/jobs',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Create a job from its description',
        body: CreateJobBodySchema,
        response: { 200: CreateJobResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const job = await createJob(app.db, accountOf(request).id, request.body.job_data, app.untrusted)
      return { success: true as const, job_id: job.id, title: job.title, published: job.published_at !== null, message: 'Job created successfully' }
    },
  )

  app.patch(
    '/api/v1/t10/jobs/:jobId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'List the job in job search for job seekers (published), or take it back (private, the default)',
        params: JobIdParamsSchema,
        body: PublishJobBodySchema,
        response: { 200: PublishJobResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { published } = request.body
      await publishJob(app.db, accountOf(request).id, request.params.jobId, published)
      return {
        success: true as const,
        job_id: request.params.jobId,
        published,
        message: published ? 'Job listed in job search' : 'Job removed from job search',
      }
    },
  )

  app.get(
    '/api/v1/t10/jobs',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The caller’s jobs, newest first',
        response: { 200: RecruitingJobListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, jobs: await listOwnJobs(app.db, accountOf(request).id) }),
  )

  app.get(
    '/api/v1/t10/jobs/:jobId/matches',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The best resumes of the pool for the job, best first',
        params: JobIdParamsSchema,
        querystring: MatchesQuerySchema,
        response: { 200: MatchesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const matches = await findMatches(app.db, app.recruitingPools, accountOf(request).id, request.params.jobId, request.query.limit)
      return { success: true as const, matches, message: `Found ${matches.length} matching resumes` }
    },
  )

  app.post(
    '/api/v1/t10/jobs/:jobId/matches',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The best of the given resumes for the job, ranked among themselves',
        params: JobIdParamsSchema,
        body: SubsetMatchesBodySchema,
        response: { 200: MatchesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { resume_ids: ids, limit } = request.body
      const matches = await findMatches(app.db, app.recruitingPools, accountOf(request).id, request.params.jobId, limit, ids)
      return { success: true as const, matches, message: `Found ${matches.length} matching resumes` }
    },
  )

  app.get(
    '/api/v1/t10/resumes/:resumeId/jobs/:jobId/analysis',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Why a resume matches the job (or not): scores with the evidence, in words',
        params: AnalysisParamsSchema,
        response: { 200: AnalysisResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { resumeId, jobId } = request.params
      return {
        success: true as const,
        analysis: await analyzeCandidate(app.db, app.recruitingPools, app.untrusted, accountOf(request).id, resumeId, jobId),
      }
    },
  )

  app.get(
    '/api/v1/t10/jobs/:jobId/export.csv',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'The ranking as CSV: Resume Name, Match Score, Skills Match, Experience Fit, Education, Upload Time, then Rank, Candidate, Email, Phone, Current title, Years, Experience level, Matched skills, Missing skills, Recommendation, Duplicate of',
        params: JobIdParamsSchema,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MATCH_LIMIT_MAX })) }),
        response: {
          200: { description: 'resume-analysis.csv', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportMatchesCsv(app.db, app.recruitingPools, accountOf(request).id, request.params.jobId, request.query.limit)
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="resume-analysis.csv"').send(csv)
    },
  )
}

export default recruitingRoutes
