import type { Insertable, Selectable } from 'kysely'

/** A generated resume or cover letter: its structure, its LaTeX, and its compiled PDF. */
export interface DocumentsTable {
  id: string
  owner_id: string
  /** The document this one was regenerated from. */
  parent_id: string | null
  document_type: 'resume' | 'cover_letter'
  /** The .tex name the client refers to (preview, download, regenerate); unique. */
  filename: string
  template: string
  provider: string
  latex_content: string
  /** ResumeDocument or CoverLetterDocument as JSON. */
  document_json: string
  /** What it was written from (resume parse, job text, emphasis), so it can be regenerated. */
  source_json: string
  pdf_sha256: string | null
  /** AtsScore as JSON. */
  ats_json: string | null
  created_at: string
  expires_at: string | null
  /** The posting's job title and company ('' when it names none; null: not read yet, an older document). */
  job_title: string | null
  company: string | null
  /** The resume's name, as the document's header shows it ('' when none; null: not read yet). */
  applicant_name: string | null
  /** The job seeker's application it was filed under (a document belongs to one at most); null: none. */
  application_id: string | null
}

export type DocumentRow = Selectable<DocumentsTable>
export type NewDocumentRow = Insertable<DocumentsTable>
