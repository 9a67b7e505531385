import { setImmediate as nextTurn } from 'node:timers/promises'
import { type GenerationEvent, STEP_IDS, STEP_LABELS, type StepId, type StepStatus } from '../../shared/events.ts'

/**
 * The state of a run's steps. Emits one progress event per change of a step, so a client can
 * redraw the list from the events alone.
 */
export interface Progress {
  /** Announces every step as pending. */
  announce(): Promise<void>
  /** Runs `work` as the step: in_progress, then done with the detail it returns, or error. */
  step<T>(id: StepId, work: () => Promise<{ value: T; detail: string }>): Promise<T>
  /** Says, before the first step, how many generations are ahead of this one in line. */
  waiting(ahead: number): void
  /** Marks a step as not run, with the reason people read. */
  skip(id: StepId, reason: string): void
  /** The step last started, for logs. */
  current(): StepId | null
}

export function createProgress(emit: (event: GenerationEvent) => void): Progress {
  const set = (id: StepId, status: StepStatus, detail: string | null) =>
    emit({ event: 'progress', data: { id, label: STEP_LABELS[id], status, detail } })

  let current: StepId | null = null
  return {
    current: () => current,
    skip: (id, reason) => set(id, 'skipped', reason),
    waiting: (ahead) =>
      set(STEP_IDS[0], 'pending', ahead === 0 ? 'Starting next' : `Waiting: ${ahead} ${ahead === 1 ? 'generation' : 'generations'} ahead of yours`),
    async announce() {
      for (const id of STEP_IDS) set(id, 'pending', null)
      await nextTurn()
    },
    async step(id, work) {
      current = id
      set(id, 'in_progress', null)
      // Steps are mostly CPU work: give the event loop a turn so the events reach the client now,
      // not when the whole run is over.
      await nextTurn()
      try {
        const { value, detail } = await work()
        set(id, 'done', detail)
        return value
      } catch (error) {
        set(id, 'error', error instanceof Error && 'code' in error ? error.message : 'This step failed')
        throw error
      }
    },
  }
}
