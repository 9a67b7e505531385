import fp from 'fastify-plugin'

export interface Mail {
  to: string
  subject: string
  text: string
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> }
  }
}

export interface MailerOptions {
  smtpUrl: string | null
  from: string
  /** Without SMTP: write the mail's text (a reset link) to the log; off in production (config.ts says why). */
  logUnsentMail: boolean
  /** Say at start-up where mail goes when there is no SMTP server (the web server; not the CLI's embedded one). */
  announceDelivery: boolean
}

/**
 * Mail over SMTP when SMTP_URL is set. Without it the mail is written to the server log, so a
 * single-machine install can still reset passwords (the operator reads the link from the log).
 */
export default fp<MailerOptions>(
  async (app, { smtpUrl, from, logUnsentMail, announceDelivery }) => {
    // nodemailer loads only where mail goes out over SMTP.
    const transport = smtpUrl ? (await import('nodemailer')).default.createTransport(smtpUrl) : null
    if (!transport && announceDelivery) {
      app.log.warn(
        logUnsentMail
          ? 'SMTP_URL is not set: password reset links are written to this log instead of being mailed'
          : 'SMTP_URL is not set: password reset mail is not sent, and its links are not logged (NODE_ENV=production or LOG_UNSENT_MAIL=false)',
      )
    }
    app.decorate('mailer', {
      async send(mail: Mail) {
        if (!transport) {
          if (logUnsentMail) {
            app.log.info({ to: mail.to, subject: mail.subject }, `mail not sent (SMTP_URL is not set):\n${mail.text}`)
          } else {
            app.log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set')
          }
          return
        }
        await transport.sendMail({ from, ...mail })
      },
    })
    app.addHook('onClose', async () => transport?.close())
  },
  { name: 'mailer' },
)
