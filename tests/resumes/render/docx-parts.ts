import { Document, Packer, type ISectionOptions } from 'docx'
import type { ResumeSource } from '../schema.ts'
import { reproducibleDocx } from './tools.ts'

/** A .docx of these sections, with the resume's name as author and fixed dates, so each build gives the same bytes. */
export async function packDocx(resume: ResumeSource, sections: ISectionOptions[], font = 'Calibri'): Promise<Buffer> {
  const document = new Document({
    creator: resume.name,
    lastModifiedBy: resume.name,
    title: `${resume.name} - Resume`,
    revision: 3,
    styles: { default: { document: { run: { font, size: 21 } } } },
    sections,
  })
  return reproducibleDocx(await Packer.toBuffer(document))
}

/** US Letter with 0.75-inch margins, in twentieths of a point. */
export const LETTER_PAGE = {
  page: { size: { width: 12240, height: 15840 }, margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 } },
}
/** Text width of LETTER_PAGE. */
export const TEXT_WIDTH = 12240 - 2 * 1080
