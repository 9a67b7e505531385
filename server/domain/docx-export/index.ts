import type { CoverLetterDocument, DocumentType, ResumeDocument } from '../../../shared/schemas/documents.ts'
import { coverLetterDocx } from './cover-letter.ts'
import { resumeDocx } from './resume.ts'

/*
 * Word (.docx) export of the generated documents, built with the `docx` package from the same
 * structured documents the LaTeX is rendered from. Pure: a document in, the file's bytes out.
 */

export { coverLetterDocx, resumeDocx }
export { DOCX_MIME } from './parts.ts'

export function documentDocx(type: DocumentType, document: ResumeDocument | CoverLetterDocument): Promise<Buffer> {
  return type === 'resume' ? resumeDocx(document as ResumeDocument) : coverLetterDocx(document as CoverLetterDocument)
}
