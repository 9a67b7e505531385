import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { droppedRole, droppedSkill, type Candidate } from './candidate.ts'
import { chosenEmail, resumeEmails } from './contact.ts'
import { CONTACT_NAME, describeIntent, type ContactField, type DroppableSection, type Intent, type ParsedInstructions } from './instructions.ts'
import { Analysed, focusEvidence } from './relevance.ts'
import { looseKey } from './text.ts'

/*
 * "Applied: ..." and "Could not apply: ..." lines for the Generation Logs: one per intent, plus one
 * per sentence that was not understood. An intent the document gives nothing to act on (leadership
 * first, but no bullet shows leadership) is reported as not applied, with the reason. An intent
 * kept from an earlier regeneration is one "Kept: ..." line when it still acts, and is not
 * reported again when it does not (it was, the first time).
 */

export type TailoredDocumentType = 'resume' | 'cover_letter'

function sectionPresent(resume: ParsedResume, section: DroppableSection): boolean {
  switch (section) {
    case 'summary':
      return true // the tailored resume always writes one
    case 'headline':
      return resume.experience.some((e) => (e.title ?? '').trim().length > 0)
    case 'projects':
      return resume.projects.length > 0
    case 'certifications':
      return resume.certifications.length > 0
    case 'education':
      return resume.education.length > 0
    case 'skills':
      return resume.skills.length > 0
    case 'experience':
      return resume.experience.length > 0
  }
}

/** Focus terms the resume gives evidence for: a bullet mentions it (or its area), or it is one of the skills. */
export function focusFound(candidate: Candidate, term: string, withClaims: boolean): boolean {
  const evidence = focusEvidence(term)
  const bullets = candidate.roles.flatMap((r) => r.bullets)
  if (bullets.some((b) => evidence.some((e) => b.analysed.mentions(e)))) return true
  const skills = withClaims ? [...candidate.skills, ...candidate.emphasize] : candidate.skills
  const text = new Analysed(skills.join(', '))
  return evidence.some((e) => text.mentions(e)) || skills.some((s) => looseKey(s) === looseKey(term))
}

function contactPresent(resume: ParsedResume, field: ContactField): boolean {
  const { contact } = resume
  switch (field) {
    case 'phone':
      return Boolean(contact.phone?.trim())
    case 'email':
      return Boolean(contact.email?.trim())
    case 'location':
      return Boolean(contact.location?.trim())
    case 'linkedin':
      return contact.links.some((l) => /linkedin\.com/i.test(l))
    case 'github':
      return contact.links.some((l) => /github\.com/i.test(l))
    case 'links':
      return contact.links.some((l) => l.trim() !== '')
  }
}

export function instructionLog(
  instructions: ParsedInstructions | undefined,
  type: TailoredDocumentType,
  candidate: Candidate,
  context: { resume: ParsedResume; resumeText?: string | undefined; letterWords?: number },
): string[] {
  if (!instructions) return []
  const out: string[] = []
  for (const intent of instructions.intents) {
    const lines = intentLog(intent, type, candidate, context)
    if (!intent.earlier) out.push(...lines)
    else if (lines.some((l) => l.startsWith('Applied: '))) out.push(`Kept: ${describeIntent(intent)}.`)
  }
  for (const sentence of instructions.notUnderstood) out.push(`Could not apply: not understood: "${sentence.replace(/[.!?]+$/, '')}"`)
  return out
}

function intentLog(
  intent: Intent,
  type: TailoredDocumentType,
  candidate: Candidate,
  context: { resume: ParsedResume; resumeText?: string | undefined; letterWords?: number },
): string[] {
  const out: string[] = []
  const bullets = candidate.roles.flatMap((r) => r.bullets)
  const applied = (intent: Intent, detail: string) => out.push(`Applied: ${describeIntent(intent)} (${detail}).`)
  const notApplied = (intent: Intent, reason: string) => out.push(`Could not apply: ${describeIntent(intent)} (${reason}).`)
  const what = type === 'resume' ? 'the resume' : 'the cover letter'
  const takesBack = intent.undoes && intent.undoes.length > 0 ? `; takes back: ${intent.undoes.join(', ')}` : ''

  switch (intent.kind) {
    case 'shorter':
      applied(intent, type === 'resume' ? 'fewer bullets per role, shorter summary and skills list' : 'fewer examples, one short page')
      break
    case 'pages':
      if (type === 'resume') applied(intent, `the resume may take up to ${intent.pages} pages`)
      else notApplied(intent, 'a cover letter stays on one page')
      break
    case 'formal':
      applied(intent, type === 'resume' ? 'formal wording in the summary' : 'formal wording, greeting and sign-off')
      break
    case 'metrics':
      if (bullets.some((b) => b.analysed.hasMetric)) applied(intent, `bullets with numbers moved first in ${what}`)
      else notApplied(intent, 'no bullet in the resume contains a number')
      break
    case 'leadership':
      if (bullets.some((b) => b.analysed.hasLeadership)) applied(intent, `bullets showing leadership moved first in ${what}`)
      else notApplied(intent, 'no bullet in the resume shows leading, managing or mentoring')
      break
    case 'focus': {
      const found = intent.terms.filter((t) => focusFound(candidate, t, type === 'resume'))
      const missing = intent.terms.filter((t) => !found.includes(t))
      const verb = intent.lead ? 'open with' : 'focus on'
      if (found.length > 0) {
        out.push(
          `Applied: ${verb} ${found.join(', ')} (matching ${intent.lead && type === 'cover_letter' ? 'work opens the letter' : 'bullets and skills moved first'}).`,
        )
      }
      // One line per missing term, so each is reported with its own reason.
      // A Skill Bank claim may back a resume's focus; a letter names only what the resume shows.
      const hint = type === 'resume' ? '; add skills you have in the Skill Bank' : ''
      for (const term of missing) out.push(`Could not apply: ${verb} ${term} (the resume does not mention ${term}${hint}).`)
      break
    }
    case 'drop_item':
      for (const term of intent.terms) {
        const skill = context.resume.skills.some((s) => droppedSkill(s, [term]))
        const role = context.resume.experience.some((e) => droppedRole({ title: e.title ?? null, company: e.company ?? null }, [term]))
        if (skill || role) out.push(`Applied: remove ${term} (the ${role ? 'role' : 'skill'} is left out).`)
        else out.push(`Could not apply: remove ${term} (the resume does not mention ${term} as a skill, title or employer).`)
      }
      break
    case 'words':
      if (type === 'resume') notApplied(intent, 'a word limit applies to the cover letter; for the resume ask for one page')
      else if ((context.letterWords ?? 0) <= intent.words) applied(intent, `the letter is ${context.letterWords} words`)
      else notApplied(intent, `the shortest truthful letter is ${context.letterWords} words`)
      break
    case 'friendly':
      // Taking back "more formal" is carried out in the resume too (its summary's wording).
      if (type === 'resume' && takesBack) applied(intent, 'the resume keeps a neutral tone')
      else if (type === 'resume') notApplied(intent, 'a resume keeps a neutral tone; the tone applies to the cover letter')
      else applied(intent, 'a warmer greeting, contractions and sign-off')
      break
    case 'drop_section':
      if (type === 'cover_letter') notApplied(intent, `a cover letter has no ${intent.section} section`)
      else if (intent.section === 'experience') notApplied(intent, 'the experience section is always kept')
      else if (!sectionPresent(context.resume, intent.section)) notApplied(intent, `the resume has no ${intent.section}`)
      else applied(intent, 'left out')
      break
    case 'longer':
      if (takesBack) applied(intent, takesBack.slice(2))
      else notApplied(intent, `nothing made ${what} shorter before; for a longer resume ask for "up to two pages"`)
      break
    case 'keep_section':
    case 'keep_item':
    case 'keep_contact':
      if (takesBack) applied(intent, takesBack.slice(2))
      else notApplied(intent, 'it was not removed')
      break
    case 'drop_contact':
      if (!contactPresent(context.resume, intent.field)) notApplied(intent, `your resume has no ${CONTACT_NAME[intent.field]}`)
      else applied(intent, `left out of the header${takesBack}`)
      break
    case 'use_email': {
      const chosen = chosenEmail(intent, resumeEmails(context.resume, context.resumeText))
      if ('reason' in chosen) notApplied(intent, chosen.reason)
      else applied(intent, `${intent.which === 'address' ? 'shown in the header' : `${chosen.address} is shown`}${takesBack}`)
      break
    }
  }
  // A later request that contradicts an earlier one says so: "friendlier tone (...; takes back: more formal tone)".
  if (takesBack && !['longer', 'keep_section', 'keep_item', 'keep_contact', 'drop_contact', 'use_email'].includes(intent.kind)) {
    return out.map((line) => (line.startsWith('Applied: ') ? line.replace(/\)\.$/, `${takesBack}).`) : line))
  }
  return out
}
