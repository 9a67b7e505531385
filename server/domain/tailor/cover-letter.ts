import type { CoverLetterDocument } from '../../../shared/schemas/documents.ts'
import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import { matchingSkills, readCandidate, type BulletView, type Candidate, type RoleView, type TailorInput, type TailorResult } from './candidate.ts'
import { instructionLog } from './instruction-log.ts'
import { bulletForm, framedBullet, termInProse } from './prose.ts'
import { describeJob } from './resume.ts'
import { cleanBullet, endSentence, formatLetterDate, joinList, looseKey, sentences, textOrNull, wordCount } from './text.ts'

/*
 * The local engine's cover letter: date, greeting, an opening naming the role and the company,
 * two body paragraphs that pair the job's main requirements with the candidate's own bullets
 * (quoted, with the title and employer they come from), a closing, sign-off and signature.
 *
 * Evidence is picked greedily: bullets in order of relevance (instruction priority, score, recency,
 * readable length), each taken when it shows a job term no earlier pick showed, or when an
 * instruction asks for its kind (numbers, leadership, a focus term). Four pieces of evidence by
 * default, two when asked to be shorter; the letter is then fitted to 250-400 words (shorter:
 * at most 280) by adding (up to eight) or removing evidence.
 *
 * Truthful like the resume: employers, titles, numbers and skills come from the resume. The
 * user's Skill Bank selection only ranks the bullets that show those skills higher; a skill the
 * user claims but the resume does not show is never named (a letter presents experience).
 */

export interface CoverLetterInput extends TailorInput {
  /** The letter's date; passed in so the same input gives the same letter. Printed from its UTC day. */
  today: Date
}

const MIN_WORDS = 250
const MAX_WORDS = 400
const SHORT_MAX_WORDS = 280

interface Evidence {
  bullet: BulletView
  role: RoleView
  /** Job terms the bullet shows, in the job's order. */
  terms: string[]
}

export function writeCoverLetter(input: CoverLetterInput): TailorResult<CoverLetterDocument> {
  const { resume, job } = input
  // Selected skills raise the bullets that show them; a skill only the user claims is never named.
  const candidate = readCandidate(input)
  const { flags } = candidate
  const ownSkills = matchingSkills(candidate, job, false)
  const ranked = rankEvidence(candidate)
  const maxEvidence = flags.shorter ? 2 : 4
  let evidence = pickEvidence(candidate, ranked, maxEvidence)

  const compose = (items: Evidence[]) => letterParagraphs(candidate, input, ownSkills, items)
  let paragraphs = compose(evidence)
  const limit = flags.shorter ? SHORT_MAX_WORDS : MAX_WORDS
  const words = (ps: string[]) => ps.reduce((n, p) => n + wordCount(p), 0)
  // Too long: drop the longest evidence (keeping one per body paragraph).
  while (words(paragraphs) > limit && evidence.length > 2) {
    const longest = evidence.reduce((a, b) => (wordCount(b.bullet.text) > wordCount(a.bullet.text) ? b : a))
    evidence = evidence.filter((e) => e !== longest)
    paragraphs = compose(evidence)
  }
  // Too short: add the next most relevant bullets, up to three per body paragraph.
  if (!flags.shorter) {
    for (const extra of ranked) {
      if (words(paragraphs) >= MIN_WORDS || evidence.length >= 8) break
      if (evidence.some((e) => e.bullet === extra)) continue
      const trial = [...evidence, toEvidence(candidate, extra)]
      const next = compose(trial)
      if (words(next) > limit) continue
      evidence = trial
      paragraphs = next
    }
  }

  const name = textOrNull(resume.contact.name) ?? ''
  const document: CoverLetterDocument = {
    sender: {
      name,
      email: textOrNull(resume.contact.email),
      phone: textOrNull(resume.contact.phone),
      location: textOrNull(resume.contact.location),
      links: [...new Set(resume.contact.links.map((l) => l.trim()).filter(Boolean))],
    },
    date: formatLetterDate(input.today),
    recipient: { name: job.hiringManager, company: job.company },
    subject: job.title !== UNTITLED_POSITION ? `Application for ${job.title}` : null,
    greeting: greetingFor(job, flags.formal),
    paragraphs,
    sign_off: flags.formal ? 'Respectfully,' : 'Sincerely,',
    signature: name,
  }

  const log = [`Wrote the cover letter for ${describeJob(job)}.`]
  if (evidence.length > 0) {
    const pairs = evidence
      .filter((e) => e.terms.length > 0)
      .map((e) => `${e.terms.slice(0, 2).join(' and ')} (${[e.role.title, e.role.company].filter(Boolean).join(', ') || 'a listed role'})`)
    log.push(
      pairs.length > 0
        ? `Paired job requirements with evidence from the resume: ${pairs.join('; ')}.`
        : 'No bullet of the resume names a requirement of the job; used the most recent work instead.',
    )
  } else {
    log.push('The resume lists no experience bullets; the letter rests on titles, skills and education.')
  }
  log.push(`Length: ${words(paragraphs)} words in ${paragraphs.length} paragraphs.`)
  log.push(...instructionLog(input.instructions, 'cover_letter', candidate, { resume }))
  return { document, log }
}

function greetingFor(job: ParsedJob, formal: boolean): string {
  const end = formal ? ':' : ','
  if (job.hiringManager) return `Dear ${job.hiringManager}${end}`
  if (job.company) return `Dear ${job.company} Hiring Team${end}`
  return `Dear Hiring Manager${end}`
}

/** Bullets in the order the letter would use them. */
function rankEvidence(candidate: Candidate): BulletView[] {
  const position = new Map(candidate.roles.map((r, i) => [r.index, i]))
  const value = (b: BulletView) => {
    const words = wordCount(b.text)
    const recency = [1, 0.5][position.get(b.role) ?? 9] ?? 0
    const length = words < 5 ? -2 : words > 45 ? -6 : words > 28 ? -2 : 0
    // A bullet that is not a verb phrase reads less well in a sentence.
    const form = bulletForm(b.text) === 'noun' ? -1 : 0
    return b.scored.score + recency + length + form
  }
  return candidate.roles
    .flatMap((r) => r.bullets)
    .map((b) => ({ b, v: value(b), p: position.get(b.role) ?? 0 }))
    .sort((x, y) => y.b.scored.priority - x.b.scored.priority || y.v - x.v || x.p - y.p || x.b.order - y.b.order)
    .map((x) => x.b)
}

/**
 * The job terms a bullet can be said to show in words: a skill only where the skill finder sees it
 * in the bullet (a plural or stem match is evidence for ranking, not for naming the skill), any
 * other keyword where it is written.
 */
function toEvidence(candidate: Candidate, bullet: BulletView): Evidence {
  const skillOf = new Map(candidate.scorer.terms.map((t) => [t.term, t.skill]))
  const terms = bullet.scored.matched.filter((term) => {
    const skill = skillOf.get(term) ?? null
    return skill === null || bullet.analysed.skills.has(skill.toLowerCase()) || bullet.analysed.skills.has(term.toLowerCase())
  })
  return { bullet, role: candidate.roles.find((r) => r.index === bullet.role)!, terms }
}

function pickEvidence(candidate: Candidate, ranked: readonly BulletView[], max: number): Evidence[] {
  const picks: BulletView[] = []
  const covered = new Set<string>()
  let prioritised = 0
  for (const b of ranked) {
    if (picks.length >= max) break
    const adds = b.scored.matched.filter((t) => !covered.has(t))
    const wanted = b.scored.priority > 0 && prioritised < Math.ceil(max / 2)
    if (adds.length === 0 && !wanted) continue
    picks.push(b)
    if (b.scored.priority > 0) prioritised++
    for (const t of b.scored.matched) covered.add(t)
  }
  // Nothing names a requirement: the most relevant (most recent) work still speaks for itself.
  for (const b of ranked) {
    if (picks.length >= Math.min(2, max)) break
    if (!picks.includes(b)) picks.push(b)
  }
  return picks.map((b) => toEvidence(candidate, b))
}

// ---------------------------------------------------------------------------------------------
// Wording

function roleRef(role: RoleView): string {
  if (role.title && role.company) return `As ${role.title} at ${role.company}`
  if (role.title) return `As ${role.title}`
  if (role.company) return `At ${role.company}`
  return 'In a previous role'
}

/** "As Staff Accountant at Acme, I prepared ..." — the candidate's bullet, its words kept, framed by its verb form. */
function evidenceSentence(item: Evidence, previous: Evidence | null): string {
  const frame = previous && previous.role === item.role ? 'In the same role' : roleRef(item.role)
  // A bullet with a short second sentence ("... for payroll. Process payroll") is quoted up to its first.
  const parts = sentences(item.bullet.text)
  const text = parts.length > 1 && wordCount(parts[0]!) >= 4 ? parts[0]! : item.bullet.text
  return framedBullet(frame, text, item.role.end !== null && /^(?:present|current|now|to date|today|ongoing)$/i.test(item.role.end))
}

function termsPhrase(items: readonly Evidence[], job: ParsedJob, named: Set<string>, skillTerms: ReadonlySet<string>): string | null {
  const terms: string[] = []
  const order = [...job.requiredSkills, ...job.niceToHave, ...job.keywords].map(looseKey)
  // Skills, acronyms and phrases read as requirements; a lone common word ("engineer") does not.
  const all = items.flatMap((e) => e.terms).filter((t) => skillTerms.has(t) || /\s/.test(t) || /^[A-Z0-9][A-Z0-9&/+-]+$/.test(t))
  all.sort((a, b) => order.indexOf(looseKey(a)) - order.indexOf(looseKey(b)))
  for (const t of all) if (!named.has(looseKey(t)) && !terms.some((x) => looseKey(x) === looseKey(t))) terms.push(t)
  const shown = terms.slice(0, 3)
  for (const t of shown) named.add(looseKey(t))
  return shown.length > 0 ? joinList(shown.map(termInProse)) : null
}

function educationSentence(input: TailorInput): string | null {
  const e = input.resume.education.find((x) => textOrNull(x.degree) || textOrNull(x.institution))
  if (!e) return null
  const degree = textOrNull(e.degree)
  const field = textOrNull(e.field)
  const institution = textOrNull(e.institution)
  const fieldPart = field && !(degree && looseKey(degree).includes(looseKey(field))) ? ` in ${field}` : ''
  if (degree) return endSentence(`I earned my ${degree}${fieldPart}${institution ? ` at ${institution}` : ''}`)
  return institution ? endSentence(`I studied${fieldPart} at ${institution}`) : null
}

function letterParagraphs(candidate: Candidate, input: TailorInput, ownSkills: readonly string[], evidence: readonly Evidence[]): string[] {
  const { job } = input
  const { flags } = candidate
  const hasTitle = job.title !== UNTITLED_POSITION
  const role = hasTitle ? `the ${job.title} role` : 'the open position'
  const position = hasTitle ? `the position of ${job.title}` : 'the open position'
  const at = job.company ? ` at ${job.company}` : ''

  // Opening: the role and the company, who the candidate is, what they bring.
  const opening: string[] = [
    endSentence(flags.formal ? `I wish to submit my application for ${position}${at}` : `I am writing to apply for ${role}${at}`),
  ]
  const latest = candidate.roles.find((r) => r.title)
  const years = candidate.years.years
  const latestRef = latest ? `as ${latest.title}${latest.company ? ` at ${latest.company}` : ''}` : null
  if (years > 0 && latestRef) opening.push(endSentence(`I bring ${years} ${years === 1 ? 'year' : 'years'} of experience, most recently ${latestRef}`))
  else if (years > 0) opening.push(`I bring ${years} ${years === 1 ? 'year' : 'years'} of professional experience.`)
  else if (latestRef) opening.push(endSentence(`Most recently, I worked ${latestRef}`))
  const skills = ownSkills.slice(0, 3).map(termInProse)
  const shownInOpening = new Set(ownSkills.slice(0, 3).map(looseKey))
  if (skills.length > 0) {
    opening.push(
      flags.formal
        ? `My background in ${joinList(skills)} aligns closely with the requirements of this position.`
        : `My background in ${joinList(skills)} matches what you are looking for.`,
    )
  }

  // Two body paragraphs: requirements, then the bullets that evidence them.
  const half = Math.ceil(evidence.length / 2)
  const groups = [evidence.slice(0, half), evidence.slice(half)]
  const bodies: string[] = []
  // Skills the opening named are not named again.
  const named = new Set(shownInOpening)
  const skillTerms = new Set(candidate.scorer.terms.filter((t) => t.skill !== null).map((t) => t.term))
  const rolePosition = new Map(candidate.roles.map((r, i) => [r.index, i]))
  groups.forEach((unordered, g) => {
    // Within a paragraph, evidence runs role by role ("In the same role, ...").
    const group = [...unordered].sort((a, b) => rolePosition.get(a.role.index)! - rolePosition.get(b.role.index)!)
    const sentences: string[] = []
    const terms = termsPhrase(group, job, named, skillTerms)
    if (terms) {
      if (g === 0) sentences.push(flags.formal ? `The position requires ${terms}.` : `The role calls for ${terms}.`)
      else sentences.push(flags.formal ? `The position further calls for ${terms}.` : `The role also asks for ${terms}.`)
    } else if (group.length > 0) {
      sentences.push(g === 0 ? 'My recent work shows the experience I would bring.' : 'Other parts of my work are relevant as well.')
    }
    group.forEach((item, i) => sentences.push(evidenceSentence(item, i > 0 ? group[i - 1]! : null)))
    if (g === 1) {
      // The rest of the job's skills the resume lists, then credentials: the candidate's own claims.
      const unnamed = ownSkills.filter((s) => !named.has(looseKey(s))).slice(0, 5)
      if (unnamed.length > 0) sentences.push(`My skills also include ${joinList(unnamed.map(termInProse))}.`)
      const certifications = input.resume.certifications.map((c) => cleanBullet(c)).filter(Boolean).slice(0, 3)
      if (certifications.length > 0) sentences.push(`My certifications include ${joinList(certifications)}.`)
      const education = educationSentence(input)
      if (education) sentences.push(education)
    }
    if (sentences.length > 0) bodies.push(sentences.join(' '))
  })

  const strengths = ownSkills.slice(0, 2).map(termInProse)
  const confident = strengths.length > 0
    ? endSentence(
        flags.formal
          ? `I am confident that my background in ${joinList(strengths)} would allow me to contribute effectively to ${job.company ?? 'your organization'}`
          : `I am confident that my experience in ${joinList(strengths)} would let me contribute to ${job.company ?? 'your team'} from the start`,
      )
    : null
  const closing = flags.formal
    ? [confident, 'I would appreciate the opportunity to discuss my qualifications for this position at your convenience.', 'Thank you for your consideration.']
    : [confident, endSentence(`I would welcome the opportunity to discuss how my experience can support ${job.company ?? 'your team'}`), 'Thank you for your time and consideration.']
  return [opening.join(' '), ...bodies, closing.filter((x): x is string => x !== null).join(' ')]
}
