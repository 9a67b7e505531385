import { findSkills, loadSkillTaxonomy } from '../skills/index.ts'
import { firstPersonProblems, readsAsFirstPerson, tag } from './grammar.ts'
import { lowerFirst } from './text.ts'
import { anyOf, readPhraseLists } from '../text/index.ts'

const WORD_LISTS = readPhraseLists(new URL('./data/word-lists.json', import.meta.url), ['irregularPast', 'edAdjectives', 'nounVerbs'])

/*
 * Grammar for putting the candidate's own bullets and skills into sentences, without changing
 * what they say: a skill name in lower case where it is a common noun ("general ledger"), and a
 * bullet turned into what "I" did by the form of its leading verbs ("Prepare and file the
 * returns" -> "I prepared and filed the returns"; every verb of a leading "Bill, sort and verify"
 * list in the same form). Bullets that are not verb phrases are not put into sentences.
 */

/** "General Ledger" reads as "general ledger" mid-sentence; "Microsoft Excel", "CPT coding", "SQL" stay. */
export function termInProse(term: string): string {
  const taxonomy = loadSkillTaxonomy()
  // A credential keeps its capitals ("Registered Nurse", "CDL Class A"), and so does a language: "Ukrainian".
  if (taxonomy.kindOf(term) !== 'professional' || taxonomy.typeOf(term) === 'credential' || taxonomy.typeOf(term) === 'language') return term
  // "Title I", "Section 8": a name with a numeral keeps its capitals.
  if (/\b(?:[IVX]+|\d+)$/.test(term)) return term
  return term
    .split(' ')
    .map((w) => (/\p{Lu}.*\p{Lu}/u.test(w) || /\d/.test(w) || /^\p{Lu}$/u.test(w) ? w : w.toLowerCase()))
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
   publish redesign refine reorganize restore restructure simplify spearhead standardize strengthen surpass transform
   own rewrite chair coach haul partner beat liaise host champion pilot rebuild relaunch migrate automate architect
   refactor deploy ship scale launch mentor recruit onboard precept advocate volunteer`
    .split(/\s+/)
    .filter(Boolean),
)

/** Double the last consonant before -ing ("plan" -> "planning"); the short list avoids "editting". */
const DOUBLING = new Set(
  'plan run ship set stop shop map scan log program admit commit submit control refer permit get put cut top drop chop step tag'.split(' '),
)

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
function leadingVerbs(text: string, form: (base: string) => string, base_: (word: string) => string | null = baseForm): string {
  const tokens = text.split(/(\s+|,)/)
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.trim() === '' || t === ',' || /^(?:and|or|&)$/i.test(t)) continue
    const base = base_(t)
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
  rewrite: 'rewrote',
  rebuild: 'rebuilt',
  rerun: 'reran',
  beat: 'beat',
  hit: 'hit',
  shut: 'shut',
  spread: 'spread',
  bid: 'bid',
  let: 'let',
  upset: 'upset',
  overrun: 'overran',
  withdraw: 'withdrew',
  oversaw: 'oversaw',
  uphold: 'upheld',
  become: 'became',
  fly: 'flew',
  ride: 'rode',
  swim: 'swam',
  draw: 'drew',
  break: 'broke',
  shoot: 'shot',
  lay: 'laid',
  light: 'lit',
  mentor: 'mentored',
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
const NOUN_TOO = new Set(WORD_LISTS.nounVerbs)
const DETERMINER = /^(?:the|a|an|all|any|each|every|their|its|our|his|her|new|daily|\d[\d,.%]*)$/i

/**
 * A verb later in the bullet in the same form as the first: "greet customers and answers
 * questions" -> "and answer questions", "Supervised staff and trains hires" -> "and trained
 * hires", "as well as perform audits" -> "as well as performed audits" (a past bullet). Only a
 * known verb followed by its object changes ("questions and answers." and "files and records
 * for clients" stay).
 */
function laterVerbs(predicate: string, past: boolean, third = false): string {
  return predicate.replace(/(\band\s+|,\s+|\bas well as\s+)(\p{Ll}+)(?=\s+(\S+))/gu, (whole, joint: string, word: string, next: string) => {
    if (PREPOSITION.test(next.replace(/[^\p{L}]/gu, ''))) return whole
    const sForm = /s$/.test(word) && !/ss$/.test(word)
    const base = sForm ? baseForm(word) : VERBS.has(word) && (/as well as/.test(joint) || (third && /and/.test(joint))) ? word : null
    if (!base || (base === word && !past && !third)) return whole
    if (NOUN_TOO.has(base) && !DETERMINER.test(next)) return whole
    return `${joint}${past ? pastTense(base) : third ? thirdPerson(base) : base}`
  })
}

/**
 * The bullet as what "I" did, for a sentence of the letter: "Prepare monthly statements" ->
 * "prepared monthly statements" (a past role) or "prepare monthly statements" (the current one);
 * "Responsible for payroll" -> "was responsible for payroll". Only the leading verbs change form,
 * every other word stays the candidate's. Null for a bullet that is not a verb phrase ("Audit
 * included ..."): the letter does not paste such a bullet into a frame.
 */
export function firstPersonPredicate(bullet: string, current: boolean, person: 'first' | 'third' = 'first'): string | null {
  const text = bullet
    .replace(/[.;:,\s]+$/, '')
    .replace(/^I\s+(?=\p{L})/u, '')
    // "Utilized and Navigated PeopleSoft": a second verb in title case is still a verb ("navigated").
    .replace(
      /^(\p{L}+ed,?\s+(?:and|&)\s+)(\p{Lu})(\p{Ll}+ed)\b/u,
      (_, head: string, first: string, rest: string) => `${head}${first.toLowerCase()}${rest}`,
    )
  // "Audit included ...", "Staff was ...": the first word is the subject, not a verb.
  if (/^\S+\s+(?:included|includes|include|was|were|is|are|has|had|have|involved|involves|consisted|required|used)\b/i.test(text)) return null
  // "Record keeping of ...": a noun phrase whose first word only looks like a verb.
  if (/^\S+\s+\S+ing\s+of\b/i.test(text) && bulletForm(text) === 'present') return null
  // "Grade 2, 4 & 5) Provided ...": a label with a number, not a verb.
  if (/^\S+\s+\d[\d.]*\s*[,)&]/.test(text) && bulletForm(text) === 'present') return null
  let predicate: string | null = null
  // The same predicate in the present, for the grammar check: the tagger knows "I rewrite" where
  // it reads "I rewrote" as a noun.
  let checked: string | null = null
  const present = (base: string) => (person === 'third' ? thirdPerson(base) : base)
  const form = bulletForm(text)
  switch (form) {
    case 'past':
      predicate = lowerFirst(text)
      checked = leadingVerbs(lowerFirst(text), (b) => b, baseOfPast)
      break
    case 'responsible':
      predicate = `${current ? (person === 'third' ? 'is' : 'am') : 'was'} ${lowerFirst(text)}`
      checked = `am ${lowerFirst(text)}`
      break
    case 'present':
      predicate = leadingVerbs(lowerFirst(text), current ? present : pastTense)
      checked = leadingVerbs(lowerFirst(text), (b) => b)
      break
    case 'gerund': {
      const first = /^\S+/.exec(text)?.[0] ?? ''
      const base = baseOfGerund(first)
      // "Auditing of vendors" names an activity; it is not something "I" did as written.
      if (!base || /^\S+\s+of\b/i.test(text)) return null
      const rest = text.slice(first.length)
      predicate = leadingVerbs(`${base}${rest}`, current ? present : pastTense)
      checked = leadingVerbs(`${base}${rest}`, (b) => b)
      break
    }
    case 'noun':
      return null
  }
  const past = form === 'past' || (!current && form !== 'responsible')
  predicate = laterVerbs(predicate, past, person === 'third' && !past)
  // "oversaw preparation, and analyze monthly reports": a verb joined after the object in another
  // form than the first reads as broken; such a bullet stays in the candidate's words.
  // So does "oversaw the process, serve as the contact ...", or "including greet and assist ...".
  if (past && [...predicate.matchAll(/,\s+(?:and\s+)?(\p{Ll}+)\s/gu)].some((m) => VERBS.has(m[1]!))) return null
  if ([...predicate.matchAll(/\bincluding\s+(\p{Ll}+)\b/gu)].some((m) => VERBS.has(m[1]!))) return null
  // "assisted supervisors in Coordinating and conducted pre-interviews": a gerund joined to a past form.
  if (/\b\p{L}+ing\s+and\s+\p{Ll}+ed\b/u.test(predicate)) return null
  // "Completes inspections and log hours": a second verb that could not be told from a noun stays
  // unconverted, which reads wrongly in the third person; such a bullet is not said that way.
  if (person === 'third' && !past && /\band\s+(\p{Ll}+)\s/u.test(predicate)) {
    const word = /\band\s+(\p{Ll}+)\s/u.exec(predicate)![1]!
    if (VERBS.has(word) && NOUN_TOO.has(word)) return null
  }
  // A change of verb form must not make a skill appear that the bullet did not name ("Audits
  // payables" -> "audited payables" is fine; a form the finder reads as a new skill is not).
  const allowed = new Set(findSkills(text).map((x) => x.toLowerCase()))
  if (findSkills(predicate).some((x) => !allowed.has(x.toLowerCase()))) return null
  // Only a grammatical sentence: "I inventory handling ..." or "I implemented staff training
  // program" is left in the candidate's own words instead (grammar.ts).
  if (!readsAsFirstPerson(`I ${laterVerbs(checked, false)}.`)) return null
  // Two verbs joined ("I utilized and navigated ..."): the tagger that checks whole letters reads
  // some such pairs as adjectives after "I", so the sentence as written must pass it too. (A single
  // past verb it misreads, "I rewrote the menu", was checked in the present above.)
  if (person === 'first' && /^\p{L}+,?\s+(?:and|&)\s+\p{L}+\s/u.test(predicate) && firstPersonProblems(`I ${predicate}.`).length > 0) return null
  return predicate
}

const PAST_TO_BASE = new Map(Object.entries(IRREGULAR_PAST_OF).map(([base, past]) => [past, base]))

/** "managed" -> "manage", "planned" -> "plan", "identified" -> "identify", "led" -> "lead"; null if not a past form. */
function baseOfPast(word: string): string | null {
  const w = word.toLowerCase()
  const irregular = PAST_TO_BASE.get(w)
  if (irregular) return irregular
  if (!/ed$/.test(w) || w.length < 5) return null
  const options = [
    /ied$/.test(w) ? `${w.slice(0, -3)}y` : null,
    w.slice(0, -1),
    w.slice(0, -2),
    /([^aeiou])\1ed$/.test(w) ? w.slice(0, -3) : null,
  ].filter((x): x is string => x !== null)
  const known = options.find((o) => VERBS.has(o))
  if (known) return known
  // A verb the list does not know: the form the tagger reads as a verb after "I".
  return options.find((o) => tag(`I ${o} it`)[1]?.pos === 'VERB') ?? null
}

const THIRD_PERSON: Record<string, string> = { have: 'has', do: 'does', go: 'goes', be: 'is' }

/** "lead" -> "leads", "teach" -> "teaches", "supply" -> "supplies": the verb of a summary's "Leads a team of 12". */
export function thirdPerson(base: string): string {
  if (THIRD_PERSON[base]) return THIRD_PERSON[base]
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`
  return `${base}s`
}

/**
 * A bullet short enough for a summary: the whole when it has at most `max` words, else its first
 * clause (before "; ", ", cutting ...", " through ...", " by ...") when that says something of its
 * own (six words or more). Null when neither: a long bullet is not shortened mid-thought.
 */
export function leadingClause(bullet: string, max: number): string | null {
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length
  if (words(bullet) <= max) return bullet
  // "by" starts the means ("Cut costs by renegotiating…"), not the agent of a passive: a cut after
  // "now used" would leave "…grant of $7,500, now used" out of "…now used by three schools".
  for (const cut of [
    /;\s+/,
    /,\s+(?=\p{Ll}+ing\b)/u,
    /\s+[–—]\s+/,
    /\s+(?:through|resulting in|which|while)\s+|(?<!\p{L}(?:ed|en))\s+by\s+/u,
    /,\s+/,
  ]) {
    const head = bullet.split(cut)[0]!.trim()
    // A cut that loses the bullet's number loses its point ("Cut cloud spend for the team").
    if (/\d/.test(bullet) && !/\d/.test(head)) continue
    if (head !== bullet && words(head) >= 6 && words(head) <= max && !/\b(?:and|or|of|for|to|with|the|a|an)$/i.test(head)) return head
  }
  return null
}
