import fp from 'fastify-plugin'
import { createPoolCache, type PoolCache } from '../services/candidates.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Recruiters' candidate pools, indexed for ranking and cached until they change. */
    pools: PoolCache
  }
}

export default fp(
  async (app) => {
    app.decorate('pools', createPoolCache(app.db))
  },
  { name: 'pools', dependencies: ['database'] },
)
