import type { CoverLetterDocument } from '../../../shared/schemas/documents.ts'
import type { Escaper } from './escape.ts'
import { contactLine, hasText, macro } from './render-parts.ts'

/**
 * The body of a cover letter in the letter macro vocabulary (see
 * templates/cover-letter/standard.tex): sender, date, recipient, subject, greeting,
 * paragraphs, sign-off. Missing parts are left out; nothing is invented.
 */
export function coverLetterBody(doc: CoverLetterDocument, esc: Escaper): string {
  const out: string[] = []
  const t = (value: string | null | undefined, field: string) => esc.text(value, field)

  out.push(macro('clheader', t(doc.sender.name, 'sender.name'), contactLine(esc, doc.sender, 'sender', 'clsep')))
  if (hasText(doc.date)) out.push(macro('cldate', t(doc.date, 'date')))
  if (hasText(doc.recipient.name) || hasText(doc.recipient.company)) {
    out.push(macro('clrecipient', t(doc.recipient.name, 'recipient.name'), t(doc.recipient.company, 'recipient.company')))
  }
  if (hasText(doc.subject)) out.push(macro('clsubject', t(doc.subject, 'subject')))
  if (hasText(doc.greeting)) out.push(macro('clgreeting', t(doc.greeting, 'greeting')))
  doc.paragraphs.forEach((p, i) => {
    if (hasText(p)) out.push(macro('clparagraph', t(p, `paragraphs[${i}]`)))
  })
  // The signature is the sender's own name when the model left it out.
  const signature = hasText(doc.signature) ? doc.signature : doc.sender.name
  if (hasText(doc.sign_off) || hasText(signature)) {
    out.push(macro('clclosing', t(doc.sign_off, 'sign_off'), t(signature, 'signature')))
  }
  return out.join('\n')
}
