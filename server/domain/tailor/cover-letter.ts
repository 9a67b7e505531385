import type { CoverLetterDocument } from '../../../shared/schemas/documents.ts'
import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import { canonicalSkill, loadSkillTaxonomy } from '../skills/index.ts'
import { readCandidate, uniqueCaseless, type Candidate, type RoleView, type TailorInput, type TailorResult } from './candidate.ts'
import { evidencePool, isCurrent, pickEvidence, readCareer, type Career, type Evidence } from './facts.ts'
import { FormChooser, hash, withArticle, type Slot, type Slots } from './forms.ts'
import { tailoredContact } from './contact.ts'
import { focusFound, instructionLog } from './instruction-log.ts'
import { certificationsOf, credentialSentences, DOCUMENT, educationSentences, MEMBERSHIP, PERSON } from './letter-credentials.ts'
import { byDate, identitySlots, joinList, previousSlots, roleSlots, usableCompany, usableTitle } from './letter-roles.ts'
import { firstPersonProblems, tag } from './grammar.ts'
import { bulletForm, termInProse } from './prose.ts'
import { analyse, focusEvidence, type JobTerm } from './relevance.ts'
import { describeJob, namesAllowed, ownWording } from './resume.ts'
import { isStrong } from './strength.ts'
import { readSupport, withoutNewSkills } from './support.ts'
import { formatLetterDate, looseKey, lowerFirst, sentences, textOrNull, wordCount } from './text.ts'
import { cleanItem, companyName, isHeadingWord } from './wording.ts'

/*
 * The local engine's cover letter, composed from the resume's facts (facts.ts) in sentence forms
 * chosen by what each fact is (forms.ts):
 *
 *   1. Opening: the application (the role and the company the posting names), who the candidate
 *      is by the latest role's dates ("currently" only of a role that runs to Present), and the
 *      roles before it.
 *   2-3. Body: the strongest evidence for the posting's requirements (bullets with its skills,
 *      numbers, credentials it asks for, different roles preferred). A bullet that reads as a
 *      sentence after "I" (grammar.ts) is written as one, in a form for its kind of fact (a
 *      number, a team led, a tool, a requirement); one that does not ("Food cost below budget of
 *      27%") keeps the candidate's own words in a short list of highlights. Then the credentials
 *      the posting asks for that the resume holds, and the degree when it asks for one.
 *      A letter still short after every usable piece says a second degree (the posting's field
 *      first) and the skills the resume lists.
 *   4. Closing (a short letter's first says what the candidate would bring: the posting's terms
 *      one role's sentences showed, said of that role), sign-off, and the candidate's name.
 *      Without a name there is no signature line: the log asks for the name instead.
 *
 * 220-380 words (asked to be shorter: at most 280): evidence is added or removed to fit. Truthful
 * like the resume: every skill named is one the resume backs; the user's Skill Bank claims only
 * rank evidence, they are never named (a letter presents experience).
 */

export interface CoverLetterInput extends TailorInput {
  /** The letter's date; passed in so the same input gives the same letter. Printed from its UTC day. */
  today: Date
}

/** Aimed a little inside 220-380: a reader (or a PDF's text) counts "$8 million" or "CI/CD" apart. */
const MIN_WORDS = 230
const MAX_WORDS = 370
const SHORT_MAX_WORDS = 280
const MAX_EVIDENCE = 10

export function writeCoverLetter(input: CoverLetterInput): TailorResult<CoverLetterDocument> {
  const { resume, job } = input
  const read = readCandidate(input)
  // A word limit below the usual length writes the short letter, then trims it to fit.
  const tight = read.flags.words !== null && read.flags.words < MIN_WORDS && !read.flags.shorter
  const candidate: Candidate = tight ? { ...read, flags: { ...read.flags, shorter: true } } : read
  const { flags } = candidate
  const support = readSupport(candidate, resume, input.resumeText)
  const career = readCareer(candidate, job, resume, input.today)
  const pool = orderForInstructions(evidencePool(candidate, support.skills, career), candidate)
  const name = textOrNull(resume.contact.name)
  // The seed: the candidate's own facts and the posting, so two candidates' letters differ in form.
  const seed = hash([name ?? '', candidate.roles.map((r) => `${r.title}|${r.company}|${r.bullets[0]?.text ?? ''}`).join('/'), job.title].join('#'))
  const context: Context = { input, candidate, career, backed: support.skills, seed }

  const limit = Math.min(flags.words ?? Infinity, flags.shorter ? SHORT_MAX_WORDS : MAX_WORDS)
  const usable = (e: Evidence) => e.predicate !== null || isStrong(e.bullet.strength)
  let count = flags.shorter ? 2 : 3
  let letter = compose(context, pickEvidence(pool, count, usable))
  while (words(letter.paragraphs) > limit && count > 1) letter = compose(context, pickEvidence(pool, --count, usable))
  // Picks that say nothing (a strong bullet that is neither a sentence nor a list item) do not count
  // toward the limit: it is on the evidence the letter shows.
  const available = pool.filter(usable).length
  while (!flags.shorter && words(letter.paragraphs) < MIN_WORDS && count < available && letter.shown < MAX_EVIDENCE) {
    const next = compose(context, pickEvidence(pool, ++count, usable))
    if (words(next.paragraphs) > limit) break
    letter = next
  }
  // Still short: the posting's skills the resume lists close the body.
  if (!flags.shorter && words(letter.paragraphs) < MIN_WORDS) {
    const next = compose(context, pickEvidence(pool, count, usable), true)
    if (words(next.paragraphs) <= limit) letter = next
  }
  let paragraphs = letter.paragraphs
  if (flags.words !== null) paragraphs = fitToWords(paragraphs, flags.words)
  if (flags.friendly) paragraphs = paragraphs.map(contract)

  const company = companyName(job.company)
  const hasTitle = job.title !== UNTITLED_POSITION
  const document: CoverLetterDocument = {
    sender: tailoredContact(resume, flags, input.resumeText),
    date: formatLetterDate(input.today),
    recipient: { name: job.hiringManager, company },
    subject: hasTitle ? `Application for ${job.title}` : null,
    greeting: flags.friendly ? friendlyGreeting(job, company) : greetingFor(job, company, flags.formal),
    paragraphs,
    sign_off: flags.formal ? 'Respectfully,' : flags.friendly ? 'Warm regards,' : 'Sincerely,',
    // A letter is signed by a person: without a name there is no signature line (the log asks for it).
    signature: name ?? '',
  }

  const log = [`Wrote the cover letter for ${describeJob(job)}.`]
  const written = letter.evidence.filter((e) => letter.asSentences.has(e))
  const quoted = letter.evidence.filter((e) => !letter.asSentences.has(e))
  const where = (e: Evidence) => [e.role.title, e.role.company].filter(Boolean).join(', ') || 'a listed role'
  if (written.length > 0) {
    log.push(
      `Evidence from the resume, rewritten as sentences: ${written
        .map(
          (e) =>
            `${
              e.terms.length > 0
                ? e.terms
                    .slice(0, 2)
                    .map((t) => t.term)
                    .join(' and ')
                : describeKind(e)
            } (${where(e)})`,
        )
        .join('; ')}.`,
    )
  }
  if (quoted.length > 0) {
    log.push(
      `Kept in your own words, as highlights (as sentences they would need a verb the bullet does not give): ${quoted.length} ${quoted.length === 1 ? 'bullet' : 'bullets'} (${uniqueCaseless(quoted.map(where)).join('; ')}).`,
    )
  }
  if (letter.evidence.length === 0) log.push('No bullet of the resume bears on the posting; the letter rests on titles, credentials and education.')
  if (!name) log.push('No name was found in the resume: the letter has no signature line. Add your name at the top of the resume to sign it.')
  log.push(`Length: ${words(paragraphs)} words in ${paragraphs.length} paragraphs.`)
  if (!flags.shorter && flags.words === null && words(paragraphs) < 220) {
    log.push(
      'The resume gives too little to say more without repeating it or claiming what it does not show; add bullets to your roles for a fuller letter.',
    )
  }
  log.push(...instructionLog(input.instructions, 'cover_letter', candidate, { resume, resumeText: input.resumeText, letterWords: words(paragraphs) }))
  return { document, log }
}

/** "Meeting deadlines" mid-sentence is "meeting deadlines"; a name in title case ("Microsoft Office", "Excel") keeps its capitals. */
const sentenceCase = (item: string) => (/^\p{Lu}\p{Ll}+(?:[\s-]\p{Ll}+)+$/u.test(item) ? lowerFirst(item) : item)

const words = (ps: readonly string[]) => ps.reduce((n, p) => n + wordCount(p), 0)

function describeKind(e: Evidence): string {
  return {
    credential: 'a credential',
    team: 'leading a team',
    number: 'a result with a number',
    tool: 'a tool',
    requirement: 'a requirement',
    plain: 'recent work',
  }[e.kind]
}

/** Instructions rank evidence first: a focus term, numbers, leadership (priority), or "open with X". */
function orderForInstructions(pool: Evidence[], candidate: Candidate): Evidence[] {
  const lead = candidate.flags.lead
  if (lead.length === 0) return pool
  const shows = (e: Evidence) => lead.some((t) => focusEvidence(t).some((x) => e.bullet.analysed.mentions(x)))
  return [...pool.filter(shows), ...pool.filter((e) => !shows(e))]
}

interface Context {
  input: CoverLetterInput
  candidate: Candidate
  career: Career
  backed: readonly JobTerm[]
  seed: number
}

interface Letter {
  paragraphs: string[]
  evidence: Evidence[]
  /** Pieces of evidence the letter shows, as sentences or list items. */
  shown: number
  asSentences: Set<Evidence>
}

function friendlyGreeting(job: ParsedJob, company: string | null): string {
  if (job.hiringManager) return `Hello ${job.hiringManager},`
  return company ? `Hello ${company} team,` : 'Hello,'
}

function greetingFor(job: ParsedJob, company: string | null, formal: boolean): string {
  const end = formal ? ':' : ','
  if (job.hiringManager) return `Dear ${job.hiringManager}${end}`
  return `Dear ${company ? `${company} ` : ''}Hiring Team${end}`
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bI am\b/g, "I'm"],
  [/\bI have\b(?= (?:built|worked|led|been|done|delivered|spent|held))/g, "I've"],
  [/\bI would\b/g, "I'd"],
  [/\bThat is\b/g, "That's"],
  [/\bIt is\b/g, "It's"],
]

/** A friendlier letter reads as speech: "I am" becomes "I'm". */
function contract(paragraph: string): string {
  return CONTRACTIONS.reduce((p, [from, to]) => p.replace(from, to), paragraph)
}

/**
 * The letter held under the user's word limit: the last sentences of the longest paragraphs go
 * first (the opening and closing keep their first sentence), so nothing is added, only left out.
 */
function fitToWords(paragraphs: string[], limit: number): string[] {
  const parts = paragraphs.map((p) => sentences(p))
  const count = () => parts.reduce((n, ss) => n + ss.reduce((m, x) => m + wordCount(x), 0), 0)
  while (count() > limit) {
    const longest = parts
      .map((ss, i) => ({ i, n: ss.length, words: ss.reduce((m, x) => m + wordCount(x), 0) }))
      .filter((p) => p.n > 1)
      .sort((a, b) => b.words - a.words)[0]
    if (!longest) break
    parts[longest.i]!.pop()
  }
  return parts.map((ss) => ss.join(' ')).filter((p) => p.length > 0)
}

/** "With ELD at Heartland, I ... with Samsara ELD": a tool form only when the sentence does not name the tool itself. */
const toolNamedIn = (tool: string | null, predicate: string | null) =>
  tool !== null && predicate !== null && predicate.toLowerCase().includes(tool.toLowerCase())

/** The form for a piece of evidence, by its kind of fact; `roles` are all the candidate's, which decide whether a title alone names one role. */
function evidenceSentence(
  w: FormChooser,
  roles: readonly RoleView[],
  e: Evidence,
  previous: Evidence | null,
  previousLinked: boolean,
  named: Set<string>,
  spans: Set<string>,
): { sentence: string | null; linked: boolean } {
  // "I provided training and engaging in outreach": a past verb joined to a bare gerund is the
  // resume's slip; after "I" it would be the letter's.
  if (e.predicate && /^\p{Ll}+ed\b[^,;]*?\band\s+\p{Ll}+ing\s+in\b/u.test(e.predicate)) return { sentence: null, linked: false }
  const slots: Slots = { ...roleSlots(e.role, roles), p: e.predicate ? typeset(e.predicate) : null }
  // "In 2013–2014, I ... During 2013–2014, I ...": a role named by its years is named so once.
  if (slots.span && spans.has(slots.span)) slots.span = null
  // "Currently, I handled returns" mixes tenses: a past bullet of the current role is "in my current role".
  if (slots.current && bulletForm(e.text) === 'past') slots.current = 'in my current role'

  // "Beyond that, I ... Besides that, I ...": one such link in a row, then the role is named again.
  if (previous && previous.role === e.role && !previousLinked) {
    const same = w.choose('sameRole', slots)
    // "I also complete reports": the tagger may read a verb after "also" as an adjective; such a link is not used.
    if (same && firstPersonProblems(same).length === 0) return { sentence: same, linked: true }
  }
  const term = e.terms.find((t) => !named.has(looseKey(t.skill ?? t.term)))
  const kind: Slot = e.kind === 'credential' ? 'requirement' : e.kind
  const extra: Slots = {
    term: term ? termInProse(term.skill ?? term.term) : null,
    tool: toolNamedIn(e.tool, e.predicate) ? null : e.tool,
  }
  const sentence = w.choose(kind, { ...slots, ...extra }) ?? w.choose('plain', slots)
  if (sentence && slots.span && sentence.includes(slots.span)) spans.add(slots.span)
  if (sentence && term && sentence.includes(termInProse(term.skill ?? term.term))) named.add(looseKey(term.skill ?? term.term))
  // A role with no title to name it by takes a second link after all; a titled one whose forms are
  // spent leaves the piece out rather than read "Beyond that ... Besides that ...".
  if (!sentence && !slots.title && previous && previous.role === e.role) {
    const same = w.choose('sameRole', slots)
    return { sentence: same && firstPersonProblems(same).length === 0 ? same : null, linked: true }
  }
  return { sentence, linked: false }
}

/**
 * A bullet that reads as an item of a list in its own words: it opens with a letter, its brackets
 * close, and it does not open with a verb in the present ("Serve as a Timekeeper ..." reads as an
 * order there).
 */
function listable(text: string): boolean {
  const opens = (text.match(/\(/g) ?? []).length
  const closes = (text.match(/\)/g) ?? []).length
  const first = /^\S+/.exec(text)?.[0] ?? ''
  return (
    /^\p{L}/u.test(text) &&
    opens === closes &&
    !['present', 'responsible'].includes(bulletForm(text)) &&
    // "was responsible for ...", "as a team lead, ...": a list item needs its own head word.
    !/^(?:was|were|is|are|am|as|and|or|to|also|then|while|where|which)$/i.test(first) &&
    // "poses great customer service skills": a verb of a missing "he" or "she".
    !(/[^s]s$/i.test(first) && tag(`It ${first.toLowerCase()} ${text.split(/\s+/).slice(1, 3).join(' ')}`)[1]?.pos === 'VERB') &&
    // "... clients where audited the statements", "hired, and facilitating orientations": broken as a list item too.
    !/\bwhere\s+\p{Ll}+ed\b/u.test(text) &&
    !/\p{Ll}+ed,?\s+and\s+\p{Ll}+ing\b/u.test(text) &&
    wordCount(text) <= 30
  )
}

/** "5-6 patients" reads "5–6 patients": a range of numbers takes an en dash. */
const typeset = (text: string) => text.replace(/(\d)-(\d)/g, '$1–$2').replace(/([$€£])\s+(?=\d)/g, '$1')

/** "food cost below budget of 27%; inventory handling, management and rotation" */
function itemList(items: readonly string[]): string {
  // "Loaded and Scanned 400 packages": a second verb in title case reads "scanned" in a list too.
  const clean = items.map((t) =>
    typeset(
      // "Key contributions: Headed the raise ...": the resume's own label before a colon is not repeated after "Highlights:".
      lowerFirst(
        t
          .replace(/[.;:,\s]+$/, '')
          .replace(/;\s+/g, ', ')
          .replace(/^[\p{L} ]{3,30}:\s+(?=\p{L})/u, ''),
      ).replace(
        /^(\p{L}+ed,?\s+(?:and|&)\s+)(\p{Lu})(\p{Ll}+ed)\b/u,
        (_, head: string, first: string, rest: string) => `${head}${first.toLowerCase()}${rest}`,
      ),
    ),
  )
  if (clean.length <= 2) return clean.join(clean.some((c) => c.includes(',')) ? '; and ' : ' and ')
  return `${clean.slice(0, -1).join('; ')}; and ${clean.at(-1)}`
}

function compose(context: Context, evidence: readonly Evidence[], fill = false): Letter {
  const { input, candidate, career, backed, seed } = context
  const { job, resume } = input
  const { flags } = candidate
  const w = new FormChooser(seed)
  const company = companyName(job.company)
  const hasTitle = job.title !== UNTITLED_POSITION
  const namedTerms = new Set<string>()
  const namedSpans = new Set<string>()

  // Opening: the application, who the candidate is, the roles before.
  const opening: Array<string | null> = []
  const role = hasTitle ? `the ${job.title} ${flags.formal ? 'position' : 'role'}` : 'the open position'
  opening.push(w.choose(flags.formal ? 'applyFormal' : 'apply', { role, at: company ? ` at ${company}` : '' }))
  const named = new Set<RoleView>()
  if (career.latest?.title) {
    const { slots, names } = identitySlots(candidate, career)
    const identity = w.choose(career.current ? 'identityCurrent' : 'identityPast', slots)
    opening.push(identity)
    named.add(career.latest)
    for (const [slot, roles] of names) if (identity?.includes(slots[slot] ?? '\u0000')) roles.forEach((r) => named.add(r))
  } else {
    // The latest role has no title to say ("I have worked as ... since"): the latest titled role,
    // which has ended, says who the candidate is, so "Earlier, I ..." never follows nothing.
    const titled = byDate(candidate).find((r) => r !== career.latest && usableTitle(r.title) && !isCurrent(r))
    const identity = titled ? w.choose('identityPast', roleSlots(titled, candidate.roles)) : null
    if (identity && titled) {
      opening.push(identity)
      named.add(titled)
    }
  }
  if (!flags.shorter) {
    const previous = previousSlots(candidate, career, named)
    if (previous) opening.push(w.choose('previous', previous))
  }
  // "Open with X": said in the opening, as work where a bullet of the latest role shows it, else as a skill.
  const lead = flags.lead.filter((t) => focusFound(candidate, t, false))
  if (lead.length > 0) {
    const latest = career.latest
    const atWork = latest && lead.every((t) => latest.bullets.some((b) => focusEvidence(t).some((x) => b.analysed.mentions(x))))
    const slots = { lead: joinList(lead.map(termInProse)), co: latest ? usableCompany(latest.company) : null }
    opening.push(atWork && slots.co ? w.choose('leadWork', slots) : w.choose('leadSkill', slots))
  }

  // Body: evidence as sentences, or in the candidate's own words as highlights.
  const asSentences = new Set<Evidence>()
  const sentencesOut: string[] = []
  const sentenceRoles: RoleView[] = []
  let previous: Evidence | null = null
  let linked = false
  for (const e of evidence) {
    if (!e.predicate) continue
    const written = evidenceSentence(w, candidate.roles, e, previous, linked, namedTerms, namedSpans)
    const sentence = written.sentence
    if (!sentence) continue
    linked = written.linked
    asSentences.add(e)
    sentencesOut.push(sentence)
    sentenceRoles.push(e.role)
    previous = e
  }
  const quoted = evidence.filter((e) => !asSentences.has(e) && isStrong(e.bullet.strength) && listable(e.text))
  const highlights: string[] = []
  let listedItems = 0
  const byRole = new Map<RoleView, Evidence[]>()
  for (const e of quoted) byRole.set(e.role, [...(byRole.get(e.role) ?? []), e])
  for (const [r, items] of byRole) {
    // Two lists at most: a third "Highlights ..." in a row reads as a form being filled.
    if (highlights.length === 2) break
    // One list a sentence, under 40 words: the longer items go to a list of their own.
    const texts: string[] = []
    for (const e of items) if (texts.length === 0 || wordCount([...texts, e.text].join(' ')) <= 30) texts.push(e.text)
    const h = w.choose('highlights', { ...roleSlots(r, candidate.roles), items: itemList(texts) })
    if (h) {
      highlights.push(h)
      listedItems += texts.length
    }
  }

  const credentials = credentialSentences(w, candidate, resume, evidence)
  const education = educationSentences(w, input, fill || (evidence.length < 2 && credentials.length === 0), fill ? 2 : 1)
  // A thin letter: the other credentials the resume lists.
  if (fill) {
    const said = credentials.join(' ')
    for (const c of certificationsOf(resume).slice(0, 3)) {
      if (said.includes(c.name) || credentials.length >= 3) continue
      const person = (PERSON.test(c.name) && !DOCUMENT.test(c.name)) || MEMBERSHIP.test(c.name)
      const sentence = person
        ? w.choose('credentialIs', { aCert: withArticle(c.name), year: c.year })
        : w.choose('credentialOther', { cert: DOCUMENT.test(c.name) ? c.name : `${c.name} certification`, certName: c.name, year: c.year })
      if (sentence) credentials.push(sentence)
    }
  }
  const listed: string[] = []
  if (fill) {
    // The posting's skills the resume lists and no sentence above names; a credential is not a skill to list.
    const said = analyse([...opening, ...sentencesOut, ...highlights, ...credentials].join(' '))
    const taxonomy = loadSkillTaxonomy()
    const terms = uniqueCaseless(
      backed
        .filter(
          (t) =>
            !said.mentions(t.term, t.skill) && taxonomy.typeOf(t.skill ?? t.term) !== 'credential' && !candidate.credentialsAsked.includes(t.term),
        )
        // One item a skill: a posting that writes "AWS" and "Amazon Web Services" gets one of them.
        .filter((t, i, all) => all.findIndex((x) => looseKey(x.skill ?? x.term) === looseKey(t.skill ?? t.term)) === i)
        .map((t) => sentenceCase(termInProse(t.term))),
    ).slice(0, 4)
    // A thin resume's own skills list rounds it out (its own list, never the user's claims).
    const wording = ownWording(input.resumeText)
    for (const own of candidate.skills.map((x) => cleanItem(wording.get(looseKey(x)) ?? x))) {
      if (terms.length >= 5) break
      const skill = canonicalSkill(own)
      if (!own || wordCount(own) > 4 || isHeadingWord(own) || said.mentions(own, skill) || (skill && taxonomy.typeOf(skill) === 'credential'))
        continue
      if (terms.some((t) => looseKey(t) === looseKey(termInProse(skill ?? own)))) continue
      terms.push(sentenceCase(termInProse(own)))
    }
    const sentence = terms.length > 0 ? w.choose('listed', { terms: joinList(terms) }) : null
    if (sentence) listed.push(sentence)
  }

  // Two body paragraphs split between roles: "Further, I ..." about the role before never opens a paragraph.
  let split = sentencesOut.length >= 3 ? Math.ceil(sentencesOut.length / 2) : sentencesOut.length
  while (split > 0 && split < sentencesOut.length && sentenceRoles[split] === sentenceRoles[split - 1]) split++
  const bodyGroups = [
    [...sentencesOut.slice(0, split)],
    [...sentencesOut.slice(split), ...highlights],
    [...credentials, ...education, ...listed],
  ].filter((g) => g.length > 0)
  // A short last paragraph joins the one before it.
  if (bodyGroups.length > 1 && wordCount(bodyGroups.at(-1)!.join(' ')) < 25) bodyGroups.splice(-2, 2, [...bodyGroups.at(-2)!, ...bodyGroups.at(-1)!])

  // A thin letter closes on what the candidate would bring: the posting's terms the sentences above
  // showed from one role, said of that role (so the claim is the resume's own).
  const bring = fill
    ? bringSentence(
        w,
        evidence.filter((e) => asSentences.has(e)),
        company,
      )
    : null
  const closing = [bring, w.choose(flags.formal ? 'closingFormal' : 'closing', { company: company ?? 'your team' }), w.choose('thanks', {})]
  // No paragraph may name a skill the resume does not (the skill finder reads across sentences).
  const allowed = namesAllowed(readSupport(candidate, resume, input.resumeText), job)
  const paragraphs = [opening, ...bodyGroups, closing]
    .map((ps) =>
      withoutNewSkills(
        ps.filter((x): x is string => x !== null && x.length > 0),
        allowed,
      ).join(' '),
    )
    .filter((p) => p.length > 0)
  return { paragraphs, evidence: [...evidence], asSentences, shown: asSentences.size + listedItems }
}

/** The role whose written evidence showed the most of the posting's terms, and those terms (two or three, the posting's order). */
function bringSentence(w: FormChooser, written: readonly Evidence[], company: string | null): string | null {
  const byRole = new Map<RoleView, JobTerm[]>()
  for (const e of written) {
    if (!usableTitle(e.role.title)) continue
    const terms = byRole.get(e.role) ?? []
    for (const t of e.terms) if (!terms.some((x) => looseKey(x.skill ?? x.term) === looseKey(t.skill ?? t.term))) terms.push(t)
    byRole.set(e.role, terms)
  }
  const [role, terms] = [...byRole].sort((a, b) => b[1].length - a[1].length)[0] ?? [null, []]
  // One term ("What I offer is Ansible") reads as a slogan, not what a person brings.
  if (!role || terms.length < 2) return null
  const reqs = joinList(terms.slice(0, 3).map((t) => sentenceCase(termInProse(t.term))))
  return w.choose('bring', { reqs, title: role.title, company: company ?? 'your team' })
}
