import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/database.ts'
import {
  deleteDocument,
  deleteExpiredDocuments,
  findDocumentByFilename,
  insertDocument,
  listDocuments,
} from '../../server/db/repositories/documents.repository.ts'
import { deleteUnreferencedFiles, getFileBytes, putFile } from '../../server/db/repositories/files.repository.ts'
import { findProfile, upsertProfile } from '../../server/db/repositories/profiles.repository.ts'
import {
  deleteExpiredResumes,
  deleteResume,
  findLatestResume,
  findResume,
  insertResume,
  listResumes,
  updateResumeCorrection,
} from '../../server/db/repositories/resumes.repository.ts'
import type { NewDocumentRow } from '../../server/db/tables/documents.ts'
import type { NewResumeRow } from '../../server/db/tables/resumes.ts'
import { addUser, type ContractStore, isoAgo, isoIn, openContractStore } from './contract-store.ts'

let store: ContractStore
let db: Db
beforeAll(async () => {
  store = await openContractStore()
  db = store.db
})
afterAll(() => store.remove())

async function storedFile(bytes: Buffer): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await putFile(db, { sha256, bytes, size: bytes.length, kind: 'pdf', created_at: new Date().toISOString() })
  return sha256
}

function resumeRow(ownerId: string, sha256: string, changes: Partial<NewResumeRow> = {}): NewResumeRow {
  return {
    id: randomUUID(),
    owner_id: ownerId,
    file_sha256: sha256,
    filename: 'cv.pdf',
    kind: 'pdf',
    resume_text: 'Accountant with five years of audit work.',
    raw_resume_text: 'Accountant with five years of audit work.',
    parsed_json: '{}',
    created_at: new Date().toISOString(),
    expires_at: null,
    ...changes,
  }
}

function documentRow(ownerId: string, changes: Partial<NewDocumentRow> = {}): NewDocumentRow {
  const id = randomUUID()
  return {
    id,
    owner_id: ownerId,
    parent_id: null,
    document_type: 'resume',
    filename: `resume_${id}.tex`,
    template: 'classic',
    provider: 'local',
    latex_content: '\\documentclass{article}',
    document_json: '{}',
    source_json: '{}',
    pdf_sha256: null,
    ats_json: null,
    created_at: new Date().toISOString(),
    expires_at: null,
    ...changes,
  }
}

describe('uploaded files', () => {
  it('are stored once per content, bytes exactly as sent (NUL bytes and all)', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x00, 0x0a, 0x80])
    const sha = await storedFile(bytes)
    await Promise.all([storedFile(bytes), storedFile(bytes)])
    expect(Buffer.compare((await getFileBytes(db, sha))!, bytes)).toBe(0)
    expect(await db.selectFrom('files').select('sha256').where('sha256', '=', sha).execute()).toHaveLength(1)
    expect(await getFileBytes(db, 'no-such-file')).toBeUndefined()
  })

  it('are removed once no resume, document or candidate points at them', async () => {
    const owner = await addUser(db)
    const kept = await storedFile(Buffer.from(`kept ${randomUUID()}`))
    const pdf = await storedFile(Buffer.from(`pdf ${randomUUID()}`))
    const loose = await storedFile(Buffer.from(`loose ${randomUUID()}`))
    await insertResume(db, resumeRow(owner.id, kept))
    await insertDocument(db, documentRow(owner.id, { pdf_sha256: pdf }))
    await deleteUnreferencedFiles(db)
    expect(await getFileBytes(db, loose)).toBeUndefined()
    expect(await getFileBytes(db, kept)).toBeDefined()
    expect(await getFileBytes(db, pdf)).toBeDefined()
    // A resume must point at stored bytes (foreign key).
    await expect(insertResume(db, resumeRow(owner.id, 'no-such-file'))).rejects.toThrow()
  })
})

describe('resumes', () => {
  it('are read, listed, corrected and deleted by their owner only', async () => {
    const [owner, stranger] = [await addUser(db), await addUser(db)]
    const sha = await storedFile(Buffer.from(`resume ${randomUUID()}`))
    const older = resumeRow(owner.id, sha, { created_at: isoAgo(60_000), filename: 'old.pdf' })
    const newer = resumeRow(owner.id, sha, { filename: 'new.pdf' })
    await insertResume(db, older)
    await insertResume(db, newer)

    expect((await findResume(db, owner.id, older.id))?.filename).toBe('old.pdf')
    expect(await findResume(db, stranger.id, older.id)).toBeUndefined()
    expect((await listResumes(db, owner.id)).map((r) => r.filename)).toEqual(['new.pdf', 'old.pdf'])
    expect(await listResumes(db, stranger.id)).toEqual([])
    expect((await findLatestResume(db, owner.id, new Date().toISOString()))?.id).toBe(newer.id)
    expect(await findLatestResume(db, stranger.id, new Date().toISOString())).toBeUndefined()

    const correction = { corrected_json: '{"name":"Priya"}', corrected_at: new Date().toISOString() }
    expect(await updateResumeCorrection(db, stranger.id, older.id, correction)).toBe(false)
    expect((await findResume(db, owner.id, older.id))?.corrected_json).toBeNull()
    expect(await updateResumeCorrection(db, owner.id, older.id, correction)).toBe(true)
    expect(await findResume(db, owner.id, older.id)).toMatchObject(correction)

    expect(await deleteResume(db, stranger.id, older.id)).toBe(false)
    expect(await deleteResume(db, owner.id, older.id)).toBe(true)
    expect(await deleteResume(db, owner.id, older.id)).toBe(false)
    expect((await listResumes(db, owner.id)).map((r) => r.id)).toEqual([newer.id])
  })

  it('of a guest expire: the newest unexpired is the latest, the expired ones are purged', async () => {
    const guest = await addUser(db, { email: null, is_guest: 1, expires_at: isoIn(86_400_000) })
    const sha = await storedFile(Buffer.from(`guest ${randomUUID()}`))
    const expired = resumeRow(guest.id, sha, { expires_at: isoAgo(1000) })
    const live = resumeRow(guest.id, sha, { expires_at: isoIn(86_400_000), created_at: isoAgo(60_000) })
    await insertResume(db, expired)
    await insertResume(db, live)
    expect((await findLatestResume(db, guest.id, new Date().toISOString()))?.id).toBe(live.id)
    await deleteExpiredResumes(db, new Date().toISOString())
    expect(await findResume(db, guest.id, expired.id)).toBeUndefined()
    expect(await findResume(db, guest.id, live.id)).toBeDefined()
  })
})

describe('documents', () => {
  it('are found by file name, listed newest first and deleted by their owner only', async () => {
    const [owner, stranger] = [await addUser(db), await addUser(db)]
    const first = documentRow(owner.id, { created_at: isoAgo(60_000) })
    const regenerated = documentRow(owner.id, { parent_id: first.id, document_type: 'cover_letter' })
    await insertDocument(db, first)
    await insertDocument(db, regenerated)
    expect((await findDocumentByFilename(db, owner.id, first.filename))?.id).toBe(first.id)
    expect(await findDocumentByFilename(db, stranger.id, first.filename)).toBeUndefined()
    expect((await listDocuments(db, owner.id)).map((d) => [d.id, d.parent_id])).toEqual([
      [regenerated.id, first.id],
      [first.id, null],
    ])
    expect(await listDocuments(db, stranger.id)).toEqual([])

    expect(await deleteDocument(db, stranger.id, first.id)).toBe(false)
    expect(await deleteDocument(db, owner.id, first.id)).toBe(true)
    // The regenerated one stays, no longer pointing at it (ON DELETE SET NULL).
    expect((await listDocuments(db, owner.id)).map((d) => [d.id, d.parent_id])).toEqual([[regenerated.id, null]])
  })

  it('have unique file names across all owners', async () => {
    const [a, b] = [await addUser(db), await addUser(db)]
    const one = documentRow(a.id)
    await insertDocument(db, one)
    await expect(insertDocument(db, documentRow(b.id, { filename: one.filename }))).rejects.toThrow(/UNIQUE|duplicate key/i)
    expect((await findDocumentByFilename(db, a.id, one.filename))?.id).toBe(one.id)
  })

  it('of a guest are purged once expired', async () => {
    const owner = await addUser(db)
    const expired = documentRow(owner.id, { expires_at: isoAgo(1000) })
    const kept = documentRow(owner.id, { expires_at: isoIn(60_000) })
    await insertDocument(db, expired)
    await insertDocument(db, kept)
    await deleteExpiredDocuments(db, new Date().toISOString())
    expect((await listDocuments(db, owner.id)).map((d) => d.id)).toEqual([kept.id])
  })
})

describe('stored text', () => {
  // PostgreSQL refuses NUL in text, SQLite keeps it: both stores drop it (db/strip-nul.ts) and answer alike.
  it('loses its NUL characters in inserts, updates and upserts, and nothing else', async () => {
    const owner = await addUser(db, { name: 'Ada\u0000 Lovelace' })
    expect((await db.selectFrom('users').select('name').where('id', '=', owner.id).executeTakeFirstOrThrow()).name).toBe('Ada Lovelace')
    await upsertProfile(db, { ...profile(owner.id), location: 'Lis\u0000bon' })
    await upsertProfile(db, { ...profile(owner.id), location: 'Lis\u0000bon', title: 'Site Reliability\u0000 Engineer' })
    expect(await findProfile(db, owner.id)).toMatchObject({ location: 'Lisbon', title: 'Site Reliability Engineer' })

    const sha = await storedFile(Buffer.from(`nul ${randomUUID()}`))
    const row = resumeRow(owner.id, sha, { resume_text: 'Python\u0000 and SQL', filename: 'cv\u0000.pdf' })
    await insertResume(db, row)
    expect(await findResume(db, owner.id, row.id)).toMatchObject({ resume_text: 'Python and SQL', filename: 'cv.pdf' })
    await updateResumeCorrection(db, owner.id, row.id, { corrected_json: '{"name":"A\u0000B"}', corrected_at: new Date().toISOString() })
    expect((await findResume(db, owner.id, row.id))?.corrected_json).toBe('{"name":"AB"}')
    // A value compared against is stripped too, so a lookup with a NUL finds the stored text.
    expect(
      (await db.selectFrom('resumes').select('id').where('filename', '=', 'cv\u0000.pdf').where('owner_id', '=', owner.id).execute()).length,
    ).toBe(1)
  })

  it('keeps long texts and every other character exactly', async () => {
    const owner = await addUser(db)
    const sha = await storedFile(Buffer.from(`long ${randomUUID()}`))
    const line = 'Zoë Ångström — 東京 🚀 naïve café; tabs\tand\r\nnewlines; quotes \' " \\ %_ \u200b\n'
    const long = line.repeat(Math.ceil(2_000_000 / line.length))
    const row = resumeRow(owner.id, sha, { resume_text: long, raw_resume_text: long, parsed_json: JSON.stringify({ text: long }) })
    await insertResume(db, row)
    const read = await findResume(db, owner.id, row.id)
    expect(read?.resume_text.length).toBe(long.length)
    expect(read?.resume_text === long).toBe(true)
    expect(JSON.parse(read!.parsed_json).text === long).toBe(true)
  })
})

function profile(userId: string) {
  return { user_id: userId, full_name: '', title: '', location: '', experience: '', education: '', skills: '', updated_at: new Date().toISOString() }
}
