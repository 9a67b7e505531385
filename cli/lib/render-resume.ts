import type { ExtractedResume } from '../../shared/schemas/resume.ts'

/** The human reading of `t10 parse`: the text, then what T10 understood of it. */
export function renderExtractedResume(extracted: ExtractedResume): string {
  const { parsed } = extracted
  const lines: string[] = []
  const rule = (title: string) => lines.push('', `== ${title} ${'='.repeat(Math.max(0, 60 - title.length))}`)

  rule('Text')
  lines.push(extracted.resume_text)

  rule('Contact')
  const c = parsed.contact
  lines.push(`Name:     ${c.name ?? '-'}`, `Email:    ${c.email ?? '-'}`, `Phone:    ${c.phone ?? '-'}`)
  lines.push(`Location: ${c.location ?? '-'}`, `Links:    ${c.links.length ? c.links.join(', ') : '-'}`)

  rule('Sections')
  for (const s of parsed.sections) lines.push(`${s.kind.padEnd(15)} lines ${s.startLine}-${s.endLine}  "${s.heading}"`)
  if (parsed.sections.length === 0) lines.push('(none recognised)')

  rule(`Experience (${parsed.experience.length})`)
  for (const role of parsed.experience) {
    const when = [role.start, role.end].filter(Boolean).join(' - ')
    lines.push(`${role.title ?? '(title?)'} | ${role.company ?? '(company?)'}${when ? ` | ${when}` : ''}`)
    for (const bullet of role.bullets) lines.push(`  - ${bullet}`)
  }

  rule(`Education (${parsed.education.length})`)
  for (const e of parsed.education) {
    lines.push([e.degree, e.field, e.institution, e.year].filter(Boolean).join(' | ') || '(unreadable entry)')
  }

  rule(`Skills (${parsed.skills.length})`)
  lines.push(parsed.skills.join(', ') || '(none recognised)')

  if (parsed.projects.length) {
    rule(`Projects (${parsed.projects.length})`)
    for (const p of parsed.projects) lines.push(`- ${p}`)
  }
  if (parsed.certifications.length) {
    rule(`Certifications (${parsed.certifications.length})`)
    for (const cert of parsed.certifications) lines.push(`- ${cert}`)
  }
  return lines.join('\n').trimStart()
}
