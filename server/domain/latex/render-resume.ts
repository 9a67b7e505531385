import type { ResumeDocument } from '../../../shared/schemas/documents.ts'
import type { Escaper } from './escape.ts'
import { contactLine, hasText, itemList, link, macro } from './render-parts.ts'

/**
 * The body of a resume in the resume macro vocabulary (see templates/resume/modern.tex).
 * Standard headings, in the order ATS parsers expect; a section with no content is left out.
 */
export function resumeBody(doc: ResumeDocument, esc: Escaper): string {
  const out: string[] = []
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)

  out.push(
    macro(
      'cvheader',
      t(doc.contact.name, 'contact.name'),
      t(doc.headline, 'headline'),
      contactLine(esc, doc.contact, 'contact', 'cvsep'),
    ),
  )

  if (hasText(doc.summary)) {
    out.push(macro('cvsection', 'Summary'), macro('cvparagraph', t(doc.summary, 'summary')))
  }

  const jobs = doc.experience.filter(
    (e) => [e.title, e.company, e.location, e.start, e.end].some(hasText) || e.bullets.some(hasText),
  )
  if (jobs.length > 0) {
    out.push(macro('cvsection', 'Experience'))
    doc.experience.forEach((e, i) => {
      if (!jobs.includes(e)) return
      const f = `experience[${i}]`
      const dates = [e.start, e.end].filter(hasText).map((d) => d.trim()).join(' \u2013 ')
      out.push(
        macro('cventry', t(e.title, `${f}.title`), t(e.company, `${f}.company`), t(e.location, `${f}.location`), t(dates, `${f}.dates`)),
        ...itemList(esc, e.bullets, `${f}.bullets`, 'cvitems'),
      )
    })
  }

  const groups = doc.skills
    .map((g, i) => ({ label: g.label, items: g.items.map((s, j) => ({ s, j })).filter(({ s }) => hasText(s)), i }))
    .filter((g) => g.items.length > 0)
  if (groups.length > 0) {
    out.push(macro('cvsection', 'Skills'))
    for (const g of groups) {
      const items = g.items.map(({ s, j }) => t(s, `skills[${g.i}].items[${j}]`)).join('\\cvskillsep{}')
      out.push(hasText(g.label) ? macro('cvskillgroup', t(g.label, `skills[${g.i}].label`), items) : macro('cvskills', items))
    }
  }

  const schools = doc.education.filter((e) => [e.degree, e.field, e.institution, e.year].some(hasText))
  if (schools.length > 0) {
    out.push(macro('cvsection', 'Education'))
    doc.education.forEach((e, i) => {
      if (!schools.includes(e)) return
      const f = `education[${i}]`
      const degree = [e.degree, e.field].filter(hasText).map((s) => s.trim()).join(', ')
      out.push(macro('cveducation', t(degree, `${f}.degree`), t(e.institution, `${f}.institution`), t(e.year, `${f}.year`)))
    })
  }

  const projects = doc.projects.filter((p) => hasText(p.name) || hasText(p.description) || p.bullets.some(hasText))
  if (projects.length > 0) {
    out.push(macro('cvsection', 'Projects'))
    doc.projects.forEach((p, i) => {
      if (!projects.includes(p)) return
      const f = `projects[${i}]`
      out.push(
        macro('cvproject', t(p.name, `${f}.name`), t(p.description, `${f}.description`), hasText(p.link) ? link(esc, p.link, `${f}.link`) : ''),
        ...itemList(esc, p.bullets, `${f}.bullets`, 'cvitems'),
      )
    })
  }

  const certifications = itemList(esc, doc.certifications, 'certifications', 'cvitems')
  if (certifications.length > 0) out.push(macro('cvsection', 'Certifications'), ...certifications)

  return out.join('\n')
}
