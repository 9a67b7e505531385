import type { Insertable, Selectable } from 'kysely'

export interface ResumesTable {
  id: string
  owner_id: string
  file_sha256: string
  filename: string
  kind: string
  resume_text: string
  raw_resume_text: string
  /** ParsedResume as JSON: what T10 read from the file, kept as it was. */
  parsed_json: string
  /** The person's corrections of that reading (a whole ParsedResume as JSON); null until they make any. */
  corrected_json: string | null
  /** When they last corrected it. */
  corrected_at: string | null
  created_at: string
  /** Anonymous uploads are removed after this moment; null for account uploads. */
  expires_at: string | null
}

export type ResumeRow = Selectable<ResumesTable>
export type NewResumeRow = Insertable<ResumesTable>
