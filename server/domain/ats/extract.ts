import { AppError } from '../../lib/app-error.ts'
import { runChild } from '../../lib/child-runner.ts'

export interface ExtractOptions {
  /** Default 30 s. */
  timeoutMs?: number
  signal?: AbortSignal
}

// A generated resume or letter is a page or two: its text is a few kB.
const MAX_TEXT_BYTES = 10 * 1024 * 1024

/**
 * The text of a PDF as `pdftotext -layout` reads it (poppler-utils), pages separated by form
 * feeds. The PDF goes in on stdin, so nothing touches the disk. This is what the ATS score
 * measures: what a parser gets back, not what we meant to print. The tool is started by the
 * tool-runner helper (server/lib/child-runner.ts), not by the server process, whose fork would
 * cost the event loop ~10 ms.
 */
export async function extractPdfText(pdf: Buffer, options: ExtractOptions = {}): Promise<string> {
  // The PDFs read here are our own one- or two-page documents, read in a few tens of ms: the limit
  // only ends a tool that hangs. It is wall time, so it is generous: under load a busy machine
  // once made a 10 s limit fail a generation for want of CPU alone (generations now take turns,
  // pipeline/turns.ts, which keeps that from happening).
  const timeoutMs = options.timeoutMs ?? 30_000
  options.signal?.throwIfAborted()
  const { stdout, stderr, failed } = await runChild('pdftotext', ['-layout', '-enc', 'UTF-8', '-q', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    timeoutMs,
    maxOutputBytes: MAX_TEXT_BYTES,
  })
  // A run cancelled meanwhile wants no text (the tool itself takes a few tens of ms).
  options.signal?.throwIfAborted()
  if (failed?.killed) throw new AppError(422, 'unprocessable_file', `Reading the PDF text took longer than ${timeoutMs} ms`)
  // A system error (the tool is missing) is the server's fault, not the file's.
  if (typeof failed?.code === 'string')
    throw new AppError(500, 'internal_error', `pdftotext (poppler-utils) could not run: ${failed.message}`, { cause: failed })
  if (failed)
    throw new AppError(422, 'unprocessable_file', `Could not read text from the PDF${stderr.trim() ? `: ${stderr.trim().slice(-2000)}` : ''}`)
  return stdout
}
