import type { ResumeDocument, ResumeExperience, ResumeProject, SkillGroup } from '../../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import {
  candidateTitles,
  matchingSkills,
  readCandidate,
  uniqueCaseless,
  type BulletView,
  type Candidate,
  type TailorInput,
  type TailorResult,
} from './candidate.ts'
import { instructionLog } from './instruction-log.ts'
import { termInProse } from './prose.ts'
import { Analysed, analyse, byRelevance, type Scored } from './relevance.ts'
import { cleanBullet, collapse, endSentence, joinList, looseKey, normalizeBullets, sentences, textOrNull, wordCount } from './text.ts'

/*
 * The local engine's tailored resume. It reorders, selects and frames what the resume says; it
 * never adds an employer, title, degree, date, number or skill (the user's Skill Bank claims may
 * appear in the skills section, nowhere else).
 *
 * - Headline: the candidate's own latest title. Never the job's title: a line under the name reads
 *   as what the person is; the summary says which role they are seeking.
 * - Summary: built from the candidate's own titles, years counted from their dated roles, and
 *   their skills that the job asks for, aimed at the job ("Seeking the X role at Y."); plus, when
 *   they carry job terms nothing else shows, up to two sentences of the candidate's own summary.
 * - Experience: every role, in the resume's order; bullets most relevant first. When the bullets
 *   are long (over ~550 words in all, or a role with more than 8), each role keeps its best: 6 for
 *   the two most recent roles, 4 for the next two, 3 before that ("shorter": 4/3/2/2/1). Unless
 *   asked to be shorter, a bullet
 *   that would be cut but is the only place a job term appears is kept (tailoring never loses an
 *   ATS keyword), and the document keeps at least the original's word count up to ~380 words
 *   (the candidate's other summary sentences come back first, then the most relevant cut bullets).
 * - Skills: "Relevant Skills" (the job's skills the candidate has or claims, in the job's order),
 *   then "Additional Skills" (claims, then the rest of the resume's skills; at most 10 when shorter).
 * - Education as written; projects and certifications most relevant first.
 */

const LONG_BULLET_WORDS = 550
const LONG_ROLE_BULLETS = 8
/** Tailoring keeps at least the original's word count, up to this (a full page). */
const PARITY_WORDS = 380
const CAPS = [6, 6, 4, 4, 3]
const SHORT_CAPS = [4, 3, 2, 2, 1]
const SHORT_OTHER_SKILLS_CAP = 10

const capFor = (roleIndex: number, shorter: boolean) => {
  const caps = shorter ? SHORT_CAPS : CAPS
  return caps[Math.min(roleIndex, caps.length - 1)]!
}

export function tailorResume(input: TailorInput): TailorResult<ResumeDocument> {
  const { resume, job } = input
  const candidate = readCandidate(input)
  const { flags } = candidate
  const log: string[] = []

  // Experience: order every role's bullets, then select when long.
  const totalWords = candidate.roles.reduce((n, r) => n + r.bullets.reduce((m, b) => m + wordCount(b.text), 0), 0)
  const longestRole = Math.max(0, ...candidate.roles.map((r) => r.bullets.length))
  const trimming = flags.shorter || totalWords > LONG_BULLET_WORDS || longestRole > LONG_ROLE_BULLETS
  const kept = new Map<number, BulletView[]>()
  const dropped: BulletView[] = []
  candidate.roles.forEach((role, position) => {
    const ranked = [...role.bullets].sort(byRelevance)
    const cap = trimming ? capFor(position, flags.shorter) : Infinity
    kept.set(role.index, ranked.slice(0, cap))
    dropped.push(...ranked.slice(cap))
  })

  // Skills.
  const relevant = flags.drop.has('skills') ? [] : matchingSkills(candidate, job, true)
  const skills = flags.drop.has('skills') ? [] : skillGroups(candidate, relevant, flags.shorter)

  // Headline and summary.
  const headline = flags.drop.has('headline') ? null : (candidateTitles(candidate)[0] ?? null)
  const ownSkills = matchingSkills(candidate, job, false)
  const generated = flags.drop.has('summary') ? { opening: [], closing: null } : summarySentences(candidate, job, headline, ownSkills)

  const education = flags.drop.has('education') ? [] : educationOf(resume)
  const projects = flags.drop.has('projects') ? [] : projectsOf(resume, candidate, flags.shorter)
  const certifications = flags.drop.has('certifications') ? [] : certificationsOf(resume, candidate)

  // ATS keywords the document shows so far; the candidate's own summary sentences and cut
  // bullets that carry a term nothing else shows are brought back.
  const shown = new Analysed(
    [
      headline ?? '',
      ...generated.opening,
      generated.closing ?? '',
      ...skills.flatMap((g) => g.items),
      ...[...kept.values()].flat().map((b) => b.text),
      ...education.flatMap((e) => [e.degree ?? '', e.field ?? '']),
      ...projects.flatMap((p) => [p.name, p.description ?? '']),
      ...certifications,
    ].join('\n'),
  )
  const covered = new Set(candidate.scorer.terms.filter((t) => shown.mentions(t.term, t.skill)).map((t) => t.term))
  // The candidate's own summary sentences that show a job term nothing else shows, in their order.
  const own = flags.drop.has('summary') ? [] : sentences(resume.summary ?? '').map(cleanBullet).filter(Boolean)
  const ownChosen = new Set<number>()
  own.forEach((sentence, i) => {
    if (ownChosen.size >= (flags.shorter ? 1 : 2) || wordCount(sentence) > 40) return
    const adds = candidate.scorer.score(analyse(sentence)).matched.filter((t) => !covered.has(t))
    if (adds.length === 0) return
    ownChosen.add(i)
    for (const t of adds) covered.add(t)
  })

  function assemble(): ResumeDocument {
    // The candidate's own sentences sit before the closing "Seeking ..." sentence.
    const ownSummary = own.filter((_, i) => ownChosen.has(i)).map(endSentence)
    const summary = textOrNull([...generated.opening, ...ownSummary, generated.closing ?? ''].join(' '))
    const experience: ResumeExperience[] = candidate.roles.map((role) => ({
      title: role.title,
      company: role.company,
      location: role.location,
      start: role.start,
      end: role.end,
      bullets: [...kept.get(role.index)!].sort(byRelevance).map((b) => b.text),
    }))
    return { contact: contactOf(resume), headline, summary, experience, skills, education, projects, certifications }
  }

  let restored = 0
  const restore = (bullet: BulletView) => {
    kept.get(bullet.role)!.push(bullet)
    dropped.splice(dropped.indexOf(bullet), 1)
  }
  // Across roles, ties go to the more recent role.
  const acrossRoles = (a: BulletView, b: BulletView) =>
    b.scored.priority - a.scored.priority ||
    b.scored.score - a.scored.score ||
    Number(a.long) - Number(b.long) ||
    a.role - b.role ||
    a.order - b.order
  if (!flags.shorter) {
    // A cut bullet that is the only place a job term appears comes back: tailoring never loses a keyword.
    for (const bullet of [...dropped].sort(acrossRoles)) {
      const adds = bullet.scored.matched.filter((t) => !covered.has(t))
      if (adds.length === 0) continue
      restore(bullet)
      restored++
      for (const t of adds) covered.add(t)
    }
    // Nor does it leave the resume thinner than the original, up to a full page of words: the
    // candidate's other summary sentences come back first, then the most relevant cut bullets.
    const baseline = Math.min(documentWords(resumeDocumentFromParsed(resume)), PARITY_WORDS)
    let words = documentWords(assemble())
    for (let i = 0; i < own.length && words < baseline; i++) {
      if (ownChosen.has(i)) continue
      ownChosen.add(i)
      words += wordCount(own[i]!)
    }
    for (const bullet of [...dropped].sort(acrossRoles)) {
      if (words >= baseline) break
      restore(bullet)
      words += wordCount(bullet.text)
    }
  }
  const document = assemble()
  const { experience } = document

  // Log.
  const totalBullets = candidate.roles.reduce((n, r) => n + r.bullets.length, 0)
  const keptBullets = experience.reduce((n, e) => n + e.bullets.length, 0)
  log.push(`Tailored the resume for ${describeJob(job)}.`)
  const requiredHave = job.requiredSkills.filter((s) => ownSkills.some((o) => looseKey(o) === looseKey(s)))
  log.push(
    job.requiredSkills.length === 0
      ? 'The job description names no required skills; bullets were ordered by its keywords.'
      : `Required skills found in the resume: ${requiredHave.length} of ${job.requiredSkills.length}${requiredHave.length > 0 ? ` (${requiredHave.slice(0, 8).join(', ')}${requiredHave.length > 8 ? ', ...' : ''})` : ''}.`,
  )
  log.push(
    keptBullets < totalBullets
      ? `Ordered bullets by relevance to the job and kept ${keptBullets} of ${totalBullets}${restored > 0 ? ` (${restored} kept for keywords found nowhere else)` : ''}.`
      : `Ordered ${totalBullets} bullets by relevance to the job.`,
  )
  if (candidate.years.years > 0) log.push(`Years of experience from dated roles: ${candidate.years.years}.`)
  const claims = candidate.emphasize.filter((e) => !candidate.skills.some((s) => looseKey(s) === looseKey(e)))
  if (claims.length > 0) log.push(`Skills added from the Skill Bank (skills section only): ${claims.join(', ')}.`)
  log.push(...instructionLog(input.instructions, 'resume', candidate, { resume }))

  return { document, log }
}

/** The resume as parsed, without tailoring: the baseline tailoring is measured against. */
export function resumeDocumentFromParsed(resume: ParsedResume): ResumeDocument {
  return {
    contact: contactOf(resume),
    headline: textOrNull(resume.experience[0]?.title ?? null),
    summary: textOrNull(resume.summary),
    experience: resume.experience
      .map((e) => ({
        title: textOrNull(e.title),
        company: textOrNull(e.company),
        location: textOrNull(e.location),
        start: textOrNull(e.start),
        end: textOrNull(e.end),
        bullets: normalizeBullets(e.bullets),
      }))
      .filter((e) => [e.title, e.company, e.location, e.start, e.end].some((v) => v !== null) || e.bullets.length > 0),
    skills: resume.skills.length > 0 ? [{ label: null, items: uniqueCaseless(resume.skills) }] : [],
    education: educationOf(resume),
    projects: resume.projects.map(projectOf).filter((p): p is ResumeProject => p !== null),
    certifications: uniqueCaseless(resume.certifications.map(cleanBullet).filter(Boolean)),
  }
}

/** Words a reader (or an ATS) sees in the document's text fields. */
function documentWords(doc: ResumeDocument): number {
  return [
    doc.contact.name, doc.headline ?? '', doc.summary ?? '',
    ...doc.experience.flatMap((e) => [e.title ?? '', e.company ?? '', e.location ?? '', e.start ?? '', e.end ?? '', ...e.bullets]),
    ...doc.skills.flatMap((g) => [g.label ?? '', ...g.items]),
    ...doc.education.flatMap((e) => [e.degree ?? '', e.field ?? '', e.institution ?? '', e.year ?? '']),
    ...doc.projects.flatMap((p) => [p.name, p.description ?? '', ...p.bullets]),
    ...doc.certifications,
  ].reduce((n, t) => n + wordCount(t), 0)
}

export function describeJob(job: ParsedJob): string {
  const title = job.title === UNTITLED_POSITION ? 'the position' : `the ${job.title} role`
  return job.company ? `${title} at ${job.company}` : title
}

function contactOf(resume: ParsedResume): ResumeDocument['contact'] {
  return {
    name: textOrNull(resume.contact.name) ?? '',
    email: textOrNull(resume.contact.email),
    phone: textOrNull(resume.contact.phone),
    location: textOrNull(resume.contact.location),
    links: uniqueCaseless(resume.contact.links),
  }
}

function skillGroups(candidate: Candidate, relevant: readonly string[], shorter: boolean): SkillGroup[] {
  const isRelevant = (s: string) => relevant.some((r) => looseKey(r) === looseKey(s))
  const inResume = (s: string) => candidate.skills.some((r) => looseKey(r) === looseKey(s))
  const claims = candidate.emphasize.filter((s) => !isRelevant(s) && !inResume(s))
  const emphasised = candidate.skills.filter((s) => !isRelevant(s) && candidate.emphasize.some((e) => looseKey(e) === looseKey(s)))
  const rest = candidate.skills.filter((s) => !isRelevant(s) && !emphasised.includes(s))
  const cap = shorter ? SHORT_OTHER_SKILLS_CAP : Infinity
  // The user's own claims are always shown; the resume's other skills fill up to the cap.
  const other = [...claims, ...uniqueCaseless([...emphasised, ...rest]).slice(0, Math.max(0, cap - claims.length))]
  if (relevant.length > 0 && other.length > 0) {
    return [
      { label: 'Relevant Skills', items: [...relevant] },
      { label: 'Additional Skills', items: other },
    ]
  }
  const only = relevant.length > 0 ? [...relevant] : other
  return only.length > 0 ? [{ label: null, items: only }] : []
}

function summarySentences(
  candidate: Candidate,
  job: ParsedJob,
  headline: string | null,
  skills: readonly string[],
): { opening: string[]; closing: string | null } {
  const { flags } = candidate
  const out: string[] = []
  const years = candidate.years.years
  const yearsText = years > 0 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : null
  // Other titles, skipping near-repeats ("Accounting Clerk/ Human Resources" after "Accounting Clerk").
  const others: string[] = []
  for (const t of candidateTitles(candidate)) {
    if (others.length >= 2 || t.split(/\s+/).length > 6) continue
    const key = looseKey(t)
    if ([headline ?? '', ...others].some((o) => o && (key.includes(looseKey(o)) || looseKey(o).includes(key)))) continue
    others.push(t)
  }
  const rolesTail = others.length > 0 && !flags.shorter ? `including roles as ${joinList(others)}` : null
  if (headline && yearsText) out.push(endSentence(`${headline} with ${yearsText}${rolesTail ? `, ${rolesTail}` : ''}`))
  else if (headline && rolesTail) out.push(endSentence(`${headline} with experience ${rolesTail.replace(/^including roles as /, 'as ')}`))
  else if (!headline && yearsText) out.push(`Professional with ${yearsText}.`)

  const shown = skills.slice(0, flags.shorter ? 3 : 4).map(termInProse)
  if (shown.length > 0) {
    out.push(
      flags.formal
        ? `Core competencies relevant to this position include ${joinList(shown)}.`
        : `Strengths for this role include ${joinList(shown)}.`,
    )
  } else if (candidate.skills.length > 0) {
    out.push(`Skills include ${joinList(candidate.skills.slice(0, 3).map(termInProse))}.`)
  }

  let closing: string | null = null
  if (job.title !== UNTITLED_POSITION) {
    const at = job.company ? ` at ${job.company}` : ''
    closing = endSentence(flags.formal ? `Applying for the position of ${job.title}${at}` : `Seeking the ${job.title} role${at}`)
  } else if (job.company) {
    closing = endSentence(flags.formal ? `Applying for a position at ${job.company}` : `Seeking a role at ${job.company}`)
  }
  return { opening: out, closing }
}

function educationOf(resume: ParsedResume): ResumeDocument['education'] {
  return resume.education
    .map((e) => ({
      degree: textOrNull(e.degree),
      field: textOrNull(e.field),
      institution: textOrNull(e.institution),
      year: textOrNull(e.year),
    }))
    .filter((e) => [e.degree, e.field, e.institution, e.year].some((v) => v !== null))
}

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s()]+|\b[\w-]+\.(?:com|io|dev|org|net|app)\/[^\s()]*/i

/** "Name: what it is" or "Name – what it is" as name and description; a link, when written, as the link. */
function projectOf(raw: string): ResumeProject | null {
  // A project's name keeps its own case ("pg-migrate-lite"): no capitalising here.
  let text = collapse(raw).replace(/^[\s•*–-]+/, '').replace(/[\s.;,]+$/, '')
  if (!/\p{L}/u.test(text)) return null
  const url = URL_IN_TEXT.exec(text)?.[0]?.replace(/[.,;]+$/, '') ?? null
  if (url) text = collapse(text.replace(url, ' ').replace(/\(\s*\)/g, ' ')).replace(/[\s.;,:]+$/, '')
  const split = /^(.{2,60}?)\s*(?::|\s[–—-]\s|\s\|\s)\s*(.+)$/.exec(text)
  if (split && split[1]!.split(/\s+/).length <= 8) {
    return { name: split[1]!.trim(), description: cleanBullet(split[2]!) || null, link: url, bullets: [] }
  }
  if (!text && url) return { name: url, description: null, link: url, bullets: [] }
  return text ? { name: text, description: null, link: url, bullets: [] } : null
}

function ranked<T>(items: T[], text: (item: T) => string, candidate: Candidate): T[] {
  return items
    .map((item, order) => ({ item, order, scored: candidate.scorer.score(analyse(text(item))) as Scored }))
    .sort(byRelevance)
    .map((x) => x.item)
}

function projectsOf(resume: ParsedResume, candidate: Candidate, shorter: boolean): ResumeProject[] {
  const projects = resume.projects.map(projectOf).filter((p): p is ResumeProject => p !== null)
  const out = ranked(projects, (p) => `${p.name} ${p.description ?? ''}`, candidate)
  return shorter ? out.slice(0, 2) : out
}

function certificationsOf(resume: ParsedResume, candidate: Candidate): string[] {
  const certs = uniqueCaseless(resume.certifications.map(cleanBullet).filter(Boolean))
  return ranked(certs, (c) => c, candidate)
}
