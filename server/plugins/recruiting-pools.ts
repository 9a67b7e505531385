import fp from 'fastify-plugin'
import { createPoolCache, type PoolCache } from '../services/recruiting/candidates.service.ts'
import { createPoolSnapshots } from '../services/recruiting/pool-snapshots.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Recruiters' candidate pools, indexed for ranking and cached until they change. */
    recruitingPools: PoolCache
  }
}

export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    // Pools' indexes kept in the data directory (services/recruiting/pool-snapshots.ts); a failed write only
    // costs the next process a rebuild, so it is logged, not thrown.
    const snapshots = createPoolSnapshots(dataDir, (err) => app.log.warn({ err }, 'could not keep the pool index snapshot'))
    app.decorate('recruitingPools', createPoolCache(app.db, snapshots))
    app.addHook('onClose', () => snapshots.flush())
  },
  { name: 'recruiting-pools', dependencies: ['database'] },
)
