import { readingSummary } from '../../shared/resume-reading.ts'
import type { ParsedResumeResponse } from '../../shared/schemas/resume.ts'

/**
 * The human reading of `t10 resume show` and `edit`: what T10 uses of the resume, roles and
 * schools numbered as `t10 resume edit` flags name them (--title 2="...").
 */
export function renderParsedResume(answer: Omit<ParsedResumeResponse, 'success'>): string {
  const { parsed } = answer
  const lines: string[] = []
  const dash = (value: string | null) => value || '-'
  const rule = (title: string) => lines.push('', `== ${title} ${'='.repeat(Math.max(0, 60 - title.length))}`)

  lines.push(`${answer.filename} (${answer.resume_id})`)
  lines.push(
    `${readingSummary(parsed)}${answer.corrected_at ? `; corrected ${answer.corrected_at.slice(0, 16).replace('T', ' ')} UTC` : ', not corrected'}`,
  )

  rule('Contact')
  const c = parsed.contact
  lines.push(`Name:     ${c.name ?? '- (none read: give it with --name, it signs the cover letter)'}`)
  lines.push(`Email:    ${dash(c.email)}`, `Phone:    ${dash(c.phone)}`, `Location: ${dash(c.location)}`)
  lines.push(`Links:    ${c.links.length ? c.links.join(', ') : '-'}`)

  rule(`Roles (${parsed.experience.length})`)
  parsed.experience.forEach((role, i) => {
    const when = role.start || role.end ? `${role.start ?? '?'} - ${role.end ?? '?'}` : 'no dates'
    lines.push(`${i + 1}. ${dash(role.title)} | ${dash(role.company)} | ${dash(role.location)} | ${when}`)
    for (const bullet of role.bullets) lines.push(`     - ${bullet}`)
  })
  if (parsed.experience.length === 0) lines.push('(none read)')

  rule(`Education (${parsed.education.length})`)
  parsed.education.forEach((school, i) => {
    lines.push(`${i + 1}. ${dash(school.institution)} | ${dash(school.degree)} | ${dash(school.field)} | ${dash(school.year)}`)
  })
  if (parsed.education.length === 0) lines.push('(none read)')

  rule(`Skills (${parsed.skills.length})`)
  lines.push(parsed.skills.join(', ') || '(none read)')
  if (parsed.certifications.length) {
    rule(`Certifications (${parsed.certifications.length})`)
    for (const cert of parsed.certifications) lines.push(`- ${cert}`)
  }
  return lines.join('\n')
}
