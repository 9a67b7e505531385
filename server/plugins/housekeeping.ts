import fp from 'fastify-plugin'
import { nowIso } from '../db/database.ts'
import { deleteEndedAttemptWindows } from '../db/repositories/attempt-counters.repository.ts'
import { deleteExpiredDocuments } from '../db/repositories/documents.repository.ts'
import { deleteUnreferencedFiles } from '../db/repositories/files.repository.ts'
import { deleteExpiredEmailVerifications } from '../db/repositories/email-verifications.repository.ts'
import { deleteExpiredPasswordResets } from '../db/repositories/password-resets.repository.ts'
import { deleteExpiredResumes } from '../db/repositories/resumes.repository.ts'
import { deleteSessionActivityBefore } from '../db/repositories/session-activity.repository.ts'
import { deleteUsageBefore } from '../db/repositories/usage.repository.ts'
import { deleteExpiredGuests, deleteUnconfirmedAccounts } from '../db/repositories/users.repository.ts'
import { LATEX_JOB_DIR_PREFIX } from '../adapters/pdflatex-compiler.ts'
import { PDF_SCRATCH_PREFIX } from '../domain/ingest/extract-pdf.ts'
import { afterStart } from '../lib/after-start.ts'
import { scratchLocations, sweepStaleScratch } from '../lib/scratch-sweep.ts'

const EVERY_HOUR_MS = 60 * 60 * 1000
/**
 * A sign-up left unconfirmed this long is deleted: it holds its address (signing up again with it
 * only mails a note) and can't sign in. Its confirmation link lasts 24 hours and a reset
 * link also confirms, so a week leaves its owner time to come back.
 */
const UNCONFIRMED_ACCOUNT_DAYS = 7

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes what has outlived its retention: anonymous uploads, guests, unconfirmed sign-ups, used-up reset tokens. */
    purgeExpired: () => Promise<void>
    /** Where PDFs being read are written for the tools (under DATA_DIR, so the sweep finds them). */
    scratchDir: string
  }
}

export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const scratch = scratchLocations(dataDir, { pdf: PDF_SCRATCH_PREFIX, latexJob: LATEX_JOB_DIR_PREFIX })
    app.decorate('scratchDir', scratch.pdfScratchDir)
    const sweepScratch = async () => {
      const removed = await sweepStaleScratch(scratch.all)
      if (removed > 0) app.log.info({ removed }, 'removed stale scratch directories (left by a crash)')
    }
    // Before anything starts working in them (the LaTeX formats are built once the app has started).
    await sweepScratch().catch((err: unknown) => app.log.error({ err }, 'sweep of scratch directories failed'))

    const purgeExpired = async () => {
      const now = nowIso()
      await app.db.transaction().execute(async (trx) => {
        await deleteExpiredDocuments(trx, now)
        await deleteExpiredResumes(trx, now)
        await deleteExpiredGuests(trx, now)
        await deleteUnconfirmedAccounts(trx, new Date(Date.now() - UNCONFIRMED_ACCOUNT_DAYS * 24 * 3_600_000).toISOString())
        await deleteExpiredPasswordResets(trx, now)
        await deleteExpiredEmailVerifications(trx, now)
        // A session unused for longer than the longest idle limit (SESSION_IDLE_MINUTES, at most 7 days) is refused anyway.
        await deleteSessionActivityBefore(trx, new Date(Date.now() - 8 * 24 * 3_600_000).toISOString())
        await deleteUnreferencedFiles(trx)
        // Rate-limit and sign-in windows that have ended (the rate-limit store never deletes, to stay one statement).
        await deleteEndedAttemptWindows(trx, now)
        // Usage counts only matter within a calendar month (plans) or a day (trial).
        await deleteUsageBefore(trx, new Date(Date.now() - 40 * 24 * 3_600_000).toISOString())
      })
    }
    app.decorate('purgeExpired', purgeExpired)

    const run = async () => {
      await purgeExpired().catch((err: unknown) => app.log.error({ err }, 'purge of expired data failed'))
      await sweepScratch().catch((err: unknown) => app.log.error({ err }, 'sweep of scratch directories failed'))
    }
    // No request waits for a purge (expired rows stay up to an hour between runs anyway): the
    // first runs once the app has started, then every hour; closing lets a running one finish.
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> = Promise.resolve()
    afterStart(app, () => {
      running = run()
      timer = setInterval(() => {
        running = run()
      }, EVERY_HOUR_MS).unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'housekeeping', dependencies: ['database'] },
)
