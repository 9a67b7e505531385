import type { ResumeSource } from '../schema.ts'
import { certificationLine, degreeLine, educationDates, heading, roleDates } from './common.ts'

/*
 * Markdown as written in a README-style resume: "# Name", the headline in bold, contact details
 * with the e-mail and links as Markdown links, "## Experience", a "### Title — Employer" heading
 * per role with "*Location · dates*" under it, "- " bullets, skills as "- **Group:** items".
 */

const link = (text: string) => {
  if (/^[^\s@]+@[^\s@]+$/.test(text)) return `[${text}](mailto:${text})`
  if (/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(text)) return `[${text}](https://${text})`
  return text
}

export function markdownText(resume: ResumeSource): string {
  const style = resume.style
  const out: string[] = [`# ${resume.name}`, '']
  if (resume.headline) out.push(`**${resume.headline}**`, '')
  const c = resume.contact
  out.push([c.location, c.phone, c.email ? link(c.email) : undefined, ...(c.links ?? []).map(link)].filter(Boolean).join(' · '), '')

  if (resume.summary) out.push(`## ${heading(resume, 'summary', 'About')}`, '', resume.summary, '')
  out.push(`## ${heading(resume, 'experience')}`, '')
  for (const role of resume.experience) {
    out.push(`### ${role.employer ? `${role.title} — ${role.employer}` : role.title}`, '')
    out.push(`*${[role.location, roleDates(role, style)].filter(Boolean).join(' · ')}*`, '')
    if (role.bullets.length) out.push(...role.bullets.map((b) => `- ${b}`), '')
  }
  if (resume.education.length > 0) {
    out.push(`## ${heading(resume, 'education')}`, '')
    for (const e of resume.education) {
      const dates = educationDates(e, style)
      out.push(`**${e.school}**${e.location ? `, ${e.location}` : ''}  `, `${degreeLine(e)}${dates ? ` (${dates})` : ''}  `)
      for (const d of e.details ?? []) out.push(`${d}  `)
      out.push('')
    }
  }
  if (resume.certifications?.length) {
    out.push(`## ${heading(resume, 'certifications')}`, '', ...resume.certifications.map((cert) => `- ${certificationLine(cert)}`), '')
  }
  if (resume.skills.length > 0) {
    out.push(`## ${heading(resume, 'skills')}`, '')
    out.push(...resume.skills.map((g) => (g.group ? `- **${g.group}:** ${g.items.join(', ')}` : `- ${g.items.join(', ')}`)), '')
  }
  if (resume.languages?.length) {
    out.push(
      `## ${heading(resume, 'languages')}`,
      '',
      resume.languages.map((l) => (l.level ? `${l.language} (${l.level})` : l.language)).join(', '),
      '',
    )
  }
  for (const extra of resume.extras ?? []) out.push(`## ${extra.heading}`, '', ...extra.items.map((i) => `- ${i}`), '')
  return `${out.join('\n').trimEnd()}\n`
}

export function renderMarkdown(resume: ResumeSource): Buffer {
  return Buffer.from(markdownText(resume), 'utf8')
}
