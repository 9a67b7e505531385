import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { ensureLocalUser } from '../../server/services/accounts.service.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCli } from '../helpers/run-cli.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

/*
 * `t10 match` keeps the pool's index as a snapshot in the data directory, and the next process
 * loads it. Whatever happens to the pool or to the file in between, the ranking is the one a
 * rebuild gives: uploads and deletes show at once, and a damaged snapshot is replaced.
 */

const work = mkdtempSync(join(tmpdir(), 't10-cli-snapshot-'))
const dataDir = join(work, 'data')
const snapshotDir = join(dataDir, 'pool-index')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Written test resumes: two teachers (DOCX, PDF), then the accountant (PDF).
const teachers = [renderingPath(resumesByField('teaching')[0]!.id, 'word'), renderingPath(resumesByField('art-teacher')[0]!.id, 'sidebar')]
const accountantTruth = resumesByField('accounting')[0]!
const accountant = renderingPath(accountantTruth.id, 'single')
const fileName = (path: string) => path.split('/').pop()

async function rankPool(): Promise<Array<{ filename: string; name: string; resume_id: string; score: number }>> {
  const result = await runCli(['match', '--jd', '-', '--top', '10', '--json', '--data-dir', dataDir], { input: ACCOUNTANT_JD })
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout).matches
}

/** The pool's one snapshot file. */
function snapshotFile(): string {
  const files = readdirSync(snapshotDir).filter((f) => f.endsWith('.bin'))
  expect(files).toHaveLength(1)
  return join(snapshotDir, files[0]!)
}

const snapshotBytes = (): Buffer => readFileSync(snapshotFile())

/** Deletes a resume of the CLI's local user through the HTTP API, as a browser would. */
async function deleteOverHttp(resumeId: string): Promise<void> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }), { webApp: false })
  try {
    const user = await ensureLocalUser(app.db)
    const token = app.jwt.sign({ sub: user.id, tv: user.token_version })
    const response = await app.inject({ method: 'DELETE', url: `/api/v1/t10/resumes/${resumeId}`, headers: { authorization: `Bearer ${token}` } })
    expect(response.statusCode).toBeLessThan(300)
  } finally {
    await app.close()
  }
}

describe('t10 match with the pool index snapshot (the real binary)', () => {
  it('ranks from the snapshot as from a rebuild, and an upload, a delete or a damaged file never gives a stale answer', async () => {
    expect((await runCli(['ingest', '--json', '--data-dir', dataDir, ...teachers])).code).toBe(0)
    const first = await rankPool()
    expect(first.map((m) => m.filename).sort()).toEqual(teachers.map(fileName).sort())
    const firstSnapshot = snapshotBytes()

    // A second process over the same pool: the same answer, from the snapshot it left.
    expect(await rankPool()).toEqual(first)
    expect(snapshotBytes().equals(firstSnapshot)).toBe(true)

    // An upload makes the snapshot stale: the new resume is ranked, first for an accountant's job.
    expect((await runCli(['ingest', '--json', '--data-dir', dataDir, accountant])).code).toBe(0)
    const afterUpload = await rankPool()
    expect(afterUpload.map((m) => m.filename)).toHaveLength(3)
    expect(afterUpload[0]!.filename).toBe(fileName(accountant))
    expect(afterUpload[0]!.name).toBe(accountantTruth.name)
    const uploadSnapshot = snapshotBytes()
    expect(uploadSnapshot.equals(firstSnapshot)).toBe(false)

    // A damaged snapshot (one byte changed in its arrays) is refused and replaced.
    const damaged = Buffer.from(uploadSnapshot)
    damaged[damaged.length - 100] = damaged[damaged.length - 100]! ^ 0xff
    writeFileSync(snapshotFile(), damaged)
    expect(await rankPool()).toEqual(afterUpload)
    expect(snapshotBytes().equals(uploadSnapshot)).toBe(true)

    // A whole, undamaged file of the layout before this one (its magic, its digest recomputed) is
    // rebuilt too, never read with this code's layout.
    const older = Buffer.from(uploadSnapshot)
    older.write('T10IDX01', 0, 'latin1')
    createHash('sha256')
      .update(older.subarray(0, older.length - 32))
      .digest()
      .copy(older, older.length - 32)
    writeFileSync(snapshotFile(), older)
    expect(await rankPool()).toEqual(afterUpload)
    expect(snapshotBytes().equals(uploadSnapshot)).toBe(true)

    // A delete through the API (another process) makes it stale too: the resume is gone from the ranking.
    await deleteOverHttp(afterUpload[0]!.resume_id)
    const afterDelete = await rankPool()
    expect(afterDelete.map((m) => m.resume_id)).toEqual(first.map((m) => m.resume_id))
    expect(afterDelete.map((m) => m.score)).toEqual(first.map((m) => m.score))

    // The same file uploaded again is flagged as the earlier upload's duplicate, from a rebuild and
    // from the snapshot alike (the snapshot keeps the pool's duplicates with its version).
    expect((await runCli(['ingest', '--json', '--data-dir', dataDir, teachers[0]!])).code).toBe(0)
    const duplicatesOf = async () => {
      const csv = join(work, 'ranking.csv')
      const result = await runCli(['match', '--jd', '-', '--top', '10', '--csv', csv, '--data-dir', dataDir], { input: ACCOUNTANT_JD })
      expect(result.code, result.stderr).toBe(0)
      const rows = parse(readFileSync(csv, 'utf8'), { columns: true }) as Array<Record<string, string>>
      return rows.map((row) => [row['Resume Name'], row['Duplicate of']])
    }
    const fromRebuild = await duplicatesOf()
    expect(fromRebuild.filter(([, earlier]) => earlier)).toEqual([[fileName(teachers[0]!), fileName(teachers[0]!)]])
    expect(await duplicatesOf()).toEqual(fromRebuild)
  }, 600_000)
})
