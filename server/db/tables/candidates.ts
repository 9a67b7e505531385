import type { Insertable, Selectable } from 'kysely'

/** A resume in a recruiter's candidate pool, with its matching features computed at ingest. */
export interface CandidatesTable {
  id: string
  owner_id: string
  file_sha256: string
  filename: string
  kind: string
  resume_text: string
  /** ParsedResume as JSON. */
  parsed_json: string
  /** ResumeFeatures as JSON (server/domain/match). */
  features_json: string
  /** The matching engine version the features were computed with. */
  engine_version: number
  /** 1 when the file had text a reader cannot see (left out of the features). */
  hidden_text: number
  created_at: string
}

export type CandidateRow = Selectable<CandidatesTable>
export type NewCandidateRow = Insertable<CandidatesTable>
