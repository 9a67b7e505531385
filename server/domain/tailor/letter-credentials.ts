import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { canonicalSkill } from '../skills/index.ts'
import type { Candidate, TailorInput } from './candidate.ts'
import type { Evidence } from './facts.ts'
import { withArticle, type FormChooser, type Slots } from './forms.ts'
import { termInProse } from './prose.ts'
import { analyse } from './relevance.ts'
import { looseKey, textOrNull, wordCount } from './text.ts'
import { cleanItem } from './wording.ts'

/*
 * The letter's credentials and degree: the certifications the posting asks for that the resume
 * holds, each said once and as the resume names it (a document one holds, or a title one is),
 * and the degree when the posting asks for one.
 */

/** Certifications as the resume writes them, without the parser's strays (a school, a date range). */
export function certificationsOf(resume: ParsedResume): Array<{ name: string; year: string | null }> {
  return resume.certifications
    .map((raw) => {
      const year = /\b(?:19|20)\d\d\b/.exec(raw)?.[0] ?? null
      let name = cleanItem(raw)
        .replace(/[,(–-]?\s*(?:issued\s*)?(?:19|20)\d\d\)?\s*$/i, '')
        .replace(/[\s,;:–-]+$/, '')
      // "ServSafe Manager Certification, National Restaurant Association": the issuer after the name is not part of it.
      const head = name.split(/,\s+|\s+[–—|]\s+|\s+-\s+/)[0]!
      if (head !== name && wordCount(head) >= 2) name = head
      // "Certified Public Accountant CPA": the initials after the name are its abbreviation, "(CPA)".
      const words = name.split(/\s+/)
      const last = words.at(-1)!
      const initials = words
        .slice(0, -1)
        .filter((w) => /^\p{Lu}/u.test(w))
        .map((w) => w[0])
        .join('')
      if (/^\p{Lu}{2,6}$/u.test(last) && words.length > 2 && initials === last) name = `${words.slice(0, -1).join(' ')} (${last})`
      return { name, year }
    })
    .filter(({ name }) => name && wordCount(name) <= 14 && !/\b(?:college|university|school|academy)\b/i.test(name) && !/\d{4}\s*[-–]/.test(name))
}

export const DOCUMENT = /\b(?:certification|certificate|licen[cs]e|card|endorsements?|credential|registration|permit|diploma)\b/i
export const PERSON =
  /\b(?:accountant|nurse|professional|administrator|engineer|specialist|technician|auditor|planner|manager|analyst|architect|developer|associate|educator|paramedic|pharmacist|practitioner|therapist|coach|trainer|instructor)(?:\s*\(?[A-Z][A-Za-z-]+\)?)?$/i
/** A membership is something one is, not holds: "a Fellow Member of the Institute of ...". */
export const MEMBERSHIP = /^(?:fellow|member|associate member|chartered member)\b/i

/** The credentials the posting asks for that the resume holds, each said once. */
export function credentialSentences(w: FormChooser, candidate: Candidate, resume: ParsedResume, shown: readonly Evidence[]): string[] {
  const out: string[] = []
  const certs = certificationsOf(resume)
  const saidInEvidence = (credential: string) => shown.some((e) => e.bullet.analysed.mentions(credential, canonicalSkill(credential)))
  const done = new Set<string>()
  for (const credential of candidate.credentialsAsked) {
    const held = certs.find((c) => analyse(c.name).mentions(credential, canonicalSkill(credential)))
    if (!held || done.has(held.name) || saidInEvidence(credential)) continue
    done.add(held.name)
    const person = (PERSON.test(held.name) && !DOCUMENT.test(held.name)) || MEMBERSHIP.test(held.name)
    const slots: Slots = {
      credential: termInProse(credential),
      year: held.year,
      cert: person ? null : DOCUMENT.test(held.name) ? held.name : `${held.name} certification`,
      aCert: person ? withArticle(held.name) : null,
    }
    const sentence = w.choose(person ? 'credentialIs' : 'credentialHeld', slots)
    if (sentence) out.push(sentence)
    if (out.length === 2) break
  }
  return out
}

/** The degree, when the posting asks for one (or the letter has nothing else to stand on). */
/**
 * The degrees, as sentences: the one whose field or degree shares a word with the field the
 * posting asks for (or its title) first, then the resume's order; up to `max` of them (a thin
 * letter says a second degree too: "Gonzaga University awarded me an MBA in Finance").
 */
export function educationSentences(w: FormChooser, input: TailorInput, always: boolean, max = 1): string[] {
  if (input.job.education.level === 'none' && !always) return []
  const asked = new Set(
    `${input.job.education.field ?? ''} ${input.job.title}`
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((x) => x.length >= 4),
  )
  const relevant = (e: ParsedResume['education'][number]) =>
    `${e.degree ?? ''} ${e.field ?? ''}`
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((x) => asked.has(x))
  const degrees = input.resume.education.filter((x) => textOrNull(x.degree) && textOrNull(x.institution))
  const ordered = [...degrees.filter(relevant), ...degrees.filter((e) => !relevant(e))]
  const out: string[] = []
  for (const e of ordered) {
    if (out.length >= max) break
    // A school diploma beside a degree says nothing a hiring manager asks for.
    if (out.length > 0 && SCHOOL_DIPLOMA.test(`${e.degree} ${e.institution}`)) continue
    const sentence = degreeSentence(w, e)
    if (sentence) out.push(sentence)
  }
  return out
}

const SCHOOL_DIPLOMA = /\b(?:high school|secondary school|GED)\b/i

function degreeSentence(w: FormChooser, e: ParsedResume['education'][number]): string | null {
  // "B.B.A in": a dotted abbreviation ends on its dot ("B.B.A. in"), else "A in" reads as an article.
  const degree = cleanItem(e.degree!).replace(/\b((?:\p{Lu}\.){1,}\p{Lu})(?=\s|$)/gu, '$1.')
  const field = textOrNull(e.field ? cleanItem(e.field) : null)
  const institution = cleanItem(e.institution!)
  // A school name the parser ran into a date ("University of Phoenix December") is not said.
  if (/\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(`${degree} ${institution}`))
    return null
  const inst = /^(?:university|college|institute|school|academy) of\b/i.test(institution) ? `the ${institution}` : institution
  return w.choose('education', {
    degree,
    aDegree: withArticle(degree),
    // "Master of Science in Education (Secondary Teaching)": a degree that names its field keeps the other in brackets.
    inField: !field || looseKey(degree).includes(looseKey(field)) ? '' : / in /i.test(degree) ? ` (${field})` : ` in ${field}`,
    inst,
  })
}
