import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'

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

/**
 * Mail over SMTP when SMTP_URL is set. Without it the mail is written to the server log, so a
 * single-machine install can still reset passwords (the operator reads the link from the log).
 */
export default fp<{ smtpUrl: string | null; from: string }>(
  async (app, { smtpUrl, from }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
    app.decorate('mailer', {
      async send(mail: Mail) {
        if (!transport) {
          app.log.info({ to: mail.to, subject: mail.subject }, `mail not sent (SMTP_URL is not set):\n${mail.text}`)
          return
        }
        await transport.sendMail({ from, ...mail })
      },
    })
    app.addHook('onClose', async () => transport?.close())
  },
  { name: 'mailer' },
)
