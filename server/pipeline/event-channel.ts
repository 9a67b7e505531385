/**
 * A one-reader queue that turns pushes from concurrent steps into an async iterable for the SSE
 * reply. Events keep their push order; `end()` finishes the stream after what was pushed.
 */
export interface EventChannel<T> extends AsyncIterable<T> {
  push(item: T): void
  end(): void
}

export function createEventChannel<T>(): EventChannel<T> {
  const buffered: T[] = []
  let ended = false
  let wake: (() => void) | null = null

  const notify = () => {
    wake?.()
    wake = null
  }

  return {
    push(item) {
      if (ended) return
      buffered.push(item)
      notify()
    },
    end() {
      ended = true
      notify()
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (buffered.length > 0) yield buffered.shift() as T
        if (ended) return
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    },
  }
}
