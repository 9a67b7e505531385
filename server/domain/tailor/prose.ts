import { findSkills, loadSkillTaxonomy } from '../skills/index.ts'
import { lowerFirst } from './text.ts'
import { anyOf, readPhraseLists } from '../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['irregularPast', 'edAdjectives'])

/*
 * Grammar for putting the candidate's own bullets and skills into sentences, without changing
 * what they say: a skill name in lower case where it is a common noun ("general ledger"), and a
 * bullet turned into what "I" did by the form of its leading verbs ("Prepare and file the
 * returns" -> "I prepared and filed the returns"; every verb of a leading "Bill, sort and verify"
 * list in the same form). Bullets that are not verb phrases are not put into sentences.
 */

/** "General Ledger" reads as "general ledger" mid-sentence; "Microsoft Excel", "CPT coding", "SQL" stay. */
export function termInProse(term: string): string {
  if (loadSkillTaxonomy().kindOf(term) !== 'professional') return term
  return term
    .split(' ')
    .map((w) => (/\p{Lu}.*\p{Lu}/u.test(w) || /\d/.test(w) ? w : w.toLowerCase()))
    .join(' ')
}

const VERBS = new Set(
  `achieve act adjust administer advise advocate allocate analyze analyse answer apply approve archive arrange assemble
   assess assign assist attend audit balance bill book budget build calculate care check clean close code collaborate
   collect communicate compile complete comply compose conduct configure consolidate consult contact control coordinate
   counsel create customize decrease deliver deposit design determine develop diagnose direct discuss distribute document
   draft edit educate encourage enforce engage ensure enter establish estimate evaluate examine execute expedite explain
   facilitate file follow forecast gather generate grade greet grow guide handle help hire identify implement improve
   increase input inspect install instruct interview inventory investigate issue keep lead load log maintain manage
   market meet mentor merchandise model monitor motivate negotiate notify observe obtain open operate order organize
   organise oversee package participate pay perform pick place plan post prepare present price print prioritize process
   procure produce program promote prospect provide purchase quote raise receive recommend reconcile record recruit
   reduce refer register repair reply report request research resolve respond restock retain return review revise route
   run scan schedule screen secure sell serve service set ship solve sort source staff stock streamline study submit
   summarize supervise supply support teach test track train translate troubleshoot tutor type unload update upload use
   manipulate counsel advise oversee handle lead
   utilize validate verify visit wash weigh welcome work write mail assist serve drive lift deliver cook prep bake clean
   treat administer chart triage
   accomplish acquire adapt align compute cultivate demonstrate detect devise earn eliminate enable enhance exceed
   expand formulate foster inform initiate integrate introduce maximize minimize modernize optimize patrol prevent
   publish redesign refine reorganize restore restructure simplify spearhead standardize strengthen surpass transform`
    .split(/\s+/)
    .filter(Boolean),
)

/** Double the last consonant before -ing ("plan" -> "planning"); the short list avoids "editting". */
const DOUBLING = new Set('plan run ship set stop shop map scan log program admit commit submit control refer permit get put cut'.split(' '))

const IRREGULAR_PAST = new RegExp(String.raw`^${anyOf(WORD_LISTS.irregularPast)}$`, 'i')

/** Words ending in -ed that open a bullet as an adjective ("Experienced in ..."), not as a verb. */
const NOT_A_VERB = new RegExp(String.raw`^${anyOf(WORD_LISTS.edAdjectives)}$`, 'i')

/** "prepares" -> "prepare", "identifies" -> "identify", "processes" -> "process"; null if not a known verb. */
function baseForm(word: string): string | null {
  const w = word.toLowerCase()
  if (VERBS.has(w)) return w
  const candidates = [
    w.endsWith('ies') ? `${w.slice(0, -3)}y` : null,
    /(?:sses|shes|ches|xes|zes|oes)$/.test(w) ? w.slice(0, -2) : null,
    w.endsWith('s') ? w.slice(0, -1) : null,
  ]
  for (const c of candidates) if (c && VERBS.has(c)) return c
  return baseOfGerund(w)
}

export type BulletForm = 'past' | 'gerund' | 'present' | 'responsible' | 'noun'

export function bulletForm(bullet: string): BulletForm {
  const words = bullet.replace(/^I\s+(?=\p{Ll})/u, '').split(/\s+/)
  let i = 0
  if (/^\p{L}+ly$/u.test(words[0] ?? '') && words.length > 1) i = 1 // "Successfully trained ..."
  const first = (words[i] ?? '').replace(/[^\p{L}-]/gu, '')
  if (/^responsible$/i.test(first) && /^for$/i.test(words[i + 1] ?? '')) return 'responsible'
  if (!NOT_A_VERB.test(first) && (IRREGULAR_PAST.test(first) || (/^[\p{L}-]{3,}ed$/u.test(first) && !/eed$/i.test(first)))) return 'past'
  if (/^[\p{L}-]{3,}ing$/u.test(first)) return 'gerund'
  if (baseForm(first) !== null && i === 0) return 'present'
  return 'noun'
}

/** Rewrites each verb of the leading verb list ("Bill, sort and verify ...") with `form`. */
function leadingVerbs(text: string, form: (base: string) => string): string {
  const tokens = text.split(/(\s+|,)/)
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.trim() === '' || t === ',' || /^(?:and|or|&)$/i.test(t)) continue
    const base = baseForm(t)
    if (!base) break
    tokens[i] = form(base)
    // A verb followed by a comma or "and"/"or" continues the list; anything else is its object.
    const next = tokens.slice(i + 1).find((x) => x.trim() !== '')
    if (next !== ',' && !/^(?:and|or|&)$/i.test(next ?? '')) break
  }
  return tokens.join('')
}

const IRREGULAR_PAST_OF: Record<string, string> = {
  lead: 'led',
  build: 'built',
  run: 'ran',
  write: 'wrote',
  make: 'made',
  grow: 'grew',
  drive: 'drove',
  teach: 'taught',
  oversee: 'oversaw',
  take: 'took',
  set: 'set',
  cut: 'cut',
  sell: 'sold',
  bring: 'brought',
  keep: 'kept',
  meet: 'met',
  speak: 'spoke',
  give: 'gave',
  hold: 'held',
  choose: 'chose',
  do: 'did',
  find: 'found',
  see: 'saw',
  get: 'got',
  pay: 'paid',
  put: 'put',
  read: 'read',
  send: 'sent',
  spend: 'spent',
  stand: 'stood',
  tell: 'told',
  think: 'thought',
  understand: 'understood',
  go: 'went',
  forecast: 'forecast',
  feed: 'fed',
  deal: 'dealt',
  win: 'won',
  begin: 'began',
  undertake: 'undertook',
  seek: 'sought',
  buy: 'bought',
  catch: 'caught',
  prep: 'prepped',
  lift: 'lifted',
}

/** "prepare" -> "prepared", "plan" -> "planned", "identify" -> "identified", "lead" -> "led". */
export function pastTense(base: string): string {
  const irregular = IRREGULAR_PAST_OF[base]
  if (irregular) return irregular
  if (base.endsWith('e')) return `${base}d`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`
  if (DOUBLING.has(base)) return `${base}${base.slice(-1)}ed`
  return `${base}ed`
}

/** "developing" -> "develop", "managing" -> "manage", "planning" -> "plan"; null if not a known verb. */
function baseOfGerund(word: string): string | null {
  const w = word.toLowerCase()
  if (!w.endsWith('ing') || w.length < 5) return null
  const stem = w.slice(0, -3)
  for (const c of [stem, `${stem}e`, stem.slice(0, -1), stem.endsWith('y') ? `${stem.slice(0, -1)}ie` : '']) {
    if (c && VERBS.has(c)) return c
  }
  return null
}

const PREPOSITION = /^(?:for|of|in|on|to|with|at|from|by|and|or|as|into|per|including|daily|weekly|monthly)$/i
/** Verbs whose -s form is as often a plural noun ("reviews", "registers"): changed only before a determiner. */
const NOUN_TOO = new Set(
  `review register record report process service order schedule plan file support contact budget model design document
   market staff stock program test type price package log ship source quote request return pay place post print code
   chart check bill book close control deposit estimate issue load permit route scan screen set sort study supply update
   upload use visit work interview inventory audit lead run train meet list`
    .split(/\s+/)
    .filter(Boolean),
)
const DETERMINER = /^(?:the|a|an|all|any|each|every|their|its|our|his|her|new|daily|\d[\d,.%]*)$/i

/**
 * A verb later in the bullet in the same form as the first: "greet customers and answers
 * questions" -> "and answer questions", "Supervised staff and trains hires" -> "and trained
 * hires", "as well as perform audits" -> "as well as performed audits" (a past bullet). Only a
 * known verb followed by its object changes ("questions and answers." and "files and records
 * for clients" stay).
 */
function laterVerbs(predicate: string, past: boolean): string {
  return predicate.replace(/(\band\s+|,\s+|\bas well as\s+)(\p{Ll}+)(?=\s+(\S+))/gu, (whole, joint: string, word: string, next: string) => {
    if (PREPOSITION.test(next.replace(/[^\p{L}]/gu, ''))) return whole
    const thirdPerson = /s$/.test(word) && !/ss$/.test(word)
    const base = thirdPerson ? baseForm(word) : VERBS.has(word) && /as well as/.test(joint) ? word : null
    if (!base || (base === word && !past)) return whole
    if (NOUN_TOO.has(base) && !DETERMINER.test(next)) return whole
    return `${joint}${past ? pastTense(base) : base}`
  })
}

/**
 * The bullet as what "I" did, for a sentence of the letter: "Prepare monthly statements" ->
 * "prepared monthly statements" (a past role) or "prepare monthly statements" (the current one);
 * "Responsible for payroll" -> "was responsible for payroll". Only the leading verbs change form,
 * every other word stays the candidate's. Null for a bullet that is not a verb phrase ("Audit
 * included ..."): the letter does not paste such a bullet into a frame.
 */
export function firstPersonPredicate(bullet: string, current: boolean): string | null {
  const text = bullet.replace(/[.;:,\s]+$/, '').replace(/^I\s+(?=\p{L})/u, '')
  // "Audit included ...", "Staff was ...": the first word is the subject, not a verb.
  if (/^\S+\s+(?:included|includes|include|was|were|is|are|has|had|have|involved|involves|consisted|required|used)\b/i.test(text)) return null
  // "Record keeping of ...": a noun phrase whose first word only looks like a verb.
  if (/^\S+\s+\S+ing\s+of\b/i.test(text) && bulletForm(text) === 'present') return null
  // "Grade 2, 4 & 5) Provided ...": a label with a number, not a verb.
  if (/^\S+\s+\d/.test(text) && bulletForm(text) === 'present') return null
  let predicate: string | null = null
  switch (bulletForm(text)) {
    case 'past':
      predicate = lowerFirst(text)
      break
    case 'responsible':
      predicate = `${current ? 'am' : 'was'} ${lowerFirst(text)}`
      break
    case 'present':
      predicate = leadingVerbs(lowerFirst(text), current ? (b) => b : pastTense)
      break
    case 'gerund': {
      const first = /^\S+/.exec(text)?.[0] ?? ''
      const base = baseOfGerund(first)
      // "Auditing of vendors" names an activity; it is not something "I" did as written.
      if (!base || /^\S+\s+of\b/i.test(text)) return null
      const rest = text.slice(first.length)
      predicate = leadingVerbs(`${base}${rest}`, current ? (b) => b : pastTense)
      break
    }
    case 'noun':
      return null
  }
  predicate = laterVerbs(predicate, bulletForm(text) === 'past' || (!current && bulletForm(text) !== 'responsible'))
  // A change of verb form must not make a skill appear that the bullet did not name ("Audits
  // payables" -> "audited payables" is fine; a form the finder reads as a new skill is not).
  const allowed = new Set(findSkills(text).map((x) => x.toLowerCase()))
  if (findSkills(predicate).some((x) => !allowed.has(x.toLowerCase()))) return null
  return predicate
}
