import { extractResume, type ExtractionResult, type ExtractResumeOptions } from '../domain/ingest/index.ts'
import { toolRunner } from './tool-runner.ts'

/**
 * A resume file read in this thread with the app's tool runner (poppler through its helper
 * process): for tests and benches. The server reads files in its worker threads instead
 * (workers/untrusted-tasks.ts), which pass the same runner.
 */
export function readResumeFile(bytes: Uint8Array, options: ExtractResumeOptions = {}): Promise<ExtractionResult> {
  return extractResume(bytes, options, toolRunner)
}
