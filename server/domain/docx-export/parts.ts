import { AlignmentType, BorderStyle, convertInchesToTwip, Document, ExternalHyperlink, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx'
import type { DocumentContact } from '../../../shared/schemas/documents.ts'

/*
 * What both Word documents share: the page, the styles and the small pieces. The layout is made
 * for applicant tracking systems as much as for people: one column, text in the body (no text
 * boxes, tables or text in headers/footers, which many parsers skip), Word's own Title and
 * Heading styles for the name and the section names, and real Word lists for bullets.
 */

const FONT = 'Calibri'
const INK = '1F2937'
const MUTED = '4B5563'
// Half-points, as Word counts font sizes.
const BODY_SIZE = 21

// Characters XML 1.0 cannot hold (Word refuses such a file): the docx package drops control
// characters itself, but would print half of a broken surrogate pair as "�"; both go here.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim().length > 0

/** Text for one line of the document: valid XML, blanks (line breaks too) made single spaces. */
export function inline(value: string | null | undefined): string {
  return (value ?? '').replace(NOT_XML, '').replace(/\s+/g, ' ').trim()
}

/** Joins the parts that have text ("Denver, CO", "Jan 2020 – Present") with a separator. */
export function joined(parts: Array<string | null | undefined>, separator: string): string {
  return parts.filter(hasText).map(inline).join(separator)
}

export function text(value: string, options: { bold?: boolean; italics?: boolean; color?: string } = {}): TextRun {
  return new TextRun({ text: value, ...options })
}

/** Printed form of a link: the address without scheme or trailing slash. */
function linkLabel(raw: string): string {
  return raw
    .trim()
    .replace(/^(https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
}

/** A clickable link for web addresses and emails; anything else stays plain text. */
function linkRun(raw: string, kind: 'email' | 'web'): ParagraphChild {
  const label = inline(linkLabel(raw)) || inline(raw)
  const address = inline(raw)
  const target =
    kind === 'email'
      ? /^[^\s@<>"]+@[^\s@<>"]+$/.test(address)
        ? `mailto:${address}`
        : null
      : /^https?:\/\/\S+$/i.test(address)
        ? address
        : /^[\w.-]+\.[a-z]{2,}(?:\/\S*)?$/i.test(address)
          ? `https://${address}`
          : null
  if (!target) return text(label)
  return new ExternalHyperlink({ link: target, children: [new TextRun({ text: label, style: 'Hyperlink' })] })
}

/** Email · phone · location · links on one line, as written; links stay clickable. */
export function contactParagraph(contact: DocumentContact, alignment: 'left' | 'center' = 'left'): Paragraph | null {
  const items: ParagraphChild[] = []
  if (hasText(contact.email)) items.push(linkRun(contact.email, 'email'))
  if (hasText(contact.phone)) items.push(text(inline(contact.phone)))
  if (hasText(contact.location)) items.push(text(inline(contact.location)))
  for (const link of contact.links) if (hasText(link)) items.push(linkRun(link, 'web'))
  if (items.length === 0) return null
  const children = items.flatMap((item, i) => (i === 0 ? [item] : [text('  |  ', { color: MUTED }), item]))
  return new Paragraph({
    children,
    alignment: alignment === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: 120 },
  })
}

/** One bullet of a Word list (a real list item, not a typed glyph). */
export function bullet(value: string): Paragraph {
  return new Paragraph({ children: [text(inline(value))], bullet: { level: 0 }, spacing: { after: 40 } })
}

export function plain(value: string, spacingAfter = 120): Paragraph {
  return new Paragraph({ children: [text(inline(value))], spacing: { after: spacingAfter } })
}

export function emptyLine(): Paragraph {
  return new Paragraph({ children: [] })
}

/** A Word document on US Letter with the shared styles; `title` goes to the file's properties. */
export async function packDocument(children: Paragraph[], meta: { title: string; author: string; margins: number }): Promise<Buffer> {
  const margin = convertInchesToTwip(meta.margins)
  const document = new Document({
    creator: meta.author || 'T10',
    title: meta.title,
    description: 'Written with T10',
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE, color: INK }, paragraph: { spacing: { line: 264 } } },
        title: { run: { font: FONT, size: 40, bold: true, color: INK }, paragraph: { spacing: { after: 40 } } },
        heading1: {
          run: { font: FONT, size: 24, bold: true, color: INK, allCaps: true },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '9CA3AF', space: 2 } },
            keepNext: true,
          },
        },
        heading2: {
          run: { font: FONT, size: BODY_SIZE + 1, bold: true, color: INK },
          paragraph: { spacing: { before: 140, after: 0 }, keepNext: true },
        },
        hyperlink: { run: { color: '1D4ED8', underline: {} } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: convertInchesToTwip(8.5), height: convertInchesToTwip(11) },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children,
      },
    ],
  })
  return Packer.toBuffer(document)
}

export const MUTED_COLOR = MUTED
