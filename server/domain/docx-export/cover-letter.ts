import { HeadingLevel, Paragraph } from 'docx'
import type { CoverLetterDocument } from '../../../shared/schemas/documents.ts'
import { contactParagraph, emptyLine, hasText, inline, packDocument, plain, text } from './parts.ts'

/*
 * A cover letter as a Word file, from the same CoverLetterDocument the LaTeX letter prints:
 * sender, date, recipient, subject, greeting, paragraphs, sign-off and signature. Missing parts
 * are left out, and the signature falls back to the sender's name as in the PDF.
 */

export async function coverLetterDocx(doc: CoverLetterDocument): Promise<Buffer> {
  const name = inline(doc.sender.name)
  const body: Paragraph[] = []
  if (name) body.push(new Paragraph({ text: name, heading: HeadingLevel.TITLE }))
  const contact = contactParagraph(doc.sender)
  if (contact) body.push(contact)
  body.push(emptyLine())

  if (hasText(doc.date)) body.push(plain(doc.date, 240))
  const recipient = [doc.recipient.name, doc.recipient.company].filter(hasText)
  if (recipient.length > 0) {
    recipient.forEach((line, i) => body.push(plain(line, i === recipient.length - 1 ? 240 : 0)))
  }
  if (hasText(doc.subject)) body.push(new Paragraph({ children: [text(inline(doc.subject), { bold: true })], spacing: { after: 240 } }))
  if (hasText(doc.greeting)) body.push(plain(doc.greeting, 200))
  for (const paragraph of doc.paragraphs) if (hasText(paragraph)) body.push(plain(paragraph, 200))

  const signature = hasText(doc.signature) ? doc.signature : doc.sender.name
  if (hasText(doc.sign_off)) body.push(plain(doc.sign_off, hasText(signature) ? 480 : 0))
  if (hasText(signature)) body.push(plain(signature, 0))
  return packDocument(body, { title: name ? `${name} - Cover Letter` : 'Cover Letter', author: name, margins: 1 })
}
