import type { ResumeSource } from '../schema.ts'
import { certificationLine, degreeLine, educationDates, heading, roleDates } from './common.ts'
import { printHtml } from './tools.ts'

/*
 * PDF, two columns, printed by Chromium from an HTML page the way web resume builders make them:
 * a dark sidebar on the left (name, contact, skills, education, certifications, languages) and
 * the profile and experience on the right. The sidebar's colour is painted on every page.
 */

const escapeHtml = (s: string | undefined) => (s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const CSS = `
@page { size: Letter; margin: 0; }
html { background: linear-gradient(to right, #233746 0, #233746 2.8in, #ffffff 2.8in); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; line-height: 1.35; color: #222; }
.page { display: grid; grid-template-columns: 2.8in 1fr; }
aside { color: #f1f4f7; padding: 0.55in 0.25in 0.4in 0.3in; }
main { padding: 0.55in 0.5in 0.4in 0.4in; }
aside h1 { font-size: 15pt; line-height: 1.15; margin: 0 0 4pt; font-weight: 700; }
aside .headline { font-size: 10pt; color: #b8d3e6; margin-bottom: 14pt; }
aside h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.4pt; color: #b8d3e6; border-bottom: 1px solid #5b7384; padding-bottom: 2pt; margin: 14pt 0 5pt; }
aside p { margin: 0 0 3pt; font-size: 8.5pt; overflow-wrap: anywhere; }
aside .contact p { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-size: 8pt; white-space: nowrap; }
aside ul { margin: 0; padding-left: 12pt; }
aside .group { font-weight: 700; margin-top: 4pt; }
aside .edu { margin-bottom: 7pt; }
main h2 { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.4pt; color: #233746; border-bottom: 2px solid #233746; padding-bottom: 2pt; margin: 0 0 7pt; }
main section + section { margin-top: 14pt; }
.role { margin-bottom: 9pt; break-inside: avoid-page; }
.role .title { font-size: 10.5pt; font-weight: 700; }
.role .where { font-style: italic; }
.role .when { color: #5b6b77; font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.5pt; }
.role ul { margin: 3pt 0 0; padding-left: 14pt; }
.role li { margin-bottom: 1.5pt; }
`

export function sidebarHtml(resume: ResumeSource): string {
  const style = resume.style
  const c = resume.contact
  const side: string[] = [`<h1>${escapeHtml(resume.name)}</h1>`]
  if (resume.headline) side.push(`<div class="headline">${escapeHtml(resume.headline)}</div>`)
  side.push(`<h2>Contact</h2><div class="contact">`)
  for (const item of [c.phone, c.email, c.location, ...(c.links ?? [])]) if (item) side.push(`<p>${escapeHtml(item)}</p>`)
  side.push(`</div>`)
  if (resume.skills.length > 0) {
    side.push(`<h2>${escapeHtml(heading(resume, 'skills'))}</h2>`)
    for (const g of resume.skills) {
      if (g.group) side.push(`<div class="group">${escapeHtml(g.group)}</div>`)
      side.push(`<ul>${g.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`)
    }
  }
  if (resume.education.length > 0) {
    side.push(`<h2>${escapeHtml(heading(resume, 'education'))}</h2>`)
    for (const e of resume.education) {
      const dates = educationDates(e, style)
      side.push(
        `<div class="edu"><p><strong>${escapeHtml(degreeLine(e))}</strong></p><p>${escapeHtml(e.school)}</p>` +
          (e.location ? `<p>${escapeHtml(e.location)}</p>` : '') +
          (dates ? `<p>${escapeHtml(dates)}</p>` : '') +
          (e.details ?? []).map((d) => `<p>${escapeHtml(d)}</p>`).join('') +
          `</div>`,
      )
    }
  }
  if (resume.certifications?.length) {
    side.push(`<h2>${escapeHtml(heading(resume, 'certifications'))}</h2>`)
    for (const cert of resume.certifications) side.push(`<p>${escapeHtml(certificationLine(cert))}</p>`)
  }
  if (resume.languages?.length) {
    side.push(`<h2>${escapeHtml(heading(resume, 'languages'))}</h2>`)
    for (const l of resume.languages) side.push(`<p>${escapeHtml(l.language)}${l.level ? ` — ${escapeHtml(l.level)}` : ''}</p>`)
  }

  const main: string[] = []
  if (resume.summary)
    main.push(`<section><h2>${escapeHtml(heading(resume, 'summary', 'Profile'))}</h2><p>${escapeHtml(resume.summary)}</p></section>`)
  main.push(`<section><h2>${escapeHtml(heading(resume, 'experience', 'Work Experience'))}</h2>`)
  for (const role of resume.experience) {
    const where = [role.employer, role.location].filter(Boolean).join(' | ')
    main.push(
      `<div class="role"><div class="title">${escapeHtml(role.title)}</div>` +
        (where ? `<div class="where">${escapeHtml(where)}</div>` : '') +
        `<div class="when">${escapeHtml(roleDates(role, style))}</div>` +
        (role.bullets.length ? `<ul>${role.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '') +
        `</div>`,
    )
  }
  main.push(`</section>`)
  for (const extra of resume.extras ?? []) {
    main.push(`<section><h2>${escapeHtml(extra.heading)}</h2><ul>${extra.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul></section>`)
  }

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(resume.name)}</title><style>${CSS}</style></head>
<body><div class="page"><aside>${side.join('\n')}</aside><main>${main.join('\n')}</main></div></body></html>
`
}

export function renderSidebar(resume: ResumeSource): Promise<Buffer> {
  return printHtml(sidebarHtml(resume))
}
