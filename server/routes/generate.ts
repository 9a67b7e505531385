import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { GenerationEvent } from '../../shared/events.ts'
import type { DocumentType } from '../../shared/schemas/documents.ts'
import {
  GenerateBodySchema,
  GenerateDocumentBodySchema,
  GenerateDocumentResponseSchema,
} from '../../shared/schemas/generate.ts'
import { SkillsExtractBodySchema, SkillsExtractResponseSchema } from '../../shared/schemas/skills.ts'
import { parseResume } from '../domain/ingest/index.ts'
import { MISSING_INPUT_MESSAGE, parseJobDescription, validateJobDescription } from '../domain/jd/index.ts'
import { resolveTemplate } from '../domain/latex/index.ts'
import { extractSkillBank } from '../domain/tailor/index.ts'
import { AppError } from '../lib/app-error.ts'
import { type Account, accountOf } from '../plugins/auth.ts'
import { createEventChannel } from '../pipeline/event-channel.ts'
import { runGeneration } from '../pipeline/generation.ts'
import { getResume } from '../services/resumes.service.ts'
import { chargePlanGeneration, chargeTrialGeneration } from '../services/usage.service.ts'
import { generateSingleDocument, pdfUrlOf } from '../services/generation.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const SSE_RESPONSE = {
  description:
    'text/event-stream: `progress` events {id, label, status (pending, in_progress, done, error, skipped), detail} for resume_ingest, jd_parse, match, resume_gen, cover_gen, compile, ats; then one `result` event (GenerationResult; a cover letter the plan has no allowance left for is skipped, listed in `skipped` with the reason, and only the resume is counted) or one `error` event {error_type, message}.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
}

const generateRoutes: FastifyPluginAsyncTypebox<{ anonymousRetentionHours: number }> = async (
  app,
  { anonymousRetentionHours },
) => {
  // Trial guests' documents expire with their uploads; accounts keep theirs.
  const expiryFor = (account: Account) =>
    account.isGuest ? new Date(Date.now() + anonymousRetentionHours * 3_600_000).toISOString() : null

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
      const account = accountOf(request)
      const body = request.body
      // Everything that can be refused cheaply is refused here, as a plain 4xx, before streaming.
      validateJobDescription(body.job_description)
      const provider = app.providers.get(body.provider)
      resolveTemplate('resume', body.template)
      resolveTemplate('cover_letter', body.cover_template)
      const resume = await getResume(app.db, account.id, body.resume_id)
      await chargeTrialGeneration(app.db, account, () => app.trialClient(request, reply))
      // A spent cover letter allowance skips the letter; the resume is still written.
      const { charge, skipped } = await chargePlanGeneration(app.db, account, { resume: 1, cover_letter: 1 }, ['cover_letter'])

      const channel = createEventChannel<GenerationEvent>()
      const abort = new AbortController()
      let finished = false
      let failed = false
      // A client that goes away cancels the run: its provider calls and its compiles.
      reply.raw.on('close', () => {
        if (!finished) abort.abort(new Error('client disconnected'))
      })
      void runGeneration(
        { db: app.db, latex: app.latex, log: request.log },
        {
          ownerId: account.id,
          expiresAt: expiryFor(account),
          resumeId: resume.resume_id,
          loadResume: async () => ({ text: resume.resume_text, parsed: resume.parsed }),
          jobText: body.job_description,
          parseJob: parseJobDescription,
          templates: { resume: body.template ?? null, cover_letter: body.cover_template ?? null },
          provider,
          emphasize: body.skills ?? [],
          today: new Date(),
          skipped,
        },
        (event) => {
          if (event.event === 'error') failed = true
          channel.push(event)
        },
        abort.signal,
      )
        // A run that failed delivered nothing: its plan allowance goes back (not for a client that left).
        .then(() => (failed && !abort.signal.aborted ? charge.refund() : charge.settle()))
        .catch((err: unknown) => request.log.error({ err }, 'returning the allowance of a failed generation failed'))
        .finally(() => {
          finished = true
          channel.end()
        })
      return reply.sse(toSse(channel))
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
        const account = accountOf(request)
        const body = request.body
        if (body.resume_text.trim() === '') throw new AppError(400, 'validation_error', MISSING_INPUT_MESSAGE)
        validateJobDescription(body.job_data.description)
        const provider = app.providers.get(body.provider)
        resolveTemplate(documentType, body.template)
        const job = parseJobDescription(body.job_data.description)
        await chargeTrialGeneration(app.db, account, () => app.trialClient(request, reply))
        const { charge } = await chargePlanGeneration(app.db, account, { resume: documentType === 'resume' ? 1 : 0, cover_letter: documentType === 'cover_letter' ? 1 : 0 })
        const { row, ats, logs } = await generateSingleDocument(app.db, app.latex, {
          ownerId: account.id,
          documentType,
          provider,
          template: body.template,
          source: {
            resume_id: null,
            resume: parseResume(body.resume_text),
            resume_text: body.resume_text,
            job_text: body.job_data.description,
            emphasize: body.skills ?? [],
            instructions: null,
          },
          job: body.job_data.title ? { ...job, title: body.job_data.title } : job,
          parentId: null,
          expiresAt: expiryFor(account),
          today: new Date(),
        }).catch(async (error: unknown) => {
          // A failed generation delivered nothing: its plan allowance goes back.
          await charge.refund()
          throw error
        })
        await charge.settle()
        return {
          success: true as const,
          message: `${noun[0]?.toUpperCase()}${noun.slice(1)} generated successfully`,
          error_type: null,
          logs,
          data: { latex_content: row.latex_content, filename: row.filename, pdf_url: pdfUrlOf(row.filename), ats },
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
        response: { 200: SkillsExtractResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { resume_text: resumeText, job_description: jobText } = request.body
      validateJobDescription(jobText)
      const skills = extractSkillBank({
        resume: parseResume(resumeText),
        resumeText,
        jobText,
        job: parseJobDescription(jobText),
      })
      return { success: true as const, skills }
    },
  )
}

async function* toSse(events: AsyncIterable<GenerationEvent>) {
  for await (const { event, data } of events) yield { event, data: JSON.stringify(data) }
}

export default generateRoutes
