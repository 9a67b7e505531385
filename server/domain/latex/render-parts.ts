import type { DocumentContact } from '../../../shared/schemas/documents.ts'
import { latexLinkTarget, pdfInfoText, type Escaper } from './escape.ts'

/** Pieces both document renderers share. Every argument that reaches LaTeX goes through `esc`. */

export const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim().length > 0

/** `\macro{a}{b}...` with each argument already escaped. */
export const macro = (name: string, ...args: string[]) => `\\${name}${args.map((a) => `{${a}}`).join('')}`

/** Printed text of a link: the address without scheme or trailing slash. */
function linkLabel(raw: string): string {
  return raw
    .trim()
    .replace(/^(https?:\/\/|mailto:|tel:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
}

export function link(esc: Escaper, raw: string, field: string): string {
  const label = esc.text(linkLabel(raw) || raw, field)
  const target = latexLinkTarget(raw)
  return target ? `\\href{${target}}{${label}}` : label
}

/** Contact items (email, phone, location, links) joined with the template's separator macro. */
export function contactLine(esc: Escaper, contact: DocumentContact, prefix: string, separator: string): string {
  const items: string[] = []
  if (hasText(contact.email)) items.push(link(esc, contact.email, `${prefix}.email`))
  if (hasText(contact.phone)) items.push(esc.text(contact.phone, `${prefix}.phone`))
  if (hasText(contact.location)) items.push(esc.text(contact.location, `${prefix}.location`))
  contact.links.forEach((l, i) => {
    if (hasText(l)) items.push(link(esc, l, `${prefix}.links[${i}]`))
  })
  return items.join(`\\${separator}{}`)
}

export function pdfMeta(name: string, what: string): string {
  const author = pdfInfoText(name)
  const title = author ? `${author} - ${what}` : what
  return `\\hypersetup{pdftitle={${title}},pdfauthor={${author}},pdfsubject={${what}},pdfcreator={T10}}`
}

/** A bullet list, or nothing when there are no non-empty items (an empty list is a LaTeX error). */
export function itemList(esc: Escaper, items: readonly string[], field: string, env: string): string[] {
  const rendered = items.map((item, i) => (hasText(item) ? esc.text(item, `${field}[${i}]`) : '')).filter((tex) => tex.length > 0)
  if (rendered.length === 0) return []
  return [`\\begin{${env}}`, ...rendered.map((tex) => `\\item ${tex}`), `\\end{${env}}`]
}
