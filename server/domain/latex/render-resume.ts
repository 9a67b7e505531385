import { DEFAULT_RESUME_SECTION_ORDER, type ResumeDocument, type ResumeSection } from '../../../shared/schemas/documents.ts'
import { degreeWithField } from '../ingest/degree-name.ts'
import type { Escaper } from './escape.ts'
import { contactLine, hasText, itemList, link, macro } from './render-parts.ts'

/** The document's section order, completed with the sections it leaves out (default order). */
export function sectionOrder(doc: ResumeDocument): ResumeSection[] {
  const order: ResumeSection[] = []
  for (const s of [...(doc.section_order ?? []), ...DEFAULT_RESUME_SECTION_ORDER]) if (!order.includes(s)) order.push(s)
  return order
}

/**
 * The body of a resume in the resume macro vocabulary (see templates/resume/modern.tex).
 * Standard headings (what ATS parsers look for), in the document's section order; a section with
 * no content is left out. A condensed role is its entry line alone.
 */
export function resumeBody(doc: ResumeDocument, esc: Escaper): string {
  const head = macro(
    'cvheader',
    esc.text(doc.contact.name, 'contact.name'),
    esc.text(doc.headline, 'headline'),
    contactLine(esc, doc.contact, 'contact', 'cvsep'),
  )
  const parts: Record<ResumeSection, (out: string[]) => void> = {
    summary: (out) => summarySection(doc, esc, out),
    experience: (out) => experienceSection(doc, esc, out),
    skills: (out) => skillsSection(doc, esc, out),
    education: (out) => educationSection(doc, esc, out),
    projects: (out) => projectsSection(doc, esc, out),
    certifications: (out) => {
      const certifications = itemList(esc, doc.certifications, 'certifications', 'cvitems')
      if (certifications.length > 0) out.push(macro('cvsection', 'Certifications'), ...certifications)
    },
  }
  const out = [head]
  for (const section of sectionOrder(doc)) parts[section](out)
  return out.join('\n')
}

function summarySection(doc: ResumeDocument, esc: Escaper, out: string[]): void {
  if (hasText(doc.summary)) out.push(macro('cvsection', 'Summary'), macro('cvparagraph', esc.text(doc.summary, 'summary')))
}

function experienceSection(doc: ResumeDocument, esc: Escaper, out: string[]): void {
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)

  const jobs = doc.experience.filter((e) => [e.title, e.company, e.location, e.start, e.end].some(hasText) || e.bullets.some(hasText))
  if (jobs.length > 0) {
    out.push(macro('cvsection', 'Experience'))
    doc.experience.forEach((e, i) => {
      if (!jobs.includes(e)) return
      const f = `experience[${i}]`
      const dates = [e.start, e.end]
        .filter(hasText)
        .map((d) => d.trim())
        .join(' \u2013 ')
      // A condensed role is one line: no location line, no bullets.
      const location = e.condensed ? '' : t(e.location, `${f}.location`)
      out.push(
        macro('cventry', t(e.title, `${f}.title`), t(e.company, `${f}.company`), location, t(dates, `${f}.dates`)),
        ...(e.condensed ? [] : itemList(esc, e.bullets, `${f}.bullets`, 'cvitems')),
      )
    })
  }
}

function skillsSection(doc: ResumeDocument, esc: Escaper, out: string[]): void {
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)
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
}

function educationSection(doc: ResumeDocument, esc: Escaper, out: string[]): void {
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)
  const schools = doc.education.filter((e) => [e.degree, e.field, e.institution, e.year].some(hasText))
  if (schools.length > 0) {
    out.push(macro('cvsection', 'Education'))
    doc.education.forEach((e, i) => {
      if (!schools.includes(e)) return
      const f = `education[${i}]`
      out.push(
        macro('cveducation', t(degreeWithField(e.degree, e.field), `${f}.degree`), t(e.institution, `${f}.institution`), t(e.year, `${f}.year`)),
      )
    })
  }
}

function projectsSection(doc: ResumeDocument, esc: Escaper, out: string[]): void {
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)
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
}
