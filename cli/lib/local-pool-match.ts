import { cliIo } from './cli-io.ts'
import type { Match } from '../../shared/schemas/recruiting.ts'

export interface PoolMatch {
  job: { job_id: string; title: string; published: boolean }
  matches: Match[]
}

/**
 * `t10 match` over the whole pool, in this process, by the services the API's routes call
 * (createJob, then findMatches), on the data directory's database (or DATABASE_URL's), as the
 * CLI's local user. This is what scripts call once per job, so it skips building the HTTP app:
 * Fastify, its plugins and JWT are ~2 MB of JavaScript that a cold process would compile and run
 * for two calls. The answers and refusals are the services' own, as the routes give them.
 */
export async function matchLocalPool(
  dataDir: string | undefined,
  input: { description: string; published: boolean },
  limit: number,
): Promise<PoolMatch> {
  const [
    { loadConfig },
    { databaseTargetOf, openDatabase },
    { ensureLocalUser },
    { createJob, findMatches },
    { createPoolCache },
    { createPoolSnapshots },
  ] = await Promise.all([
    import('../../server/config.ts'),
    import('../../server/db/database.ts'),
    import('../../server/services/accounts.service.ts'),
    import('../../server/services/recruiting/matching.service.ts'),
    import('../../server/services/recruiting/candidates.service.ts'),
    import('../../server/services/recruiting/pool-snapshots.ts'),
  ])
  const config = loadConfig({ ...cliIo().env, ...(dataDir ? { DATA_DIR: dataDir } : {}) })
  const db = await openDatabase(databaseTargetOf(config))
  // A snapshot that cannot be written only costs the next call a rebuild of the index.
  const snapshots = createPoolSnapshots(config.dataDir, (error) =>
    cliIo().stderr.write(`t10: could not keep the pool index snapshot: ${String(error)}\n`),
  )
  try {
    const owner = await ensureLocalUser(db)
    const job = await createJob(db, owner.id, input)
    const matches = await findMatches(db, createPoolCache(db, snapshots), owner.id, job.id, limit)
    return { job: { job_id: job.id, title: job.title, published: job.published_at !== null }, matches }
  } finally {
    await snapshots.flush()
    await db.destroy()
  }
}
