import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AiAnalysisResponseSchema,
  AiExportQuerySchema,
  AiMatchBodySchema,
  AiProviderQuerySchema,
  type AiProgressEvent,
} from '../../shared/schemas/recruiting-ai.ts'
import type { Config } from '../config.ts'
import { asAppError } from '../http-errors.ts'
import { createEventChannel } from '../pipeline/event-channel.ts'
import { accountOf } from '../plugins/auth.ts'
import {
  type AiMatchResult,
  analyzeWithModel,
  exportWithModel,
  gradeMatchWithModel,
  prepareMatchWithModel,
} from '../services/recruiting/ai-matching.service.ts'
import { AnalysisParamsSchema, JobIdParamsSchema } from '../../shared/schemas/recruiting.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

type AiMatchEvent =
  | { event: 'progress'; data: AiProgressEvent }
  | { event: 'result'; data: AiMatchResult & { success: true; message: string } }
  | { event: 'error'; data: { error_type: string; message: string } }

const SSE_RESPONSE = {
  description:
    "text/event-stream: `progress` events {done, total, name} as each of the top candidates is read (\"Reading candidate 7 of 20\"), then one `result` event {success, matches (each with `ai`: the model's grade beside the engine's scores, or why the engine's stands), message, usage (tokens, cost estimate)} or one `error` event {error_type, message}.",
  content: { 'text/event-stream': { schema: { type: 'string' } } },
}

/**
 * A match with a model (T10 Resume Matching's AI mode), streamed: the model reads the engine's
 * best candidates one by one, which takes seconds each, so the page and the CLI show how far it is.
 * Refusals that need no model (an unconfigured provider, a spent budget, an unknown job) are plain
 * 4xx answers before the stream starts.
 */
const recruitingAiRoutes: FastifyPluginAsyncTypebox<{ aiGrading: Config['aiGrading'] }> = async (app, { aiGrading }) => {
  const depsOf = (signal?: AbortSignal) => ({
    db: app.db,
    pools: app.recruitingPools,
    providers: app.providers,
    settings: aiGrading,
    ...(signal ? { signal } : {}),
  })

  app.post(
    '/api/v1/t10/jobs/:jobId/ai-matches',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['t10'],
        security: bearerOrCookie,
        summary: 'The best resumes for the job, the top ones re-graded by a model, streamed as server-sent events',
        params: JobIdParamsSchema,
        body: AiMatchBodySchema,
        response: { 200: SSE_RESPONSE, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const ownerId = accountOf(request).id
      const abort = new AbortController()
      const channel = createEventChannel<AiMatchEvent>()
      // Refusals that need no model are plain answers before the stream: an unconfigured provider
      // (400), an unknown job (404), a spent budget (429).
      const deps = depsOf(abort.signal)
      const prepared = await prepareMatchWithModel(deps, ownerId, request.params.jobId, request.body)
      const run = gradeMatchWithModel(deps, ownerId, prepared, (progress) => channel.push({ event: 'progress', data: progress }))
      run
        .then((result) =>
          channel.push({ event: 'result', data: { success: true, message: `Found ${result.matches.length} matching resumes`, ...result } }),
        )
        .catch((error: unknown) => {
          if (abort.signal.aborted) return
          const known = asAppError(error)
          if (!known) request.log.error({ err: error }, 'AI match failed')
          channel.push({
            event: 'error',
            data: known
              ? { error_type: known.code, message: known.message }
              : { error_type: 'internal_error', message: 'Something went wrong while the model read the candidates. Please try again.' },
          })
        })
        .finally(() => channel.end())
      reply.raw.on('close', () => abort.abort(new Error('client disconnected')))
      return reply.sse(
        (async function* () {
          for await (const { event, data } of channel) yield { event, data: JSON.stringify(data) }
        })(),
      )
    },
  )

  app.get(
    '/api/v1/t10/resumes/:resumeId/jobs/:jobId/ai-analysis',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['t10'],
        security: bearerOrCookie,
        summary: 'Why a resume matches the job, written from a model’s reading: each point with the words it quotes, checked against the resume',
        description:
          'The grade the last match with this provider kept (free), else one request to the model. The sections keep the engine’s text where the model said nothing it could quote; `ai` is its grade beside the engine’s scores.',
        params: AnalysisParamsSchema,
        querystring: AiProviderQuerySchema,
        response: { 200: AiAnalysisResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { resumeId, jobId } = request.params
      const analysis = await analyzeWithModel(
        { ...depsOf(), untrusted: app.untrusted },
        accountOf(request).id,
        resumeId,
        jobId,
        request.query.provider,
      )
      return { success: true as const, analysis }
    },
  )

  app.get(
    '/api/v1/t10/jobs/:jobId/ai-export.csv',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['t10'],
        security: bearerOrCookie,
        summary:
          'The ranking with a model as CSV: the export’s columns, then AI overall, AI skills, AI experience, AI education, AI verdict, AI note',
        params: JobIdParamsSchema,
        querystring: AiExportQuerySchema,
        response: {
          200: { description: 'resume-analysis.csv', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { provider, top_k: topK, limit } = request.query
      const body = { provider, limit, ...(topK ? { top_k: topK } : {}) }
      const csv = await exportWithModel(depsOf(), accountOf(request).id, request.params.jobId, body)
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="resume-analysis.csv"').send(csv)
    },
  )
}

export default recruitingAiRoutes
