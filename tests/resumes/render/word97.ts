import type { ResumeSource } from '../schema.ts'
import { docxToDoc } from './tools.ts'
import { buildWordDocx } from './word.ts'

/*
 * Word 97-2003 (.doc): the word layout saved by LibreOffice. LibreOffice starts once for many
 * files, so the build hands it every resume's DOCX together (renderWord97Batch).
 */

export async function renderWord97Batch(resumes: ResumeSource[]): Promise<Map<string, Buffer>> {
  const docx = new Map<string, Uint8Array>()
  for (const resume of resumes) docx.set(resume.id, await buildWordDocx(resume))
  return docxToDoc(docx)
}
