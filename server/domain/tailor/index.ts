/*
 * The local tailoring engine: offline and deterministic (same input, same output). It turns a
 * parsed resume and a parsed job into structured documents (never LaTeX) and never adds an
 * employer, title, degree, date, number or skill the resume does not contain.
 */
export { tailorResume, resumeDocumentFromParsed } from './resume.ts'
export { fitResume } from './fit.ts'
export { pageLimitFor } from './layout.ts'
export { writeCoverLetter, type CoverLetterInput } from './cover-letter.ts'
export { extractSkillBank, type SkillBankEntry } from './skill-bank.ts'
export {
  parseInstructions,
  stackInstructions,
  instructionRequests,
  describeIntent,
  EMPTY_INSTRUCTIONS,
  instructionFlags,
  QUICK_PROMPTS,
  SUPPORTED_INSTRUCTIONS,
  type ContactField,
  type DroppableSection,
  type Intent,
  type ParsedInstructions,
} from './instructions.ts'
export { yearsOfExperience, type YearsOfExperience } from '../ingest/years.ts'
export { TERM_WEIGHTS } from './relevance.ts'
export type { TailorInput, TailorResult } from './candidate.ts'
