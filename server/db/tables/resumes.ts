import type { Insertable, Selectable } from 'kysely'

export interface ResumesTable {
  id: string
  owner_id: string
  file_sha256: string
  filename: string
  kind: string
  resume_text: string
  raw_resume_text: string
  /** ParsedResume as JSON. */
  parsed_json: string
  created_at: string
  /** Anonymous uploads are removed after this moment; null for account uploads. */
  expires_at: string | null
}

export type ResumeRow = Selectable<ResumesTable>
export type NewResumeRow = Insertable<ResumesTable>
