/*
 * The landing page's free trial, counted in the browser (the server counts it too, so clearing
 * storage does not reset it there). The attempt is counted before the call
 * starts; the counters reset when no reset time is stored, when it is invalid, or when it is
 * more than 24 hours old.
 */
export const TRIAL_MAX_TRIES = 5
export const TRIAL_WINDOW_MS = 24 * 60 * 60 * 1000
export const TRIAL_ATTEMPTS_KEY = 'trial_attempts'
export const TRIAL_RESET_AT_KEY = 'trial_reset_at'

export interface TrialState {
  attempts: number
  /** When the current 24-hour window started (ms since the epoch). */
  resetAt: number
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

function write(storage: Store, state: TrialState): TrialState {
  try {
    storage.setItem(TRIAL_ATTEMPTS_KEY, String(state.attempts))
    storage.setItem(TRIAL_RESET_AT_KEY, String(state.resetAt))
  } catch {
    // Storage full or blocked: the server still enforces the limit.
  }
  return state
}

/** The counters as they stand now, reset first when the window is missing, invalid or over. */
export function readTrial(storage: Store, now = Date.now()): TrialState {
  const rawReset = storage.getItem(TRIAL_RESET_AT_KEY)
  const resetAt = rawReset === null || rawReset.trim() === '' ? Number.NaN : Number(rawReset)
  // A time in the future is as invalid as garbage: the clock or the value was tampered with.
  if (!Number.isFinite(resetAt) || resetAt > now || now - resetAt > TRIAL_WINDOW_MS) {
    return write(storage, { attempts: 0, resetAt: now })
  }
  const attempts = Number.parseInt(storage.getItem(TRIAL_ATTEMPTS_KEY) ?? '0', 10)
  return { attempts: Number.isFinite(attempts) && attempts > 0 ? attempts : 0, resetAt }
}

/** Counts one attempt (before the call starts) and returns the new counters. */
export function recordAttempt(storage: Store, now = Date.now()): TrialState {
  const current = readTrial(storage, now)
  return write(storage, { ...current, attempts: current.attempts + 1 })
}

/** The server said the trial is used up: make the browser agree. */
export function markUsedUp(storage: Store, max = TRIAL_MAX_TRIES, now = Date.now()): TrialState {
  const current = readTrial(storage, now)
  return write(storage, { ...current, attempts: Math.max(current.attempts, max) })
}

export const triesLeft = (state: TrialState, max = TRIAL_MAX_TRIES) => Math.max(0, max - state.attempts)

/** When the tries come back, for a person: "at 3:40 PM today" or "tomorrow at 9:05 AM". */
export function describeTrialReset(state: TrialState, now = Date.now()): string {
  const at = new Date(state.resetAt + TRIAL_WINDOW_MS)
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
  return at.toDateString() === new Date(now).toDateString() ? `at ${time} today` : `tomorrow at ${time}`
}
