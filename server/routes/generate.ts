import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GenerationEvent } from '../../shared/events.ts'
import type { DocumentType } from '../../shared/schemas/documents.ts'
import { GenerateBodySchema, GenerateDocumentBodySchema, GenerateDocumentResponseSchema } from '../../shared/schemas/generate.ts'
import { SkillsExtractBodySchema, SkillsExtractResponseSchema } from '../../shared/schemas/skills.ts'
import { accountOf } from '../plugins/auth.ts'
import { startGeneration } from '../pipeline/start-generation.ts'
import { type Caller, generateDocumentFromText, type WritingDeps } from '../services/applying/charged-generation.service.ts'
import { downloadNameOf, pdfUrlOf } from '../services/applying/generation.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const SSE_RESPONSE = {
  description:
    'text/event-stream: `progress` events {id, label, status (pending, in_progress, done, error, skipped), detail} for resume_ingest, jd_parse, match, resume_gen, cover_gen, compile, ats; then one `result` event (GenerationResult; a cover letter the plan has no allowance left for is skipped, listed in `skipped` with the reason, and only the resume is counted) or one `error` event {error_type, message}.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
}

const generateRoutes: FastifyPluginAsyncTypebox<{ anonymousRetentionHours: number }> = async (app, { anonymousRetentionHours }) => {
  const writing = (): WritingDeps => ({
    db: app.db,
    latex: app.latex,
    pdfText: app.pdfText,
    providers: app.providers,
    untrusted: app.untrusted,
    turns: app.generationTurns,
  })
  const callerOf = (request: FastifyRequest, reply: FastifyReply): Caller => ({
    account: accountOf(request),
    trialClient: () => app.trialClient(request, reply),
    guestRetentionHours: anonymousRetentionHours,
    // A refusal offers to buy a plan only where plans are sold.
    planChangeWay: app.billing ? 'checkout' : 'administrator',
  })

  app.post(
    '/api/v1/generate',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['generate'],
        summary: 'Generate a tailored resume and cover letter, streaming progress as server-sent events',
        security: bearerOrCookie,
        body: GenerateBodySchema,
        response: { 200: SSE_RESPONSE, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const run = await startGeneration({ ...writing(), log: request.log, enqueue: app.enqueueGeneration }, callerOf(request, reply), request.body)
      // A client that goes away cancels the run: its provider calls and its compiles.
      reply.raw.on('close', run.cancel)
      return reply.sse(toSse(run.events))
    },
  )

  const singleDocument = (documentType: DocumentType, path: string, noun: string) =>
    app.post(
      path,
      {
        onRequest: app.requireSession,
        schema: {
          tags: ['generate'],
          summary: `Generate a tailored ${noun} (not streamed)`,
          security: bearerOrCookie,
          body: GenerateDocumentBodySchema,
          response: { 200: GenerateDocumentResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
        },
      },
      async (request, reply) => {
        const { row, ats, logs } = await generateDocumentFromText(writing(), callerOf(request, reply), documentType, request.body)
        return {
          success: true as const,
          message: `${noun[0]?.toUpperCase()}${noun.slice(1)} generated successfully`,
          error_type: null,
          logs,
          data: {
            latex_content: row.latex_content,
            filename: row.filename,
            pdf_url: pdfUrlOf(row.filename),
            download_name: downloadNameOf(row),
            ats,
          },
        }
      },
    )
  singleDocument('resume', '/api/v1/generate/resume', 'resume')
  singleDocument('cover_letter', '/api/v1/generate/cover-letter', 'cover letter')

  app.post(
    '/api/v1/skills/extract',
    {
      schema: {
        tags: ['generate'],
        summary: 'The skill bank: resume skills first, then those only the job description names',
        body: SkillsExtractBodySchema,
        response: { 200: SkillsExtractResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const { resume_text: resumeText, job_description: jobText } = request.body
      // Both texts may be long: read in a worker thread, under its time limit.
      const skills = await app.untrusted.run('skillBank', [resumeText, jobText], 'text')
      return { success: true as const, skills }
    },
  )
}

async function* toSse(events: AsyncIterable<GenerationEvent>) {
  for await (const { event, data } of events) yield { event, data: JSON.stringify(data) }
}

export default generateRoutes
