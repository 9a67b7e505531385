import type { Selectable } from 'kysely'

export type GenerationRunState = 'queued' | 'running' | 'done' | 'failed'

/** A generation handed to the work queue (PostgreSQL only). */
export interface GenerationRunsTable {
  id: string
  owner_id: string
  state: GenerationRunState
  /** JSON of QueuedGenerationInput (pipeline/enqueue.ts). */
  input: string
  /** JSON array of the usage_events ids charged for it. */
  charge_ids: string
  /** The instance answerable for it now: the server that queued it, then the worker running it. */
  holder_instance: string | null
  /** The instance whose worker ran it. */
  worker_instance: string | null
  /** The queue's id for its job, to clear the job when its worker died. */
  queue_job_id: string | null
  /** The queue's id for the worker slot that took the job. */
  queue_worker_id: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

export type GenerationRunRow = Selectable<GenerationRunsTable>

/** One event of a run, in the order the run emitted them (seq from 1). */
export interface GenerationEventsTable {
  run_id: string
  seq: number
  event: string
  /** The event's data as JSON. */
  data: string
}
