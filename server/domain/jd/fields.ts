import { anyOf, readPhraseLists } from '../text/index.ts'
import type { ExperienceLevel } from './types.ts'
import type { JobLine } from './sections.ts'

/*
 * The posting's named parts: job title, company, hiring manager, level. Each is read from an
 * explicit label first ("Position:", "Company:", "Hiring Manager:"), then from the usual
 * wording of postings ("Acme is hiring", "Join Acme", "We are looking for a Senior Accountant").
 * Nothing is guessed beyond that: unknown is null (or "Untitled Position" for the title).
 */

export const UNTITLED_POSITION = 'Untitled Position'

/** Head nouns of job titles; a line without one is not read as a title. */
const ROLE_NOUNS = new Set(
  `
accountant actuary adjuster administrator advisor adviser advocate agent aide analyst animator
apprentice architect archivist artist assistant associate attendant attorney auditor author baker
banker bartender biologist bookkeeper broker buyer captain caregiver carpenter cashier chef chemist
clerk clinician coach consultant controller cook coordinator copywriter counsel counselor counsellor
courier curator custodian dentist designer developer dietitian director dispatcher doctor drafter driver
economist editor educator electrician engineer estimator examiner executive generalist geologist
hygienist illustrator inspector installer instructor intern interpreter investigator janitor
journalist laborer lawyer lecturer librarian machinist manager marketer mechanic merchandiser midwife
nurse nutritionist officer operator paralegal paramedic pharmacist photographer physician physicist
pilot planner plumber practitioner producer professor programmer psychologist publicist purchaser
receptionist recruiter representative researcher salesperson scientist secretary specialist
statistician stylist superintendent supervisor surgeon surveyor teacher technician technologist
tester therapist trainer translator treasurer tutor underwriter writer strategist owner partner
principal president vp head lead steward waiter server bookkeeper cfo cto ceo coo sre devops
`
    .split(/\s+/)
    .filter(Boolean),
)

const isRoleNoun = (word: string) => {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  return ROLE_NOUNS.has(w) || (w.endsWith('s') && ROLE_NOUNS.has(w.slice(0, -1)))
}

const hasRoleNoun = (phrase: string) => phrase.split(/[\s/,()-]+/).some(isRoleNoun)

const WORDS = readPhraseLists(new URL('./data/posting-phrases.json', import.meta.url), ['employmentTerms', 'titleAdjectives', 'notACompany'])

const EMPLOYMENT_WORDS = new RegExp(String.raw`\b${anyOf(WORDS.employmentTerms)}\b`, 'i')
const TITLE_ADJECTIVE = new RegExp(`^${anyOf(WORDS.titleAdjectives)}$`, 'i')

const PLACE_OR_TERMS = (part: string) => EMPLOYMENT_WORDS.test(part) || /,\s*[A-Z]{2}\b|^[A-Z][a-z]+,\s*[A-Z]/.test(part)

/**
 * "Senior Accountant (Remote)" -> "Senior Accountant"; "Engineer | Hybrid" -> "Engineer". A
 * labelled title keeps its other tails ("Registered Nurse - Medical/Surgical Unit"); a title line
 * found without a label keeps only the part with the role noun ("Senior Accountant | BrightPath").
 */
function cleanTitle(raw: string, labelled: boolean): string {
  let t = raw.trim().replace(/^["'“]|["'”]$/g, '')
  // Drop trailing parentheticals and separated tails that describe the arrangement or place.
  for (;;) {
    const paren = /\s*\(([^()]*)\)\s*$/.exec(t)
    if (paren && (EMPLOYMENT_WORDS.test(paren[1]!) || /,|\b[A-Z]{2}\b/.test(paren[1]!))) {
      t = t.slice(0, paren.index).trim()
      continue
    }
    break
  }
  const parts = t.split(/\s+[|–—-]\s+|\s*\|\s*/)
  if (parts.length > 1) {
    if (labelled) {
      while (parts.length > 1 && PLACE_OR_TERMS(parts[parts.length - 1]!)) parts.pop()
      t = parts.join(' - ')
    } else {
      t = (parts.find(hasRoleNoun) ?? parts[0]!).trim()
    }
  }
  t = t
    .replace(/\s+at\s+[A-Z].*$/, '')
    .replace(/[\s,;:.!]+$/, '')
    .trim()
  return t
}

const TITLE_LABEL = /^(?:role|position|job title|title|job|position title|job role|opening|vacancy|job position)\s*[:\-–—]\s*(.+)$/i

const STOP_AFTER_TITLE = new Set('to who with that for in at on and or of from which whose joining based working able you this our your'.split(' '))

/** Title case for a lower-case phrase pulled out of a sentence ("senior accountant"). */
function titleCase(phrase: string): string {
  if (phrase !== phrase.toLowerCase()) return phrase
  return phrase.replace(/\b([a-z])([a-z]*)/g, (_, a: string, b: string) => a.toUpperCase() + b)
}

/** The role named in a sentence: "We are looking for an experienced Staff Accountant to ...". */
function titleFromSentence(text: string): string | null {
  const pattern =
    /\b(?:hiring|seeking|looking for|recruiting|searching for|in search of|is looking for|are looking for|needs|wants)\s+(?:an?|the|our|one|two|several)?\s*((?:[\w/&+#.'-]+\s*){1,8})/gi
  for (const m of text.matchAll(pattern)) {
    const words = m[1]!.split(/\s+/).filter(Boolean)
    let end = -1
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!.replace(/[.,;:!?]+$/, '')
      if (STOP_AFTER_TITLE.has(w.toLowerCase()) && i > 0) break
      if (isRoleNoun(w)) end = i
      if (/[.,;:!?]$/.test(words[i]!)) break
    }
    if (end < 0) continue
    const picked = words
      .slice(0, end + 1)
      .map((w) => w.replace(/[.,;:!?]+$/, ''))
      .filter((w, i) => i > 0 || !TITLE_ADJECTIVE.test(w))
    // Adjectives before the title ("a motivated and detail-oriented accountant") are not part of it.
    const start = Math.max(0, picked.findLastIndex((w) => /^(?:and|&|,)$/i.test(w)) + 1)
    const title = picked.slice(start).join(' ').trim()
    if (title.length > 0 && title.split(' ').length <= 6) return titleCase(title)
  }
  return null
}

export function findTitle(lines: readonly JobLine[]): string {
  for (const line of lines) {
    const m = TITLE_LABEL.exec(line.text)
    if (m) {
      const value = cleanTitle(m[1]!, true)
      if (value.length > 0 && value.length <= 200 && !(EMPLOYMENT_WORDS.test(value) && !hasRoleNoun(value))) return value
    }
  }
  // The first short line that reads as a title, near the top of the posting.
  const top = lines.filter((l) => !l.heading).slice(0, 8)
  for (const line of top) {
    const text = line.text.replace(/^(?:we(?:'re| are) hiring|now hiring|hiring|job opening|career opportunity)\s*[:!-]\s*/i, '')
    if (text.includes(':') || /[.!?]$/.test(text) || text.length > 90) continue
    const words = text.split(/\s+/)
    if (words.length > 10) continue
    const candidate = cleanTitle(text, false)
    if (candidate.length > 0 && hasRoleNoun(candidate) && /^[A-Z]/.test(candidate)) return candidate
  }
  for (const line of lines) {
    const title = titleFromSentence(line.text)
    if (title) return title
  }
  return UNTITLED_POSITION
}

// ---------------------------------------------------------------------------------------------
// Company

const NAME_TOKEN = String.raw`(?:[A-Z0-9][\w&.'’+-]*)`
const NAME_LINK = String.raw`(?:&|and|of|for|the|de|la|du|von)`
/** A capitalised name of up to six words, with linking words inside ("Bank of the West"). */
const NAME = String.raw`${NAME_TOKEN}(?:[ \t]+(?:${NAME_LINK}[ \t]+)*${NAME_TOKEN}){0,5}`

const NOT_A_COMPANY = new RegExp(`^${anyOf(WORDS.notACompany)}$`, 'i')

function cleanCompany(raw: string): string | null {
  let c = raw.trim().replace(/^(?:the)\s+(?=[A-Z])/, (m) => m) // keep "The Home Depot"
  c = c.replace(/[,;:!?]+$/, '').replace(/\.(?!\w)$/, (m) => (/\b(?:inc|co|corp|ltd|llc|l\.l\.c|s\.a|n\.a|plc)\.$/i.test(c) ? m : ''))
  c = c.replace(/\s+(?:&|and|of|for|the|de|la|du|von)$/i, '').trim()
  if (c.length < 2 || c.length > 80) return null
  if (NOT_A_COMPANY.test(c)) return null
  const first = c.split(/\s+/)[0]!
  if (NOT_A_COMPANY.test(first) && c.split(/\s+/).length === 1) return null
  if (/^(?:we|our|you|your|this|these|it)\b/i.test(c)) return null
  if (hasRoleNoun(c) && c.split(/\s+/).length <= 3 && !/\b(?:inc|corp|llc|ltd|co|group|company)\b/i.test(c)) return null
  return c
}

const COMPANY_LABEL = /^(?:company|company name|employer|organi[sz]ation|hiring company|client|school|district|hospital|agency)\s*:\s*(.+)$/i

export function findCompany(lines: readonly JobLine[], title: string): string | null {
  for (const line of lines) {
    const m = COMPANY_LABEL.exec(line.text)
    if (m) {
      const c = cleanCompany(m[1]!.replace(/\s*[(|–—].*$/, ''))
      if (c) return c
    }
  }
  for (const line of lines) {
    const m = /^about\s+(.+?)[:.!]?$/i.exec(line.text)
    if (m && line.heading) {
      const c = cleanCompany(m[1]!)
      if (c && /^[A-Z0-9]/.test(c)) return c
    }
  }
  const text = lines.map((l) => l.text).join('\n')
  const patterns = [
    new RegExp(String.raw`(?:^|[.!?]\s+|\n)(${NAME})\s+(?:is|are)\s+(?:currently\s+|now\s+)?(?:hiring|looking|seeking|searching|recruiting)\b`, 'g'),
    new RegExp(String.raw`\b[Jj]oin\s+(?:the\s+team\s+at\s+)?(${NAME})`, 'g'),
    new RegExp(String.raw`(?:^|[.!?]\s+|\n)At\s+(${NAME}),\s+(?:we|our|you)\b`, 'g'),
    new RegExp(String.raw`\b(?:role|position|opening|opportunity|job|career|team|work|working)\s+(?:here\s+)?at\s+(${NAME})`, 'g'),
    new RegExp(String.raw`(?:^|[.!?]\s+|\n)(${NAME})\s+is\s+an?\s+(?:equal\s+(?:employment\s+)?opportunity|EEO|affirmative)`, 'g'),
  ]
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const c = cleanCompany(m[1]!)
      if (c) return c
    }
  }
  // "Senior Accountant at Acme Corp" as the title line.
  for (const line of lines.slice(0, 8)) {
    if (!line.text.startsWith(title) && !TITLE_LABEL.test(line.text)) continue
    const m = new RegExp(String.raw`\sat\s+(${NAME})`).exec(line.text)
    if (m) {
      const c = cleanCompany(m[1]!)
      if (c) return c
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Hiring manager

const MANAGER_LABEL =
  /^(?:hiring manager|hiring contact|contact(?: person| name)?|recruiter|attn|attention|point of contact|questions\?? contact)\s*[:\-–]\s*(.+)$/i
const HONORIFIC = String.raw`(?:(?:Mr|Ms|Mrs|Mx|Dr|Prof)\.?\s+)`
const PERSON = new RegExp(String.raw`^(${HONORIFIC}?[A-Z][a-zA-Z'’-]+(?:\s+[A-Z]\.)?(?:\s+(?:[A-Z][a-zA-Z'’-]+|van|von|de|da|del|der|la|le)){1,3})$`)

function personName(raw: string): string | null {
  const value = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\+?\d[\d\s().-]{6,}/g, ' ')
    .split(/\s*[,;|–—]\s*|\s+-\s+|\s+at\s+/)[0]!
    .replace(/\s+/g, ' ')
    .replace(/[.:]$/, (m) => m)
    .trim()
  const m = PERSON.exec(value)
  if (!m) return null
  const words = value.replace(new RegExp(`^${HONORIFIC}`), '').split(/\s+/)
  if (words.some(isRoleNoun) || words.some((w) => /^(?:team|department|office|human|resources|hr|talent|acquisition|recruiting|the|our)$/i.test(w))) {
    return null
  }
  return value
}

export function findHiringManager(lines: readonly JobLine[]): string | null {
  for (const line of lines) {
    const m = MANAGER_LABEL.exec(line.text)
    if (m) {
      const name = personName(m[1]!)
      if (name) return name
    }
  }
  const text = lines.map((l) => l.text).join('\n')
  const sentence = new RegExp(
    String.raw`\b(?:contact|reach out to|send (?:your )?(?:resume|application|cv|cover letter)s?(?: and [a-z ]+)? to|address(?:ed)? (?:your (?:letter|application) )?to|report(?:s|ing)? (?:directly )?to)\s+(${HONORIFIC}?[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+){1,2})`,
    'g',
  )
  for (const m of text.matchAll(sentence)) {
    const name = personName(m[1]!)
    if (name) return name
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Experience level

const LEVEL_WORDS: ReadonlyArray<readonly [ExperienceLevel, RegExp]> = [
  ['lead', /\b(?:lead|principal|head of|chief|staff (?=engineer|developer|scientist|architect|software|data|product|designer))/i],
  ['senior', /\b(?:senior|sr\.?)(?=\s|$|-)/i],
  ['mid', /\b(?:mid[- ]level|intermediate|mid[- ]career|mid)(?=\s|$|-)/i],
  ['junior', /\b(?:junior|jr\.?|entry[- ]level|entry|graduate|new grad|intern|trainee|apprentice|early[- ]career)(?=\s|$|-)/i],
]

const LEVEL_PHRASES: ReadonlyArray<readonly [ExperienceLevel, RegExp]> = [
  ['junior', /\b(?:entry[- ]level|junior[- ]level|early[- ]career|new (?:college )?grad(?:uate)?s?|recent graduates?)\b/i],
  ['mid', /\bmid[- ](?:level|senior|career)\b/i],
  ['senior', /\bsenior[- ]level\b/i],
  ['lead', /\b(?:lead|principal)[- ]level\b/i],
]

export function findExperienceLevel(lines: readonly JobLine[], title: string): ExperienceLevel | null {
  for (const [level, pattern] of LEVEL_WORDS) if (pattern.test(title)) return level
  for (const line of lines) {
    const m = /^(?:experience level|level|seniority|career level)\s*:\s*(.+)$/i.exec(line.text)
    if (!m) continue
    for (const [level, pattern] of LEVEL_WORDS) if (pattern.test(m[1]!)) return level
    if (/\bexperienced\b/i.test(m[1]!)) return 'senior'
  }
  for (const line of lines) {
    for (const [level, pattern] of LEVEL_PHRASES) if (pattern.test(line.text)) return level
  }
  return null
}
