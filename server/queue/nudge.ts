/**
 * How a reader waits for rows another process writes: each notification calls `poke()`; the reader
 * calls `beginRead()` before it reads and `wait(ms)` after. A poke that came during the read makes
 * `wait` return at once (none is lost between reading and waiting); otherwise it returns at the
 * next poke, or after `ms` so a missed notification only delays, never stalls.
 */
export function createNudge() {
  let poked = false
  let wake: (() => void) | null = null
  return {
    poke() {
      poked = true
      wake?.()
    },
    beginRead() {
      poked = false
    },
    async wait(ms: number): Promise<void> {
      if (poked) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = null
    },
  }
}
