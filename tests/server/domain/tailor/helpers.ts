import { readFileSync } from 'node:fs'
import type { CoverLetterDocument, ResumeDocument } from '../../../../shared/schemas/documents.ts'
import type { ExtractedResume, ParsedResume } from '../../../../shared/schemas/resume.ts'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import type { ParsedJob } from '../../../../server/domain/jd/index.ts'
import { canonicalSkill, findSkills } from '../../../../server/domain/skills/index.ts'
import { allRenderings, isScannedLayout } from '../../../resumes/index.ts'

export interface SourceResume extends ExtractedResume {
  id: string
  category: string
}

/**
 * The written test resumes' files (tests/resumes), every rendering but the scanned one: id
 * "<resume>.<layout>", category the resume's field.
 */
export function writtenFiles(): Array<{ id: string; category: string; file: string }> {
  return allRenderings()
    .filter((r) => !isScannedLayout(r.layout))
    .map((r) => ({ id: `${r.resume.id}.${r.layout}`, category: r.resume.field, file: r.path }))
}

/** Extracts files with at most `concurrency` at a time; results in the input's order. */
export async function extractAll(files: ReadonlyArray<{ id: string; category: string; file: string }>, concurrency = 4): Promise<SourceResume[]> {
  const out: SourceResume[] = new Array(files.length)
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const i = next++
      const f = files[i]!
      const extracted = await readResumeFile(readFileSync(f.file))
      out[i] = {
        id: f.id,
        category: f.category,
        resume_text: extracted.resume_text,
        raw_resume_text: extracted.raw_resume_text,
        parsed: extracted.parsed,
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return out
}

/** Case, accents, punctuation and spacing ignored. */
export const norm = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()

export const numbersIn = (s: string) => s.match(/\d+/g) ?? []

export function resumeStrings(doc: ResumeDocument): string[] {
  return [
    doc.contact.name,
    doc.contact.email ?? '',
    doc.contact.phone ?? '',
    doc.contact.location ?? '',
    ...doc.contact.links,
    doc.headline ?? '',
    doc.summary ?? '',
    ...doc.experience.flatMap((e) => [e.title ?? '', e.company ?? '', e.location ?? '', e.start ?? '', e.end ?? '', ...e.bullets]),
    ...doc.skills.flatMap((g) => [g.label ?? '', ...g.items]),
    ...doc.education.flatMap((e) => [e.degree ?? '', e.field ?? '', e.institution ?? '', e.year ?? '']),
    ...doc.projects.flatMap((p) => [p.name, p.description ?? '', p.link ?? '', ...p.bullets]),
    ...doc.certifications,
  ]
}

export function letterStrings(doc: CoverLetterDocument): string[] {
  return [
    doc.sender.name,
    doc.sender.email ?? '',
    doc.sender.phone ?? '',
    doc.sender.location ?? '',
    ...doc.sender.links,
    doc.date ?? '',
    doc.recipient.name ?? '',
    doc.recipient.company ?? '',
    doc.subject ?? '',
    doc.greeting,
    ...doc.paragraphs,
    doc.sign_off,
    doc.signature,
  ]
}

/** Text the engine wrote in prose (not copied field by field): where skills and numbers could be invented. */
export const resumeProse = (doc: ResumeDocument) => [doc.headline ?? '', doc.summary ?? '', ...doc.experience.flatMap((e) => e.bullets)]
export const letterProse = (doc: CoverLetterDocument) => [doc.subject ?? '', ...doc.paragraphs]

const skillsOfSource = new WeakMap<SourceResume, Set<string>>()

/**
 * Skills the resume names, normalised. The parse is a source too, line by line and with wrapped
 * lines re-joined: the skill finder reads "Food and\nBeverage" as no skill, and judges a one-word
 * skill by its neighbours.
 */
function sourceSkills(source: SourceResume): Set<string> {
  let found = skillsOfSource.get(source)
  if (found) return found
  const p = source.parsed
  const pieces = [p.summary ?? '', ...p.experience.flatMap((e) => [e.title ?? '', ...e.bullets]), ...p.projects, ...p.certifications]
  found = new Set(
    [
      ...p.skills,
      ...findSkills(source.resume_text),
      ...findSkills(source.resume_text.replace(/\s*\n\s*/g, ' ')),
      ...pieces.flatMap((piece) => [piece, ...piece.split(/(?<=[.!?])\s+(?=[A-Z])/)]).flatMap((piece) => findSkills(piece)),
    ].map(norm),
  )
  skillsOfSource.set(source, found)
  return found
}

/**
 * Every way the engine could invent something, checked against the source parse and text.
 * Returns the violations as readable lines (empty when truthful).
 */
export function truthViolations(input: {
  source: SourceResume
  job: ParsedJob
  emphasize: readonly string[]
  resume: ResumeDocument
  letter: CoverLetterDocument
  today: Date
}): string[] {
  const { source, job, resume, letter, today } = input
  const p: ParsedResume = source.parsed
  const out: string[] = []
  const within = (value: string | null, allowed: ReadonlyArray<string | null>, what: string) => {
    if (value === null) return
    const key = norm(value)
    if (!allowed.some((a) => a !== null && norm(a) === key)) out.push(`${what} not in the resume: ${JSON.stringify(value)}`)
  }

  // Employers, titles, dates, degrees: only as the resume gives them.
  const roleFields = [
    ['company', 'employer'],
    ['title', 'title'],
    ['start', 'start date'],
    ['end', 'end date'],
  ] as const
  for (const e of resume.experience) {
    for (const [field, what] of roleFields)
      within(
        e[field],
        p.experience.map((x) => x[field]),
        what,
      )
  }
  const educationFields = [
    ['degree', 'degree'],
    ['field', 'field'],
    ['institution', 'institution'],
  ] as const
  for (const e of resume.education) {
    for (const [field, what] of educationFields)
      within(
        e[field],
        p.education.map((x) => x[field]),
        what,
      )
  }
  within(
    resume.headline,
    p.experience.map((x) => x.title),
    'headline',
  )

  // Skills: the skills section holds resume skills and the user's claims; prose names only
  // resume skills (or words of the job's own title and company).
  const resumeSkills = sourceSkills(source)
  const claims = new Set(input.emphasize.map(norm))
  // An item may be the posting's wording of a skill the resume names ("CPA" for Certified Public Accountant).
  for (const item of resume.skills.flatMap((g) => g.items)) {
    const canonical = norm(canonicalSkill(item) ?? item)
    if (!resumeSkills.has(norm(item)) && !resumeSkills.has(canonical) && !claims.has(norm(item)) && !claims.has(canonical)) {
      out.push(`skill not in the resume or the Skill Bank: ${item}`)
    }
  }
  const jobWords = new Set(findSkills(`${job.title}\n${job.company ?? ''}`).map(norm))
  // Piece by piece: the finder accepts a one-word skill by its neighbours, even across lines.
  const proseSkills = [...resumeProse(resume), ...letterProse(letter)].flatMap((piece) => findSkills(piece))
  for (const skill of proseSkills) {
    if (!resumeSkills.has(norm(skill)) && !jobWords.has(norm(skill))) out.push(`skill named in prose but not in the resume: ${skill}`)
  }
  // The user's claims are for the skills section only: never in the summary, bullets or letter.
  const sourceText = norm(source.resume_text)
  for (const claim of input.emphasize) {
    const key = norm(claim)
    if (resumeSkills.has(key) || ` ${sourceText} `.includes(` ${key} `)) continue
    if (!resume.skills.some((g) => g.items.some((i) => norm(i) === key))) out.push(`Skill Bank claim missing from the skills section: ${claim}`)
    for (const [where, text] of [
      ['resume prose', resumeProse(resume).join('\n')],
      ['cover letter', letterStrings(letter).join('\n')],
    ] as const) {
      if (` ${norm(text)} `.includes(` ${key} `)) out.push(`Skill Bank claim presented as experience in the ${where}: ${claim}`)
    }
  }

  // Numbers: each must be in the source text, the letter's date, or the years of experience,
  // which may not exceed the span of the resume's own dated roles.
  const sourceNumbers = new Set([...numbersIn(source.resume_text), ...numbersIn(source.raw_resume_text)])
  const dateNumbers = new Set(numbersIn(letter.date ?? ''))
  const years = source.parsed.experience
    .flatMap((e) => [e.start ?? '', e.end ?? ''])
    .flatMap((d) => d.match(/\b(?:19|20)\d\d\b/g) ?? [])
    .map(Number)
  const span = years.length > 0 ? today.getUTCFullYear() - Math.min(...years) + 1 : 0
  // Counts of years the writer derives from the dates: the career's ("14 years of experience"),
  // the field's ("9 of them as ..."), the roles' before the latest ("After 6 years as ...").
  const yearClaims = new Set(
    [resume.summary ?? '', ...letter.paragraphs].flatMap((t) =>
      [...t.matchAll(/\b(\d+) years? of (?:professional )?experience|\b(\d+) of them (?:as|in)\b|\bAfter (\d+) years? as\b/g)].map(
        (m) => m[1] ?? m[2] ?? m[3]!,
      ),
    ),
  )
  for (const n of yearClaims) if (Number(n) < 1 || Number(n) > span) out.push(`years of experience beyond the resume's dates: ${n} (span ${span})`)
  const check = (strings: string[], where: string, extra: Set<string>) => {
    for (const n of strings.flatMap(numbersIn)) {
      if (!sourceNumbers.has(n) && !extra.has(n) && !yearClaims.has(n)) out.push(`number in the ${where} not in the resume: ${n}`)
    }
  }
  check(resumeStrings(resume), 'resume', new Set())
  check(letterStrings(letter), 'cover letter', dateNumbers)

  // The candidate's name heads both documents.
  const name = p.contact.name
  if (name) {
    if (resume.contact.name !== name) out.push(`resume name ${JSON.stringify(resume.contact.name)} is not ${JSON.stringify(name)}`)
    if (letter.sender.name !== name || letter.signature !== name) out.push(`letter name is not ${JSON.stringify(name)}`)
  }
  return out
}
