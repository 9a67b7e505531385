import { Worker } from 'node:worker_threads'
import type { Posting } from './extract-posting.ts'
import type { FetchedPage } from './fetch-page.ts'

/*
 * Posting extraction runs on worker threads. Parsing a page and scoring its nodes takes seconds of
 * CPU for a page near the size cap (measured: a 2 MB page of 14,000 paragraphs, ~20 s on this
 * machine under load, and 1-5 s for pages of 2,000-6,000 paragraphs); on the server's own thread
 * that would stall every other request for as long, and could not be stopped at the time limit.
 * A worker is ended when the time runs out, and its heap is capped, so a page built to be costly
 * fails on its own. Starting a worker costs more than most extractions (loading the DOM library and
 * Readability), so a finished worker is kept for the next page, for a minute.
 */

export type ExtractionOutcome =
  | { posting: Posting | null }
  | { failed: 'timeout' | 'too_complex' }
  /** The extractor threw on this page (a page the DOM library or Readability cannot take). */
  | { failed: 'unparseable'; detail: string }

type Reply = { posting: Posting | null } | { error: string }

const ENTRY = new URL('./extract-worker.mjs', import.meta.url)
const IDLE_MS = 60_000
const MAX_IDLE_WORKERS = 2

interface IdleWorker {
  worker: Worker
  expiry: NodeJS.Timeout
  /** A worker that dies while idle leaves the list. */
  onExit: () => void
}

const idle: IdleWorker[] = []

/**
 * Has a worker load while the page is still being fetched, so the two waits overlap: a cold
 * worker takes longer to start than most pages take to arrive.
 */
export function prepareExtraction(): void {
  if (idle.length === 0) putIdle(startWorker())
}

export function runExtraction(page: FetchedPage, timeoutMs: number): Promise<ExtractionOutcome> {
  const worker = takeIdle() ?? startWorker()
  return new Promise((resolve, reject) => {
    let settled = false
    const finish = (outcome: ExtractionOutcome | Error, reusable: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      if (reusable) putIdle(worker)
      else void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    const onMessage = (reply: Reply) => finish('error' in reply ? { failed: 'unparseable', detail: reply.error } : { posting: reply.posting }, true)
    const onError = (error: Error & { code?: string }) => finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { failed: 'too_complex' } : error, false)
    const onExit = (code: number) => finish(new Error(`posting extraction stopped (exit code ${code})`), false)
    const timer = setTimeout(() => finish({ failed: 'timeout' }, false), Math.max(timeoutMs, 0))
    worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    worker.ref()
    worker.postMessage(page)
  })
}

const startWorker = () => new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: 512 } })

function takeIdle(): Worker | undefined {
  const entry = idle.pop()
  if (!entry) return undefined
  clearTimeout(entry.expiry)
  entry.worker.off('exit', entry.onExit)
  return entry.worker
}

function putIdle(worker: Worker): void {
  if (idle.length >= MAX_IDLE_WORKERS) {
    void worker.terminate()
    return
  }
  const leave = () => {
    const at = idle.indexOf(entry)
    if (at !== -1) idle.splice(at, 1)
  }
  const entry: IdleWorker = {
    worker,
    expiry: setTimeout(() => {
      leave()
      void worker.terminate()
    }, IDLE_MS).unref(),
    onExit: leave,
  }
  worker.once('exit', leave)
  // An idle worker must not keep the process alive (tests, the CLI's embedded server).
  worker.unref()
  idle.push(entry)
}
