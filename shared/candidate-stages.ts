/*
 * The shortlist's stages, apart from their schemas (schemas/shortlist.ts re-exports them): the CLI
 * names them in its help and checks them before a call, and `t10 --help` must not load the schema
 * library to do so.
 */

export const CANDIDATE_STAGES = ['new', 'shortlisted', 'contacted', 'interviewing', 'offer', 'rejected'] as const

export type CandidateStage = (typeof CANDIDATE_STAGES)[number]

/** The words people read for each stage (table, menus, CSV, CLI). */
export const CANDIDATE_STAGE_LABELS: Record<CandidateStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  contacted: 'Contacted',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
}

export const CANDIDATE_NOTES_MAX_CHARS = 5_000

export const isCandidateStage = (value: string): value is CandidateStage => (CANDIDATE_STAGES as readonly string[]).includes(value)
