import type { CoverLetterDocument } from '../../../shared/schemas/documents.ts'
import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import { readCandidate, uniqueCaseless, type BulletView, type Candidate, type RoleView, type TailorInput, type TailorResult } from './candidate.ts'
import { focusFound, instructionLog } from './instruction-log.ts'
import { firstPersonPredicate, termInProse } from './prose.ts'
import { analyse, focusEvidence, type JobTerm } from './relevance.ts'
import { canonicalSkill } from '../skills/index.ts'
import { describeJob } from './resume.ts'
import { readSupport } from './support.ts'
import { endSentence, formatLetterDate, joinList, looseKey, lowerFirst, runTogetherSentences, sentences, textOrNull, wordCount } from './text.ts'
import { cleanItem, companyName } from './wording.ts'

/*
 * The local engine's cover letter, written rather than assembled:
 *
 *   1. Opening: the role and the company (the posting's company, without its location), the
 *      candidate's years and latest title, and the job's requirements the resume backs.
 *   2-3. Body: the candidate's two or three strongest pieces of evidence (bullets that show the
 *      most job terms, numbers first among equals, different roles preferred), each rewritten as
 *      a first-person sentence ("Prepare the budget" -> "I prepared the budget"), never pasted
 *      after a frame; then the other backed skills, credentials and education.
 *   4. Closing, sign-off and the candidate's name (a clean fallback, and a log line, when the
 *      resume gives none).
 *
 * No two sentences open with the same two words. 220-380 words (asked to be shorter: at most
 * 280): evidence is added or removed to fit. Truthful like the resume: every skill named is one
 * the resume backs; the user's Skill Bank claims only rank evidence, they are never named (a
 * letter presents experience).
 */

export interface CoverLetterInput extends TailorInput {
  /** The letter's date; passed in so the same input gives the same letter. Printed from its UTC day. */
  today: Date
}

/** Aimed a little inside 220-380: a reader (or a PDF's text) counts "$8 million" or "CI/CD" apart. */
const MIN_WORDS = 230
const MAX_WORDS = 370
const SHORT_MAX_WORDS = 280
/** Evidence longer than this is cut to its first clause, or left out. */
const MAX_EVIDENCE_WORDS = 34

interface Evidence {
  bullet: BulletView
  role: RoleView
  /** The bullet as what "I" did. */
  predicate: string
  /** Backed job terms it shows. */
  terms: JobTerm[]
}

export function writeCoverLetter(input: CoverLetterInput): TailorResult<CoverLetterDocument> {
  const { resume, job } = input
  const read = readCandidate(input)
  // A word limit below the usual length writes the short letter, then trims it to fit.
  const tight = read.flags.words !== null && read.flags.words < MIN_WORDS && !read.flags.shorter
  const candidate: Candidate = tight ? { ...read, flags: { ...read.flags, shorter: true } } : read
  const { flags } = candidate
  const support = readSupport(candidate, resume, input.resumeText)
  const pool = evidencePool(candidate, support.skills)
  const limit = Math.min(flags.words ?? Infinity, flags.shorter ? SHORT_MAX_WORDS : MAX_WORDS)
  let count = flags.shorter ? 2 : 3
  let paragraphs = compose(input, candidate, support.skills, pickEvidence(pool, count))
  const words = (ps: string[]) => ps.reduce((n, p) => n + p.split(/\s+/).filter(Boolean).length, 0)
  while (words(paragraphs) > limit && count > 1) paragraphs = compose(input, candidate, support.skills, pickEvidence(pool, --count))
  while (!flags.shorter && words(paragraphs) < MIN_WORDS && count < Math.min(8, pool.length)) {
    const next = compose(input, candidate, support.skills, pickEvidence(pool, ++count))
    if (words(next) > limit) break
    paragraphs = next
  }
  // Still short (few bullets read as sentences): a pointer to the resume's detail closes the letter.
  if (!flags.shorter && words(paragraphs) < MIN_WORDS) paragraphs = compose(input, candidate, support.skills, pickEvidence(pool, count), true)
  if (flags.words !== null) paragraphs = fitToWords(paragraphs, flags.words)
  if (flags.friendly) paragraphs = paragraphs.map(contract)
  const evidence = pickEvidence(pool, count)

  const name = textOrNull(resume.contact.name)
  const company = companyName(job.company)
  const hasTitle = job.title !== UNTITLED_POSITION
  const document: CoverLetterDocument = {
    sender: {
      name: name ?? '',
      email: textOrNull(resume.contact.email),
      phone: textOrNull(resume.contact.phone),
      location: textOrNull(resume.contact.location),
      links: [...new Set(resume.contact.links.map((l) => l.trim()).filter(Boolean))],
    },
    date: formatLetterDate(input.today),
    recipient: { name: job.hiringManager, company },
    subject: hasTitle ? `Application for ${job.title}` : null,
    greeting: flags.friendly ? friendlyGreeting(job, company) : greetingFor(job, company, flags.formal),
    paragraphs,
    sign_off: flags.formal ? 'Respectfully,' : flags.friendly ? 'Warm regards,' : 'Sincerely,',
    // Without a name the letter is still signed: by the candidate as an applicant for the role.
    signature: name ?? (hasTitle ? `Applicant for the ${job.title} role` : 'The applicant'),
  }

  const log = [`Wrote the cover letter for ${describeJob(job)}.`]
  if (evidence.length > 0) {
    log.push(
      `Evidence from the resume, rewritten as sentences: ${evidence
        .map(
          (e) =>
            `${
              e.terms.length > 0
                ? e.terms
                    .slice(0, 2)
                    .map((t) => t.term)
                    .join(' and ')
                : 'recent work'
            } (${[e.role.title, e.role.company].filter(Boolean).join(', ') || 'a listed role'})`,
        )
        .join('; ')}.`,
    )
  } else {
    log.push('No bullet of the resume reads as a sentence of the letter; it rests on titles, skills and education.')
  }
  if (!name)
    log.push(`No name was found in the resume: the letter is signed "${document.signature}". Add your name at the top of the resume to sign it.`)
  log.push(`Length: ${words(paragraphs)} words in ${paragraphs.length} paragraphs.`)
  if (!flags.shorter && flags.words === null && words(paragraphs) < 220) {
    log.push(
      'The resume gives too little to say more without repeating it or claiming what it does not show; add bullets to your roles for a fuller letter.',
    )
  }
  log.push(...instructionLog(input.instructions, 'cover_letter', candidate, { resume, letterWords: words(paragraphs) }))
  return { document, log }
}

function friendlyGreeting(job: ParsedJob, company: string | null): string {
  if (job.hiringManager) return `Hello ${job.hiringManager},`
  return company ? `Hello ${company} team,` : 'Hello,'
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bI am\b/g, "I'm"],
  [/\bI have\b(?= (?:built|worked|led|been|done|delivered|spent))/g, "I've"],
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

function greetingFor(job: ParsedJob, company: string | null, formal: boolean): string {
  const end = formal ? ':' : ','
  if (job.hiringManager) return `Dear ${job.hiringManager}${end}`
  if (company) return `Dear ${company} Hiring Team${end}`
  return `Dear Hiring Manager${end}`
}

const CURRENT = /^(?:present|current|now|to date|today|ongoing)$/i

/** The bullet's first clause or sentence when the whole is too long to read as one sentence. */
function readableLength(text: string): string | null {
  // A second sentence or a clause after a semicolon is another item: the first one is the evidence.
  const first = sentences(text)[0] ?? text
  const clause = first.split(/;\s+|\s+[–—]\s+/)[0]!
  if (clause === text && wordCount(text) <= MAX_EVIDENCE_WORDS) return text
  return wordCount(clause) >= 6 && wordCount(clause) <= MAX_EVIDENCE_WORDS ? clause : null
}

/**
 * The sentences of a bullet, each a possible piece of evidence: a bullet that is a paragraph
 * ("Secures premises by patrolling.Prevents losses by reporting irregularities.") holds several
 * achievements, often run together without a space after the period.
 */
function bulletPieces(text: string): string[] {
  const parts = runTogetherSentences(text)
  return parts.length > 0 ? parts : [text]
}

/** Bullets that read as sentences of "I", best first: job terms, instruction priority, numbers, recency. */
function evidencePool(candidate: Candidate, backed: readonly JobTerm[]): Evidence[] {
  const position = new Map(candidate.roles.map((r, i) => [r.index, i]))
  const out: Array<Evidence & { value: number }> = []
  const said = new Set<string>()
  for (const role of candidate.roles) {
    const current = role.end !== null && CURRENT.test(role.end)
    for (const bullet of role.bullets) {
      for (const [n, piece] of bulletPieces(bullet.text).entries()) {
        const text = readableLength(piece)
        if (!text || wordCount(text) < 5) continue
        const predicate = firstPersonPredicate(text, current)
        // The same line under two roles (a resume that repeats it) is one piece of evidence.
        if (!predicate || said.has(looseKey(predicate))) continue
        said.add(looseKey(predicate))
        // A later sentence of a paragraph-long bullet is judged on its own words.
        const analysed = n === 0 ? bullet.analysed : analyse(text)
        const scored = n === 0 ? bullet.scored : candidate.scorer.score(analysed)
        const terms = backed.filter((t) => analysed.mentions(t.term, t.skill))
        const p = position.get(role.index) ?? 9
        const value = scored.score + terms.length + (analysed.hasMetric ? 1.5 : 0) + Math.max(0, 2 - p * 0.5) - n * 0.25
        out.push({ bullet, role, predicate, terms, value })
      }
    }
  }
  // An instruction's kind of evidence (numbers, leadership, a focus term) comes first.
  return out.sort(
    (a, b) =>
      b.bullet.scored.priority - a.bullet.scored.priority ||
      b.value - a.value ||
      (position.get(a.role.index) ?? 0) - (position.get(b.role.index) ?? 0) ||
      a.bullet.order - b.bullet.order,
  )
}

/** The `count` strongest pieces, preferring ones that show a term no earlier pick showed, or come from another role. */
function pickEvidence(pool: readonly Evidence[], count: number): Evidence[] {
  const picks: Evidence[] = []
  const shown = new Set<string>()
  const rest = [...pool]
  while (picks.length < count && rest.length > 0) {
    let best = 0
    let bestValue = -Infinity
    rest.forEach((e, i) => {
      const fresh = e.terms.filter((t) => !shown.has(t.term)).length
      const sameRole = picks.filter((p) => p.role === e.role).length
      const value = -i * 0.5 + fresh * 1.5 - sameRole * 1.5 + e.bullet.scored.priority * 3
      if (value > bestValue) {
        bestValue = value
        best = i
      }
    })
    const pick = rest.splice(best, 1)[0]!
    picks.push(pick)
    for (const t of pick.terms) shown.add(t.term)
  }
  return picks
}

/**
 * Sentences whose openings (first two words) differ from every earlier one, and sentence forms
 * ("As X at Y, I ...") used once each: the letter reads as written, not as a pattern repeated.
 */
class Writer {
  readonly #openings = new Set<string>()
  readonly #forms = new Set<string>()
  readonly #named = new Set<string>()

  static opening(sentence: string): string {
    return sentence
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s']/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .join(' ')
  }

  /** The first option (form name, sentence) whose form is unused and whose opening is new; null when none is. */
  pick(options: ReadonlyArray<readonly [string, string | null] | string | null>): string | null {
    for (const option of options) {
      if (!option) continue
      const [form, sentence] = typeof option === 'string' ? [option, option] : option
      if (!sentence || this.#forms.has(form)) continue
      const key = Writer.opening(sentence)
      if (this.#openings.has(key)) continue
      this.#openings.add(key)
      this.#forms.add(form)
      return endSentence(sentence)
    }
    return null
  }

  /** Terms not yet named in the letter, marked as named. */
  fresh(terms: readonly JobTerm[], max: number): string[] {
    const out: string[] = []
    for (const t of terms) {
      if (out.length >= max) break
      // "CPA" and "Certified Public Accountant" in one posting are one skill, said once.
      const shown = termInProse(t.skill ?? t.term)
      const keys = [looseKey(t.term), looseKey(shown)]
      if (keys.some((k) => this.#named.has(k))) continue
      for (const k of keys) this.#named.add(k)
      out.push(shown)
    }
    return out
  }
}

/** A title that reads in "As X, I ...": a short noun phrase, not a sentence the parser took for a title. */
function usableTitle(title: string | null): string | null {
  if (!title || title.split(/\s+/).length > 6 || /^(?:was|is|were|am|i)\b/i.test(title) || /[,;:]$/.test(title)) return null
  return title
}

function roleName(role: RoleView): string {
  return role.title ? `${role.title}${role.company ? ` at ${role.company}` : ''}` : (role.company ?? 'my previous role')
}

/** One piece of evidence as a sentence, in a form no earlier sentence used. */
function evidenceSentence(w: Writer, item: Evidence, previous: Evidence | null, latest: boolean): string | null {
  const p = item.predicate
  const title = usableTitle(item.role.title)
  const company = item.role.company
  if (previous !== null && previous.role === item.role) {
    return w.pick([
      ['also', `I also ${p}`],
      ['there', `There, I ${p}`],
      ['alongside', `Alongside that, I ${p}`],
      ['plain', `I ${p}`],
    ])
  }
  return w.pick([
    ['as-at', title && company ? `As ${title} at ${company}, I ${p}` : null],
    ['while', title ? `While working as ${title}, I ${p}` : null],
    ['at', company ? `At ${company}, I ${p}` : null],
    ['in-role', title ? `In my role as ${title}, I ${p}` : null],
    ['during', title ? `During my time as ${title}, I ${p}` : null],
    ['earlier', title && !latest ? `Earlier, as ${title}, I ${p}` : null],
    // A role the parser found no title or employer for is named by when it was.
    ['current', CURRENT.test(item.role.end ?? '') ? `In my current role, I ${p}` : null],
    ['earlier-role', !latest && !CURRENT.test(item.role.end ?? '') ? `In an earlier role, I ${p}` : null],
    ['plain', `I ${p}`],
    ['another', `In another role, I ${p}`],
    ['also', `I also ${p}`],
  ])
}

/** The candidate's other titles that bear on the job, for "Earlier roles include ...". */
function earlierTitles(candidate: Candidate, latest: RoleView | undefined): string[] {
  const out: string[] = []
  for (const role of candidate.roles) {
    if (role === latest || !role.title || role.title.split(/\s+/).length > 6) continue
    if (!role.bullets.some((b) => b.scored.score > 0) && candidate.scorer.score(analyse(role.title)).score === 0) continue
    const key = looseKey(role.title)
    if (looseKey(latest?.title ?? '') === key || out.some((o) => looseKey(o) === key)) continue
    out.push(role.title)
    if (out.length === 2) break
  }
  return out
}

function compose(input: TailorInput, candidate: Candidate, backed: readonly JobTerm[], evidence: readonly Evidence[], fill = false): string[] {
  const { job, resume } = input
  const { flags } = candidate
  const w = new Writer()
  const company = companyName(job.company)
  const hasTitle = job.title !== UNTITLED_POSITION
  const role = hasTitle ? `the ${job.title} role` : 'the open position'
  const at = company ? ` at ${company}` : ''
  const years = candidate.years.years
  const latest = candidate.roles.find((r) => r.title)
  // "Most recently" only of the latest role: a later role without a title comes first.
  const recently = latest === candidate.roles[0] ? 'most recently as' : 'including work as'

  // Opening: the role and the company, who the candidate is, what they bring.
  const opening: Array<string | null> = [
    w.pick([
      flags.formal
        ? `I wish to submit my application for ${hasTitle ? `the position of ${job.title}` : 'the open position'}${at}`
        : `I am writing to apply for ${role}${at}`,
    ]),
  ]
  const fields = w.fresh(backed, 2)
  const experience = years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : null
  if (experience && latest) {
    opening.push(
      w.pick([
        fields.length > 0
          ? `Over ${experience} of work, ${recently} ${roleName(latest)}, I have built my experience in ${joinList(fields)}`
          : `I bring ${experience} of experience, ${recently} ${roleName(latest)}`,
      ]),
    )
  } else if (latest) {
    opening.push(
      w.pick([`Most recently I worked as ${roleName(latest)}${fields.length > 0 ? `, where I built my experience in ${joinList(fields)}` : ''}`]),
    )
  } else if (fields.length > 0) {
    opening.push(w.pick([`My experience in ${joinList(fields)} fits what this role asks for`]))
  }
  const earlier = flags.shorter ? [] : earlierTitles(candidate, latest)
  if (earlier.length > 0) opening.push(w.pick([`Earlier roles as ${joinList(earlier)} broadened that background`]))
  else if (!flags.shorter) {
    const others = uniqueCaseless(
      candidate.roles
        .filter((r) => r !== latest && usableTitle(r.title) && looseKey(r.title!) !== looseKey(latest?.title ?? ''))
        .map((r) => r.title!),
    ).slice(0, 2)
    if (others.length > 0) opening.push(w.pick([`Before that, I worked as ${joinList(others)}`]))
  }
  // "Open with X": said in the opening, for the X the resume shows; the evidence for it comes first below.
  const lead = flags.lead.filter((t) => focusFound(candidate, t, false))
  if (lead.length > 0) {
    // Said as work only when a bullet below shows it; a skill the resume only lists is said as a skill.
    const shownInWork = evidence.some((e) => lead.some((t) => focusEvidence(t).some((x) => e.bullet.analysed.mentions(x))))
    const named = joinList(lead.map(termInProse))
    opening.splice(
      1,
      0,
      w.pick([shownInWork ? `Much of my recent work has centred on ${named}, as the examples below show` : `My skills include ${named}`]),
    )
  }
  const draw = w.fresh(backed, 2)
  if (draw.length > 0 && hasTitle && !flags.shorter) {
    opening.push(w.pick([`What draws me to this role is how much of it rests on ${joinList(draw)}, the work I know best`]))
  }

  // Body: the strongest evidence, in one or two paragraphs, each ending on what it shows (a thin
  // letter: one, the second says where the resume shows what the job asks for).
  const split = fill || evidence.length < 3 ? evidence.length : Math.ceil(evidence.length / 2)
  const groups = [evidence.slice(0, split), evidence.slice(split)].filter((g) => g.length > 0)
  const bodies: string[] = []
  groups.forEach((group) => {
    const out: Array<string | null> = []
    // "There, I ..." refers to the sentence printed just before, so a piece left out breaks the chain.
    let previous: Evidence | null = null
    for (const item of group) {
      const sentence = evidenceSentence(w, item, previous, item.role === latest)
      out.push(sentence)
      previous = sentence ? item : previous
    }
    // What the evidence shows: terms not yet named, else (named in the opening) the same again.
    const groupTerms = group.flatMap((e) => e.terms)
    const fresh = w.fresh(groupTerms, 3)
    const shown = fresh.length > 0 ? fresh : [...new Set(groupTerms.map((t) => termInProse(t.skill ?? t.term)))].slice(0, 2)
    if (shown.length > 0) {
      out.push(
        w.pick([
          ['drew', `That work drew directly on ${joinList(shown)}, which this role calls for`],
          [
            'rely',
            `${group.length === 2 ? 'Both examples rely' : group.length > 2 ? 'These examples rely' : 'It relied'} on ${joinList(shown)}, which the position also asks for`,
          ],
          ['same', `These are the same ${joinList(shown)} skills the position involves`],
        ]),
      )
    } else if (company) out.push(w.pick([['bring', `That is the kind of work I would bring to ${company}`]]))
    bodies.push(out.filter((x): x is string => x !== null).join(' '))
  })

  if (fill && !flags.shorter) {
    const requirements = requirementsParagraph(w, candidate, backed, job)
    if (requirements) bodies.push(requirements)
  }

  // Further backed skills, credentials and education close the body.
  const credentials: Array<string | null> = []
  const others = w.fresh(backed, 5)
  if (others.length > 0) credentials.push(w.pick([`I also bring ${joinList(others)}`, `My skills further include ${joinList(others)}`]))
  // The resume's other skills (its own list, never the user's claims) round out a thin letter.
  if (!flags.shorter) {
    const named = new Set(backed.map((t) => looseKey(t.skill ?? t.term)))
    const own = candidate.skills
      .map(cleanItem)
      .filter((x) => x && wordCount(x) <= 4 && !named.has(looseKey(canonicalSkill(x) ?? x)))
      .slice(0, fill ? 6 : 4)
    if (own.length >= 2) credentials.push(w.pick([`My other strengths include ${joinList(own.map(termInProse))}`]))
  }
  const certifications = resume.certifications
    .map(cleanItem)
    .filter((c) => c && wordCount(c) <= 12)
    .slice(0, 2)
  // A membership is something one is, not holds: "I am a Fellow Member of the Institute ...".
  const memberships = certifications.filter((c) => /^(?:fellow|member|associate member)\b/i.test(c))
  const held = certifications.filter((c) => !memberships.includes(c))
  if (memberships.length > 0)
    credentials.push(w.pick([`I am a ${joinList(memberships.map(lowerFirst))}`, `My credentials include ${joinList(memberships)}`]))
  if (held.length > 0) credentials.push(w.pick([`I hold ${joinList(held)}`, `My credentials include ${joinList(held)}`]))
  const education = educationSentence(input)
  if (education) credentials.push(w.pick([education]))
  const credentialText = credentials.filter((x): x is string => x !== null).join(' ')
  if (credentialText) {
    if (bodies.length === 0) bodies.push(credentialText)
    else bodies[bodies.length - 1] = `${bodies[bodies.length - 1]} ${credentialText}`.trim()
  }

  const focus = backed.slice(0, 2).map((t) => termInProse(t.skill ?? t.term))
  const about = focus.length > 0 ? ` with ${joinList(focus)}` : ''
  const closing = [
    w.pick(
      flags.formal
        ? [
            `I would appreciate the opportunity to discuss how my background could serve ${company ?? 'your organization'}`,
            `It would be a privilege to discuss how my background could serve ${company ?? 'your organization'}`,
          ]
        : [
            `I would welcome the chance to talk about how my experience${about} could help ${company ?? 'your team'}`,
            `I look forward to discussing how my experience${about} could help ${company ?? 'your team'}`,
            `It would be a pleasure to discuss how my experience could help ${company ?? 'your team'}`,
          ],
    ),
    fill ? w.pick([`My resume gives more detail on each of the roles I have mentioned, and I would be happy to expand on any of them`]) : null,
    w.pick([flags.formal ? 'Thank you for your consideration' : 'Thank you for your time and consideration', 'Thank you for reading my application']),
  ]
  return [opening, ...bodies.map((b) => [b]), closing]
    .map((ps) => ps.filter((x): x is string => x !== null && x.length > 0).join(' '))
    .filter((p) => p.length > 0)
}

/**
 * For a letter the resume's bullets cannot fill: what the job asks for that the resume backs, and
 * where the resume shows it (the role whose bullets name it, else the skills list). Each
 * statement is read off the resume; when it backs none of the job's skills, the roles it lists.
 */
function requirementsParagraph(w: Writer, candidate: Candidate, backed: readonly JobTerm[], job: ParsedJob): string | null {
  const seen = new Set<string>()
  const terms = backed
    .filter((t) => {
      const key = looseKey(t.skill ?? t.term)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, 4)
  const company = companyName(job.company)
  const team = `the team${company ? ` at ${company}` : ''}`
  const out: Array<string | null> = []
  if (terms.length > 0) {
    const names = terms.map((t) => termInProse(t.skill ?? t.term))
    const role = job.title !== UNTITLED_POSITION ? `The ${job.title} role` : 'This position'
    const each = names.length === 1 ? 'it' : names.length === 2 ? 'both' : 'each of them'
    out.push(w.pick([`${role} asks for ${joinList(names)}, and my resume shows ${each}`]))
    // Where the resume shows each one, for the ones the letter has not named yet.
    const byRole = new Map<RoleView, JobTerm[]>()
    const listed: JobTerm[] = []
    for (const t of terms) {
      const shownIn = candidate.roles.find((r) => r.bullets.some((b) => b.analysed.mentions(t.term, t.skill)))
      if (shownIn) byRole.set(shownIn, [...(byRole.get(shownIn) ?? []), t])
      else listed.push(t)
    }
    for (const [shownIn, ts] of [...byRole].slice(0, 2)) {
      const named = w.fresh(ts, 4)
      if (named.length === 0) continue
      const current = CURRENT.test(shownIn.end ?? '')
      const title = usableTitle(shownIn.title)
      const work = title ? `My work as ${title}` : current ? 'My current work' : 'My earlier work'
      out.push(
        w.pick([
          `${work} ${current ? 'draws' : 'drew'} on ${joinList(named)}`,
          `${joinList(named)} ${current ? 'is' : 'was'} part of ${lowerFirst(work)}`,
        ]),
      )
    }
    const onlyListed = w.fresh(listed, 4)
    if (onlyListed.length > 0) {
      out.push(
        w.pick([
          `${joinList(onlyListed)} ${onlyListed.length === 1 ? 'is' : 'are'} also among the skills my resume lists`,
          `My resume also lists ${joinList(onlyListed)} among my skills`,
        ]),
      )
    }
    out.push(w.pick([`I would bring that ${joinList(names.slice(0, 2))} experience to ${team}`]))
  }
  // The roles and their years, as the resume dates them.
  const dated = candidate.roles
    .map((r) => ({ r, from: yearOf(r.start), to: CURRENT.test(r.end ?? '') ? null : yearOf(r.end) }))
    .filter((x) => x.from !== null)
    .slice(0, 2)
  const spans = dated.map(({ r, from, to }) => {
    const title = usableTitle(r.title)
    const what = title
      ? `as ${title}${r.company ? ` at ${r.company}` : ''}`
      : r.company
        ? `at ${r.company}`
        : to === null
          ? 'in my current role'
          : 'in an earlier role'
    return to === null ? `${what} since ${from}` : to === from ? `${what} in ${from}` : `${what} from ${from} to ${to}`
  })
  if (spans.length > 0) out.push(w.pick([`By the resume's dates, I have worked ${joinList(uniqueCaseless(spans))}`]))
  const text = out.filter((x): x is string => x !== null).join(' ')
  return text || null
}

const yearOf = (date: string | null): string | null => /\b(?:19|20)\d\d\b/.exec(date ?? '')?.[0] ?? null

function educationSentence(input: TailorInput): string | null {
  const e = input.resume.education.find((x) => textOrNull(x.degree) || textOrNull(x.institution))
  if (!e) return null
  const degree = textOrNull(e.degree ? cleanItem(e.degree) : null)
  const field = textOrNull(e.field ? cleanItem(e.field) : null)
  const institution = textOrNull(e.institution ? cleanItem(e.institution) : null)
  const fieldPart = field && !(degree && looseKey(degree).includes(looseKey(field))) ? ` in ${field}` : ''
  if (degree) return `I earned my ${degree}${fieldPart}${institution ? ` at ${institution}` : ''}`
  return institution ? `I studied${fieldPart} at ${institution}` : null
}
