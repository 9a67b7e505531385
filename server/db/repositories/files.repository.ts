import type { Db } from '../database.ts'
import type { NewFileRow } from '../tables/files.ts'

/** Stores bytes under their sha256 unless the same content is already there. */
export async function putFile(db: Db, file: NewFileRow): Promise<void> {
  await db
    .insertInto('files')
    .values(file)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute()
}

export async function getFileBytes(db: Db, sha256: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('files').select('bytes').where('sha256', '=', sha256).executeTakeFirst()
  return row?.bytes
}

/**
 * Removes stored bytes that no record points at any more: every such file, or only those of
 * `among` (the PDFs of documents just deleted), so a deletion need not sweep the whole table.
 */
export async function deleteUnreferencedFiles(db: Db, among?: readonly string[]): Promise<void> {
  if (among?.length === 0) return
  let query = db.deleteFrom('files')
  if (among) query = query.where('sha256', 'in', among)
  await query
    .where(({ and, not, exists, selectFrom }) =>
      and([
        not(exists(selectFrom('resumes').select('resumes.id').whereRef('resumes.file_sha256', '=', 'files.sha256'))),
        not(exists(selectFrom('documents').select('documents.id').whereRef('documents.pdf_sha256', '=', 'files.sha256'))),
        not(
          exists(
            selectFrom('recruiting_candidates').select('recruiting_candidates.id').whereRef('recruiting_candidates.file_sha256', '=', 'files.sha256'),
          ),
        ),
      ]),
    )
    .execute()
}
