import type { AtsScore, DocumentType } from '../../../shared/schemas/documents.ts'
import type { DocumentHistoryEntry } from '../../../shared/schemas/generate.ts'
import { type Db, nowIso } from '../../db/database.ts'
import { deleteDocument, findDocumentByFilename, listDocuments } from '../../db/repositories/documents.repository.ts'
import { getFileBytes } from '../../db/repositories/files.repository.ts'
import type { DocumentRow } from '../../db/tables/documents.ts'
import { documentDocx as buildDocx } from '../../domain/docx-export/index.ts'
import type { LatexCompiler } from '../../domain/latex/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { type AnyDocument, DOCUMENT_FILENAME, pdfUrlOf } from './generation.service.ts'

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

export const pdfFilenameOf = (row: Pick<DocumentRow, 'filename'>) => row.filename.replace(/\.tex$/, '.pdf')

/** The Word file of a document, built from its stored structure (the one its LaTeX was rendered from). */
export function documentDocx(row: DocumentRow): Promise<Buffer> {
  return buildDocx(row.document_type, JSON.parse(row.document_json) as AnyDocument)
}

export const docxFilenameOf = (row: Pick<DocumentRow, 'filename'>) => row.filename.replace(/\.tex$/, '.docx')

export async function documentHistory(db: Db, ownerId: string): Promise<DocumentHistoryEntry[]> {
  const rows = await listDocuments(db, ownerId)
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parent_id,
    document_type: row.document_type as DocumentType,
    filename: row.filename,
    template: row.template,
    provider: row.provider,
    pdf_url: pdfUrlOf(row.filename),
    ats_score: row.ats_json ? (JSON.parse(row.ats_json) as AtsScore).score : null,
    created_at: row.created_at,
  }))
}

export async function deleteOwnDocument(db: Db, ownerId: string, id: string): Promise<void> {
  if (!(await deleteDocument(db, ownerId, id))) throw documentNotFound()
}
