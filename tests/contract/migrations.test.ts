import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createMigrator, type Db, migrateToLatest, openDatabase } from '../../server/db/database.ts'
import { isPostgres } from '../../server/db/dialect.ts'
import { migrations } from '../../server/db/migrations/index.ts'
import type { RecruitingCandidatesTable } from '../../server/db/tables/recruiting-candidates.ts'
import type { RecruitingJobsTable } from '../../server/db/tables/recruiting-jobs.ts'
import type { RecruitingPoolVersionsTable } from '../../server/db/tables/recruiting-pool-versions.ts'
import { LOCAL_CLI_EMAIL } from '../../server/services/accounts.service.ts'
import { type ContractStore, openContractStore } from './contract-store.ts'

/*
 * The frozen migrations over an empty database, again over an up-to-date one, and the ones that
 * carry rows stored under an earlier schema forward (and back).
 */

const stores: ContractStore[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.remove()
})
async function emptyStore(): Promise<ContractStore> {
  const store = await openContractStore({ migrate: false })
  stores.push(store)
  return store
}

const MIGRATION_NAMES = Object.keys(migrations).sort()
const TABLES = [
  'ai_grades',
  'ai_token_usage',
  'application_status_changes',
  'applications',
  'attempt_counters',
  'billing_customers',
  'billing_events',
  'documents',
  'email_verifications',
  'files',
  'generation_events',
  'generation_runs',
  'instances',
  'job_candidates',
  'job_listings',
  'password_resets',
  'profiles',
  'queued_files',
  'recruiting_candidates',
  'recruiting_jobs',
  'recruiting_pool_versions',
  'resumes',
  'revoked_sessions',
  'session_activity',
  'usage_events',
  'users',
]

/** The tables of this store (PostgreSQL: of its own schema only; other test files' schemas share the database). */
async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
  return rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort()
}

const ranMigrations = async (db: Db) =>
  (await db.withTables<{ kysely_migration: { name: string } }>().selectFrom('kysely_migration').select('name').orderBy('name').execute()).map(
    (r) => r.name,
  )

/** The indexes made for a table by name (not the ones a primary key or unique column gets). */
async function indexesOf(db: Db, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
  return rows
    .map((r) => r.name)
    .filter((name) => !/^sqlite_autoindex_|_pkey$|_key$/.test(name))
    .sort()
}

describe('the migrations', () => {
  it('build every table from an empty database, and a second run changes nothing', async () => {
    const { db, target } = await emptyStore()
    expect(await tablesOf(db)).toEqual([])
    await migrateToLatest(db)
    expect(await tablesOf(db)).toEqual(TABLES)
    expect(await ranMigrations(db)).toEqual(MIGRATION_NAMES)
    // The sample jobs are seeded by a migration: once.
    const listings = async () => (await db.selectFrom('job_listings').select(['id', 'source']).orderBy('id').execute()).map((r) => r.id)
    const seeded = await listings()
    expect(seeded).toHaveLength(8)

    await migrateToLatest(db)
    const { results } = await (await createMigrator(db)).migrateToLatest()
    expect(results).toEqual([])
    // A second process opening the same, up-to-date data.
    const again = await openDatabase(target)
    try {
      expect(await ranMigrations(again)).toEqual(MIGRATION_NAMES)
      expect(await listings()).toEqual(seeded)
    } finally {
      await again.destroy()
    }
  })

  it('keep their bookkeeping in the store’s own schema', async () => {
    const store = await emptyStore()
    await migrateToLatest(store.db)
    if (!store.postgres) return
    const { rows } = await sql<{ schema: string }>`
      select table_schema as schema from information_schema.tables where table_name = 'kysely_migration'
        and table_schema = current_schema()`.execute(store.db)
    expect(rows).toHaveLength(1)
  })

  it('run once when several servers start at once over one PostgreSQL database', async (context) => {
    const store = await emptyStore()
    // SQLite: one server process per data directory.
    if (!store.postgres) return context.skip()
    const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase(store.target)))
    try {
      expect(await ranMigrations(store.db)).toEqual(MIGRATION_NAMES)
      expect(await store.db.selectFrom('job_listings').select('id').execute()).toHaveLength(8)
    } finally {
      for (const db of opened) await db.destroy()
    }
  })

  it('move the CLI’s local account to premium when it was created before plan limits; other accounts keep theirs', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_22_004_t10_matching')).error).toBeUndefined()
    const account = (id: string, email: string) => ({
      id,
      email,
      name: null,
      password_hash: null,
      created_at: new Date().toISOString(),
      expires_at: null,
    })
    await db
      .insertInto('users')
      .values([account('local', LOCAL_CLI_EMAIL), account('customer', 'customer@example.com')])
      .execute()
    await migrateToLatest(db)
    expect(await db.selectFrom('users').select(['id', 'plan']).orderBy('id').execute()).toEqual([
      { id: 'customer', plan: 'free' },
      { id: 'local', plan: 'premium' },
    ])
  })

  it('give pools stored before pool versions a version; owners without candidates get none', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_25_011_queued_files')).error).toBeUndefined()
    const now = new Date().toISOString()
    await db
      .insertInto('users')
      .values(['with-pool', 'without-pool'].map((id) => ({ id, email: `${id}@example.com`, created_at: now })))
      .execute()
    await db
      .insertInto('files')
      .values({ sha256: 'f', bytes: Buffer.from('%PDF'), size: 4, kind: 'pdf', created_at: now })
      .execute()
    // The table's name before 2026_11_28_001_recruiting_names.
    await db
      .withTables<{ candidates: RecruitingCandidatesTable }>()
      .insertInto('candidates')
      .values(['c1', 'c2'].map((id) => candidateRow(id, 'with-pool', now)))
      .execute()
    await migrateToLatest(db)
    const rows = await db.selectFrom('recruiting_pool_versions').selectAll().execute()
    expect(rows.map((r) => r.owner_id)).toEqual(['with-pool'])
    expect(rows[0]!.version).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('read resumes and candidates stored before corrections as uncorrected', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_25_012_candidate_pool_versions')).error).toBeUndefined()
    const now = new Date().toISOString()
    await addOwnerWithFile(db, now, 'txt')
    const row = {
      id: 'r1',
      owner_id: 'u1',
      file_sha256: 'f',
      filename: 'r.txt',
      kind: 'txt',
      resume_text: 'text',
      parsed_json: '{}',
      created_at: now,
    }
    await db
      .insertInto('resumes')
      .values({ ...row, raw_resume_text: 'text', expires_at: null })
      .execute()
    await db
      .withTables<{ candidates: RecruitingCandidatesTable }>()
      .insertInto('candidates')
      .values({ ...row, id: 'c1', features_json: '{}', engine_version: 1, hidden_text: 0 })
      .execute()
    await migrateToLatest(db)
    const uncorrected = [{ corrected_json: null, corrected_at: null }]
    expect(await db.selectFrom('resumes').select(['corrected_json', 'corrected_at']).execute()).toEqual(uncorrected)
    expect(await db.selectFrom('recruiting_candidates').select(['corrected_json', 'corrected_at']).execute()).toEqual(uncorrected)
  })

  it('keep documents stored before their job and name were, with those unread (null) until the list reads them', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_28_001_recruiting_names')).error).toBeUndefined()
    const now = new Date().toISOString()
    await db.insertInto('users').values({ id: 'u1', email: 'u1@example.com', created_at: now }).execute()
    const document = {
      id: 'd1',
      owner_id: 'u1',
      parent_id: null,
      document_type: 'resume' as const,
      filename: 'resume-000000000000.tex',
      template: 'modern',
      provider: 'local',
      latex_content: '\\documentclass{article}',
      document_json: '{}',
      source_json: '{}',
      pdf_sha256: null,
      ats_json: null,
      created_at: now,
      expires_at: null,
    }
    await db.withTables<{ documents: typeof document }>().insertInto('documents').values(document).execute()
    await migrateToLatest(db)
    expect(await db.selectFrom('documents').select(['id', 'job_title', 'company', 'applicant_name']).execute()).toEqual([
      { id: 'd1', job_title: null, company: null, applicant_name: null },
    ])
  })

  it('add the shortlist over jobs and pools stored before it: a candidate starts new, unrated, and leaves with its resume', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_28_004_ai_grades')).error).toBeUndefined()
    const now = new Date().toISOString()
    await addOwnerWithFile(db, now, 'pdf')
    await db
      .insertInto('recruiting_candidates')
      .values(['c1', 'c2'].map((id) => candidateRow(id, 'u1', now)))
      .execute()
    await db
      .insertInto('recruiting_jobs')
      .values({
        id: 'j1',
        owner_id: 'u1',
        title: 'Accountant',
        description: 'd',
        features_json: '{}',
        engine_version: 1,
        created_at: now,
        published_at: null,
      })
      .execute()
    await migrateToLatest(db)
    const seen = { owner_id: 'u1', job_id: 'j1', first_seen_at: now, last_seen_at: now }
    await db
      .insertInto('job_candidates')
      .values(['c1', 'c2'].map((resume_id) => ({ ...seen, resume_id })))
      .execute()
    expect(
      await db
        .selectFrom('job_candidates')
        .select(['resume_id', 'stage', 'rating', 'notes', 'reviewed_at', 'match_percentage'])
        .orderBy('resume_id')
        .execute(),
    ).toEqual([
      { resume_id: 'c1', stage: 'new', rating: null, notes: '', reviewed_at: null, match_percentage: null },
      { resume_id: 'c2', stage: 'new', rating: null, notes: '', reviewed_at: null, match_percentage: null },
    ])
    // One row per candidate of a job; a rating is 1 to 5; the job and the resume must exist.
    await expect(
      db
        .insertInto('job_candidates')
        .values({ ...seen, resume_id: 'c1' })
        .execute(),
    ).rejects.toThrow()
    await expect(db.updateTable('job_candidates').set({ rating: 6 }).execute()).rejects.toThrow()
    await expect(
      db
        .insertInto('job_candidates')
        .values({ ...seen, resume_id: 'no-such-resume' })
        .execute(),
    ).rejects.toThrow()
    await expect(
      db
        .insertInto('job_candidates')
        .values({ ...seen, job_id: 'no-such-job', resume_id: 'c1' })
        .execute(),
    ).rejects.toThrow()
    // (PostgreSQL lists the primary key's index under the constraint's name.)
    expect((await indexesOf(db, 'job_candidates')).filter((name) => name !== 'job_candidates_pk')).toEqual([
      'job_candidates_owner_job',
      'job_candidates_resume',
    ])

    await db.deleteFrom('recruiting_candidates').where('id', '=', 'c1').execute()
    expect((await db.selectFrom('job_candidates').select('resume_id').execute()).map((r) => r.resume_id)).toEqual(['c2'])
    await db.deleteFrom('users').where('id', '=', 'u1').execute()
    expect(await db.selectFrom('job_candidates').select('resume_id').execute()).toEqual([])
  })

  it('keep documents stored before applications unfiled; an application removed takes its history and documents along', async () => {
    const { db } = await emptyStore()
    expect((await (await createMigrator(db)).migrateTo('2026_11_28_004_ai_grades')).error).toBeUndefined()
    const now = new Date().toISOString()
    await db.insertInto('users').values({ id: 'u1', email: 'u1@example.com', created_at: now }).execute()
    const document = (id: string) => ({
      id,
      owner_id: 'u1',
      parent_id: null,
      document_type: 'resume' as const,
      filename: `resume-00000000000${id.slice(-1)}.tex`,
      template: 'modern',
      provider: 'local',
      latex_content: '\\documentclass{article}',
      document_json: '{}',
      source_json: '{}',
      pdf_sha256: null,
      ats_json: null,
      created_at: now,
      expires_at: null,
      job_title: '',
      company: '',
      applicant_name: '',
    })
    await db
      .withTables<{ documents: ReturnType<typeof document> }>()
      .insertInto('documents')
      .values([document('d1'), document('d2')])
      .execute()
    await migrateToLatest(db)
    expect(await db.selectFrom('documents').select(['id', 'application_id']).orderBy('id').execute()).toEqual([
      { id: 'd1', application_id: null },
      { id: 'd2', application_id: null },
    ])
    expect(await indexesOf(db, 'documents')).toContain('documents_application')

    await db
      .insertInto('applications')
      .values({
        id: 'a1',
        owner_id: 'u1',
        title: 'Staff Accountant',
        company: 'Acme',
        location: '',
        link: null,
        posting_text: '',
        status: 'applied',
        closed_reason: null,
        notes: '',
        next_step: '',
        next_step_date: null,
        source: 'manual',
        created_at: now,
        updated_at: now,
        status_changed_at: now,
      })
      .execute()
    await db
      .insertInto('application_status_changes')
      .values([
        { application_id: 'a1', seq: 1, status: 'saved', closed_reason: null, at: now },
        { application_id: 'a1', seq: 2, status: 'applied', closed_reason: null, at: now },
      ])
      .execute()
    // One change per place in the history.
    await expect(
      db.insertInto('application_status_changes').values({ application_id: 'a1', seq: 2, status: 'offer', closed_reason: null, at: now }).execute(),
    ).rejects.toThrow()
    // A document names an application that exists, or none.
    await expect(db.updateTable('documents').set({ application_id: 'no-such-application' }).where('id', '=', 'd2').execute()).rejects.toThrow()
    await db.updateTable('documents').set({ application_id: 'a1' }).where('id', '=', 'd1').execute()
    await db.deleteFrom('applications').where('id', '=', 'a1').execute()
    expect(await db.selectFrom('application_status_changes').select('seq').execute()).toEqual([])
    expect(await db.selectFrom('documents').select('id').execute()).toEqual([{ id: 'd2' }])
  })

  it('carry the recruiting tables to their recruiting names with rows, keys and indexes, and back down', async () => {
    const { db } = await emptyStore()
    const before = '2026_11_27_001_session_activity_and_verification'
    const migrator = await createMigrator(db)
    expect((await migrator.migrateTo(before)).error).toBeUndefined()
    const now = new Date().toISOString()
    const old = db.withTables<{
      candidates: RecruitingCandidatesTable
      jobs: RecruitingJobsTable
      candidate_pool_versions: RecruitingPoolVersionsTable
    }>()
    await addOwnerWithFile(old, now, 'pdf')
    await old
      .insertInto('candidates')
      .values(candidateRow('c1', 'u1', now))
      .execute()
    await old
      .insertInto('jobs')
      .values({
        id: 'j1',
        owner_id: 'u1',
        title: 'Accountant',
        description: 'd',
        features_json: '{}',
        engine_version: 1,
        created_at: now,
        published_at: now,
      })
      .execute()
    await old.insertInto('candidate_pool_versions').values({ owner_id: 'u1', version: 'v1' }).execute()

    // Up to this migration only: the later, forward-only ones have no way down.
    expect((await migrator.migrateTo('2026_11_28_001_recruiting_names')).error).toBeUndefined()
    expect(await db.selectFrom('recruiting_candidates').select(['id', 'owner_id', 'file_sha256']).execute()).toEqual([
      { id: 'c1', owner_id: 'u1', file_sha256: 'f' },
    ])
    expect(await db.selectFrom('recruiting_jobs').select(['id', 'published_at']).execute()).toEqual([{ id: 'j1', published_at: now }])
    expect(await db.selectFrom('recruiting_pool_versions').selectAll().execute()).toEqual([{ owner_id: 'u1', version: 'v1' }])
    expect(await indexesOf(db, 'recruiting_candidates')).toEqual(['recruiting_candidates_file', 'recruiting_candidates_owner_created'])
    expect(await indexesOf(db, 'recruiting_jobs')).toEqual(['recruiting_jobs_owner_created', 'recruiting_jobs_published'])
    // The foreign keys still hold: a file must exist, and an account removed takes its pool along.
    await expect(
      db
        .insertInto('recruiting_candidates')
        .values(candidateRow('c2', 'u1', now, 'no-such-file'))
        .execute(),
    ).rejects.toThrow()
    await db.deleteFrom('users').where('id', '=', 'u1').execute()
    for (const table of ['recruiting_candidates', 'recruiting_jobs', 'recruiting_pool_versions'] as const) {
      expect(await db.selectFrom(table).select('owner_id').execute()).toEqual([])
    }

    expect((await migrator.migrateTo(before)).error).toBeUndefined()
    expect(await indexesOf(db, 'candidates')).toEqual(['candidates_file', 'candidates_owner_created'])
    expect(await indexesOf(db, 'jobs')).toEqual(['jobs_owner_created', 'jobs_published'])
    await migrateToLatest(db)
    expect(await indexesOf(db, 'recruiting_candidates')).toEqual(['recruiting_candidates_file', 'recruiting_candidates_owner_created'])
  })
})

/** User u1 and a stored file 'f' of four bytes of `kind`, as the tables stood before the migration under test. */
async function addOwnerWithFile(db: Db, now: string, kind: 'txt' | 'pdf'): Promise<void> {
  await db.insertInto('users').values({ id: 'u1', email: 'u1@example.com', created_at: now }).execute()
  await db
    .insertInto('files')
    .values({ sha256: 'f', bytes: Buffer.from(kind === 'pdf' ? '%PDF' : 'text'), size: 4, kind, created_at: now })
    .execute()
}

function candidateRow(id: string, ownerId: string, now: string, file = 'f') {
  return {
    id,
    owner_id: ownerId,
    file_sha256: file,
    filename: `${id}.pdf`,
    kind: 'pdf',
    resume_text: 'text',
    parsed_json: '{}',
    features_json: '{}',
    engine_version: 1,
    hidden_text: 0,
    created_at: now,
  }
}
