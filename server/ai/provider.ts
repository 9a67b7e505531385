import type { CoverLetterDocument, ResumeDocument } from '../../shared/schemas/documents.ts'
import type { ProviderName } from '../../shared/schemas/generate.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import type { ParsedJob } from '../domain/jd/index.ts'

/** What every provider is given to write a document from. */
export interface WriteInput {
  resume: ParsedResume
  resumeText: string
  job: ParsedJob
  jobText: string
  /** Skills the user selected or added in the skill bank: the user's own claims. */
  emphasize: string[]
  /** Free-text instructions for a regeneration; null for a first draft. */
  instructions: string | null
  /** The day the letter is dated; passed in so that output is reproducible. */
  today: Date
  /**
   * How many times the compiled resume ran over its page limit (0 or absent for a first draft):
   * the local engine selects for a smaller line budget; hosted documents are trimmed by fitResume.
   */
  fit?: number
  signal?: AbortSignal
}

export interface Written<T> {
  document: T
  /** Lines for the generation log: what was chosen, applied or could not be done. */
  log: string[]
}

/**
 * A writer of structured documents. Providers never return LaTeX: the templates render what
 * they return, with every string escaped (DESIGN.md, "Structured first, LaTeX last").
 */
export interface AiProvider {
  readonly name: ProviderName
  writeResume(input: WriteInput): Promise<Written<ResumeDocument>>
  writeCoverLetter(input: WriteInput): Promise<Written<CoverLetterDocument>>
}

/**
 * Whether writing is CPU work on this machine (the local writer) rather than seconds of waiting
 * on a hosted provider's answer, during which a generation gives its turn to the next
 * (lib/generation-turns.ts).
 */
export const writesHere = (provider: AiProvider): boolean => provider.name === 'local'
