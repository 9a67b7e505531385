import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import type { Mail } from '../plugins/mailer.ts'
import { createEmailVerification, createPasswordReset, type SignUpMail } from '../services/accounts.service.ts'

export const ACCOUNT_MAIL_TASK = 'account-mail'

/**
 * A mail about an account, sent after the request that asked for it has been answered: the answer
 * then takes the same time whether or not an account exists (SMTP took ~0.7 s before it). A job
 * names an address or an account, never a token: the token is made when the mail is written, so
 * the queue's table holds no secret.
 */
export type AccountMailJob = { kind: 'password-reset'; email: string } | SignUpMail

export interface AccountMailDeps {
  db: Db
  mailer: { send(mail: Mail): Promise<void> }
  /** Where the links lead (PUBLIC_URL). */
  publicUrl: string
  log: FastifyBaseLogger
}

/**
 * Links carry their token in the fragment (#token=...), which browsers never send to a server:
 * opening one writes no token into a request log, a proxy's log or a Referer.
 */
export const resetLinkOf = (publicUrl: string, token: string) => `${publicUrl}/reset-password#token=${encodeURIComponent(token)}`
export const verifyLinkOf = (publicUrl: string, token: string) => `${publicUrl}/verify-email#token=${encodeURIComponent(token)}`

/** Writes and sends the job's mail; nothing when there is no one to write to (an unknown address). */
export async function sendAccountMail({ db, mailer, publicUrl }: AccountMailDeps, job: AccountMailJob): Promise<void> {
  const mail = await writeMail(db, publicUrl, job)
  if (mail) await mailer.send(mail)
}

async function writeMail(db: Db, publicUrl: string, job: AccountMailJob): Promise<Mail | null> {
  if (job.kind === 'verify-email') {
    const verification = await createEmailVerification(db, job.userId)
    if (!verification?.user.email) return null
    return {
      to: verification.user.email,
      subject: 'Confirm your T10 account',
      text: `Welcome to T10. To confirm this e-mail address and start using your account, open this link within 24 hours:\n${verifyLinkOf(publicUrl, verification.token)}\n\nIf you did not create a T10 account, ignore this message; the account can't be used without this confirmation.\n`,
    }
  }
  const reset = await createPasswordReset(db, job.email)
  if (!reset?.user.email) return null
  const link = resetLinkOf(publicUrl, reset.token)
  if (job.kind === 'account-exists') {
    return {
      to: reset.user.email,
      subject: 'Your T10 account',
      text: `Someone tried to create a T10 account with this e-mail address, which already has one.\n\nIf it was you, sign in at ${publicUrl}/login. If you have forgotten your password, choose a new one with this link within one hour:\n${link}\n\nIf it was not you, ignore this message; your account stays as it is.\n`,
    }
  }
  return {
    to: reset.user.email,
    subject: 'Reset your T10 password',
    text: `Someone asked to reset the password of your T10 account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
  }
}

/** The queue's side (PostgreSQL): a failed send is retried by the queue, a few times. */
export function accountMailTask(deps: AccountMailDeps) {
  return async (payload: unknown): Promise<void> => {
    await sendAccountMail(deps, payload as AccountMailJob)
  }
}
