import type { DocumentType } from '../../shared/schemas/documents.ts'

/** What a document's file is named after: the person, the job and the company it was written for. */
export interface DownloadNameParts {
  documentType: DocumentType
  applicantName: string | null
  jobTitle: string | null
  company: string | null
}

/** Longest name kept before the extension: file systems take 255 bytes, and people read far less. */
const MAX_NAME_CHARS = 120

/**
 * The name a downloaded document is saved under, without its extension, as a person would name
 * it: "Jane Doe – Staff Accountant – Acme", and "… – Cover Letter" for the letter so the two never
 * share a name. A part the resume or the posting does not name is left out; with none,
 * "Resume" or "Cover Letter". Characters no file system takes (/ \ : * ? " < > |, control
 * characters) become spaces.
 */
export function documentDownloadName(parts: DownloadNameParts): string {
  const kind = parts.documentType === 'resume' ? 'Resume' : 'Cover Letter'
  const named = [parts.applicantName, parts.jobTitle, parts.company].map(clean).filter((part) => part !== '')
  if (named.length === 0) return kind
  const pieces = parts.documentType === 'cover_letter' ? [...named, kind] : named
  // Only the applicant's name: "Jane Doe – Resume" says more than "Jane Doe".
  if (named.length === 1 && parts.documentType === 'resume') pieces.push(kind)
  return shorten(pieces.join(' – '))
}

function clean(part: string | null): string {
  return (part ?? '')
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim()
}

function shorten(name: string): string {
  if (name.length <= MAX_NAME_CHARS) return name
  const cut = name.slice(0, MAX_NAME_CHARS)
  const space = cut.lastIndexOf(' ')
  return (space > MAX_NAME_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s–-]+$/, '')
}
