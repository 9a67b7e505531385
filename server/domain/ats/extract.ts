import { spawn } from 'node:child_process'
import { AppError } from '../../lib/app-error.ts'

export interface ExtractOptions {
  /** Default 10 s. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * The text of a PDF as `pdftotext -layout` reads it (poppler-utils), pages separated by form
 * feeds. The PDF goes in on stdin, so nothing touches the disk. This is what the ATS score
 * measures: what a parser gets back, not what we meant to print.
 */
export function extractPdfText(pdf: Buffer, options: ExtractOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 10_000
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason)
      return
    }
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-q', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    let err = ''
    let failure: unknown = null
    child.stdout.on('data', (c: Buffer) => out.push(c))
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString('utf8')).slice(-2000)))
    const timer = setTimeout(() => {
      failure = new AppError(422, 'unprocessable_file', `Reading the PDF text took longer than ${timeoutMs} ms`)
      child.kill('SIGKILL')
    }, timeoutMs)
    const onAbort = () => {
      failure = options.signal!.reason
      child.kill('SIGKILL')
    }
    options.signal?.addEventListener('abort', onAbort, { once: true })
    child.on('error', (e) => {
      failure ??= e
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      if (failure) reject(failure)
      else if (code !== 0) reject(new AppError(422, 'unprocessable_file', `Could not read text from the PDF${err ? `: ${err.trim()}` : ''}`))
      else resolve(Buffer.concat(out).toString('utf8'))
    })
    // A PDF pdftotext rejects early closes stdin; that surfaces as the exit code above.
    child.stdin.on('error', () => undefined)
    child.stdin.end(pdf)
  })
}
