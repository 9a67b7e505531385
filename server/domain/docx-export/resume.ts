import { HeadingLevel, Paragraph, Tab, TabStopType, TextRun } from 'docx'
import type { ResumeDocument, ResumeExperience, ResumeSection } from '../../../shared/schemas/documents.ts'
// The PDF's own rule for the order of sections, so both files print them alike.
import { degreeWithField } from '../ingest/degree-name.ts'
import { sectionOrder } from '../latex/render-resume.ts'
import { bullet, contactParagraph, hasText, inline, joined, MUTED_COLOR, packDocument, plain, text } from './parts.ts'

/*
 * A resume as a Word file, from the same ResumeDocument the LaTeX templates print: the same
 * sections under the same standard headings, in the document's section order, and the same rule
 * that a condensed role is one line without bullets. Nothing is added that the document lacks.
 */

// Right edge of the text on US Letter with 0.7" margins, for the dates' tab stop (twips).
const RIGHT_TAB = Math.round((8.5 - 2 * 0.7) * 1440)

export async function resumeDocx(doc: ResumeDocument): Promise<Buffer> {
  const name = inline(doc.contact.name)
  const body: Paragraph[] = []
  if (name) body.push(new Paragraph({ text: name, heading: HeadingLevel.TITLE }))
  if (hasText(doc.headline)) body.push(new Paragraph({ children: [text(inline(doc.headline), { color: MUTED_COLOR })], spacing: { after: 40 } }))
  const contact = contactParagraph(doc.contact)
  if (contact) body.push(contact)

  const sections: Record<ResumeSection, () => Paragraph[]> = {
    summary: () => (hasText(doc.summary) ? [heading('Summary'), plain(doc.summary)] : []),
    experience: () => experienceSection(doc.experience),
    skills: () => skillsSection(doc),
    education: () => educationSection(doc),
    projects: () => projectsSection(doc),
    certifications: () => {
      const items = doc.certifications.filter(hasText)
      return items.length > 0 ? [heading('Certifications'), ...items.map(bullet)] : []
    },
  }
  for (const section of sectionOrder(doc)) body.push(...sections[section]())
  return packDocument(body, { title: name ? `${name} - Resume` : 'Resume', author: name, margins: 0.7 })
}

/** Text pushed to the right-margin tab stop (dates), not bold even in a heading line. */
function atRightMargin(value: string): TextRun {
  return new TextRun({ children: [new Tab(), value], bold: false })
}

function heading(title: string): Paragraph {
  return new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 })
}

function experienceSection(experience: ResumeExperience[]): Paragraph[] {
  const roles = experience.filter((e) => [e.title, e.company, e.location, e.start, e.end].some(hasText) || e.bullets.some(hasText))
  if (roles.length === 0) return []
  return [heading('Experience'), ...roles.flatMap(role)]
}

/**
 * "Title, Company" with the dates at the right margin (a tab stop, not a table), then the
 * location and the bullets. A condensed role is its first line alone.
 */
function role(e: ResumeExperience): Paragraph[] {
  const dates = joined([e.start, e.end], ' – ')
  const header = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
    children: [text(joined([e.title, e.company], ', ')), ...(dates ? [atRightMargin(dates)] : [])],
    spacing: e.condensed ? { before: 80, after: 40 } : undefined,
  })
  if (e.condensed) return [header]
  const out = [header]
  if (hasText(e.location))
    out.push(new Paragraph({ children: [text(inline(e.location), { italics: true, color: MUTED_COLOR })], spacing: { after: 40 } }))
  out.push(...e.bullets.filter(hasText).map(bullet))
  return out
}

function skillsSection(doc: ResumeDocument): Paragraph[] {
  const groups = doc.skills.map((g) => ({ label: g.label, items: g.items.filter(hasText).map(inline) })).filter((g) => g.items.length > 0)
  if (groups.length === 0) return []
  return [
    heading('Skills'),
    ...groups.map(
      (g) =>
        new Paragraph({
          children: hasText(g.label) ? [text(`${inline(g.label)}: `, { bold: true }), text(g.items.join(', '))] : [text(g.items.join(', '))],
          spacing: { after: 60 },
        }),
    ),
  ]
}

function educationSection(doc: ResumeDocument): Paragraph[] {
  const schools = doc.education.filter((e) => [e.degree, e.field, e.institution, e.year].some(hasText))
  if (schools.length === 0) return []
  return [
    heading('Education'),
    ...schools.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
          children: [
            text(degreeWithField(e.degree, e.field), { bold: true }),
            ...(hasText(e.institution) ? [text(`${hasText(e.degree) || hasText(e.field) ? ', ' : ''}${inline(e.institution)}`)] : []),
            ...(hasText(e.year) ? [atRightMargin(inline(e.year))] : []),
          ],
          spacing: { after: 60 },
        }),
    ),
  ]
}

function projectsSection(doc: ResumeDocument): Paragraph[] {
  const projects = doc.projects.filter((p) => hasText(p.name) || hasText(p.description) || p.bullets.some(hasText))
  if (projects.length === 0) return []
  return [
    heading('Projects'),
    ...projects.flatMap((p) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [text(inline(p.name)), ...(hasText(p.link) ? [text(`  ${inline(p.link)}`, { bold: false, color: MUTED_COLOR })] : [])],
      }),
      ...(hasText(p.description) ? [plain(p.description, 40)] : []),
      ...p.bullets.filter(hasText).map(bullet),
    ]),
  ]
}
