import type { FastifyBaseLogger } from 'fastify'
import type { GenerationEvent } from '../../shared/events.ts'
import type { ProviderName } from '../../shared/providers.ts'
import type { SkippedDocument } from '../../shared/schemas/generate.ts'
import type { PlanCharge } from '../services/usage.service.ts'

/*
 * The port through which a checked and charged generation is handed to a work queue instead of
 * run here. The pipeline declares it and never imports the queue: the queue plugin supplies the
 * implementation (queue/enqueue-generation.ts), or none with SQLite.
 */

/** What a server puts in a queued run for a worker to run it: the request, already checked and charged. */
export interface QueuedGenerationInput {
  ownerId: string
  expiresAt: string | null
  /** Absent from runs queued before documents were filed under applications. */
  applicationId?: string | null
  resumeId: string
  jobText: string
  templates: { resume: string | null; cover_letter: string | null }
  provider: ProviderName | null
  emphasize: string[]
  today: string
  skipped: SkippedDocument[]
}

/** A queued run, followed from its event log; `cancel` is the client going away. */
export interface QueuedGeneration {
  runId: string
  events: AsyncIterable<GenerationEvent>
  cancel(): void
}

/** Queues the run; its charge is the queue's to settle or hand back from then on. */
export type EnqueueGeneration = (input: QueuedGenerationInput, charge: PlanCharge, log: FastifyBaseLogger) => Promise<QueuedGeneration>
