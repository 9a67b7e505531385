import { useCallback, useState } from 'react'
import { describeTrialReset, markUsedUp, readTrial, recordAttempt, triesLeft, type TrialState } from '@/features/applying/utils/trial.ts'

export interface Trial {
  max: number
  attempts: number
  left: number
  usedUp: boolean
  /** When the 24-hour window ends and the tries come back, in words ("tomorrow at 9:05 AM"). */
  resets: string
  /** Counts an attempt; call it before the generation starts. */
  record: () => void
  /** The server refused: the trial is used up whatever the browser counted. */
  exhaust: () => void
}

const storage = () => window.localStorage

/** The free-trial counter of the landing page; null when no limit applies (the /generator page). */
export function useTrial(max: number | undefined): Trial | null {
  const [state, setState] = useState<TrialState>(() => readTrial(storage()))
  const record = useCallback(() => setState(recordAttempt(storage())), [])
  const exhaust = useCallback(() => setState(markUsedUp(storage(), max)), [max])
  if (max === undefined) return null
  const left = triesLeft(state, max)
  return { max, attempts: state.attempts, left, usedUp: left === 0, resets: describeTrialReset(state), record, exhaust }
}
