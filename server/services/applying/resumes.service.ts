import { createHash, randomUUID } from 'node:crypto'
import type { ExtractedResume, ParsedResume, ParsedResumeCorrection, ParsedResumeResponse, ResumeSummary } from '../../../shared/schemas/resume.ts'
import { type Db, nowIso } from '../../db/database.ts'
import { putFile } from '../../db/repositories/files.repository.ts'
import {
  deleteResume,
  findLatestResume,
  findResume,
  insertResume,
  listResumes,
  updateResumeCorrection,
} from '../../db/repositories/resumes.repository.ts'
import { insertUser, updateUser } from '../../db/repositories/users.repository.ts'
import type { ResumeRow } from '../../db/tables/resumes.ts'
import { type Account, guestDataExpiry } from '../../domain/account.ts'
import type { ExtractResumeOptions } from '../../domain/ingest/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import { applyCorrection, currentParse, parsedResponse } from './resume-corrections.ts'

export interface IngestInput {
  /** The caller; null for an anonymous visitor, who gets a guest identity with this upload. */
  owner: Account | null
  filename: string
  bytes: Buffer
  retentionHours: number
}

export interface IngestResult {
  resumeId: string
  extracted: ExtractedResume
  /** Set when this upload created a guest for an anonymous visitor. */
  newGuestId: string | null
}

/**
 * A resume file's text and structure, read in a worker thread under its time and memory limits
 * (lib/untrusted-work.ts): nothing a file holds can stall the server.
 */
export const readResumeFile = (work: UntrustedWork, bytes: Uint8Array, options: ExtractResumeOptions = {}) =>
  work.run('readResume', [bytes, options], 'file')

/**
 * Reads the file, then stores the bytes, the guest (if any) and the resume in one transaction:
 * a file that cannot be read leaves no trace, and a failed write leaves no half record.
 */
export async function ingestResume(db: Db, work: UntrustedWork, input: IngestInput): Promise<IngestResult> {
  const { kind, ...extracted } = await readResumeFile(work, input.bytes, { filename: input.filename })
  const now = new Date()
  const expiresAt = guestDataExpiry(input.owner, input.retentionHours, now)
  const resumeId = randomUUID()
  const sha256 = createHash('sha256').update(input.bytes).digest('hex')

  const newGuestId = await db.transaction().execute(async (trx) => {
    let ownerId = input.owner?.id
    let guestId: string | null = null
    if (!ownerId) {
      guestId = randomUUID()
      ownerId = guestId
      await insertUser(trx, {
        id: guestId,
        email: null,
        name: null,
        password_hash: null,
        is_guest: 1,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
    } else if (input.owner?.isGuest) {
      await updateUser(trx, ownerId, { expires_at: expiresAt })
    }
    await putFile(trx, { sha256, bytes: input.bytes, size: input.bytes.length, kind, created_at: now.toISOString() })
    await insertResume(trx, {
      id: resumeId,
      owner_id: ownerId,
      file_sha256: sha256,
      filename: input.filename,
      kind,
      resume_text: extracted.resume_text,
      raw_resume_text: extracted.raw_resume_text,
      parsed_json: JSON.stringify(extracted.parsed),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    return guestId
  })
  return { resumeId, extracted, newGuestId }
}

/**
 * One of the owner's resumes with its text and structure: the structure as the person corrected
 * it when they did, so every generation, regeneration and job search reads their corrections.
 */
export async function getResume(db: Db, ownerId: string, id: string): Promise<ResumeSummary & ExtractedResume> {
  const row = await findLiveResume(db, ownerId, id)
  return { ...toSummary(row), ...toExtracted(row) }
}

/** What T10 uses of one of the owner's resumes: its reading, or their corrections of it. */
export async function getParsedResume(db: Db, ownerId: string, id: string): Promise<ParsedResumeResponse> {
  return parsedResponse(await findLiveResume(db, ownerId, id))
}

/**
 * Stores the owner's corrections of a resume's reading, in one write: later generations, job
 * searches and regenerations use them. The reading itself is kept as it was.
 */
export async function correctResume(db: Db, ownerId: string, id: string, correction: ParsedResumeCorrection): Promise<ParsedResumeResponse> {
  const row = await findLiveResume(db, ownerId, id)
  const parsed = applyCorrection(currentParse(row), JSON.parse(row.parsed_json) as ParsedResume, correction)
  const corrected = { corrected_json: JSON.stringify(parsed), corrected_at: new Date().toISOString() }
  if (!(await updateResumeCorrection(db, ownerId, id, corrected))) throw resumeNotFound() // deleted meanwhile
  return parsedResponse({ ...row, ...corrected }, parsed)
}

/** What T10 uses now of one of the owner's resumes, or null when it is gone (deleted or expired). */
export async function findCurrentParse(db: Db, ownerId: string, id: string): Promise<ParsedResume | null> {
  const row = await findResume(db, ownerId, id)
  return row && (row.expires_at === null || row.expires_at >= nowIso()) ? currentParse(row) : null
}

async function findLiveResume(db: Db, ownerId: string, id: string): Promise<ResumeRow> {
  const row = await findResume(db, ownerId, id)
  if (!row || (row.expires_at !== null && row.expires_at < nowIso())) throw resumeNotFound()
  return row
}

/** The owner's most recent resume, or null before their first upload. */
export async function getLatestResume(db: Db, ownerId: string): Promise<(ResumeSummary & ExtractedResume) | null> {
  const row = await findLatestResume(db, ownerId, nowIso())
  return row ? { ...toSummary(row), ...toExtracted(row) } : null
}

export async function listOwnResumes(db: Db, ownerId: string): Promise<ResumeSummary[]> {
  return (await listResumes(db, ownerId)).map(toSummary)
}

export async function removeResume(db: Db, ownerId: string, id: string): Promise<void> {
  if (!(await deleteResume(db, ownerId, id))) throw resumeNotFound()
}

const resumeNotFound = () => new AppError(404, 'not_found', 'Resume not found')

function toSummary(row: Pick<ResumeRow, 'id' | 'filename' | 'kind' | 'created_at'>): ResumeSummary {
  return { resume_id: row.id, filename: row.filename, kind: row.kind, created_at: row.created_at }
}

function toExtracted(row: ResumeRow): ExtractedResume {
  return {
    resume_text: row.resume_text,
    raw_resume_text: row.raw_resume_text,
    parsed: currentParse(row),
  }
}
