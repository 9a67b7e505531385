import { availableParallelism } from 'node:os'
import { MessageChannel } from 'node:worker_threads'
import { AppError } from './app-error.ts'
import type { TaskArgs, TaskName, TaskOutcome, TaskResult } from '../workers/untrusted-tasks.ts'

/*
 * The work done on what a user sent (their file's bytes, their long text) runs here, in a pool of
 * worker threads (piscina), never on the server's event loop: in the outside test one 6 KB .doc
 * froze the server for 24-39 s and a 100,000-character line for 7-13 s, with /healthz unanswered
 * for everyone. Each task has a time limit, counted from when a thread starts it (not while it
 * waits in the queue), and each thread a heap limit (resourceLimits). A task past either is ended
 * with its thread, which piscina replaces, and is answered 422 "could not be read in time".
 *
 * No thread starts with the app (each loads the reading code and its data): the first task starts
 * the pool, or a server's warm() a moment after it listens. One thread is kept from then on, the
 * others stop after a minute idle.
 */

export interface UntrustedWorkSettings {
  /** Threads at most; each holds its own copy of the reading code and data (~50 MiB measured). */
  threads: number
  /** A task running longer than this is ended. */
  timeLimitMs: number
  /** A thread's heap limit (V8 old generation). */
  memoryMb: number
}

export const defaultUntrustedWorkSettings = (): UntrustedWorkSettings => ({
  threads: Math.max(1, Math.min(availableParallelism(), 8)),
  timeLimitMs: 10_000,
  memoryMb: 512,
})

/**
 * The generation's match step: run(SKILL_BANK_TASK, [resume, resumeText, jobText, job], 'text').
 * Named here, not imported from the tasks file, which loads all the reading code when imported.
 */
export const SKILL_BANK_TASK = 'skillBankOf' satisfies TaskName

/** What a task past its limits is answered: the file's message, or the text's. */
export const notReadInTime = (what: 'file' | 'text') => new AppError(422, 'unprocessable_file', `This ${what} could not be read in time`)

// In the compiled build every chunk's banner defines the prepared-data folder (dist/prepared/):
// the compiled tasks file is beside it. From the sources, a small loader registers tsx first.
declare const __t10PreparedDir: URL | undefined
const tasksFile = () =>
  typeof __t10PreparedDir === 'undefined'
    ? new URL('../workers/untrusted-tasks-source.mjs', import.meta.url).href
    : new URL('../untrusted-tasks.mjs', __t10PreparedDir).href

type Piscina = import('piscina').Piscina

export class UntrustedWork {
  readonly settings: UntrustedWorkSettings
  #pool: Promise<Piscina> | undefined
  #closed = false

  constructor(settings: Partial<UntrustedWorkSettings> = {}) {
    this.settings = { ...defaultUntrustedWorkSettings(), ...settings }
  }

  /**
   * Runs one task in a worker thread. `what` names the input in the answer to a task past its
   * limits. A refusal the task throws (a refused file) comes back as an AppError.
   */
  async run<N extends TaskName>(name: N, args: TaskArgs<N>, what: 'file' | 'text'): Promise<TaskResult<N>> {
    if (this.#closed) throw new AppError(503, 'internal_error', 'The server is shutting down')
    const pool = await this.#started()
    const started = new MessageChannel()
    const abort = new AbortController()
    let timer: NodeJS.Timeout | undefined
    // The thread says when it begins the task: the time limit counts from there.
    started.port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), this.settings.timeLimitMs)
    })
    let outcome: TaskOutcome
    try {
      outcome = (await pool.run({ name, args, started: started.port2 }, { transferList: [started.port2], signal: abort.signal })) as TaskOutcome
    } catch (error) {
      // Aborted at the time limit, or the thread died past its heap limit: the thread is gone,
      // piscina starts another for the next task.
      if (abort.signal.aborted || isOutOfMemory(error)) throw notReadInTime(what)
      throw error
    } finally {
      clearTimeout(timer)
      started.port1.close()
    }
    if ('refused' in outcome) {
      const { status, code, message, details } = outcome.refused
      throw new AppError(status, code, message, details)
    }
    return outcome.value as TaskResult<N>
  }

  /** Starts the pool and its first thread in the background; a failure shows on the first task. */
  warm(): void {
    this.run('ping', [], 'text').catch(() => undefined)
  }

  async close(): Promise<void> {
    this.#closed = true
    const pool = this.#pool
    this.#pool = undefined
    if (pool) await (await pool).destroy()
  }

  #started(): Promise<Piscina> {
    this.#pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina({
          filename: tasksFile(),
          minThreads: 1,
          maxThreads: this.settings.threads,
          idleTimeout: 60_000,
          resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryMb },
          // Tasks are async (dynamic imports, child processes for PDFs): the thread must not be
          // paused between them.
          atomics: 'disabled',
        }),
    )
    return this.#pool
  }
}

const isOutOfMemory = (error: unknown) =>
  error instanceof Error && ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(error.message))

// For callers with no app in reach; one per process, started on first use.
let shared: UntrustedWork | undefined
export const sharedUntrustedWork = (): UntrustedWork => (shared ??= new UntrustedWork())
