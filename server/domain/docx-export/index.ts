import type { CoverLetterDocument, DocumentType, ResumeDocument } from '../../../shared/schemas/documents.ts'

/*
 * Word (.docx) export of the generated documents, built with the `docx` package from the same
 * structured documents the LaTeX is rendered from. Pure: a document in, the file's bytes out.
 * The builders (and `docx` with them) load on the first export, not when a process starts.
 */

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export async function resumeDocx(document: ResumeDocument): Promise<Buffer> {
  return (await import('./resume.ts')).resumeDocx(document)
}

export async function coverLetterDocx(document: CoverLetterDocument): Promise<Buffer> {
  return (await import('./cover-letter.ts')).coverLetterDocx(document)
}

export function documentDocx(type: DocumentType, document: ResumeDocument | CoverLetterDocument): Promise<Buffer> {
  return type === 'resume' ? resumeDocx(document as ResumeDocument) : coverLetterDocx(document as CoverLetterDocument)
}
