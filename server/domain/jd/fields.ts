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

const WORDS = readPhraseLists(new URL('./data/posting-phrases.json', import.meta.url), [
  'employmentTerms',
  'titleAdjectives',
  'notACompany',
  'companyWords',
])

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

/** The name, tidied, or null when it is not one. `labelled`: the posting's "Company:" line says it is one. */
function cleanCompany(raw: string, labelled = false): string | null {
  let c = raw.trim().replace(/^(?:the)\s+(?=[A-Z])/, (m) => m) // keep "The Home Depot"
  c = c.replace(/[,;:!?]+$/, '').replace(/\.(?!\w)$/, (m) => (/\b(?:inc|co|corp|ltd|llc|l\.l\.c|s\.a|n\.a|plc)\.$/i.test(c) ? m : ''))
  c = c.replace(/\s+(?:&|and|of|for|the|de|la|du|von)$/i, '').trim()
  if (c.length < 2 || c.length > 80) return null
  if (NOT_A_COMPANY.test(c)) return null
  const first = c.split(/\s+/)[0]!
  if (NOT_A_COMPANY.test(first) && c.split(/\s+/).length === 1) return null
  if (/^(?:we|our|you|your|this|these|it)\b/i.test(c)) return null
  if (!labelled && hasRoleNoun(c) && c.split(/\s+/).length <= 3 && !/\b(?:inc|corp|llc|ltd|co|group|company)\b/i.test(c)) return null
  return c
}

const COMPANY_LABEL = /^(?:company|company name|employer|organi[sz]ation|hiring company|client|school|district|hospital|agency)\s*:\s*(.+)$/i

/**
 * Where a name ends in a line that goes on to describe it: "Harborline Property Group is a regional
 * owner-operator…", "Acme (NYSE: ACM)", "Brightwater Logistics — Columbus, OH". Parts after a comma
 * stay while they read as more of the name ("Moreno, Blake & Whitfield LLP", "Acme, Inc.") and are
 * not the place ("Brightwater Logistics, Columbus, OH").
 */
const NAME_ENDS =
  /\s+(?:is|are|was|has|have|provides|operates|offers|builds|makes|runs|owns|serves|helps|specializes|specialises|designs|develops|delivers|manufactures|sells)\b|\s*[;(|–—•·]\s*|\s+-\s+/i
const NAME_PART = /^(?:[A-Z0-9][\w&.'’+-]*|&|and|of|the)(?:\s+(?:[A-Z0-9][\w&.'’+-]*|&|and|of|the))*$/

function nameAtStart(text: string): string {
  const parts = text.split(NAME_ENDS)[0]!.split(/\s*,\s*/)
  let end = 1
  while (end < parts.length && NAME_PART.test(parts[end]!) && !REGIONS.has(parts[end]!) && !REGIONS.has(parts[end + 1] ?? '')) end++
  return parts.slice(0, end).join(', ')
}

/**
 * The employer, from wherever the posting names it: a "Company:" line, an "About Acme" heading,
 * the usual sentences ("Acme is hiring", "Join Acme", "At Acme, we"), the first sentence of the
 * "About us" part, the title line ("… at Acme"), an e-mail address at the company's domain, or a
 * header line that names it beside the place ("Brightwater Logistics — Columbus, OH").
 */
export function findCompany(lines: readonly JobLine[], title: string): string | null {
  return (
    labelledCompany(lines) ??
    aboutHeadingCompany(lines) ??
    sentenceCompany(lines) ??
    openingCompany(lines) ??
    titleLineCompany(lines, title) ??
    mailCompany(lines, true) ??
    headerCompany(lines, title) ??
    mailCompany(lines, false)
  )
}

function labelledCompany(lines: readonly JobLine[]): string | null {
  for (const line of lines) {
    const m = COMPANY_LABEL.exec(line.text)
    if (m) {
      const c = cleanCompany(nameAtStart(m[1]!), true)
      if (c) return c
    }
  }
  return null
}

function aboutHeadingCompany(lines: readonly JobLine[]): string | null {
  for (const line of lines) {
    const m = /^about\s+(.+?)[:.!]?$/i.exec(line.text)
    if (m && line.heading) {
      const c = cleanCompany(m[1]!)
      if (c && /^[A-Z0-9]/.test(c)) return c
    }
  }
  return null
}

function sentenceCompany(lines: readonly JobLine[]): string | null {
  const text = lines.map((l) => l.text).join('\n')
  const patterns = [
    // "Riverside Preparatory Academy, a public charter high school in Chicago, is hiring".
    new RegExp(
      String.raw`(?:^|[.!?]\s+|\n)(${NAME})(?:,\s+(?:an?|the|our)\s+[^.,\n]{3,80},)?\s+(?:is|are)\s+(?:currently\s+|now\s+)?(?:hiring|looking|seeking|searching|recruiting)\b`,
      'g',
    ),
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
  return null
}

/**
 * "About us", or the lines above the posting's first heading, open with the employer: "Harborline
 * Property Group is a regional owner-operator…", "Granite Ridge Manufacturing makes corrugated
 * packaging…". Above the headings a one-word name counts only when the posting names it again.
 */
function openingCompany(lines: readonly JobLine[]): string | null {
  const opening = new RegExp(
    String.raw`^(${NAME})(?:,\s+(?:an?|the)\s+[^.,]{3,80},)?\s+(?:is|are|was|has|have|provides|operates|offers|builds|makes|runs|owns|serves|helps|specializes|specialises|designs|develops|delivers|manufactures|sells|moves|connects)\b`,
  )
  const text = lines.map((l) => l.text).join('\n')
  const firstHeading = lines.findIndex((l) => l.heading)
  for (const [i, line] of lines.entries()) {
    const top = firstHeading < 0 ? i < 6 : i < firstHeading
    if (line.heading || !(line.section === 'context' || top)) continue
    const m = opening.exec(line.text)
    if (!m || /\b(?:a plus|preferred|required|a must)\b/i.test(line.text)) continue
    const c = cleanCompany(m[1]!)
    if (c && (line.section === 'context' || c.split(/\s+/).length >= 2 || text.split(c).length > 2)) return c
  }
  return null
}

/** "Senior Accountant at Acme Corp" as the title line. */
function titleLineCompany(lines: readonly JobLine[], title: string): string | null {
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

// Mail and job-board domains name no employer; "example" is the documentation domain.
const NOT_AN_EMPLOYER_DOMAIN = new Set(
  `gmail googlemail yahoo ymail outlook hotmail live msn icloud me mac aol proton protonmail gmx mail zoho yandex fastmail
comcast verizon att example greenhouse lever workday myworkday myworkdayjobs indeed linkedin smartrecruiters jobvite icims
ziprecruiter bamboohr workable breezy recruitee ashbyhq glassdoor monster careerbuilder applytojob paylocity adp ultipro`.split(/\s+/),
)
const GENERIC_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'example', 'careers', 'jobs', 'www', 'mail', 'hr', 'recruiting'])

/**
 * The employer from an e-mail address at its domain ("careers@brightwater-logistics.com"): the name
 * as the posting writes it when a capitalised name there runs together to the domain's name; else,
 * unless `confirmed` is asked, the domain's name in capitals ("Brightwater Logistics").
 */
function mailCompany(lines: readonly JobLine[], confirmed: boolean): string | null {
  const text = lines.map((l) => l.text).join('\n')
  let names: string[] | null = null
  for (const domain of mailDomains(text)) {
    const labels = domain.toLowerCase().split('.').slice(0, -1)
    while (labels.length > 0 && GENERIC_LABELS.has(labels[labels.length - 1]!)) labels.pop()
    const label = labels[labels.length - 1]
    if (!label || NOT_AN_EMPLOYER_DOMAIN.has(label) || !/^[a-z][a-z-]{2,}$/.test(label)) continue
    const key = label.replace(/-/g, '')
    names ??= [...text.matchAll(new RegExp(NAME, 'g'))].map((n) => n[0])
    for (const name of names) {
      const words = name.split(/\s+/)
      // The name, or its first words ("Brightwater" of "Brightwater Logistics Inc").
      for (let k = words.length; k >= 1; k--) {
        const run = words.slice(0, k).join(' ')
        if (run.toLowerCase().replace(/[^a-z0-9]/g, '') === key) {
          const c = cleanCompany(k === 1 && words.length <= 4 ? name : run)
          if (c) return c
        }
      }
    }
    if (!confirmed)
      return domainWords(label)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
  }
  return null
}

const MAIL_DOMAIN = /(?:[a-z0-9-]+\.)+[a-z]{2,}\b/iy
const MAIL_LOCAL_CHAR = /[\w.+-]/

/** The domains of the e-mail addresses in a text, found from each "@" so that long words are read once. */
function* mailDomains(text: string): Generator<string> {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (at === 0 || !MAIL_LOCAL_CHAR.test(text[at - 1]!)) continue
    MAIL_DOMAIN.lastIndex = at + 1
    const domain = MAIL_DOMAIN.exec(text)
    if (domain) yield domain[0]
  }
}

const COMPANY_WORDS = new Set(WORDS.companyWords)

/** A domain's name in words: at its hyphens, and before the words company names end with ("northgate", "financial"). */
function domainWords(label: string): string[] {
  const out: string[] = []
  for (let rest of label.split('-').filter(Boolean)) {
    const tail: string[] = []
    for (;;) {
      const word = [...COMPANY_WORDS].filter((w) => rest.endsWith(w) && rest.length - w.length >= 3).sort((a, b) => b.length - a.length)[0]
      if (!word) break
      tail.unshift(word)
      rest = rest.slice(0, -word.length)
    }
    out.push(rest, ...tail)
  }
  return out
}

/**
 * A header line above the posting's first heading that names the employer beside the place or the
 * terms ("Brightwater Logistics — Columbus, OH", "Acme Corp | Remote"): a part that is a name, not
 * the title and not a place; a one-word name only when the posting names it again.
 */
function headerCompany(lines: readonly JobLine[], title: string): string | null {
  const text = lines.map((l) => l.text).join('\n')
  for (const line of lines.slice(0, 6)) {
    if (line.heading) break
    if (line.text.includes(':') || /[.!?]$/.test(line.text) || line.text.split(/\s+/).length > 12) continue
    for (const raw of line.text.split(/\s+[|–—-]\s+|\s*[|•·]\s*/)) {
      const part = raw.trim()
      if (!new RegExp(`^${NAME}$`).test(part) || part === title || hasRoleNoun(part) || PLACE_OR_TERMS(part) || isPlace(part)) continue
      const c = cleanCompany(part)
      if (!c) continue
      const again = text.split(c).length - 1 >= 2
      if (c.split(/\s+/).length >= 2 || again) return c
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Places

const REGIONS = new Set(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD
TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE`.split(/\s+/),
)
// At most four words: an unbounded repeat backtracks over a long run of capitalised words.
const CITY = String.raw`[A-Z][a-z]+(?:[ -](?:[A-Z][a-z]+|of|de|la)){0,3}`
const CITY_REGION = new RegExp(String.raw`\b(${CITY}),\s*([A-Z]{2})\b`, 'g')

const isPlace = (text: string) => {
  const m = new RegExp(String.raw`^(${CITY}),\s*([A-Z]{2})$`).exec(text.trim())
  return m !== null && REGIONS.has(m[2]!)
}

/**
 * The cities the posting is at: "Columbus, OH" anywhere, and the place of a "Location:" line
 * ("Location: Charlotte (hybrid)"). Not requirements of the job: the asks leave them out.
 */
export function findPlaces(lines: readonly JobLine[]): string[] {
  const out = new Set<string>()
  for (const line of lines) {
    for (const m of line.text.matchAll(CITY_REGION)) if (REGIONS.has(m[2]!)) out.add(m[1]!)
    const label = /^(?:location|job location|work location|based in|office)\s*:\s*(.+)$/i.exec(line.text)
    if (label) {
      for (const part of label[1]!.split(/\s*[,;/|()–—]\s*|\s+-\s+|\s+or\s+/)) {
        if (/^[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}$/.test(part) && !EMPLOYMENT_WORDS.test(part) && !REGIONS.has(part)) out.add(part)
      }
    }
  }
  return [...out]
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
