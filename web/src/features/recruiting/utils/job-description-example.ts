/** The example format shown beside the Job Description field (spec: Role, Experience Level, Required Skills, Education, Responsibilities). */
export const JOB_DESCRIPTION_EXAMPLE = `Role: Senior Accountant
Experience Level: Senior (5+ years)
Required Skills: GAAP, reconciliations, month-end close, QuickBooks, Excel
Education: Bachelor's degree in Accounting or Finance
Responsibilities: Prepare financial statements, manage audits, supervise junior staff`

/** Candidate counts offered (spec section 9), and the default. */
export const CANDIDATE_COUNTS = [3, 5, 10, 20] as const
export const DEFAULT_CANDIDATE_COUNT = 5

/** The server refuses longer descriptions (the same limit as the generator's). */
export { JOB_DESCRIPTION_MAX_CHARS } from '@shared/schemas/limits.ts'
