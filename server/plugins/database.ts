import fp from 'fastify-plugin'
import { type Db, databaseFileOf, openDatabase } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** The database, opened and migrated before any route runs, closed last on shutdown. */
export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const db = await openDatabase(databaseFileOf(dataDir))
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'database' },
)
