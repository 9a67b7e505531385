import type { Insertable, Selectable } from 'kysely'

/** A resume in a recruiter's candidate pool, with its matching features computed at ingest. */
export interface RecruitingCandidatesTable {
  id: string
  owner_id: string
  file_sha256: string
  filename: string
  kind: string
  resume_text: string
  /** ParsedResume as JSON: what T10 read from the file, kept as it was. */
  parsed_json: string
  /** The recruiter's corrections of that reading (a whole ParsedResume as JSON); null until they make any. */
  corrected_json: string | null
  /** When they last corrected it: a member of a cached pool index whose value changed is indexed again. */
  corrected_at: string | null
  /** ResumeFeatures as JSON (server/domain/match), of the corrected reading when there is one. */
  features_json: string
  /** The matching engine version the features were computed with. */
  engine_version: number
  /** 1 when the file had text a reader cannot see (left out of the features). */
  hidden_text: number
  created_at: string
}

export type CandidateRow = Selectable<RecruitingCandidatesTable>
export type NewCandidateRow = Insertable<RecruitingCandidatesTable>
