import type { ResumeSource } from '../schema.ts'
import { certificationLine, degreeLine, educationDates, heading, roleDates, wrapLine } from './common.ts'

/*
 * Plain text as people type it in an editor: the name in capitals, capital section names
 * underlined with dashes, each role as "Employer -- Location" over "Title (dates)", bullets marked
 * with the resume's mark and indented; with `style.wrap`, long lines hard-wrapped with a hanging
 * indent, as a text editor leaves them.
 */

export function plainText(resume: ResumeSource): string {
  const style = resume.style
  const width = style?.wrap
  const mark = style?.bullet ?? '-'
  const lines: string[] = []
  const section = (name: string) => lines.push('', name.toUpperCase(), '-'.repeat(name.length))
  const paragraph = (text: string) => lines.push(...wrapLine(text, width, '', ''))
  const bullet = (text: string) => lines.push(...wrapLine(text, width, `  ${mark} `, '    '))

  lines.push(resume.name.toUpperCase())
  if (resume.headline) lines.push(resume.headline)
  const c = resume.contact
  lines.push([c.location, c.phone, c.email].filter(Boolean).join(' | '))
  for (const link of c.links ?? []) lines.push(link)

  if (resume.summary) {
    section(heading(resume, 'summary', 'Summary'))
    paragraph(resume.summary)
  }
  section(heading(resume, 'experience', 'Experience'))
  resume.experience.forEach((role, i) => {
    if (i > 0) lines.push('')
    const where = [role.employer, role.location].filter(Boolean).join(' -- ')
    if (where) lines.push(where)
    lines.push(`${role.title} (${roleDates(role, style)})`)
    role.bullets.forEach(bullet)
  })
  if (resume.education.length > 0) {
    section(heading(resume, 'education'))
    for (const e of resume.education) {
      const dates = educationDates(e, style)
      lines.push(`${degreeLine(e)}${dates ? `, ${dates}` : ''}`)
      lines.push([e.school, e.location].filter(Boolean).join(', '))
      for (const d of e.details ?? []) lines.push(d)
    }
  }
  if (resume.certifications?.length) {
    section(heading(resume, 'certifications'))
    for (const cert of resume.certifications) bullet(certificationLine(cert))
  }
  if (resume.skills.length > 0) {
    section(heading(resume, 'skills'))
    for (const g of resume.skills) paragraph(g.group ? `${g.group}: ${g.items.join(', ')}` : g.items.join(', '))
  }
  if (resume.languages?.length) {
    section(heading(resume, 'languages'))
    paragraph(resume.languages.map((l) => (l.level ? `${l.language} - ${l.level}` : l.language)).join('; '))
  }
  for (const extra of resume.extras ?? []) {
    section(extra.heading)
    extra.items.forEach(bullet)
  }
  return `${lines.join('\n')}\n`
}

export function renderPlain(resume: ResumeSource): Buffer {
  return Buffer.from(plainText(resume), 'utf8')
}
