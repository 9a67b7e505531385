import { findEmail } from '../ingest/parse/contact.ts'
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
  'longerWords',
  'restoreVerbs',
  'phoneWords',
  'emailWords',
  'addressWords',
  'linkedinWords',
  'githubWords',
  'linksWords',
  'personalEmailWords',
  'freeMailWords',
  'workEmailWords',
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
 *   longer       "make it longer", "more detail": takes back an earlier shorter length or word limit
 *   keep_section "keep the summary", "add the projects back": takes back an earlier drop_section
 *   keep_item    "add Excel back", "restore the Acme role": takes back an earlier drop_item
 *   drop_contact "remove my phone number", "no e-mail", "hide my address", "remove LinkedIn"
 *   keep_contact "show my phone number again": takes back an earlier drop_contact
 *   use_email    "use my personal e-mail" (the address on a free-mail domain), "use my work e-mail",
 *                "use my e-mail jane@example.com": which of the resume's addresses the header shows
 *
 * A sentence holding several requests ("open with X and keep it under 250 words") is cut where a
 * new request begins, so each part is applied, or reported as not applied, on its own.
 *
 * Instructions stack: a regeneration is written with the instructions of the regenerations before
 * it (stackInstructions) and the new ones, the new ones last. A later request takes back an earlier
 * one it contradicts ("up to two pages" after "one page", "friendlier" after "more formal", "add
 * the projects back" after "remove projects"); anything else asked before stays in force.
 */

export type DroppableSection = 'summary' | 'projects' | 'certifications' | 'education' | 'skills' | 'headline' | 'experience'

/** The contact details of a header: location is the postal address line. */
export type ContactField = 'phone' | 'email' | 'location' | 'linkedin' | 'github' | 'links'

/** Which of the resume's e-mail addresses the header shows. */
export type EmailChoice = { which: 'personal' | 'work' } | { which: 'address'; address: string }

export type Intent = (
  | { kind: 'shorter'; source: string; onePage?: boolean }
  | { kind: 'pages'; source: string; pages: number }
  | { kind: 'longer'; source: string }
  | { kind: 'formal'; source: string }
  | { kind: 'metrics'; source: string }
  | { kind: 'leadership'; source: string }
  | { kind: 'focus'; source: string; terms: string[]; lead?: boolean }
  | { kind: 'drop_section'; source: string; section: DroppableSection }
  | { kind: 'keep_section'; source: string; section: DroppableSection }
  | { kind: 'drop_item'; source: string; terms: string[] }
  | { kind: 'keep_item'; source: string; terms: string[] }
  | { kind: 'drop_contact'; source: string; field: ContactField }
  | { kind: 'keep_contact'; source: string; field: ContactField }
  | ({ kind: 'use_email'; source: string } & EmailChoice)
  | { kind: 'words'; source: string; words: number }
  | { kind: 'friendly'; source: string }
) & {
  /** Asked in an earlier regeneration and still in force. */
  earlier?: boolean
  /** The earlier requests this one took back, in describeIntent's words. */
  undoes?: string[]
}

export interface ParsedInstructions {
  /**
   * In force: the earlier instructions this regeneration keeps (marked `earlier`), then the new
   * ones, one per kind (focus terms and dropped sections merged), in order of first mention.
   */
  intents: Intent[]
  /** Sentences of the new instructions that matched no intent, as written. */
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
  'Take back an earlier request: "make it longer", "keep the summary", "add the projects back"',
  'Contact details: "remove my phone number", "no e-mail", "remove LinkedIn", "use my personal e-mail", "use my e-mail jane@example.com"',
  'Open with: "open with my automation work", "lead with Python"',
  'Word limit for the letter: "keep it under 250 words", "no more than 300 words"',
  'Friendlier: "make it friendlier", "less formal"',
  'Instructions add up: a new regeneration keeps what you asked before unless you take it back',
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
const ONE_PAGE = /\b(?:one[- ]page(?:r)?|1[- ]page|single page|a page)\b/i
const LONGER = new RegExp(String.raw`\b${anyOf(INSTRUCTION_WORDS.longerWords)}\b`, 'i')

/** Contact fields in the order they are tried at one place: "e-mail address" is the e-mail, not the postal address. */
const CONTACT_WORDS: [ContactField, readonly string[]][] = [
  ['email', INSTRUCTION_WORDS.emailWords],
  ['phone', INSTRUCTION_WORDS.phoneWords],
  ['linkedin', INSTRUCTION_WORDS.linkedinWords],
  ['github', INSTRUCTION_WORDS.githubWords],
  ['links', INSTRUCTION_WORDS.linksWords],
  ['location', INSTRUCTION_WORDS.addressWords],
]
const CONTACT_FIELD = CONTACT_WORDS.map(([, words]) => `(${anyOf(words)})`).join('|')
const CONTACT_FIELD_AT = new RegExp(String.raw`^(?:the\s+|my\s+|our\s+|any\s+|all\s+)?(?:${CONTACT_FIELD})\b`, 'i')
/** "remove my phone number and e-mail": the verb, then one contact field or a list of them. */
const DROP_CONTACT = new RegExp(
  String.raw`\b${anyOf(INSTRUCTION_WORDS.dropVerbs)}\s+((?:the\s+|my\s+|our\s+|any\s+|all\s+)?(?:${CONTACT_FIELD})\b` +
    String.raw`(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*)(?:the\s+|my\s+)?(?:${CONTACT_FIELD})\b)*)(?!\s*@)`,
  'i',
)
const USE_VERB = String.raw`(?:use|show|put|list|prefer|switch to|change (?:it|the e-?mail|my e-?mail) to)`
const USE_EMAIL_KIND = new RegExp(
  String.raw`\b${USE_VERB}\s+(?:the\s+|my\s+)?(?:(${anyOf([...INSTRUCTION_WORDS.personalEmailWords, ...INSTRUCTION_WORDS.freeMailWords])})|(${anyOf(INSTRUCTION_WORDS.workEmailWords)}))\s+(?:${anyOf(INSTRUCTION_WORDS.emailWords)}|address)\b` +
    String.raw`|\b${USE_VERB}\s+(?:the\s+|my\s+)?(${anyOf(INSTRUCTION_WORDS.freeMailWords)})\b`,
  'i',
)
const USE_EMAIL_ADDRESS = new RegExp(String.raw`\b(?:${USE_VERB}|${anyOf(INSTRUCTION_WORDS.emailWords)})\b`, 'i')
/** "keep the summary", "add the projects back", "restore Excel": what follows is brought back. */
const RESTORE = new RegExp(
  String.raw`\b(${anyOf(INSTRUCTION_WORDS.restoreVerbs)})\s+(.+?)(?:\s+(?:back|again|as (?:it was|before)|please))*\s*[.!?]*$` +
    String.raw`|\b(?:add|put|bring)\s+(.+?)\s+back\b`,
  'i',
)
/** Restore verbs that only ever mean "bring back": "keep"/"show"/"include" plus a skill may mean anything. */
const RESTORE_ONLY = /^(?:restore|bring back|put back|add back|re-?add|reinstate|undo)/i

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

/** One part of the instructions (all of them asked at once): its intents, conflicts left as said. */
function parsePart(text: string): ParsedInstructions {
  const intents: Intent[] = []
  const notUnderstood: string[] = []
  const add = (intent: Intent) => {
    const existing = intents.find((i) => i.kind === intent.kind && (i.kind !== 'focus' || !i.lead === !(intent as { lead?: boolean }).lead))
    if ((intent.kind === 'focus' && existing?.kind === 'focus') || (intent.kind === 'drop_item' && existing?.kind === 'drop_item')) {
      for (const t of intent.terms) if (!existing.terms.some((e) => e.toLowerCase() === t.toLowerCase())) existing.terms.push(t)
      return
    }
    if (intent.kind === 'keep_item' && existing?.kind === 'keep_item') {
      for (const t of intent.terms) if (!existing.terms.some((e) => e.toLowerCase() === t.toLowerCase())) existing.terms.push(t)
      return
    }
    // One per section or contact field.
    if ('section' in intent || 'field' in intent) {
      if (!intents.some((i) => i.kind === intent.kind && subjectOf(i) === subjectOf(intent))) intents.push(intent)
      return
    }
    if (!existing) intents.push(intent)
  }
  for (const sentence of splitSentences(text)) {
    if (FILLER.test(sentence)) continue
    const found: Intent[] = []
    const contact = contactIntents(sentence)
    found.push(...contact)
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
    // "no more than one page" is not a dropped section; the rest of the sentence still counts. A
    // contact request is taken out too: "remove my phone numbers" asks for no metrics.
    const rest = sentence
      .replace(new RegExp(DROP.source, 'gi'), ' ')
      .replace(new RegExp(DROP_CONTACT.source, 'gi'), ' ')
      .replace(new RegExp(USE_EMAIL_KIND.source, 'gi'), ' ')
    const pages = PAGES.exec(rest)
    const words = WORDS.exec(rest)
    if (words) found.push({ kind: 'words', source: sentence, words: Number(words[1] ?? words[2] ?? words[3]) })
    if (pages) found.push({ kind: 'pages', source: sentence, pages: PAGE_COUNT[pages[1]!.toLowerCase()]! })
    else if (!words && SHORTER.test(rest)) found.push({ kind: 'shorter', source: sentence, ...(ONE_PAGE.test(rest) ? { onePage: true } : {}) })
    else if (!words && LONGER.test(rest)) found.push({ kind: 'longer', source: sentence })
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
    const dropItem = found.some((i) => i.kind === 'drop_section') || contact.length > 0 ? null : DROP_ITEM.exec(rest)
    if (dropItem) {
      const terms = focusTerms(dropItem[1]!.replace(/\s+(?:role|job|position)$/i, ''))
      if (terms.length > 0) found.push({ kind: 'drop_item', source: sentence, terms })
    }
    if (found.length === 0) found.push(...restoreIntents(sentence))
    if (found.length === 0) notUnderstood.push(sentence)
    for (const intent of found) add(intent)
  }
  return { intents, notUnderstood }
}

const subjectOf = (intent: Intent): string | null => ('section' in intent ? intent.section : 'field' in intent ? intent.field : null)

/** "remove my phone number and e-mail", "use my personal e-mail", "use jane@example.com". */
function contactIntents(sentence: string): Intent[] {
  const out: Intent[] = []
  for (const m of sentence.matchAll(new RegExp(DROP_CONTACT.source, 'gi'))) {
    for (const part of m[1]!.split(/\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*/i)) {
      const field = contactFieldOf(part)
      if (field && !out.some((i) => i.kind === 'drop_contact' && i.field === field)) out.push({ kind: 'drop_contact', source: sentence, field })
    }
  }
  if (out.length > 0) return out
  const address = findEmail(sentence)
  if (address && USE_EMAIL_ADDRESS.test(sentence.replace(address.text, ' '))) {
    return [{ kind: 'use_email', source: sentence, which: 'address', address: address.text }]
  }
  const kind = USE_EMAIL_KIND.exec(sentence)
  if (kind) return [{ kind: 'use_email', source: sentence, which: kind[2] ? 'work' : 'personal' }]
  return []
}

function contactFieldOf(phrase: string): ContactField | null {
  const m = CONTACT_FIELD_AT.exec(phrase.trim())
  if (!m) return null
  const group = m.slice(1).findIndex((g) => g !== undefined)
  return group < 0 ? null : CONTACT_WORDS[group]![0]
}

/** "keep the summary", "add the projects back", "show my phone number again", "restore Excel". */
function restoreIntents(sentence: string): Intent[] {
  const m = RESTORE.exec(sentence)
  if (!m) return []
  const verb = m[1] ?? 'add back'
  const what = (m[2] ?? m[3]!).replace(/[.!?]+$/, '').trim()
  const section =
    SECTION_OF[
      what
        .replace(/^(?:the|my|a)\s+/i, '')
        .replace(/\s+section$/i, '')
        .toLowerCase()
    ]
  if (section) return [{ kind: 'keep_section', source: sentence, section }]
  const field = contactFieldOf(what)
  if (field && CONTACT_FIELD_AT.exec(what)![0].length === what.length) return [{ kind: 'keep_contact', source: sentence, field }]
  if (!RESTORE_ONLY.test(verb)) return []
  const terms = focusTerms(what.replace(/\s+(?:role|job|position)$/i, ''))
  return terms.length > 0 ? [{ kind: 'keep_item', source: sentence, terms }] : []
}

/*
 * Stacked instructions, as stored with a regenerated document and given to the writers (a hosted
 * model reads the same text): the requests of the regenerations before, then the new ones.
 */
const EARLIER_HEADING = 'Earlier instructions (still in force unless the latest take them back):'
const LATEST_HEADING = 'Latest instructions:'

function splitStack(text: string): { earlier: string; latest: string } {
  if (!text.startsWith(EARLIER_HEADING)) return { earlier: '', latest: text }
  const at = text.indexOf(`\n${LATEST_HEADING}`)
  if (at < 0) return { earlier: text.slice(EARLIER_HEADING.length), latest: '' }
  return { earlier: text.slice(EARLIER_HEADING.length, at), latest: text.slice(at + LATEST_HEADING.length + 1) }
}

/** The requests of a text, as the parser cuts them: sentences, and the parts of compound ones. */
export function instructionRequests(text: string): string[] {
  return splitSentences(text).filter((r) => !FILLER.test(r))
}

/**
 * The instructions a regeneration is written with: what the document's own instructions asked
 * (`previous`, stacked or plain) that the engine understood, then `latest`. A request asked
 * again counts where it was last asked. Null when there is nothing to follow.
 */
export function stackInstructions(previous: string | null | undefined, latest: string): string | null {
  const before = splitStack(previous ?? '')
  const asked = [...instructionRequests(before.earlier), ...instructionRequests(before.latest)].filter((r) => parsePart(r).intents.length > 0)
  const earlier = asked.filter((r, i) => !asked.slice(i + 1).some((later) => later.toLowerCase() === r.toLowerCase()))
  if (earlier.length === 0) return latest.trim() === '' ? null : latest
  return `${EARLIER_HEADING}\n${earlier.join('\n')}\n${LATEST_HEADING}\n${latest}`
}

/** Kinds that only take back an earlier request: never reported as kept. */
const UNDO_KINDS = new Set<Intent['kind']>(['longer', 'keep_section', 'keep_item', 'keep_contact'])
const LENGTH_KINDS = new Set<Intent['kind']>(['shorter', 'pages', 'longer'])
const sameTerm = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * What is left of an earlier intent once a later one is asked: itself, less (terms taken out), or
 * nothing; `undone`, what the later one took back when it contradicts it (rather than asks it again).
 */
function afterLater(old: Intent, later: Intent): { left: Intent | null; undone: Intent | null } {
  const gone = (contradicts: boolean) => ({ left: null, undone: contradicts && !UNDO_KINDS.has(old.kind) ? old : null })
  const kinds = [old.kind, later.kind].sort().join(' ')
  if (LENGTH_KINDS.has(old.kind) && LENGTH_KINDS.has(later.kind)) return gone(old.kind !== later.kind)
  if (old.kind === 'words' && (later.kind === 'words' || later.kind === 'longer')) return gone(later.kind === 'longer')
  if (kinds === 'formal friendly') return gone(true)
  if (old.kind === later.kind && ['formal', 'friendly', 'metrics', 'leadership', 'use_email'].includes(old.kind)) return gone(false)
  if (kinds === 'drop_section keep_section' || kinds === 'drop_contact keep_contact' || old.kind === later.kind) {
    if (subjectOf(old) !== null && subjectOf(old) === subjectOf(later)) return gone(old.kind !== later.kind)
  }
  // The e-mail shown and the e-mail removed: the later says which.
  if (kinds === 'drop_contact use_email' && subjectOf(old.kind === 'drop_contact' ? old : later) === 'email') return gone(true)
  if (
    (old.kind === 'drop_item' || old.kind === 'keep_item' || (old.kind === 'focus' && later.kind === 'focus' && !old.lead === !later.lead)) &&
    'terms' in later
  ) {
    const taken = old.terms.filter((t) => later.terms.some((l) => sameTerm(t, l)))
    if (taken.length === 0) return { left: old, undone: null }
    const terms = old.terms.filter((t) => !taken.includes(t))
    return {
      left: terms.length > 0 ? { ...old, terms } : null,
      undone: old.kind === 'drop_item' && later.kind === 'keep_item' ? { ...old, terms: taken } : null,
    }
  }
  return { left: old, undone: null }
}

/** The earlier intents, less what the later ones take back, then the later ones (their `undoes` filled in). */
function resolve(earlier: readonly Intent[], later: Intent[]): Intent[] {
  let kept = [...earlier]
  for (const next of later) {
    const undoes: string[] = []
    kept = kept.flatMap((old) => {
      const { left, undone } = afterLater(old, next)
      if (undone) undoes.push(describeIntent(undone))
      return left ? [left] : []
    })
    if (undoes.length > 0) next.undoes = [...(next.undoes ?? []), ...undoes]
  }
  return [...kept, ...later]
}

/**
 * The instructions in force: the earlier requests of stacked instructions (each taking back what
 * it contradicts of those before it), then the new ones, which take back what they contradict.
 */
export function parseInstructions(text: string | null | undefined): ParsedInstructions {
  const { earlier, latest } = splitStack(text ?? '')
  let before: Intent[] = []
  for (const request of instructionRequests(earlier)) before = resolve(before, parsePart(request).intents)
  const now = parsePart(latest)
  const kept = before.map(({ undoes: _, ...intent }): Intent => ({ ...intent, earlier: true }))
  return { intents: resolve(kept, now.intents), notUnderstood: now.notUnderstood }
}

/** A contact field in words. */
export const CONTACT_NAME: Record<ContactField, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  location: 'address',
  linkedin: 'LinkedIn link',
  github: 'GitHub link',
  links: 'links',
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
    case 'longer':
      return 'longer'
    case 'keep_section':
      return `keep the ${intent.section} section`
    case 'keep_item':
      return `bring back ${intent.terms.join(', ')}`
    case 'drop_contact':
      return `remove the ${CONTACT_NAME[intent.field]}`
    case 'keep_contact':
      return `show the ${CONTACT_NAME[intent.field]}`
    case 'use_email':
      return intent.which === 'address' ? `use the e-mail address ${intent.address}` : `use the ${intent.which} e-mail address`
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
  /** Contact details the header leaves out ("remove my phone number"). */
  dropContact: Set<ContactField>
  /** Which of the resume's e-mail addresses the header shows; null: the one the resume leads with. */
  email: EmailChoice | null
}

export function instructionFlags(instructions: ParsedInstructions | undefined): InstructionFlags {
  const intents = instructions?.intents ?? []
  return {
    shorter: intents.some((i) => i.kind === 'shorter'),
    pages: intents.reduce<number | null>((n, i) => (i.kind === 'pages' ? i.pages : n), null),
    formal: intents.some((i) => i.kind === 'formal'),
    metrics: intents.some((i) => i.kind === 'metrics'),
    leadership: intents.some((i) => i.kind === 'leadership'),
    focus: unique(intents.flatMap((i) => (i.kind === 'focus' ? i.terms : []))),
    lead: unique(intents.flatMap((i) => (i.kind === 'focus' && i.lead ? i.terms : []))),
    words: intents.reduce<number | null>((n, i) => (i.kind === 'words' ? i.words : n), null),
    friendly: intents.some((i) => i.kind === 'friendly'),
    dropItems: intents.flatMap((i) => (i.kind === 'drop_item' ? i.terms : [])),
    drop: new Set(intents.flatMap((i) => (i.kind === 'drop_section' ? [i.section] : []))),
    dropContact: new Set(intents.flatMap((i) => (i.kind === 'drop_contact' ? [i.field] : []))),
    email: intents.reduce<EmailChoice | null>(
      (choice, i) => (i.kind === 'use_email' ? (i.which === 'address' ? { which: 'address', address: i.address } : { which: i.which }) : choice),
      null,
    ),
  }
}

const unique = (terms: string[]) => terms.filter((t, i) => !terms.slice(0, i).some((e) => sameTerm(e, t)))
