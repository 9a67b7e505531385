import { BorderStyle, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType, VerticalAlign } from 'docx'
import type { ResumeSource, Role } from '../schema.ts'
import { duration, employerGroups, formatDate, parseDate } from './common.ts'
import { LETTER_PAGE, TEXT_WIDTH, packDocx } from './docx-parts.ts'

/*
 * Word, shaped like the profile LinkedIn exports: a grey column with Contact, Top Skills,
 * Languages and Certifications; beside it the name, headline and location, Summary, then
 * Experience by company: the company once, its total time when it holds several positions, each
 * position with "January 2020 - Present (6 years 11 months)" and its location, the description
 * typed as "• " lines. Education lists "Degree, Field · (2010 - 2014)".
 */

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const GREY = 'F3F2EF'

const p = (text: string, options: { bold?: boolean; size?: number; color?: string; after?: number; before?: number } = {}) =>
  new Paragraph({
    spacing: { after: options.after ?? 40, before: options.before ?? 0 },
    children: [new TextRun({ text, bold: options.bold, size: options.size, color: options.color })],
  })

const sideHeading = (text: string) => p(text, { bold: true, size: 24, before: 200, after: 80 })
const mainHeading = (text: string) => p(text, { bold: true, size: 30, before: 260, after: 120, color: '181818' })

/** LinkedIn writes month names in full and years alone as they are. */
const liDate = (date: string) => formatDate(date, 'long')

function positionDates(role: Role): string {
  const end = role.end === undefined ? undefined : role.end === 'present' ? 'Present' : liDate(role.end)
  const span = end === undefined ? liDate(role.start) : `${liDate(role.start)} - ${end}`
  return `${span} (${duration(role.start, role.end)})`
}

function position(role: Role, withCompany: boolean): Paragraph[] {
  const out: Paragraph[] = []
  if (withCompany && role.employer) out.push(p(role.employer, { bold: true, size: 24, before: 160 }))
  out.push(p(role.title, { bold: !withCompany || !role.employer, size: 22, before: withCompany ? 0 : 120 }))
  out.push(p(positionDates(role), { color: '666666' }))
  if (role.location) out.push(p(role.location, { color: '666666' }))
  for (const bullet of role.bullets) out.push(p(`• ${bullet}`, { after: 20 }))
  return out
}

function earliest(roles: Role[]): string {
  return roles.map((r) => r.start).sort()[0]!
}

export async function renderLinkedin(resume: ResumeSource): Promise<Buffer> {
  const c = resume.contact
  const side: Paragraph[] = [sideHeading('Contact')]
  if (c.phone) side.push(p(`${c.phone} (Mobile)`))
  if (c.email) side.push(p(c.email))
  for (const link of c.links ?? []) side.push(p(link.includes('linkedin.com') ? `${link} (LinkedIn)` : link))
  const skills = resume.skills.flatMap((g) => g.items)
  if (skills.length > 0) side.push(sideHeading('Top Skills'), ...skills.slice(0, 3).map((s) => p(s)))
  if (resume.languages?.length) {
    side.push(sideHeading('Languages'), ...resume.languages.map((l) => p(l.level ? `${l.language} (${l.level})` : l.language)))
  }
  if (resume.certifications?.length) side.push(sideHeading('Certifications'), ...resume.certifications.map((cert) => p(cert.name)))

  const main: Paragraph[] = [p(resume.name, { bold: true, size: 44, after: 60 })]
  if (resume.headline) main.push(p(resume.headline, { size: 24 }))
  if (c.location) main.push(p(c.location, { color: '666666' }))
  if (resume.summary) main.push(mainHeading('Summary'), p(resume.summary))

  main.push(mainHeading('Experience'))
  for (const group of employerGroups(resume.experience)) {
    if (group.length === 1) {
      main.push(...position(group[0]!, true))
      continue
    }
    const latest = group[0]!
    main.push(p(latest.employer!, { bold: true, size: 24, before: 160 }))
    main.push(p(duration(earliest(group), latest.end ?? latest.start), { color: '666666' }))
    for (const role of group) main.push(...position(role, false))
  }

  if (resume.education.length > 0) {
    main.push(mainHeading('Education'))
    for (const e of resume.education) {
      const years = [e.start, e.end].filter((d): d is string => Boolean(d)).map((d) => parseDate(d).year)
      const when = years.length ? ` · (${years.join(' - ')})` : ''
      main.push(p(e.school, { bold: true, size: 22, before: 100 }), p(`${[e.degree, e.field].filter(Boolean).join(', ')}${when}`))
    }
  }

  const sideWidth = Math.round(TEXT_WIDTH * 0.3)
  const layout = new Table({
    columnWidths: [sideWidth, TEXT_WIDTH - sideWidth],
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            children: side,
            width: { size: sideWidth, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: GREY, color: 'auto' },
            verticalAlign: VerticalAlign.TOP,
            margins: { left: 140, right: 140 },
          }),
          new TableCell({ children: main, width: { size: TEXT_WIDTH - sideWidth, type: WidthType.DXA }, margins: { left: 300 } }),
        ],
      }),
    ],
  })
  return packDocx(resume, [{ properties: LETTER_PAGE, children: [layout] }], 'Arial')
}
