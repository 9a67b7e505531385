import { findSkills, loadSkillTaxonomy } from '../skills/index.ts'
import { endSentence, lowerFirst } from './text.ts'

/*
 * Grammar for putting the candidate's own bullets and skills into sentences, without changing
 * what they say: a skill name in lower case where it is a common noun ("general ledger"), and a
 * bullet framed by its verb form. "Prepared the budget" -> "I prepared the budget"; "Prepares the
 * budget" / "Prepare the budget" -> "my work included preparing the budget" (every verb of a
 * leading "Bill, sort and verify" list in the same form); "Responsible for X" -> "I was
 * responsible for X"; a noun phrase -> "my work included month-end close".
 */

let skillKinds: Map<string, string> | undefined

/** "General Ledger" reads as "general ledger" mid-sentence; "Microsoft Excel", "CPT coding", "SQL" stay. */
export function termInProse(term: string): string {
  if (!skillKinds) {
    skillKinds = new Map()
    for (const form of loadSkillTaxonomy().forms.values()) if (!skillKinds.has(form.skill)) skillKinds.set(form.skill, form.kind)
  }
  if (skillKinds.get(term) !== 'professional') return term
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
   treat administer chart triage`.split(/\s+/).filter(Boolean),
)

/** Double the last consonant before -ing ("plan" -> "planning"); the short list avoids "editting". */
const DOUBLING = new Set('plan run ship set stop shop map scan log program admit commit submit control refer permit get put cut'.split(' '))

const IRREGULAR_PAST =
  /^(?:led|built|ran|wrote|made|grew|drove|won|taught|oversaw|took|set|cut|sold|brought|began|kept|met|spoke|gave|held|chose|did|found|saw|got|paid|put|read|sent|spent|stood|told|thought|understood|went|rebuilt|rewrote|undertook|sought|fought|bought|caught|dealt|felt|hung|lent|lost|meant|rode|shot|sang|swam|threw|wore|wove|withdrew|overcame|overtook|forecast)$/i

/** Words ending in -ed that open a bullet as an adjective ("Experienced in ..."), not as a verb. */
const NOT_A_VERB =
  /^(?:need|seed|speed|feed|bed|red|shed|hundred|experienced|skilled|advanced|detailed|dedicated|motivated|self-motivated|certified|licensed|qualified|talented|seasoned|accomplished|focused|oriented|detail-oriented|results-oriented|versed|well-versed|involved|related|based|interested|required|needed|renowned|recognized|respected|proven|acknowledged|knowledged|bilingual|red)$/i

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
  return null
}

function gerund(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`
  if (base.endsWith('ee') || base.endsWith('ye') || base.endsWith('oe')) return `${base}ing`
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`
  if (DOUBLING.has(base)) return `${base}${base.slice(-1)}ing`
  return `${base}ing`
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

/** Leading verbs of "Bill, sort, verify, and mail out ..." turned into "billing, sorting, verifying, and mailing out ...". */
function leadingVerbsToGerunds(text: string): string {
  return leadingVerbs(text, gerund)
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

/** "Counsels and advises" in the first person present: "counsel and advise". */
function leadingVerbsToBase(text: string): string {
  return leadingVerbs(text, (base) => base)
}

/**
 * The bullet as the end of a sentence that starts with `frame` ("As Staff Accountant at Acme").
 * A change of verb form must not make a skill appear that the bullet did not name ("Audits
 * payables" -> "auditing payables" would read as the skill Auditing): such a wording is skipped
 * for the next one, down to quoting the bullet after a colon.
 */
export function framedBullet(frame: string, bullet: string, current: boolean): string {
  // "I processed ..." already speaks in the first person.
  const text = bullet.replace(/[.;:,\s]+$/, '').replace(/^I\s+(?=\p{Ll})/u, '')
  const options: string[] = []
  switch (bulletForm(text)) {
    case 'past':
      options.push(`${frame}, I ${lowerFirst(text)}`)
      break
    case 'responsible':
      options.push(`${frame}, I ${current ? 'am' : 'was'} ${lowerFirst(text)}`)
      break
    case 'present':
      options.push(`${frame}, my work included ${leadingVerbsToGerunds(lowerFirst(text))}`)
      if (current) options.push(`${frame}, I ${leadingVerbsToBase(lowerFirst(text))}`)
      break
    case 'gerund':
    case 'noun':
      options.push(`${frame}, my work included ${lowerFirst(text)}`)
      break
  }
  const allowed = new Set([...findSkills(text), ...findSkills(frame)].map((x) => x.toLowerCase()))
  const adds = (sentence: string) => findSkills(sentence).some((x) => !allowed.has(x.toLowerCase()))
  const chosen = options.find((o) => !adds(o)) ?? `${frame}, my work included: ${text}`
  return endSentence(chosen)
}
