import { STEP_IDS, STEP_LABELS, type ProgressEvent, type StepId } from '../../shared/events.ts'
import { cliIo } from './cli-io.ts'

const MARK: Record<ProgressEvent['status'], string> = { pending: '·', in_progress: '…', done: '✓', error: '✗', skipped: '–' }

/**
 * The generation steps, redrawn in place on a terminal (stderr). Off a terminal it stays quiet,
 * so logs and pipes get only the result.
 */
export function createStepDisplay(stream: NodeJS.WritableStream & { isTTY?: boolean } = cliIo().stderr) {
  const live = Boolean(stream.isTTY)
  const state = new Map<StepId, ProgressEvent>()
  let drawn = 0

  const draw = () => {
    if (!live) return
    if (drawn > 0) stream.write(`\x1b[${drawn}A`)
    for (const id of STEP_IDS) {
      const step = state.get(id)
      const status = step?.status ?? 'pending'
      const detail = step?.detail ? `  ${step.detail}` : ''
      stream.write(`\x1b[2K ${MARK[status]} ${STEP_LABELS[id]}${detail}\n`)
    }
    drawn = STEP_IDS.length
  }

  return {
    update(event: ProgressEvent) {
      state.set(event.id, event)
      draw()
    },
  }
}
