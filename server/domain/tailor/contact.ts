import type { DocumentContact } from '../../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { findEmail } from '../ingest/parse/contact.ts'
import { readPhraseLists } from '../text/index.ts'
import { uniqueCaseless } from './candidate.ts'
import type { ContactField, EmailChoice, InstructionFlags } from './instructions.ts'
import { textOrNull } from './text.ts'

/*
 * The header both documents print: the resume's contact details, less what the user asked to
 * leave out ("remove my phone number"), with the e-mail address they chose when the resume gives
 * more than one ("use my personal e-mail"). Only addresses the resume holds are ever shown.
 */

const FREE_MAIL = new Set(readPhraseLists(new URL('./data/free-mail-domains.json', import.meta.url), ['domains']).domains)

const LINK_OF: Partial<Record<ContactField, RegExp>> = {
  linkedin: /(?:^|[/.])linkedin\.com\b/i,
  github: /(?:^|[/.])github\.com\b/i,
}

/** An address on a free, personal mail service (gmail.com, outlook.com, ...): the person's own. */
export const isPersonalEmail = (address: string) => FREE_MAIL.has(address.slice(address.lastIndexOf('@') + 1).toLowerCase())

/** Every e-mail address the resume holds: the parsed one first, then the others in the text's order. */
export function resumeEmails(resume: ParsedResume, resumeText: string | undefined): string[] {
  const out: string[] = []
  const add = (address: string | null) => {
    if (address && !out.some((a) => a.toLowerCase() === address.toLowerCase())) out.push(address)
  }
  add(textOrNull(resume.contact.email))
  let text = resumeText ?? ''
  for (let found = findEmail(text); found; found = findEmail(text)) {
    add(found.text)
    text = text.slice(found.index + found.text.length)
  }
  return out
}

/** The address a choice picks among the resume's, or why there is none. */
export function chosenEmail(choice: EmailChoice, emails: readonly string[]): { address: string } | { reason: string } {
  if (choice.which === 'address') {
    const address = emails.find((a) => a.toLowerCase() === choice.address.toLowerCase())
    return address ? { address } : { reason: 'that address is not in your resume' }
  }
  const address = emails.find((a) => isPersonalEmail(a) === (choice.which === 'personal'))
  if (address) return { address }
  return {
    reason:
      choice.which === 'personal'
        ? 'your resume has no address on a personal mail service such as Gmail or Outlook'
        : 'your resume has no address outside the personal mail services',
  }
}

export function tailoredContact(resume: ParsedResume, flags: Pick<InstructionFlags, 'dropContact' | 'email'>, resumeText?: string): DocumentContact {
  const drop = flags.dropContact
  const chosen = flags.email ? chosenEmail(flags.email, resumeEmails(resume, resumeText)) : null
  const email = chosen && 'address' in chosen ? chosen.address : textOrNull(resume.contact.email)
  const links = uniqueCaseless(resume.contact.links)
  return {
    name: textOrNull(resume.contact.name) ?? '',
    email: drop.has('email') ? null : email,
    phone: drop.has('phone') ? null : textOrNull(resume.contact.phone),
    location: drop.has('location') ? null : textOrNull(resume.contact.location),
    links: drop.has('links') ? [] : links.filter((l) => ![...drop].some((field) => LINK_OF[field]?.test(l))),
  }
}
