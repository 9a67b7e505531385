import type { ParsedResume, Section } from '../../../../shared/schemas/resume.ts'
import { findSkills } from '../../skills/index.ts'
import { parseContact } from './contact.ts'
import { parseEducation } from './education.ts'
import { parseExperience } from './experience.ts'
import { toItems, wordCount } from './lines.ts'
import { plainLine } from './plain-markup.ts'
import { findSections, sectionBody } from './sections.ts'

/*
 * resume_text -> ParsedResume. Sections first (line ranges), then each section's lines go to its
 * parser; skills are matched over the whole text, with skills-section lines as skills context.
 */

// Without a contact section, name, phone and location are looked for in the first lines only.
const CONTACT_AREA_LINES = 12

const LANGUAGES_HEADING = /^\W*(?:foreign\s+)?languages?(?:\s+(?:skills|spoken|proficiency))?\W*$/i

export function parseResume(text: string): ParsedResume {
  const lines = text.split('\n').map(plainLine)
  const sections = findSections(lines)
  const bodiesOf = (kind: Section['kind']) => sections.filter((s) => s.kind === kind).map((s) => sectionBody(lines, s))

  const contactArea = new Set<number>()
  for (let i = 0; i < Math.min(CONTACT_AREA_LINES, lines.length); i++) contactArea.add(i)
  for (const s of sections.filter((s) => s.kind === 'contact')) {
    for (let i = s.startLine; i < s.endLine; i++) contactArea.add(i)
  }

  const skillsSectionLines = new Set<number>()
  // A "Languages" section lists skills too (Spanish, French): the knowledge base finds a language's
  // name only in a skills context, since the same word names a people or a place in prose.
  for (const s of sections.filter((s) => s.kind === 'skills' || (s.heading && LANGUAGES_HEADING.test(s.heading)))) {
    for (let i = s.startLine; i < s.endLine; i++) skillsSectionLines.add(i)
  }
  // A heading names no skill ("Education and Training"), unless it carries content after a colon.
  const ignoreLines = new Set(sections.filter((s) => s.heading && lines[s.startLine]!.trim() === s.heading).map((s) => s.startLine))

  return {
    contact: parseContact(
      lines,
      [...contactArea].sort((a, b) => a - b),
      sections.find((s) => s.kind === 'summary' || s.kind === 'experience' || s.kind === 'education')?.startLine,
    ),
    summary: summaryOf(bodiesOf('summary'), sections, lines),
    experience: bodiesOf('experience').flatMap(parseExperience),
    education: bodiesOf('education').flatMap(parseEducation),
    skills: findSkills(text, { skillsSectionLines, ignoreLines }),
    projects: bodiesOf('projects').flatMap(toItems),
    certifications: bodiesOf('certifications').flatMap(toItems),
    sections,
  }
}

/**
 * The summary section's text; without one, an opening paragraph of the preamble (many resumes
 * start with an unlabelled summary under the contact lines).
 */
function summaryOf(bodies: string[][], sections: Section[], lines: string[]): string | null {
  const body = bodies.find((b) => b.some((l) => l.trim()))
  if (body) return joinParagraph(body)
  const preamble = sections[0]?.kind === 'contact' && !sections[0].heading ? sections[0] : null
  if (!preamble) return null
  const paragraph = lines
    .slice(preamble.startLine, preamble.endLine)
    .filter((l) => wordCount(l) >= 8 && /[a-z]/.test(l) && !/@|\d{3}[\s.-]\d{4}/.test(l))
  return paragraph.length > 0 && wordCount(paragraph.join(' ')) >= 15 ? joinParagraph(paragraph) : null
}

function joinParagraph(lines: string[]): string | null {
  const text = toItems(lines).join(' ').replace(/\s+/g, ' ').trim()
  return text || null
}
