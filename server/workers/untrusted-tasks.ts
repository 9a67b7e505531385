import type { MessagePort } from 'node:worker_threads'
import type { ErrorDetails } from '../lib/app-error.ts'
import { toolRunner } from '../adapters/tool-runner.ts'
import { asAppError } from '../http-errors.ts'
import type { ErrorCode } from '../../shared/errors.ts'
import type { AtsScore, DocumentType } from '../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { scoreAts, type AtsJob } from '../domain/ats/index.ts'
import { extractResume, parseResume, type ExtractResumeOptions, type ExtractionResult } from '../domain/ingest/index.ts'
import { parseJobDescription, validateJobDescription } from '../domain/jd/index.ts'
import type { ParsedJob } from '../domain/jd/types.ts'
import { matchReasons, type MatchReasons, type MatchReasonsOptions } from '../domain/job-search/match-reasons.ts'
import { postingFacts, type PostingFacts } from '../domain/job-search/posting-facts.ts'
import {
  analyzeMatch,
  type AnalyzeOptions,
  type FeaturesInput,
  indexPool,
  type JobFeatures,
  jobFeaturesFrom,
  type MatchAnalysis,
  type MatchScore,
  parseJobForMatching,
  type ResumeFeatures,
  resumeFeatures,
  type ResumeFeaturesOptions,
  scoreResume,
} from '../domain/match/index.ts'
import { extractSkillBank, type SkillBankEntry } from '../domain/tailor/index.ts'

/*
 * The tasks that read what a user sent, run in a worker thread of lib/untrusted-work.ts. The
 * reading code is imported when the thread starts, so the task's time limit covers the reading
 * only. A refusal (an AppError, or a domain error as http-errors.ts maps it) is returned as data: an
 * error crossing threads keeps only its message. PDFs are read with the app's tool runner, whose
 * helper process each thread starts on its first PDF.
 */

const tasks = {
  /** Nothing: starts a thread (UntrustedWork.warm). */
  ping: () => true,
  /** A resume file's text and structure (the upload and parse routes, the recruiter's pool). */
  readResume: (bytes: Uint8Array, options: ExtractResumeOptions): Promise<ExtractionResult> => extractResume(bytes, options, toolRunner),
  /** A pasted resume text's structure (the separate generate calls). */
  parseResume: (resumeText: string) => parseResume(resumeText),
  /** A job description's reading (generations, regenerations). */
  parseJob: (jobText: string): ParsedJob => parseJobDescription(jobText),
  /** The skill bank of a resume's text and a job description (POST /skills/extract). */
  skillBank: (resumeText: string, jobText: string): SkillBankEntry[] => {
    validateJobDescription(jobText)
    return extractSkillBank({ resume: parseResume(resumeText), resumeText, jobText, job: parseJobDescription(jobText) })
  },
  /** The skill bank of a resume already parsed and a job already read (the generation's match step). */
  skillBankOf: (resume: ParsedResume, resumeText: string, jobText: string, job: ParsedJob): SkillBankEntry[] =>
    extractSkillBank({ resume, resumeText, jobText, job }),
  /** The ATS score of a compiled document's text (pdftotext's, read in the server) for a job. */
  scoreAts: (pdfText: string, documentType: DocumentType, job: AtsJob): AtsScore => scoreAts({ pdfText, documentType, job }),
  /** A posting of job search: its reading, the facts seekers filter on, its matching features. */
  readPosting: (description: string): { job: ParsedJob; facts: PostingFacts; features: JobFeatures } => {
    const job = parseJobDescription(description)
    return { job, facts: postingFacts(description), features: jobFeaturesFrom(job, description) }
  },
  /** A recruiter's job description, read for matching (T10 jobs). */
  matchingJob: (description: string): JobFeatures => parseJobForMatching(description),
  /** A resume's matching features (T10's pool at upload and correction, job search's resume). */
  resumeFeatures: (input: FeaturesInput, options: ResumeFeaturesOptions): ResumeFeatures => resumeFeatures(input, options),
  /** Why a candidate fits a job, checked against the resume's whole text (T10's analysis). */
  analyzeMatch: (job: JobFeatures, features: ResumeFeatures, score: MatchScore, options: AnalyzeOptions): MatchAnalysis =>
    analyzeMatch(job, features, score, options),
  /** Job search's reasons for each listed job, the seeker's resume text read once for all of them. */
  matchReasons: (resumeText: string, listed: { score: MatchScore; job: MatchReasonsOptions['job'] }[]): MatchReasons[] =>
    listed.map(({ score, job }) => matchReasons(score, { resumeText, ...(job ? { job } : {}) })),
}

// The reading code loads its data (skill taxonomy, title lists, occupation profiles) on first use:
// done here, as the thread starts, so that no task's time limit pays for it (the first analysis
// alone took 30 ms).
function warmUp(): void {
  const resumeText = 'Warm Up\nwarm@example.com\nExperience\nAnalyst, Acme\nJan 2020 - Present\n- Built reports in Excel\nSkills\nExcel, SQL'
  const resume = parseResume(resumeText)
  const jobText = 'Analyst\nRequirements:\n- Excel and SQL\n- Bachelor in Finance'
  const job = parseJobDescription(jobText)
  extractSkillBank({ resume, resumeText, jobText, job })
  scoreAts({ pdfText: resumeText, documentType: 'resume', job })
  const matching = parseJobForMatching(jobText)
  const features = resumeFeatures({ resume_text: resumeText, raw_resume_text: resumeText, parsed: resume })
  const score = scoreResume(matching, features, indexPool([{ id: 'warm', features }]))
  analyzeMatch(matching, features, score, { resumeText })
  matchReasons(score, { resumeText, job: matching })
  postingFacts(jobText)
}
warmUp()

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
    const refused = asAppError(error)
    if (!refused) throw error
    return { refused: { status: refused.status, code: refused.code, message: refused.message, details: refused.details } }
  }
}
