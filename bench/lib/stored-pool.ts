import { randomUUID } from 'node:crypto'
import type { Db } from '../../server/db/database.ts'
import { bumpPoolVersion } from '../../server/db/repositories/recruiting-candidates.repository.ts'
import type { ResumeFeatures } from '../../server/domain/match/index.ts'

/**
 * Writes a pool of `size` resumes for one new owner straight into the recruiting_candidates table, as uploads
 * would leave it: the features as JSON, the current engine version. The resume text and parsed
 * resume are short placeholders (ranking never reads them) and every row points at one stored file.
 */
export async function storePool(db: Db, size: number, featuresOf: (i: number) => ResumeFeatures): Promise<string> {
  const ownerId = randomUUID()
  const now = new Date().toISOString()
  await db
    .insertInto('users')
    .values({ id: ownerId, email: `bench-${ownerId}@example.com`, plan: 'standard', created_at: now })
    .execute()
  const sha256 = `bench-${ownerId}`
  await db
    .insertInto('files')
    .values({ sha256, bytes: Buffer.from('bench'), size: 5, kind: 'pdf', created_at: now })
    .execute()
  // 11 columns a row: 500 rows stay far below PostgreSQL's 65,535 parameters a statement.
  const BATCH = 500
  for (let start = 0; start < size; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, size - start) }, (_, k) => {
      const i = start + k
      const features = featuresOf(i)
      return {
        id: `r${String(i).padStart(6, '0')}-${ownerId}`,
        owner_id: ownerId,
        file_sha256: sha256,
        filename: `resume-${i}.pdf`,
        kind: 'pdf',
        resume_text: 'placeholder',
        parsed_json: '{}',
        features_json: JSON.stringify(features),
        engine_version: features.engine,
        hidden_text: 0,
        // Distinct times, as uploads over days would have.
        created_at: new Date(Date.parse(now) - (size - i) * 1000).toISOString(),
      }
    })
    await db.insertInto('recruiting_candidates').values(rows).execute()
  }
  // As an upload does: the pool's version changes with its rows.
  await bumpPoolVersion(db, ownerId)
  return ownerId
}
