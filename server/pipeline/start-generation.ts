import type { FastifyBaseLogger } from 'fastify'
import type { GenerationEvent } from '../../shared/events.ts'
import type { GenerateBody } from '../../shared/schemas/generate.ts'
import { guestDataExpiry } from '../domain/account.ts'
import { validateJobDescription } from '../domain/jd/index.ts'
import { resolveTemplate } from '../domain/latex/index.ts'
import { findOwnApplication } from '../services/applications/application-lookup.ts'
import { type Caller, chargeGeneration, type WritingDeps } from '../services/applying/charged-generation.service.ts'
import { getResume } from '../services/applying/resumes.service.ts'
import type { EnqueueGeneration } from './enqueue.ts'
import { createEventChannel } from './event-channel.ts'
import { runGeneration } from './generation.ts'

/** A generation under way: its events as they happen, and a way to call it off. */
export interface StartedGeneration {
  events: AsyncIterable<GenerationEvent>
  /** The client went away: stops the run, its provider calls and its compiles (nothing once it ended). */
  cancel(): void
}

/**
 * A streamed generation from a stored resume. Everything that can be refused cheaply (the job
 * description, the provider, the templates, the resume, the application to file the documents
 * under, the trial or plan allowance) is refused here, as a plain 4xx, before any event. Then the caller is charged and the run starts in the
 * background; a cover letter the plan has no allowance left for is skipped and not counted. A run
 * that ends in an error event hands the charge back; one the client walked away from keeps it.
 * With a work queue (PostgreSQL), the run is queued for any process's worker instead, and its
 * events are followed from the run's log; without one (SQLite) it runs here.
 */
export async function startGeneration(
  deps: WritingDeps & { log: FastifyBaseLogger; enqueue: EnqueueGeneration | null },
  caller: Caller,
  body: GenerateBody,
): Promise<StartedGeneration> {
  const { account } = caller
  validateJobDescription(body.job_description)
  const provider = deps.providers.get(body.provider)
  resolveTemplate('resume', body.template)
  resolveTemplate('cover_letter', body.cover_template)
  const resume = await getResume(deps.db, account.id, body.resume_id)
  const applicationId = body.application_id ? (await findOwnApplication(deps.db, account.id, body.application_id)).id : null
  const { charge, skipped } = await chargeGeneration(deps.db, caller, { resume: 1, cover_letter: 1 }, ['cover_letter'])
  const expiresAt = guestDataExpiry(account, caller.guestRetentionHours)
  const templates = { resume: body.template ?? null, cover_letter: body.cover_template ?? null }
  if (deps.enqueue) {
    const input = {
      ownerId: account.id,
      expiresAt,
      applicationId,
      resumeId: resume.resume_id,
      jobText: body.job_description,
      templates,
      provider: body.provider ?? null,
      emphasize: body.skills ?? [],
      today: new Date().toISOString(),
      skipped,
    }
    return deps.enqueue(input, charge, deps.log)
  }

  const channel = createEventChannel<GenerationEvent>()
  const abort = new AbortController()
  let finished = false
  let failed = false
  void runGeneration(
    { db: deps.db, latex: deps.latex, pdfText: deps.pdfText, log: deps.log, turns: deps.turns, untrusted: deps.untrusted },
    {
      ownerId: account.id,
      expiresAt,
      applicationId,
      resumeId: resume.resume_id,
      loadResume: async () => ({ text: resume.resume_text, parsed: resume.parsed }),
      jobText: body.job_description,
      parseJob: (text) => deps.untrusted.run('parseJob', [text], 'text'),
      templates,
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
    .catch((err: unknown) => deps.log.error({ err }, 'returning the allowance of a failed generation failed'))
    .finally(() => {
      finished = true
      channel.end()
    })
  return {
    events: channel,
    cancel() {
      if (!finished) abort.abort(new Error('client disconnected'))
    },
  }
}
