import type { PdfText, PdfTextOptions } from '../domain/ats/pdf-text.ts'
import { ToolFailedError, UnreadableFileError } from '../domain/errors.ts'
import type { ToolRunner } from '../domain/tool-runner.ts'
import { toolRunner } from './tool-runner.ts'

/*
 * The PdfText port (domain/ats/pdf-text.ts) as poppler-utils reads it. The PDF goes in on stdin, so
 * nothing touches the disk. The tools are started by the tool runner's helper process
 * (tool-runner.ts), not by the server process, whose fork would cost the event loop ~10 ms.
 */

export interface ExtractOptions extends PdfTextOptions {
  /** Default 30 s. */
  timeoutMs?: number
}

// A generated resume or letter is a page or two: its text is a few kB.
const MAX_TEXT_BYTES = 10 * 1024 * 1024

export function popplerPdfText(tools: ToolRunner = toolRunner): PdfText {
  return {
    text: (pdf, options) => extractPdfText(pdf, options, tools),
    pageCount: (pdf) => pdfPageCount(pdf, {}, tools),
  }
}

/**
 * The text of a PDF as `pdftotext -layout` reads it, pages separated by form feeds. This is what
 * the ATS score measures: what a parser gets back, not what we meant to print.
 */
export async function extractPdfText(pdf: Buffer, options: ExtractOptions = {}, tools: ToolRunner = toolRunner): Promise<string> {
  // The PDFs read here are our own one- or two-page documents, read in a few tens of ms: the limit
  // only ends a tool that hangs. It is wall time, so it is generous: under load a busy machine
  // once made a 10 s limit fail a generation for want of CPU alone (generations now take turns,
  // lib/generation-turns.ts, which keeps that from happening).
  const timeoutMs = options.timeoutMs ?? 30_000
  options.signal?.throwIfAborted()
  const { stdout, stderr, failed } = await tools.run('pdftotext', ['-layout', '-enc', 'UTF-8', '-q', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    timeoutMs,
    maxOutputBytes: MAX_TEXT_BYTES,
  })
  // A run cancelled meanwhile wants no text (the tool itself takes a few tens of ms).
  options.signal?.throwIfAborted()
  if (failed?.killed) throw new UnreadableFileError(`Reading the PDF text took longer than ${timeoutMs} ms`)
  // A system error (the tool is missing) is the server's fault, not the file's.
  if (typeof failed?.code === 'string') throw new ToolFailedError(`pdftotext (poppler-utils) could not run: ${failed.message}`, { cause: failed })
  if (failed) throw new UnreadableFileError(`Could not read text from the PDF${stderr.trim() ? `: ${stderr.trim().slice(-2000)}` : ''}`)
  return stdout
}

/**
 * Pages of a PDF, as `pdfinfo` reads it from stdin. pdfTeX writes its page tree into compressed
 * object streams, so the bytes cannot simply be searched; a compile served from the cache has no
 * log to read the count from either.
 */
export async function pdfPageCount(pdf: Buffer, options: { timeoutMs?: number } = {}, tools: ToolRunner = toolRunner): Promise<number> {
  const { stdout, failed } = await tools.run('pdfinfo', ['-'], {
    input: pdf,
    encoding: 'utf8',
    timeoutMs: options.timeoutMs ?? 10_000,
    maxOutputBytes: 64 * 1024,
  })
  const pages = /^Pages:\s+(\d+)/m.exec(stdout)
  if (failed || !pages) throw new ToolFailedError(`pdfinfo (poppler-utils) could not read the page count${failed ? `: ${failed.message}` : ''}`)
  return Number(pages[1])
}
