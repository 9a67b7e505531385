import type { CoverLetterDocument, ResumeDocument } from '../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { canonicalSkill, findSkills } from '../domain/skills/index.ts'

/*
 * A language model is asked to be truthful; this makes it so. Whatever a hosted model returns
 * passes through here before it is rendered: facts (contact, employers, titles, dates, degrees)
 * are taken from the resume itself, and anything the resume cannot back — a role at an employer
 * it never names, a skill it never mentions, a number it never states — is removed, with a log
 * line saying what and why. The local engine never needs this; its tests prove that.
 */

const key = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()

const NUMBER = /\d+(?:[.,]\d+)*/g

/** Numbers in `text` that the source text never states. */
function unbackedNumbers(text: string, sourceNumbers: Set<string>): string[] {
  return (text.match(NUMBER) ?? []).filter((n) => !sourceNumbers.has(n.replace(/,/g, '')))
}

function numbersOf(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '')))
}

/** Canonical skills (lower case) the resume names: its skills list and anything the finder sees in its text. */
function resumeSkills(ctx: GuardContext): Set<string> {
  return new Set(
    [
      ...ctx.resume.skills.map((s) => canonicalSkill(s) ?? s),
      ...findSkills(ctx.resumeText),
      ...findSkills(ctx.resumeText.replace(/\s*\n\s*/g, ' ')),
    ].map((s) => s.toLowerCase()),
  )
}

/** Skills a piece of prose names that the resume does not. */
function unbackedSkills(text: string, known: ReadonlySet<string>): string[] {
  return findSkills(text).filter((s) => !known.has(s.toLowerCase()))
}

/**
 * A capitalised name after "at", "for", "with" or "joined" ("at Globex Corporation") that neither
 * the resume nor the job mentions: an employer the model made up.
 */
function unknownOrganisation(sentence: string, sourceKey: string): string | null {
  for (const m of sentence.matchAll(/\b(?:at|for|with|joined|from)\s+((?:[A-Z][\w&'-]*\.?)(?:\s+(?:of\s+|&\s+)?[A-Z][\w&'-]*\.?){0,4})/g)) {
    const name = key(m[1]!)
    if (name.length > 1 && !sourceKey.includes(` ${name} `)) return m[1]!
  }
  return null
}

const sentencesOf = (text: string) => (text.match(/[^.!?]+[.!?]*\s*/g) ?? [text]).map((x) => x.trim()).filter(Boolean)

export interface GuardContext {
  resume: ParsedResume
  resumeText: string
  /** Skills the user added in the skill bank: allowed in the skills section. */
  emphasize: string[]
  /** Numbers that may appear although the resume lacks them (the letter's date). */
  extraNumbers?: string[]
  /** The job's title and company: a letter may name them. */
  jobWords?: string
}

export function guardResume(doc: ResumeDocument, ctx: GuardContext): { document: ResumeDocument; log: string[] } {
  const log: string[] = []
  const sourceNumbers = numbersOf(ctx.resumeText)
  const sourceText = key(ctx.resumeText)
  const known = resumeSkills(ctx)

  const experience: ResumeDocument['experience'] = []
  for (const entry of doc.experience) {
    const source = ctx.resume.experience.find(
      (e) => (e.company && key(e.company) === key(entry.company)) || (!e.company && e.title && key(e.title) === key(entry.title)),
    )
    if (!source) {
      log.push(`Removed a role the resume does not contain: ${[entry.title, entry.company].filter(Boolean).join(' at ')}`)
      continue
    }
    const bullets = entry.bullets.filter((bullet) => {
      const invented = unbackedNumbers(bullet, sourceNumbers)
      if (invented.length > 0) log.push(`Removed a bullet with figures the resume does not state (${invented.join(', ')})`)
      const skills = unbackedSkills(bullet, known)
      if (skills.length > 0) log.push(`Removed a bullet naming a skill the resume does not mention (${skills.join(', ')})`)
      return invented.length === 0 && skills.length === 0
    })
    experience.push({
      title: source.title,
      company: source.company,
      location: source.location,
      start: source.start,
      end: source.end,
      bullets,
      ...(entry.condensed ? { condensed: true } : {}),
    })
  }

  const education = doc.education.flatMap((entry) => {
    const source = ctx.resume.education.find(
      (e) => key(e.institution) === key(entry.institution) || (e.degree && key(e.degree) === key(entry.degree)),
    )
    if (!source) log.push(`Removed education the resume does not contain: ${[entry.degree, entry.institution].filter(Boolean).join(', ')}`)
    return source ? [{ ...source }] : []
  })

  const removedSkills: string[] = []
  const allowedSkills = new Set([...ctx.resume.skills, ...ctx.emphasize].map((s) => key(canonicalSkill(s) ?? s)))
  const skills = doc.skills
    .map((group) => ({
      label: group.label,
      items: group.items.filter((item) => {
        const ok = allowedSkills.has(key(canonicalSkill(item) ?? item)) || sourceText.includes(key(item))
        if (!ok) {
          log.push(`Removed a skill the resume does not mention: ${item}`)
          removedSkills.push(key(item))
        }
        return ok
      }),
    }))
    .filter((group) => group.items.length > 0)

  const certifications = doc.certifications.filter((c) => {
    const ok = sourceText.includes(key(c))
    if (!ok) log.push(`Removed a certification the resume does not mention: ${c}`)
    return ok
  })

  const removedSkillsIn = (sentence: string) => {
    const k = ` ${key(sentence)} `
    return doc.skills.flatMap((g) => g.items).filter((item) => removedSkills.includes(key(item)) && k.includes(` ${key(item)} `))
  }
  // The summary sentence by sentence: one stating a figure or naming a skill the resume lacks goes.
  const summarySentences = sentencesOf(doc.summary ?? '').filter((sentence) => {
    const figures = unbackedNumbers(sentence, sourceNumbers)
    // A skill the finder does not know is caught where the model also listed it (and it was removed).
    const named = [...unbackedSkills(sentence, known), ...removedSkillsIn(sentence)]
    if (figures.length > 0) log.push(`Removed a summary sentence with figures the resume does not state (${figures.join(', ')})`)
    if (named.length > 0) log.push(`Removed a summary sentence naming a skill the resume does not mention (${named.join(', ')})`)
    return figures.length === 0 && named.length === 0
  })
  const summary = summarySentences.length > 0 ? summarySentences.join(' ') : doc.summary ? ctx.resume.summary : null

  return {
    document: {
      contact: {
        name: ctx.resume.contact.name ?? doc.contact.name,
        email: ctx.resume.contact.email,
        phone: ctx.resume.contact.phone,
        location: ctx.resume.contact.location,
        links: ctx.resume.contact.links,
      },
      headline: doc.headline,
      summary,
      experience,
      skills,
      education,
      projects: doc.projects.filter((p) => sourceText.includes(key(p.name))),
      certifications,
      ...(doc.section_order ? { section_order: doc.section_order } : {}),
      ...(doc.page_limit !== undefined ? { page_limit: doc.page_limit } : {}),
    },
    log,
  }
}

export function guardCoverLetter(doc: CoverLetterDocument, ctx: GuardContext): { document: CoverLetterDocument; log: string[] } {
  const log: string[] = []
  const sourceNumbers = numbersOf(`${ctx.resumeText} ${(ctx.extraNumbers ?? []).join(' ')}`)
  // A letter presents experience: the job's own words (its title and company) may be named, a
  // skill or employer the resume lacks may not.
  const known = resumeSkills(ctx)
  for (const s of findSkills(ctx.jobWords ?? '')) known.add(s.toLowerCase())
  const sourceText = ` ${key(`${ctx.resumeText} ${ctx.jobWords ?? ''}`)} `
  // Sentence by sentence: a sentence stating a figure, a skill or an employer the resume lacks is dropped.
  const paragraphs = doc.paragraphs
    .map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => {
          const invented = unbackedNumbers(sentence, sourceNumbers)
          if (invented.length > 0) log.push(`Removed a sentence with figures the resume does not state (${invented.join(', ')})`)
          const skills = unbackedSkills(sentence, known)
          if (skills.length > 0) log.push(`Removed a sentence naming a skill the resume does not mention (${skills.join(', ')})`)
          const employer = unknownOrganisation(sentence, sourceText)
          if (employer) log.push(`Removed a sentence naming an employer the resume does not contain: ${employer}`)
          return invented.length === 0 && skills.length === 0 && !employer
        })
        .join(' ')
        .trim(),
    )
    .filter((p) => p.length > 0)
  return {
    document: {
      ...doc,
      sender: {
        name: ctx.resume.contact.name ?? doc.sender.name,
        email: ctx.resume.contact.email,
        phone: ctx.resume.contact.phone,
        location: ctx.resume.contact.location,
        links: ctx.resume.contact.links,
      },
      paragraphs,
      signature: ctx.resume.contact.name ?? doc.signature,
    },
    log,
  }
}
