import fp from 'fastify-plugin'
import { nowIso } from '../db/database.ts'
import { deleteExpiredDocuments } from '../db/repositories/documents.repository.ts'
import { deleteUnreferencedFiles } from '../db/repositories/files.repository.ts'
import { deleteExpiredPasswordResets } from '../db/repositories/password-resets.repository.ts'
import { deleteExpiredResumes } from '../db/repositories/resumes.repository.ts'
import { deleteUsageBefore } from '../db/repositories/usage.repository.ts'
import { deleteExpiredGuests } from '../db/repositories/users.repository.ts'

const EVERY_HOUR_MS = 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes what has outlived its retention: anonymous uploads, guests, used-up reset tokens. */
    purgeExpired: () => Promise<void>
  }
}

export default fp(
  async (app) => {
    const purgeExpired = async () => {
      const now = nowIso()
      await app.db.transaction().execute(async (trx) => {
        await deleteExpiredDocuments(trx, now)
        await deleteExpiredResumes(trx, now)
        await deleteExpiredGuests(trx, now)
        await deleteExpiredPasswordResets(trx, now)
        await deleteUnreferencedFiles(trx)
        // Usage counts only matter within a calendar month (plans) or a day (trial).
        await deleteUsageBefore(trx, new Date(Date.now() - 40 * 24 * 3_600_000).toISOString())
      })
    }
    app.decorate('purgeExpired', purgeExpired)

    const run = () => purgeExpired().catch((err: unknown) => app.log.error({ err }, 'purge of expired data failed'))
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await run()
      timer = setInterval(run, EVERY_HOUR_MS).unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'housekeeping', dependencies: ['database'] },
)
