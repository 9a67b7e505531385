import type { Client } from 'pg'

/** PostgreSQL's LISTEN/NOTIFY channel of T10's queued generations. A payload names a run, never carries its data. */
export const RUN_CHANNEL = 't10_generation_runs'

/**
 * What a notification says: a run has new events, or its client went away; a file of an upload
 * (named by the upload's id) was ingested.
 */
export type RunSignal = 'events' | 'cancel' | 'ingested'

export const runPayload = (signal: RunSignal, runId: string): string => `${signal}:${runId}`

/**
 * One LISTEN connection per process, shared by every stream and every run this process follows.
 * A dropped connection is reopened, and then every follower is woken to read what it missed
 * (the event log, not the notifications, is the record: queue/run-events.ts).
 */
export interface RunNotifications {
  /** Calls `wake` on each signal for the run until the returned function is called. */
  on(runId: string, signal: RunSignal, wake: () => void): () => void
  close(): Promise<void>
}

export async function listenForRuns(connectionString: string, onError: (error: Error) => void): Promise<RunNotifications> {
  const { default: pg } = await import('pg')
  const followers = new Map<string, Set<() => void>>()
  let client: Client | null = null
  let closed = false

  const wakeAll = () => {
    for (const set of followers.values()) for (const wake of set) wake()
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel !== RUN_CHANNEL || !message.payload) return
      for (const wake of followers.get(message.payload) ?? []) wake()
    })
    next.on('error', (error) => {
      onError(error)
      if (client === next) reconnectSoon()
    })
    await next.connect()
    await next.query(`listen ${RUN_CHANNEL}`)
    if (closed) {
      await next.end()
      return
    }
    client = next
    wakeAll()
  }
  const reconnectSoon = () => {
    client = null
    if (closed) return
    setTimeout(() => {
      if (!closed) connect().catch((error: Error) => (onError(error), reconnectSoon()))
    }, 1000).unref()
  }

  await connect()
  return {
    on(runId, signal, wake) {
      const key = runPayload(signal, runId)
      const set = followers.get(key) ?? new Set()
      followers.set(key, set)
      set.add(wake)
      return () => {
        set.delete(wake)
        if (set.size === 0) followers.delete(key)
      }
    },
    async close() {
      closed = true
      await client?.end().catch(() => {})
      client = null
    },
  }
}
