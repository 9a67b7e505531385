import { hasContactDetail } from './parse/contact.ts'

/*
 * Word resumes sometimes keep the name, email and phone in the page header, which the body
 * extractors skip. Header lines are put in front of the body only when they carry a contact
 * detail the body lacks, so running titles and "Page 2 of 3" stay out.
 */
export function withHeaderContact(bodyLines: string[], headerLines: string[]): string[] {
  const body = bodyLines.join('\n')
  const useful = headerLines.map((l) => l.trim()).filter(Boolean)
  const adds = useful.some((line) => hasContactDetail(line) && !body.includes(line))
  return adds ? [...dedupe(useful), '', ...bodyLines] : bodyLines
}

function dedupe(lines: string[]): string[] {
  return [...new Set(lines)]
}
