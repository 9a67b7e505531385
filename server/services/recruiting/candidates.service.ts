import { createHash, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pMap from 'p-map'
import type { ParsedResume, ParsedResumeCorrection, ParsedResumeResponse } from '../../../shared/schemas/resume.ts'
import type { DuplicateOf, RecruitingResume, RecruitingUploadResult } from '../../../shared/schemas/recruiting.ts'
import type { Db } from '../../db/database.ts'
import { isPostgres } from '../../db/dialect.ts'
import {
  type CandidatePoolRow,
  candidatePoolVersion,
  deleteCandidate,
  findCandidate,
  insertCandidate,
  listCandidateFeatures,
  listCandidates,
  updateCandidateCorrection,
} from '../../db/repositories/recruiting-candidates.repository.ts'
import type { CandidateRow } from '../../db/tables/recruiting-candidates.ts'
import { putFile } from '../../db/repositories/files.repository.ts'
import { detectFileKind, type FileKind } from '../../domain/ingest/index.ts'
import {
  ENGINE_VERSION,
  type FeaturesInput,
  type PoolEntry,
  PoolIndex,
  type ResumeFeatures,
  resumeFeatures,
  type ResumeFeaturesOptions,
} from '../../domain/match/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UploadedFile, UploadPart } from '../../lib/read-upload.ts'
import { sharedUntrustedWork, type UntrustedWork } from '../../lib/untrusted-work.ts'
import type { PoolSnapshots } from './pool-snapshots.ts'
import { applyCorrection, currentParse, parsedResponse } from '../applying/resume-corrections.ts'

/** Matching reads PDF and DOCX only: the formats recruiters receive and the layouts we rank well. */
const POOL_KIND_LIST: readonly FileKind[] = ['pdf', 'docx']
const POOL_KINDS = new Set<string>(POOL_KIND_LIST)

export const candidateNotFound = () => new AppError(404, 'not_found', 'Resume not found')

export interface IngestOptions {
  scratchDir?: string | undefined
  /** The worker threads that read the file; default the process's own. */
  work?: UntrustedWork | undefined
  /**
   * Runs in the transaction that stores the resume, with the result the call returns: what must
   * be stored with the resume or not at all (the work queue's record of the file's outcome).
   */
  alongside?: (trx: Db, result: RecruitingUploadResult) => Promise<void>
}

/**
 * Adds one file to the caller's pool: reads it, computes its matching features once, stores the
 * bytes and the record together. A file that cannot be used is reported, and leaves no trace.
 */
export async function ingestCandidate(db: Db, ownerId: string, file: UploadedFile, options: IngestOptions = {}): Promise<RecruitingUploadResult> {
  try {
    const kind = detectFileKind(file.bytes)
    if (kind && !POOL_KINDS.has(kind)) {
      throw new AppError(415, 'unsupported_media_type', `Only PDF and DOCX files can be matched; this file is ${kind.toUpperCase()}`)
    }
    // Text a reader cannot see is left out of the text and reported as hidden_text, which
    // resumeFeatures turns into the file's "hidden text" flag.
    const work = options.work ?? sharedUntrustedWork()
    const { kind: detected, ...extracted } = await work.run(
      'readResume',
      [file.bytes, { detectHiddenText: true, scratchDir: options.scratchDir, filename: file.filename, accepted: POOL_KIND_LIST }],
      'file',
    )
    if (!POOL_KINDS.has(detected)) {
      throw new AppError(415, 'unsupported_media_type', 'Only PDF and DOCX files can be matched')
    }
    const now = new Date()
    // The features read the whole text too (~45 ms for 200,000 characters): in the thread as well.
    const features = await work.run('resumeFeatures', [extracted, { asOf: now }], 'file')
    const id = randomUUID()
    const sha256 = createHash('sha256').update(file.bytes).digest('hex')
    const result: RecruitingUploadResult = {
      success: true,
      resume_id: id,
      filename: file.filename,
      message: `Successfully processed ${file.filename}`,
      hidden_text: features.hiddenText,
      name: extracted.parsed.contact.name,
      email: extracted.parsed.contact.email,
      skill_count: features.skills.length,
    }
    await db.transaction().execute(async (trx) => {
      await putFile(trx, { sha256, bytes: file.bytes, size: file.bytes.length, kind: detected, created_at: now.toISOString() })
      await insertCandidate(trx, {
        id,
        owner_id: ownerId,
        file_sha256: sha256,
        filename: file.filename,
        kind: detected,
        resume_text: extracted.resume_text,
        parsed_json: JSON.stringify(extracted.parsed),
        features_json: JSON.stringify(features),
        engine_version: features.engine,
        hidden_text: features.hiddenText ? 1 : 0,
        created_at: now.toISOString(),
      })
      await options.alongside?.(trx, result)
    })
    return result
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error
    return { success: false, resume_id: null, filename: file.filename, message: error.message, error_type: error.code }
  }
}

// Extraction runs pdftotext children (bounded by the ingest module); this bounds the files in flight,
// and so the files of a request held in memory at once.
const FILES_IN_FLIGHT = 4

/**
 * Adds every file of an upload to the caller's pool, FILES_IN_FLIGHT at a time, each processed or
 * refused with its reason, in the order sent. An upload refused part-way (past the caps, cut off)
 * or a file that could not be stored leaves nothing half-stored: reading stops, the files in flight
 * finish, and what the upload stored is removed before the error is thrown.
 */
export async function ingestCandidates(
  db: Db,
  ownerId: string,
  files: AsyncIterable<UploadPart>,
  options: { scratchDir?: string; work?: UntrustedWork } = {},
): Promise<RecruitingUploadResult[]> {
  const outcome: { failure?: { error: unknown } } = {}
  const fail = (error: unknown) => {
    outcome.failure ??= { error }
  }
  const results = await pMap(
    untilFailure(files, () => outcome.failure !== undefined, fail),
    async (part): Promise<RecruitingUploadResult | null> => {
      if ('error' in part) {
        return { success: false, resume_id: null, filename: part.filename, message: part.error.message, error_type: part.error.code }
      }
      try {
        return await ingestCandidate(db, ownerId, part, options)
      } catch (error) {
        fail(error)
        return null
      }
    },
    { concurrency: FILES_IN_FLIGHT },
  )
  if (outcome.failure) {
    const stored = results.flatMap((r) => (r?.success && r.resume_id ? [r.resume_id] : []))
    await Promise.all(stored.map((id) => removeCandidate(db, ownerId, id)))
    throw outcome.failure.error
  }
  return results.filter((r) => r !== null)
}

/**
 * The items until the first failure, which ends them instead of throwing: p-map then settles only
 * once every mapper already running has finished (it does not wait for them when its source throws).
 */
async function* untilFailure<T>(items: AsyncIterable<T>, failed: () => boolean, fail: (error: unknown) => void): AsyncGenerator<T> {
  try {
    for await (const item of items) {
      if (failed()) return
      yield item
    }
  } catch (error) {
    fail(error)
  }
}

export async function listPool(db: Db, ownerId: string): Promise<RecruitingResume[]> {
  const duplicates = await poolDuplicates(db, ownerId)
  return (await listCandidates(db, ownerId)).map((row) => ({
    resume_id: row.id,
    filename: row.filename,
    uploadTime: row.created_at,
    // Features are computed during the upload itself, so a listed resume is always ready.
    processing: false,
    hidden_text: row.hidden_text === 1,
    duplicate_of: duplicates.get(row.id) ?? null,
  }))
}

/** The contact details a match row and the CSV give, from the reading as corrected. */
export interface CandidateContact {
  email: string | null
  phone: string | null
}

interface DuplicateKeys {
  id: string
  filename: string
  createdAt: string
  sha256: string
  email: string | null
}

const normaliseEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null

// Per owner, the keys of the last pool version read: the upload screen lists the pool after every
// batch, and only a changed pool is read again.
const duplicateKeys = new Map<string, { version: string; keys: DuplicateKeys[] }>()
const CACHED_DUPLICATE_POOLS = 32

async function poolDuplicateKeys(db: Db, ownerId: string): Promise<DuplicateKeys[]> {
  const version = await candidatePoolVersion(db, ownerId)
  const hit = duplicateKeys.get(ownerId)
  if (hit && hit.version === version) return hit.keys
  // The e-mail address is read by the database from the reading's JSON (as corrected): a pool of
  // 100k resumes is not sent over, parsed and thrown away for one field each.
  const email = isPostgres(db)
    ? sql<string | null>`(coalesce(corrected_json, parsed_json)::json -> 'contact' ->> 'email')`
    : sql<string | null>`json_extract(coalesce(corrected_json, parsed_json), '$.contact.email')`
  const rows = await db
    .selectFrom('recruiting_candidates')
    .select(['id', 'filename', 'created_at', 'file_sha256', email.as('email')])
    .where('owner_id', '=', ownerId)
    .execute()
  const keys = rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    createdAt: row.created_at,
    sha256: row.file_sha256,
    email: normaliseEmail(row.email),
  }))
  duplicateKeys.delete(ownerId)
  duplicateKeys.set(ownerId, { version, keys })
  while (duplicateKeys.size > CACHED_DUPLICATE_POOLS) duplicateKeys.delete(duplicateKeys.keys().next().value as string)
  return keys
}

/**
 * The resumes of the pool that repeat a candidate: the same file (same bytes) or the same e-mail
 * address as an earlier upload. Each names the earliest one it repeats; the earliest names none.
 * Flagged for the recruiter, never refused: a second file may be a newer resume of the same person.
 */
export async function poolDuplicates(db: Db, ownerId: string): Promise<Map<string, NonNullable<DuplicateOf>>> {
  const keys = [...(await poolDuplicateKeys(db, ownerId))].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  const firstBySha = new Map<string, DuplicateKeys>()
  const firstByEmail = new Map<string, DuplicateKeys>()
  const out = new Map<string, NonNullable<DuplicateOf>>()
  for (const key of keys) {
    const sameFile = firstBySha.get(key.sha256)
    const sameEmail = key.email ? firstByEmail.get(key.email) : undefined
    if (sameFile) out.set(key.id, { resume_id: sameFile.id, filename: sameFile.filename, reason: 'same_file' })
    else if (sameEmail) out.set(key.id, { resume_id: sameEmail.id, filename: sameEmail.filename, reason: 'same_email' })
    if (!sameFile) firstBySha.set(key.sha256, key)
    if (key.email && !sameEmail) firstByEmail.set(key.email, key)
  }
  return out
}

const CONTACTS_PER_QUERY = 1000

/** E-mail and phone of chosen resumes of the caller's pool (as corrected), by id. */
export async function candidateContacts(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, CandidateContact>> {
  const out = new Map<string, CandidateContact>()
  // In slices: SQLite takes at most 32,766 parameters a statement, and an export may rank the whole pool.
  for (let at = 0; at < ids.length; at += CONTACTS_PER_QUERY) {
    const rows = await db
      .selectFrom('recruiting_candidates')
      .select(['id', 'parsed_json', 'corrected_json'])
      .where('owner_id', '=', ownerId)
      .where('id', 'in', ids.slice(at, at + CONTACTS_PER_QUERY))
      .execute()
    for (const row of rows) {
      const { email, phone } = currentParse(row).contact
      out.set(row.id, { email: email?.trim() || null, phone: phone?.trim() || null })
    }
  }
  return out
}

export async function removeCandidate(db: Db, ownerId: string, id: string): Promise<void> {
  if (!(await deleteCandidate(db, ownerId, id))) throw candidateNotFound()
}

/** What T10 uses of a candidate of the caller's pool: its reading, or the recruiter's corrections of it. */
export async function getCandidateParse(db: Db, ownerId: string, id: string): Promise<ParsedResumeResponse> {
  const row = await findCandidate(db, ownerId, id)
  if (!row) throw candidateNotFound()
  return parsedResponse(row)
}

/**
 * Corrects a misread candidate: stores the corrections with the matching features computed from
 * them, and a new pool version, in one transaction, so every ranking after it (on any server)
 * scores the candidate as corrected. The reading itself is kept as it was. The features are
 * computed in a worker thread of `work`: they read the resume's whole text with the corrections.
 */
export async function correctCandidate(
  db: Db,
  ownerId: string,
  id: string,
  correction: ParsedResumeCorrection,
  work: UntrustedWork,
): Promise<ParsedResumeResponse> {
  const row = await findCandidate(db, ownerId, id)
  if (!row) throw candidateNotFound()
  const parsed = applyCorrection(currentParse(row), JSON.parse(row.parsed_json) as ParsedResume, correction)
  const [input, options] = featuresArgsOf(row, parsed)
  const features = await work.run('resumeFeatures', [input, options], 'text')
  const corrected = {
    corrected_json: JSON.stringify(parsed),
    corrected_at: new Date().toISOString(),
    features_json: JSON.stringify(features),
    engine_version: features.engine,
  }
  if (!(await updateCandidateCorrection(db, ownerId, id, corrected))) throw candidateNotFound() // removed meanwhile
  return parsedResponse({ ...row, ...corrected }, parsed)
}

/**
 * What a stored candidate's features are computed from: its visible text and a reading of it, as
 * at its upload (a role "to present" ends then), with the hidden-text flag its upload found.
 */
function featuresArgsOf(
  row: Pick<CandidateRow, 'resume_text' | 'created_at' | 'features_json'>,
  parsed: ParsedResume,
): [FeaturesInput, ResumeFeaturesOptions] {
  const stored = JSON.parse(row.features_json) as ResumeFeatures
  return [
    { resume_text: row.resume_text, raw_resume_text: row.resume_text, parsed },
    { asOf: new Date(row.created_at), hiddenText: stored.hiddenText },
  ]
}

/** What a match row shows beyond the index: the file and the candidate's name. */
export interface PoolMember {
  id: string
  filename: string
  uploadTime: string
  name: string | null
  /** When the candidate was last corrected (null: never): an index holding another value holds stale features. */
  correctedAt: string | null
}

/**
 * A pool ready for ranking: its index and, per resume, what a match row shows. The features
 * themselves are not kept: the index holds what ranking reads in typed arrays (a few hundred
 * bytes a resume, where the parsed features take several kB), and the one resume an analysis
 * needs is read from the database (poolFeatures).
 */
export interface Pool {
  members: Map<string, PoolMember>
  index: PoolIndex
  /** The members that repeat an earlier upload (poolDuplicates), found once per pool version. */
  duplicates: Map<string, NonNullable<DuplicateOf>>
}

const CACHED_POOLS = 32

/**
 * The caller's pool, indexed for ranking. The index is kept per owner and renewed only when the
 * pool changes (a cheap version query tells). A change is applied to the last index (derive):
 * only the new resumes' features are read, so an upload to a pool of 100k does not parse 100k
 * JSON documents again. Features of an older engine version are recomputed from the stored text
 * and written back. With `snapshots`, a pool this process has not indexed yet is loaded from its
 * snapshot of the same version when there is one, and each index built here is kept as the
 * snapshot: a process started for one query does not re-index the whole pool.
 */
export function createPoolCache(db: Db, snapshots?: PoolSnapshots) {
  const cache = new Map<string, { version: string; pool: Pool }>()

  async function load(ownerId: string): Promise<Pool> {
    const version = await candidatePoolVersion(db, ownerId)
    const hit = cache.get(ownerId)
    cache.delete(ownerId) // (re)inserted below: the most recently used come last
    let pool: Pool
    if (hit && hit.version === version) pool = hit.pool
    else {
      const stored = hit ? null : await snapshots?.read(ownerId, version)
      pool = stored ?? (hit ? await update(ownerId, hit.pool) : await build(ownerId))
      if (!stored) snapshots?.write(ownerId, version, pool)
    }
    cache.set(ownerId, { version, pool })
    while (cache.size > CACHED_POOLS) cache.delete(cache.keys().next().value as string)
    return pool
  }

  async function readMembers(ownerId: string, rows: CandidatePoolRow[], members: Map<string, PoolMember>): Promise<PoolEntry[]> {
    const entries: PoolEntry[] = []
    for (const row of rows) {
      const features = await currentFeatures(db, ownerId, row)
      members.set(row.id, { id: row.id, filename: row.filename, uploadTime: row.created_at, name: features.name, correctedAt: row.corrected_at })
      entries.push({ id: row.id, features })
    }
    return entries
  }

  async function build(ownerId: string): Promise<Pool> {
    const members = new Map<string, PoolMember>()
    const entries = await readMembers(ownerId, await listCandidateFeatures(db, ownerId), members)
    // Built from an array nobody keeps: once built, the features can be collected.
    return { members, index: new PoolIndex(entries), duplicates: await poolDuplicates(db, ownerId) }
  }

  async function update(ownerId: string, last: Pool): Promise<Pool> {
    const rows = await listCandidates(db, ownerId)
    const now = new Set(rows.map((row) => row.id))
    // A candidate corrected since the last index is indexed again, as if it were new.
    const corrected = new Set(
      rows.filter((row) => last.members.has(row.id) && last.members.get(row.id)?.correctedAt !== row.corrected_at).map((row) => row.id),
    )
    const kept = (id: string) => now.has(id) && !corrected.has(id)
    const members = new Map([...last.members].filter(([id]) => kept(id)))
    const addedIds = [...now].filter((id) => !last.members.has(id) || corrected.has(id))
    const added = await readMembers(ownerId, await listCandidateFeatures(db, ownerId, addedIds), members)
    return { members, index: last.index.derive(kept, added), duplicates: await poolDuplicates(db, ownerId) }
  }

  return { load }
}

export type PoolCache = ReturnType<typeof createPoolCache>

/** Current features of chosen resumes of the caller's pool, in the order asked; an unknown id is a 404. */
export async function poolFeatures(db: Db, ownerId: string, ids: readonly string[]): Promise<PoolEntry[]> {
  const wanted = [...new Set(ids)]
  const rows = new Map((await listCandidateFeatures(db, ownerId, wanted)).map((row) => [row.id, row]))
  const out: PoolEntry[] = []
  for (const id of wanted) {
    const row = rows.get(id)
    if (!row) throw candidateNotFound()
    out.push({ id, features: await currentFeatures(db, ownerId, row) })
  }
  return out
}

async function currentFeatures(db: Db, ownerId: string, row: CandidatePoolRow): Promise<ResumeFeatures> {
  if (row.engine_version === ENGINE_VERSION) return JSON.parse(row.features_json) as ResumeFeatures
  const full = await findCandidate(db, ownerId, row.id)
  if (!full) throw candidateNotFound()
  // From the recruiter's corrections when there are any. Read in this thread: only features of an
  // older engine version are, once each, from text read within the limits at its upload; the pool
  // cache is not given the app's worker threads (plugins/recruiting-pools.ts).
  const features = resumeFeatures(...featuresArgsOf(full, currentParse(full)))
  await db
    .updateTable('recruiting_candidates')
    .set({ features_json: JSON.stringify(features), engine_version: features.engine })
    .where('id', '=', row.id)
    .where('owner_id', '=', ownerId)
    .execute()
  return features
}
