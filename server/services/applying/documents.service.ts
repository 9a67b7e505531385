import { create as createDisposition } from 'content-disposition'
import type { AtsScore, DocumentType } from '../../../shared/schemas/documents.ts'
import type { DocumentHistoryEntry } from '../../../shared/schemas/generate.ts'
import { type Db, nowIso } from '../../db/database.ts'
import {
  deleteDocument,
  documentSources,
  type DocumentHistoryRow,
  findDocumentByFilename,
  listDocuments,
  setDocumentNaming,
} from '../../db/repositories/documents.repository.ts'
import { getFileBytes } from '../../db/repositories/files.repository.ts'
import type { DocumentRow } from '../../db/tables/documents.ts'
import { documentDocx as buildDocx } from '../../domain/docx-export/index.ts'
import type { LatexCompiler } from '../../domain/latex/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import { type AnyDocument, DOCUMENT_FILENAME, documentNaming, downloadNameOf, pdfUrlOf, type SourceSnapshot } from './generation.service.ts'

const documentNotFound = () => new AppError(404, 'not_found', 'Document not found')

/**
 * The caller's document by the name the client holds (resume-<hex>.tex, or its .pdf or .docx). Anything
 * else — another user's name, ../ paths, absolute paths, NUL bytes — is simply not found.
 */
export async function findOwnDocument(db: Db, ownerId: string, filename: string): Promise<DocumentRow> {
  if (!DOCUMENT_FILENAME.test(filename)) throw documentNotFound()
  const row = await findDocumentByFilename(db, ownerId, filename.replace(/\.(?:pdf|docx)$/, '.tex'))
  if (!row || (row.expires_at !== null && row.expires_at < nowIso())) throw documentNotFound()
  return row
}

/** The stored PDF; compiled again from the stored LaTeX if it is missing (the compile cache makes that cheap). */
export async function documentPdf(db: Db, latex: LatexCompiler, row: DocumentRow): Promise<Buffer> {
  const stored = row.pdf_sha256 ? await getFileBytes(db, row.pdf_sha256) : undefined
  if (stored) return stored
  return (await latex.compile(row.latex_content)).pdf
}

type NamedRow = Pick<DocumentRow, 'document_type' | 'job_title' | 'company' | 'applicant_name'>

/** The PDF's name for a person's downloads folder: "Jane Doe – Staff Accountant – Acme.pdf". */
export const pdfFilenameOf = (row: NamedRow) => `${downloadNameOf(row)}.pdf`

/** The Word file of a document, built from its stored structure (the one its LaTeX was rendered from). */
export function documentDocx(row: DocumentRow): Promise<Buffer> {
  return buildDocx(row.document_type, JSON.parse(row.document_json) as AnyDocument)
}

export const docxFilenameOf = (row: NamedRow) => `${downloadNameOf(row)}.docx`

export const texFilenameOf = (row: NamedRow) => `${downloadNameOf(row)}.tex`

/**
 * A Content-Disposition header for a download name: the name itself for browsers (RFC 6266's
 * filename*), and an ASCII stand-in ("Jane Doe - Staff Accountant - Acme.pdf") for the rest.
 */
export const contentDisposition = (type: 'inline' | 'attachment', filename: string) =>
  createDisposition(filename, { type, fallback: asciiFilename(filename) })

/** "Zoë Brontë – Nurse.pdf" as "Zoe Bronte - Nurse.pdf": accents dropped, dashes plain, anything else outside ASCII "_". */
const asciiFilename = (name: string) =>
  name
    .replace(/[\u2012-\u2015]/g, '-')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')

/** The caller's documents, newest first, each with the job and company it was written for. */
export async function documentHistory(db: Db, untrusted: UntrustedWork, ownerId: string): Promise<DocumentHistoryEntry[]> {
  const rows = await nameOlderDocuments(db, untrusted, ownerId, await listDocuments(db, ownerId))
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parent_id,
    document_type: row.document_type as DocumentType,
    filename: row.filename,
    template: row.template,
    provider: row.provider,
    pdf_url: pdfUrlOf(row.filename),
    download_name: downloadNameOf(row),
    job_title: row.job_title || null,
    company: row.company || null,
    ats_score: row.ats_json ? (JSON.parse(row.ats_json) as AtsScore).score : null,
    created_at: row.created_at,
  }))
}

export async function deleteOwnDocument(db: Db, ownerId: string, id: string): Promise<void> {
  if (!(await deleteDocument(db, ownerId, id))) throw documentNotFound()
}

/**
 * Documents written before their job and name were stored with them: read once from the posting
 * and resume they were written from (the posting in the reading threads, as every posting is),
 * then kept, so the next list is a plain read.
 */
async function nameOlderDocuments(db: Db, untrusted: UntrustedWork, ownerId: string, rows: DocumentHistoryRow[]): Promise<DocumentHistoryRow[]> {
  const unnamed = rows.filter((row) => row.job_title === null)
  if (unnamed.length === 0) return rows
  const named = new Map<string, ReturnType<typeof documentNaming>>()
  for (const { id, source_json } of await documentSources(
    db,
    ownerId,
    unnamed.map((row) => row.id),
  )) {
    const source = JSON.parse(source_json) as SourceSnapshot
    const job = await untrusted.run('parseJob', [source.job_text], 'text')
    const naming = documentNaming(job, source.resume)
    await setDocumentNaming(db, ownerId, id, naming)
    named.set(id, naming)
  }
  return rows.map((row) => ({ ...row, ...named.get(row.id) }))
}
