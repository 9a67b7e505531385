/*
 * Generations take turns at the machine's CPU. Each one writes (the local writer is CPU work on
 * this thread), compiles twice and reads its PDFs back: run all at once, fifty of them share the
 * cores step by step and all finish together at the end of the batch, each waiting as long as the
 * whole batch, and the ATS step's PDF reading could run out of its time limit for want of CPU
 * alone (the outside test saw both). With turns, a few run at once and the rest wait, oldest
 * first: they finish in the order they came, at a steady rate, and no step is starved.
 *
 * The order is by ticket, taken when a generation first asks: a generation that gives its turn
 * back while it waits on something other than this machine (a hosted AI provider) gets the next
 * free turn when it asks again, ahead of those that came after it.
 */

export interface Turn {
  /** Gives the turn back; later calls do nothing. */
  release(): void
  /**
   * Runs `work` without holding the turn (work that waits on something else than this machine's
   * CPU), then waits for the turn again, ahead of every generation that came later.
   */
  aside<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>
}

interface Waiter {
  ticket: number
  grant: () => void
  /** Told how many generations are now ahead of this one. */
  onAhead?: (ahead: number) => void
}

export class GenerationTurns {
  readonly size: number
  #held = 0
  #nextTicket = 0
  /** Sorted by ticket, oldest first. */
  readonly #waiting: Waiter[] = []

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`turns must be a positive integer, got ${size}`)
    this.size = size
  }

  /**
   * Waits for a turn. `onAhead` is told, while this generation waits, how many are ahead of it
   * (at once, then on every change). A signal aborted while waiting rejects with its reason.
   */
  async take(signal?: AbortSignal, onAhead?: (ahead: number) => void): Promise<Turn> {
    const ticket = this.#nextTicket++
    await this.#acquire(ticket, signal, onAhead)
    return this.#turn(ticket)
  }

  #turn(ticket: number): Turn {
    let holding = true
    const release = () => {
      if (!holding) return
      holding = false
      this.#held--
      this.#grantNext()
    }
    return {
      release,
      aside: async (work, signal) => {
        release()
        try {
          return await work()
        } finally {
          await this.#acquire(ticket, signal)
          holding = true
        }
      },
    }
  }

  async #acquire(ticket: number, signal?: AbortSignal, onAhead?: (ahead: number) => void): Promise<void> {
    signal?.throwIfAborted()
    if (this.#held < this.size && this.#waiting.length === 0) {
      this.#held++
      return
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        ticket,
        onAhead,
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      const onAbort = () => {
        const at = this.#waiting.indexOf(waiter)
        if (at >= 0) this.#waiting.splice(at, 1)
        this.#tellAhead(at)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const at = this.#insertAt(ticket)
      this.#waiting.splice(at, 0, waiter)
      onAhead?.(at)
      this.#tellAhead(at + 1)
    })
  }

  #grantNext(): void {
    while (this.#held < this.size && this.#waiting.length > 0) {
      this.#held++
      this.#waiting.shift()!.grant()
      this.#tellAhead(0)
    }
  }

  /** Tells the waiters from `from` on how many are now ahead of them. */
  #tellAhead(from: number): void {
    for (let i = Math.max(0, from); i < this.#waiting.length; i++) this.#waiting[i]!.onAhead?.(i)
  }

  /** Where a ticket goes among the waiters: after every older one (usually at the end). */
  #insertAt(ticket: number): number {
    let at = this.#waiting.length
    while (at > 0 && this.#waiting[at - 1]!.ticket > ticket) at--
    return at
  }
}
