import { describe, expect, it } from 'vitest'
import {
  describeTrialReset,
  markUsedUp,
  readTrial,
  recordAttempt,
  TRIAL_ATTEMPTS_KEY,
  TRIAL_MAX_TRIES,
  TRIAL_RESET_AT_KEY,
  TRIAL_WINDOW_MS,
  triesLeft,
} from '@/features/applying/utils/trial.ts'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)

function storage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

describe('free-trial counter', () => {
  it('allows 5 tries in 24 hours', () => {
    expect(TRIAL_MAX_TRIES).toBe(5)
    expect(TRIAL_WINDOW_MS).toBe(24 * 3600 * 1000)
  })

  it('resets when no reset time is stored, even with attempts recorded', () => {
    const store = storage({ [TRIAL_ATTEMPTS_KEY]: '5' })
    expect(readTrial(store, NOW)).toEqual({ attempts: 0, resetAt: NOW })
    expect(store.map.get(TRIAL_ATTEMPTS_KEY)).toBe('0')
    expect(store.map.get(TRIAL_RESET_AT_KEY)).toBe(String(NOW))
  })

  it.each(['garbage', '', 'NaN', String(NOW + 60_000)])('resets when the reset time is invalid (%j)', (value) => {
    const store = storage({ [TRIAL_ATTEMPTS_KEY]: '4', [TRIAL_RESET_AT_KEY]: value })
    expect(readTrial(store, NOW)).toEqual({ attempts: 0, resetAt: NOW })
  })

  it('resets when the reset time is more than 24 hours old', () => {
    const store = storage({ [TRIAL_ATTEMPTS_KEY]: '5', [TRIAL_RESET_AT_KEY]: String(NOW - TRIAL_WINDOW_MS - 1) })
    expect(readTrial(store, NOW)).toEqual({ attempts: 0, resetAt: NOW })
  })

  it('keeps the count within the 24 hours', () => {
    const start = NOW - TRIAL_WINDOW_MS + 1000
    const store = storage({ [TRIAL_ATTEMPTS_KEY]: '3', [TRIAL_RESET_AT_KEY]: String(start) })
    expect(readTrial(store, NOW)).toEqual({ attempts: 3, resetAt: start })
  })

  it('counts each attempt and is used up after the fifth', () => {
    const store = storage()
    let state = readTrial(store, NOW)
    for (let i = 1; i <= 5; i++) {
      state = recordAttempt(store, NOW + i)
      expect(state.attempts).toBe(i)
    }
    expect(triesLeft(state)).toBe(0)
    expect(store.map.get(TRIAL_ATTEMPTS_KEY)).toBe('5')
    // The window starts at the first attempt, not the last.
    expect(state.resetAt).toBe(NOW)
    expect(triesLeft(readTrial(store, NOW + TRIAL_WINDOW_MS + 1))).toBe(5)
  })

  it('treats a bad attempt count as zero', () => {
    const store = storage({ [TRIAL_ATTEMPTS_KEY]: '-7', [TRIAL_RESET_AT_KEY]: String(NOW) })
    expect(readTrial(store, NOW).attempts).toBe(0)
  })

  it('agrees with the server when it refuses', () => {
    const store = storage()
    expect(triesLeft(markUsedUp(store, 5, NOW))).toBe(0)
  })
})

describe('when the trial comes back', () => {
  it('says the time, today or tomorrow, 24 hours after the window opened', () => {
    const opened = new Date(2026, 10, 27, 9, 5).getTime()
    expect(describeTrialReset({ attempts: 5, resetAt: opened }, opened + 3_600_000)).toBe('tomorrow at 9:05 AM')
    const openedYesterday = new Date(2026, 10, 26, 15, 40).getTime()
    expect(describeTrialReset({ attempts: 5, resetAt: openedYesterday }, new Date(2026, 10, 27, 10, 0).getTime())).toBe('at 3:40 PM today')
  })
})
