import type { CoverLetterDocument, ResumeDocument } from '../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { canonicalSkill } from '../domain/skills/index.ts'

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

export interface GuardContext {
  resume: ParsedResume
  resumeText: string
  /** Skills the user added in the skill bank: allowed in the skills section. */
  emphasize: string[]
  /** Numbers that may appear although the resume lacks them (the letter's date). */
  extraNumbers?: string[]
}

export function guardResume(doc: ResumeDocument, ctx: GuardContext): { document: ResumeDocument; log: string[] } {
  const log: string[] = []
  const sourceNumbers = numbersOf(ctx.resumeText)
  const sourceText = key(ctx.resumeText)

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
      return invented.length === 0
    })
    experience.push({
      title: source.title,
      company: source.company,
      location: source.location,
      start: source.start,
      end: source.end,
      bullets,
    })
  }

  const education = doc.education.flatMap((entry) => {
    const source = ctx.resume.education.find(
      (e) => key(e.institution) === key(entry.institution) || (e.degree && key(e.degree) === key(entry.degree)),
    )
    if (!source) log.push(`Removed education the resume does not contain: ${[entry.degree, entry.institution].filter(Boolean).join(', ')}`)
    return source ? [{ ...source }] : []
  })

  const allowedSkills = new Set([...ctx.resume.skills, ...ctx.emphasize].map((s) => key(canonicalSkill(s) ?? s)))
  const skills = doc.skills
    .map((group) => ({
      label: group.label,
      items: group.items.filter((item) => {
        const ok = allowedSkills.has(key(canonicalSkill(item) ?? item)) || sourceText.includes(key(item))
        if (!ok) log.push(`Removed a skill the resume does not mention: ${item}`)
        return ok
      }),
    }))
    .filter((group) => group.items.length > 0)

  const certifications = doc.certifications.filter((c) => {
    const ok = sourceText.includes(key(c))
    if (!ok) log.push(`Removed a certification the resume does not mention: ${c}`)
    return ok
  })

  const summary = doc.summary && unbackedNumbers(doc.summary, sourceNumbers).length === 0 ? doc.summary : ctx.resume.summary
  if (summary !== doc.summary) log.push('Replaced a summary that stated figures the resume does not contain')

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
    },
    log,
  }
}

export function guardCoverLetter(
  doc: CoverLetterDocument,
  ctx: GuardContext,
): { document: CoverLetterDocument; log: string[] } {
  const log: string[] = []
  const sourceNumbers = numbersOf(`${ctx.resumeText} ${(ctx.extraNumbers ?? []).join(' ')}`)
  // Sentence by sentence: a sentence stating a figure the resume lacks is dropped.
  const paragraphs = doc.paragraphs
    .map((paragraph) =>
      (paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph])
        .filter((sentence) => {
          const invented = unbackedNumbers(sentence, sourceNumbers)
          if (invented.length > 0) log.push(`Removed a sentence with figures the resume does not state (${invented.join(', ')})`)
          return invented.length === 0
        })
        .join('')
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
