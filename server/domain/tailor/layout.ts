import type { ResumeDocument } from '../../../shared/schemas/documents.ts'
import type { InstructionFlags } from './instructions.ts'

/*
 * How much a resume fills, estimated before it is compiled, in units of one line of 10 pt body
 * text. The unit costs are deliberately round (95 characters a line, a section heading 2.7
 * lines); what a page holds was measured against them: 32 tailored dev-set resumes compiled with
 * the default template (modern) fit one page up to about 69 units and ran onto a second from
 * about 70. The estimate only steers the selection; the page count that counts is the compiled
 * PDF's (generation.service fits the document again when the PDF runs over).
 */

export const LINES_PER_PAGE = 66
const CHARS_PER_LINE = 95
const HEADER = 5.5
const SECTION = 2.7
const ENTRY = 2.4
const CONDENSED_ENTRY = 1.5
const EDUCATION = 1.4

const linesOf = (text: string, indent = 0) => Math.max(1, Math.ceil((text.length + indent) / CHARS_PER_LINE))

export function estimateLines(doc: ResumeDocument): number {
  let lines = HEADER
  if (doc.summary) lines += SECTION + linesOf(doc.summary)
  const roles = doc.experience
  if (roles.length > 0) lines += SECTION
  for (const role of roles) {
    if (role.condensed) {
      lines += CONDENSED_ENTRY
      continue
    }
    lines += role.location ? ENTRY : CONDENSED_ENTRY
    if (role.bullets.length > 0) lines += 0.4 + role.bullets.reduce((n, b) => n + linesOf(b, 4) + 0.12, 0)
  }
  const groups = doc.skills.filter((g) => g.items.length > 0)
  if (groups.length > 0) lines += SECTION + groups.reduce((n, g) => n + linesOf(`${g.label ?? ''}: ${g.items.join(', ')}`) + 0.2, 0)
  if (doc.education.length > 0) lines += SECTION + doc.education.length * EDUCATION
  if (doc.projects.length > 0) {
    lines += SECTION + doc.projects.reduce((n, p) => n + 1.3 + (p.description ? linesOf(p.description) : 0) + p.bullets.length, 0)
  }
  if (doc.certifications.length > 0) lines += SECTION + doc.certifications.reduce((n, c) => n + linesOf(c, 4), 0)
  return lines
}

/**
 * Pages a resume may take: one under five years of experience, two from there on, unless the
 * user asked otherwise ("keep it to one page", "up to three pages").
 */
export function pageLimitFor(years: number, flags: Pick<InstructionFlags, 'shorter' | 'pages'>): number {
  if (flags.pages !== null) return flags.pages
  if (flags.shorter) return 1
  return years < 5 ? 1 : 2
}

/** The line budget for a page limit; each `fit` step (the PDF ran over) takes a further 8 % off. */
export const lineBudget = (pages: number, fit = 0) => pages * LINES_PER_PAGE * 0.92 ** fit
