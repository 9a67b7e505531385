import fp from 'fastify-plugin'
import { type Db, openDatabase } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/**
 * The database (`target`: a postgres:// URL or an SQLite file), opened and migrated before any
 * route runs, closed last on shutdown.
 */
export default fp<{ target: string }>(
  async (app, { target }) => {
    const db = await openDatabase(target, {
      onIdleConnectionError: (err) => app.log.warn({ err }, 'an idle database connection failed; the pool opens a new one'),
    })
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'database' },
)
