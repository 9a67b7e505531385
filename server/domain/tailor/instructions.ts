import { canonicalSkill } from '../skills/index.ts'
import { isArea } from './relevance.ts'
import { collapse } from './text.ts'
import { anyOf, readPhraseLists } from '../text/index.ts'

const INSTRUCTION_WORDS = readPhraseLists(new URL('./data/instruction-words.json', import.meta.url), [
  'shorterWords',
  'friendlierWords',
  'metricsWords',
  'leadershipWords',
  'dropVerbs',
  'droppableSections',
  'afterSectionName',
  'dropItemVerbs',
  'requestVerbs',
  'focusTrailingWords',
])

/*
 * Regeneration instructions the local engine understands. The text is cut into sentences; each
 * sentence is matched against the intents below, and a sentence that matches none is reported
 * back as not understood (the engines log it as "Could not apply: not understood: ...").
 *
 *   shorter      "shorter", "concise", "brief", "condense", "trim", "one page", "fewer bullets"
 *   pages        "two pages", "up to 3 pages": the resume may take that many pages
 *   formal       "more formal", "formal tone", "more professional", "less casual"
 *   metrics      "metrics", "numbers", "quantify", "measurable", "achievements", "impact", "results"
 *   leadership   "leadership", "led", "managing", "mentoring", "supervising", "teamwork"
 *   focus        "focus on X", "emphasise X", "highlight X", "stress X", "showcase X",
 *                "prioritise X", "lead with X", "more about X" — X a skill (Python) or an area (cloud, data)
 *   drop_section "remove/drop/delete/omit/hide/skip/without/no" + summary (objective, profile),
 *                projects, certifications (certificates, licences), education, skills, headline
 *   drop_item    "remove/drop X" where X is not a section: a skill or a role of the resume
 *   words        "under 250 words", "at most / no more than 300 words": the letter's length
 *   friendly     "friendlier", "warmer", "less formal", "more conversational"
 *
 * A sentence holding several requests ("open with X and keep it under 250 words") is cut where a
 * new request begins, so each part is applied, or reported as not applied, on its own.
 */

export type DroppableSection = 'summary' | 'projects' | 'certifications' | 'education' | 'skills' | 'headline' | 'experience'

export type Intent =
  | { kind: 'shorter'; source: string }
  | { kind: 'pages'; source: string; pages: number }
  | { kind: 'formal'; source: string }
  | { kind: 'metrics'; source: string }
  | { kind: 'leadership'; source: string }
  | { kind: 'focus'; source: string; terms: string[]; lead?: boolean }
  | { kind: 'drop_section'; source: string; section: DroppableSection }
  | { kind: 'drop_item'; source: string; terms: string[] }
  | { kind: 'words'; source: string; words: number }
  | { kind: 'friendly'; source: string }

export interface ParsedInstructions {
  /** One per kind (focus terms and dropped sections merged), in order of first mention. */
  intents: Intent[]
  /** Sentences that matched no intent, as written. */
  notUnderstood: string[]
}

/** The three prompts the web page offers as quick inserts; each is understood by parseInstructions. */
export { QUICK_PROMPTS } from '../../../shared/quick-prompts.ts'

/** What the engine understands, in words for help texts (web, CLI). */
export const SUPPORTED_INSTRUCTIONS = [
  'Shorter / one page: "make it shorter", "more concise", "keep it to one page"',
  'Length: "up to two pages" (the resume may take that many pages)',
  'More formal: "use a more formal tone"',
  'Impact and metrics: "highlight measurable achievements", "show more numbers"',
  'Leadership: "emphasize leadership", "show mentoring and teamwork"',
  'Focus on a skill or area: "focus on Python", "emphasize cloud"',
  'Drop a section: "remove projects", "no summary", "drop certifications"',
  'Drop a skill or a role: "remove Excel", "drop the Acme role"',
  'Open with: "open with my automation work", "lead with Python"',
  'Word limit for the letter: "keep it under 250 words", "no more than 300 words"',
  'Friendlier: "make it friendlier", "less formal"',
] as const

export const EMPTY_INSTRUCTIONS: ParsedInstructions = { intents: [], notUnderstood: [] }

const SHORTER = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.shorterWords)}\b`, 'i')
const PAGES = /\b(two|three|four|2|3|4)[- ]pages?\b/i
const PAGE_COUNT: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 }
const WORDS =
  /\b(?:under|below|within|at most|no more than|not more than|less than|fewer than|max(?:imum)?(?: of)?|up to|limit(?:ed)? to|keep (?:it|this) (?:to|at))\s+(\d{2,4})\s+words\b|\b(\d{2,4})\s+words(?: or (?:less|fewer)| max(?:imum)?)\b|\b(\d{2,4})[- ]word\b/i
const FRIENDLY = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.friendlierWords)}\b`, 'i')
const FORMAL = /\b(?:formal(?:ly)?|professional tone|more professional|less casual|less informal|business tone|polished tone)\b/i
const METRICS = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.metricsWords)}\b`, 'i')
const LEADERSHIP = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.leadershipWords)}\b`, 'i')
const FOCUS =
  /\b(?:focus(?:ing|ed)? (?:more )?on|emphasi[sz]e|emphasis on|highlight|stress|showcase|spotlight|prioriti[sz]e|(lead with|open with|start with|begin with|lead on|open on)|put (?:more )?(?:emphasis|focus) on|bring out|play up|more about|talk (?:more )?about)\s+(.+)$/i
// A section word must end the request or be followed by "section", "and", ...: "remove
// project management" is a skill, "remove projects" the section.
const DROP = new RegExp(
  String.raw`\b${anyOf(INSTRUCTION_WORDS.dropVerbs)}\s+(?:the\s+|my\s+|any\s+|all\s+|a\s+)?(${INSTRUCTION_WORDS.droppableSections.join('|')})\b` +
    String.raw`(?=\s*$|\s*[,.;!?]|\s+${anyOf(INSTRUCTION_WORDS.afterSectionName)}\b)`,
  'i',
)
/** Remove/drop anything that is not a section: a skill or a role, checked against the resume later. */
const DROP_ITEM = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.dropItemVerbs)}\s+(.+)$`, 'i')
/** Where a new request begins inside a sentence: "and" or a comma followed by a request's verb. */
const REQUEST_BREAK = new RegExp(
  String.raw`\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then|but)\s+(?:also\s+)?)(?=(?:please\s+)?${anyOf(INSTRUCTION_WORDS.requestVerbs)}\b)`,
  'i',
)
const FILLER = /^(?:please|thanks?|thank you|ok(?:ay)?|hi|hello|hey|cheers)\b[\s!.,]*$/i

const SECTION_OF: Record<string, DroppableSection> = {
  summary: 'summary',
  objective: 'summary',
  profile: 'summary',
  project: 'projects',
  projects: 'projects',
  certification: 'certifications',
  certifications: 'certifications',
  certificate: 'certifications',
  certificates: 'certifications',
  licenses: 'certifications',
  licences: 'certifications',
  education: 'education',
  skills: 'skills',
  headline: 'headline',
  'title line': 'headline',
  experience: 'experience',
  'work history': 'experience',
}

/** Focus words that name another intent ("highlight measurable achievements" is metrics). */
const OTHER_INTENT_WORDS = new RegExp(`^(?:${[METRICS, LEADERSHIP].map((r) => r.source.replace(/^\\b|\\b$/g, '')).join('|')})$`, 'i')

const TRAILING_NOISE = new RegExp(String.raw`\s+${anyOf(INSTRUCTION_WORDS.focusTrailingWords)}$`, 'i')

/** "my Python and cloud experience" -> ["Python", "cloud"]. */
function focusTerms(phrase: string): string[] {
  const cleaned = phrase
    .replace(/[.!?]+$/, '')
    .replace(/^(?:on\s+|more\s+|the\s+|my\s+|our\s+|your\s+)+/i, '')
    .trim()
  const out: string[] = []
  for (let part of cleaned.split(/\s*(?:,|;|\/|&|\band\b|\bor\b|\bas well as\b|\bplus\b)\s*/i)) {
    part = part.replace(/^(?:the|my|more|some|any|a|an|strong|relevant|hands-on)\s+/i, '').trim()
    for (let i = 0; i < 3; i++) part = part.replace(TRAILING_NOISE, '').trim()
    if (!part || part.split(/\s+/).length > 5) continue
    const words = part.split(/\s+/)
    if (OTHER_INTENT_WORDS.test(part) || words.every((w) => METRICS.test(w) || LEADERSHIP.test(w))) continue
    // An area ("cloud") stays a word; a known skill keeps its canonical spelling ("python" -> "Python").
    const term = isArea(part) ? part.toLowerCase() : (canonicalSkill(part) ?? part)
    if (!out.some((t) => t.toLowerCase() === term.toLowerCase())) out.push(term)
  }
  return out
}

function splitSentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/(?<=[.!?])\s+|[;\n]+/)
    .map((s) => collapse(s.replace(/^[\s•*-]+/, '')))
    .flatMap((s) => s.split(REQUEST_BREAK))
    .map((s) => collapse(s))
    .filter((s) => /\p{L}/u.test(s))
}

export function parseInstructions(text: string | null | undefined): ParsedInstructions {
  const intents: Intent[] = []
  const notUnderstood: string[] = []
  const add = (intent: Intent) => {
    const existing = intents.find((i) => i.kind === intent.kind && (i.kind !== 'focus' || !i.lead === !(intent as { lead?: boolean }).lead))
    if ((intent.kind === 'focus' && existing?.kind === 'focus') || (intent.kind === 'drop_item' && existing?.kind === 'drop_item')) {
      for (const t of intent.terms) if (!existing.terms.some((e) => e.toLowerCase() === t.toLowerCase())) existing.terms.push(t)
      return
    }
    if (intent.kind === 'drop_section') {
      if (!intents.some((i) => i.kind === 'drop_section' && i.section === intent.section)) intents.push(intent)
      return
    }
    if (!existing) intents.push(intent)
  }
  for (const sentence of splitSentences(text ?? '')) {
    if (FILLER.test(sentence)) continue
    const found: Intent[] = []
    for (const m of sentence.matchAll(new RegExp(DROP.source, 'gi'))) {
      const section =
        SECTION_OF[
          m[1]!
            .toLowerCase()
            .replace(/ section$/, '')
            .replace(/ and certifications$/, '')
        ]
      if (section) found.push({ kind: 'drop_section', source: sentence, section })
    }
    // "no more than one page" is not a dropped section; the rest of the sentence still counts.
    const rest = sentence.replace(new RegExp(DROP.source, 'gi'), ' ')
    const pages = PAGES.exec(rest)
    const words = WORDS.exec(rest)
    if (words) found.push({ kind: 'words', source: sentence, words: Number(words[1] ?? words[2] ?? words[3]) })
    if (pages) found.push({ kind: 'pages', source: sentence, pages: PAGE_COUNT[pages[1]!.toLowerCase()]! })
    else if (!words && SHORTER.test(rest)) found.push({ kind: 'shorter', source: sentence })
    // "less formal" is friendlier, not formal.
    if (FRIENDLY.test(rest)) found.push({ kind: 'friendly', source: sentence })
    else if (FORMAL.test(rest)) found.push({ kind: 'formal', source: sentence })
    if (METRICS.test(rest)) found.push({ kind: 'metrics', source: sentence })
    if (LEADERSHIP.test(rest)) found.push({ kind: 'leadership', source: sentence })
    const focus = FOCUS.exec(rest)
    if (focus) {
      const terms = focusTerms(focus[2]!)
      if (terms.length > 0) found.push({ kind: 'focus', source: sentence, terms, ...(focus[1] ? { lead: true } : {}) })
    }
    const dropItem = found.some((i) => i.kind === 'drop_section') ? null : DROP_ITEM.exec(rest)
    if (dropItem) {
      const terms = focusTerms(dropItem[1]!.replace(/\s+(?:role|job|position)$/i, ''))
      if (terms.length > 0) found.push({ kind: 'drop_item', source: sentence, terms })
    }
    if (found.length === 0) notUnderstood.push(sentence)
    for (const intent of found) add(intent)
  }
  return { intents, notUnderstood }
}

/** The intent in a few words, for "Applied: ..." log lines. */
export function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case 'shorter':
      return 'shorter / one page'
    case 'pages':
      return `up to ${intent.pages} pages`
    case 'formal':
      return 'more formal tone'
    case 'metrics':
      return 'impact and metrics first'
    case 'leadership':
      return 'leadership first'
    case 'focus':
      return `${intent.lead ? 'open with' : 'focus on'} ${intent.terms.join(', ')}`
    case 'drop_section':
      return `remove the ${intent.section} section`
    case 'drop_item':
      return `remove ${intent.terms.join(', ')}`
    case 'words':
      return `at most ${intent.words} words`
    case 'friendly':
      return 'friendlier tone'
  }
}

/** Flags the engines read; focus terms and dropped sections as lists. */
export interface InstructionFlags {
  shorter: boolean
  /** Pages the user allowed ("two pages"); null when not said. */
  pages: number | null
  formal: boolean
  metrics: boolean
  leadership: boolean
  focus: string[]
  /** Focus terms the user asked to open with ("open with X"). */
  lead: string[]
  /** The letter's word limit ("under 250 words"); null when not said. */
  words: number | null
  friendly: boolean
  /** Skills or roles to leave out ("remove Excel"). */
  dropItems: string[]
  drop: Set<DroppableSection>
}

export function instructionFlags(instructions: ParsedInstructions | undefined): InstructionFlags {
  const intents = instructions?.intents ?? []
  return {
    shorter: intents.some((i) => i.kind === 'shorter'),
    pages: intents.reduce<number | null>((n, i) => (i.kind === 'pages' ? i.pages : n), null),
    formal: intents.some((i) => i.kind === 'formal'),
    metrics: intents.some((i) => i.kind === 'metrics'),
    leadership: intents.some((i) => i.kind === 'leadership'),
    focus: intents.flatMap((i) => (i.kind === 'focus' ? i.terms : [])),
    lead: intents.flatMap((i) => (i.kind === 'focus' && i.lead ? i.terms : [])),
    words: intents.reduce<number | null>((n, i) => (i.kind === 'words' ? i.words : n), null),
    friendly: intents.some((i) => i.kind === 'friendly'),
    dropItems: intents.flatMap((i) => (i.kind === 'drop_item' ? i.terms : [])),
    drop: new Set(intents.flatMap((i) => (i.kind === 'drop_section' ? [i.section] : []))),
  }
}
