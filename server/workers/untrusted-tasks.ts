import type { MessagePort } from 'node:worker_threads'
import { AppError, type ErrorDetails } from '../lib/app-error.ts'
import type { ErrorCode } from '../../shared/errors.ts'
import { extractResume, parseResume, type ExtractResumeOptions, type ExtractionResult } from '../domain/ingest/index.ts'
import { parseJobDescription, validateJobDescription } from '../domain/jd/index.ts'
import type { ParsedJob } from '../domain/jd/types.ts'
import { extractSkillBank, type SkillBankEntry } from '../domain/tailor/index.ts'

/*
 * The tasks that read what a user sent, run in a worker thread of lib/untrusted-work.ts. The
 * reading code is imported when the thread starts, so the task's time limit covers the reading
 * only. A refusal (AppError) is returned as data: an error crossing threads keeps only its message.
 */

const tasks = {
  /** Nothing: starts a thread (UntrustedWork.warm). */
  ping: () => true,
  /** A resume file's text and structure (the upload and parse routes, the recruiter's pool). */
  readResume: (bytes: Uint8Array, options: ExtractResumeOptions): Promise<ExtractionResult> => extractResume(bytes, options),
  /** A pasted resume text's structure (the separate generate calls). */
  parseResume: (resumeText: string) => parseResume(resumeText),
  /** A job description's reading (generations, regenerations). */
  parseJob: (jobText: string): ParsedJob => parseJobDescription(jobText),
  /** The skill bank of a resume's text and a job description (POST /skills/extract). */
  skillBank: (resumeText: string, jobText: string): SkillBankEntry[] => {
    validateJobDescription(jobText)
    return extractSkillBank({ resume: parseResume(resumeText), resumeText, jobText, job: parseJobDescription(jobText) })
  },
}

// The reading code loads its data (skill taxonomy, title lists) on first use: done here, as the
// thread starts, so that no task's time limit pays for it.
parseJobDescription(parseResume('Warm Up\nwarm@example.com\nSkills\nExcel, SQL').skills.join(', '))

export type TaskName = keyof typeof tasks
export type TaskArgs<N extends TaskName> = Parameters<(typeof tasks)[N]>
export type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof tasks)[N]>>
export type TaskOutcome = { value: unknown } | { refused: { status: number; code: ErrorCode; message: string; details: ErrorDetails } }

export interface TaskRequest {
  name: TaskName
  args: unknown[]
  /** Told when the task begins: the pool's time limit counts from then. */
  started: MessagePort
}

export default async function runTask({ name, args, started }: TaskRequest): Promise<TaskOutcome> {
  started.postMessage(0)
  started.close()
  try {
    const task = tasks[name] as (...a: unknown[]) => unknown
    return { value: await task(...args) }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { refused: { status: error.status, code: error.code, message: error.message, details: error.details } }
  }
}
