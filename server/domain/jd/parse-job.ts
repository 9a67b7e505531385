import { findSkillMentions } from '../skills/index.ts'
import { findCompany, findExperienceLevel, findHiringManager, findPlaces, findTitle } from './fields.ts'
import { certifications, jobKeywords } from './keywords.ts'
import { findEducation, findYearsRequired } from './requirements.ts'
import { clausesOf, jobLines, lineContent, type JobLine, type SectionKind } from './sections.ts'
import type { ParsedJob } from './types.ts'

/**
 * Reads a job description. Total: any text gives a ParsedJob (check the input with
 * `validateJobDescription` first where blank or over-long text must be refused). Deterministic.
 */
export function parseJobDescription(text: string): ParsedJob {
  const lines = jobLines(text)
  const job = readAsks(text, lines)
  return {
    title: job.title,
    company: job.company,
    hiringManager: findHiringManager(lines),
    requiredSkills: job.requiredSkills,
    niceToHave: job.niceToHave,
    yearsRequired: job.yearsRequired,
    education: job.education,
    experienceLevel: job.experienceLevel,
    keywords: jobKeywords({ lines, requiredSkills: job.requiredSkills, niceToHave: job.niceToHave, exclude: job.company ? [job.company] : [] }),
    responsibilities: responsibilitiesOf(lines),
    asks: job.asks,
    credentials: job.credentials,
  }
}

/** What a job asks of a candidate: the parts of a ParsedJob that matching reads. */
export type JobAsks = Pick<
  ParsedJob,
  'title' | 'company' | 'requiredSkills' | 'niceToHave' | 'yearsRequired' | 'education' | 'experienceLevel' | 'asks' | 'credentials'
>

/**
 * The parts of parseJobDescription's reading that matching uses, read the same way, without the
 * ATS keywords, the duties list and the hiring manager (a process that only matches skips them).
 */
export function parseJobAsks(text: string): JobAsks {
  return readAsks(text, jobLines(text))
}

function readAsks(text: string, lines: readonly JobLine[]): JobAsks {
  const title = findTitle(lines)
  const company = findCompany(lines, title)
  const { requiredSkills, niceToHave } = skillsBySection(text, lines, company)
  return {
    title,
    company,
    requiredSkills,
    niceToHave,
    yearsRequired: findYearsRequired(lines),
    education: findEducation(lines),
    experienceLevel: findExperienceLevel(lines, title),
    asks: asksOf(lines, title, company, findPlaces(lines)),
    credentials: credentialsOf(lines),
  }
}

/** Certifications and licences asked, by where they are asked; one asked as required is not also nice. */
function credentialsOf(lines: readonly JobLine[]): ParsedJob['credentials'] {
  const required: string[] = []
  const nice: string[] = []
  const seen = new Set<string>()
  for (const line of lines) {
    if (line.section === 'context') continue
    for (const clause of clausesOf(line)) {
      if (clause.kind === 'context') continue
      for (const c of certifications(clause.text)) {
        const key = c.toLowerCase()
        if (seen.has(key)) continue
        seen.add(key)
        ;(clause.kind === 'nice' ? nice : required).push(c)
      }
    }
  }
  return { required, nice }
}

/**
 * The lines that ask something, in order: not context, not a bare heading, not a label, not the
 * employer's boilerplate (equal opportunity, pay and benefits). The employer's name and the
 * posting's cities are cut out of them: "Join Brightwater Logistics in Columbus" asks for neither.
 */
function asksOf(lines: readonly JobLine[], title: string, company: string | null, places: readonly string[]): ParsedJob['asks'] {
  const names = [...new Set([company, company?.replace(CORPORATE_SUFFIX, ''), ...places])]
    .filter((n): n is string => !!n && n.trim().length >= 2)
    .sort((a, b) => b.length - a.length)
  const notAsked = names.length > 0 ? new RegExp(String.raw`(?<![\w-])(?:${names.map(escapeRegExp).join('|')})(?:,\s*[A-Z]{2})?(?![\w-])`, 'g') : null
  const out: ParsedJob['asks'] = []
  for (const line of lines) {
    if (line.section === 'context') continue
    let text = line.heading ? lineContent(line) : line.text
    if (!text.trim() || NOT_ASKING.test(text) || /^(?:role|position|job title|title)\s*:/i.test(text) || text === title || isBoilerplate(text))
      continue
    if (notAsked) text = text.replace(notAsked, ', ').replace(/\s+/g, ' ').trim()
    if (!/[A-Za-z]{2}/.test(text.replace(/[\s\p{P}]+/gu, ' '))) continue
    out.push({ text, kind: line.section })
  }
  return out
}

// Lines that state the employer's terms, not the job's asks: equal opportunity, and pay with its amount.
const EQUAL_OPPORTUNITY =
  /\b(?:equal (?:employment )?opportunity|affirmative action|without regard to|regardless of (?:race|age|gender|sex)|e-?verify|reasonable accommodations?)\b/i
const PAY = /\b(?:salary|salaried|pay|compensation|wage|bonus|per hour|hourly|annually|base)\b/i
const AMOUNT = /[$€£]\s?\d|\b\d{2,3}k\b|\b\d{2,3},\d{3}\b/i
const isBoilerplate = (text: string) => EQUAL_OPPORTUNITY.test(text) || (PAY.test(text) && AMOUNT.test(text))
const CORPORATE_SUFFIX = /,?\s+(?:inc|llc|ltd|corp|corporation|company|co|group|holdings|plc)\.?$/i
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const NOT_ASKING = /^(?:company|employer|organi[sz]ation|hiring manager|contact|recruiter|reports to|location|salary|compensation|posted|job id)\s*:/i

/**
 * Required and nice-to-have skills by where they are mentioned. The skill finder reads the whole
 * posting once, told which lines sit in requirement lists (its context rules for short names like
 * R or Go need that) and which are headings. Each mention then takes the kind of its clause: a
 * skill named in any asking part (a requirements section, duties, or no section at all) is
 * required; one named only in nice-to-have parts is nice-to-have; one named only in "About us"
 * or benefits is neither.
 */
function skillsBySection(text: string, lines: readonly JobLine[], company: string | null): { requiredSkills: string[]; niceToHave: string[] } {
  const byIndex = new Map(lines.map((l) => [l.index, l]))
  const skillsSectionLines = new Set(lines.filter((l) => l.section === 'required' || l.section === 'nice').map((l) => l.index))
  const ignoreLines = new Set(lines.filter((l) => l.heading && lineContent(l).length === 0).map((l) => l.index))
  const normalized = text.replace(/\r\n?/g, '\n')
  const mentions = findSkillMentions(normalized, { skillsSectionLines, ignoreLines })

  const order: string[] = []
  const kinds = new Map<string, Set<SectionKind>>()
  for (const mention of mentions) {
    const line = byIndex.get(mention.line)
    // "Northwind Logistics" names the employer, not a skill; contact lines name people.
    if (company && line?.text.includes(company) && company.toLowerCase().includes(mention.text.toLowerCase())) continue
    if (line && NOT_ASKING.test(line.text)) continue
    let kind: SectionKind = 'general'
    if (line) {
      const written = mention.text.toLowerCase()
      const clause = clausesOf(line).find((c) => c.text.toLowerCase().includes(written))
      kind = clause?.kind ?? line.section
    }
    let set = kinds.get(mention.skill)
    if (!set) {
      kinds.set(mention.skill, (set = new Set()))
      order.push(mention.skill)
    }
    set.add(kind)
  }

  const requiredSkills: string[] = []
  const niceToHave: string[] = []
  for (const skill of order) {
    const set = kinds.get(skill)!
    if (set.has('required') || set.has('general') || set.has('responsibilities')) requiredSkills.push(skill)
    else if (set.has('nice')) niceToHave.push(skill)
  }
  return { requiredSkills, niceToHave }
}

/** Duties for the cover letter: the lines of the responsibilities sections, lead-ins left out. */
function responsibilitiesOf(lines: readonly JobLine[]): string[] {
  const inSection = lines.filter((l) => l.section === 'responsibilities' && (!l.heading || lineContent(l).length > 0))
  const bullets = inSection.filter((l) => l.bullet)
  const chosen = bullets.length > 0 ? bullets : inSection
  const out: string[] = []
  for (const line of chosen) {
    const text = lineContent(line).replace(/\s+/g, ' ').trim()
    if (text.length < 3 || /:$/.test(text)) continue
    if (!out.some((o) => o.toLowerCase() === text.toLowerCase())) out.push(text)
  }
  return out
}
