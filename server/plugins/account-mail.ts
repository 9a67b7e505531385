import fp from 'fastify-plugin'
import { ACCOUNT_MAIL_TASK, type AccountMailJob, sendAccountMail } from '../queue/account-mail.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accountMail: {
      /** Has the mail sent after the answer: queued (PostgreSQL), or in this process (SQLite). */
      send(job: AccountMailJob): Promise<void>
    }
  }
}

/** A failed send is tried again by the queue this many times in all (SMTP down for a moment). */
const MAIL_ATTEMPTS = 5

/**
 * Account mail (reset links, sign-up mail) leaves after the request is answered. Over PostgreSQL it
 * is a queued job, taken by any process with workers (HTTP-only servers add it and move on). With
 * SQLite there is no queue: it is sent by this process once the answer is on its way, and closing
 * waits for the sends still going.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const pending = new Set<Promise<void>>()
    app.decorate('accountMail', {
      async send(job: AccountMailJob) {
        if (app.workQueue) {
          await app.workQueue.queue.add(ACCOUNT_MAIL_TASK, job, { maxAttempts: MAIL_ATTEMPTS })
          return
        }
        const sending = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => sendAccountMail({ db: app.db, mailer: app.mailer, publicUrl, log: app.log }, job))
          // A mail failure is logged, never shown: the answer must not tell whether an account exists.
          .catch((err: unknown) => app.log.error({ err, mail: job.kind }, 'account mail failed'))
          .finally(() => pending.delete(sending))
        pending.add(sending)
      },
    })
    app.addHook('onClose', async () => {
      await Promise.all([...pending])
    })
  },
  { name: 'account-mail', dependencies: ['database', 'mailer', 'queue'] },
)
