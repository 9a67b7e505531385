import { join } from 'node:path'
import fp from 'fastify-plugin'
import { type Db, openDatabase } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** The database, opened and migrated before any route runs, closed last on shutdown. */
export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const db = await openDatabase(join(dataDir, 't10.sqlite'))
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'database' },
)
