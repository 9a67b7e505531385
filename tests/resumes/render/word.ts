import { AlignmentType, BorderStyle, HeadingLevel, Paragraph, TabStopType, TextRun } from 'docx'
import type { ResumeSource } from '../schema.ts'
import { certificationLine, contactItems, degreeLine, educationDates, heading, roleDates } from './common.ts'
import { LETTER_PAGE, TEXT_WIDTH, packDocx } from './docx-parts.ts'

/*
 * Word, typed the ordinary way: the name as a title, the contact details on one centred line,
 * Heading 2 section names with a rule under them, each role as "Employer, Location" in bold with
 * the dates at a right tab stop and the title in italics under it, then real Word bullets.
 * The word97 layout is this file saved as .doc by LibreOffice.
 */

const sectionHeading = (text: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '444444', space: 1 } },
    children: [new TextRun({ text, color: '000000', size: 24, bold: true })],
  })

const tabbed = (left: TextRun[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 120 },
    children: [...left, new TextRun({ text: `\t${right}` })],
  })

export async function buildWordDocx(resume: ResumeSource): Promise<Buffer> {
  const style = resume.style
  const children: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: resume.name, bold: true, size: 36 })] }),
  ]
  if (resume.headline) children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: resume.headline, size: 24 })] }))
  children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, text: contactItems(resume).join(' | ') }))

  if (resume.summary) children.push(sectionHeading(heading(resume, 'summary', 'Professional Summary')), new Paragraph(resume.summary))

  children.push(sectionHeading(heading(resume, 'experience', 'Work History')))
  for (const role of resume.experience) {
    const where = [role.employer, role.location].filter(Boolean).join(', ')
    if (where) {
      children.push(tabbed([new TextRun({ text: where, bold: true })], roleDates(role, style)))
      children.push(new Paragraph({ children: [new TextRun({ text: role.title, italics: true })] }))
    } else {
      children.push(tabbed([new TextRun({ text: role.title, bold: true })], roleDates(role, style)))
    }
    for (const bullet of role.bullets) children.push(new Paragraph({ text: bullet, bullet: { level: 0 } }))
  }

  if (resume.education.length > 0) {
    children.push(sectionHeading(heading(resume, 'education')))
    for (const e of resume.education) {
      children.push(tabbed([new TextRun({ text: [e.school, e.location].filter(Boolean).join(', '), bold: true })], educationDates(e, style)))
      children.push(new Paragraph(degreeLine(e)))
      for (const d of e.details ?? []) children.push(new Paragraph({ children: [new TextRun({ text: d, italics: true })] }))
    }
  }
  if (resume.certifications?.length) {
    children.push(sectionHeading(heading(resume, 'certifications')))
    for (const cert of resume.certifications) children.push(new Paragraph({ text: certificationLine(cert), bullet: { level: 0 } }))
  }
  if (resume.skills.length > 0) {
    children.push(sectionHeading(heading(resume, 'skills')))
    for (const g of resume.skills) {
      children.push(
        new Paragraph({ children: [...(g.group ? [new TextRun({ text: `${g.group}: `, bold: true })] : []), new TextRun(g.items.join(', '))] }),
      )
    }
  }
  if (resume.languages?.length) {
    children.push(sectionHeading(heading(resume, 'languages')))
    children.push(new Paragraph(resume.languages.map((l) => (l.level ? `${l.language} (${l.level})` : l.language)).join(', ')))
  }
  for (const extra of resume.extras ?? []) {
    children.push(sectionHeading(extra.heading), ...extra.items.map((i) => new Paragraph({ text: i, bullet: { level: 0 } })))
  }
  return packDocx(resume, [{ properties: LETTER_PAGE, children }], 'Cambria')
}

export const renderWord = buildWordDocx
