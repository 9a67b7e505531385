import { SMTPServer } from 'smtp-server'

/**
 * Account mail (reset links, sign-up mail) leaves after the answer (server/plugins/account-mail.ts):
 * tests wait for it rather than expect it the moment the request is answered.
 */
export async function waitFor<T>(find: () => T | undefined | null | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The token of a link of `kind` (reset-password, verify-email) in an unsent mail written to the log. */
export function tokenInLogLine(line: Record<string, unknown> | undefined, kind = 'reset-password'): string | undefined {
  const match = new RegExp(`${kind}#token=([\\w-]+)`).exec(String(line?.msg ?? ''))
  return match?.[1]
}

/**
 * Waits for the `count`-th unsent mail with a `kind` link in the log (to `to`, when given) and
 * returns its token.
 */
export async function mailedToken(logs: Array<Record<string, unknown>>, kind = 'reset-password', count = 1, to?: string): Promise<string> {
  const lines = await waitFor(() => {
    const found = logs.filter((line) => tokenInLogLine(line, kind) !== undefined && (to === undefined || line.to === to))
    return found.length >= count ? found : undefined
  }, `${count} ${kind} link(s) in the log`)
  return tokenInLogLine(lines[count - 1], kind) as string
}

export interface Inbox {
  url: string
  /** Every message received, raw (headers and quoted-printable body). */
  messages: string[]
  /** The link token of `kind` in a message, quoted-printable undone. */
  tokenIn(message: string, kind: string): string | undefined
  close(): Promise<void>
}

/** A real SMTP server on a free port, keeping what it receives; `delayMs` holds each message that long. */
export async function startInbox({ delayMs = 0 }: { delayMs?: number } = {}): Promise<Inbox> {
  const messages: string[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () =>
        setTimeout(() => {
          messages.push(text)
          done()
        }, delayMs),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    tokenIn(message, kind) {
      const decoded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      return new RegExp(`${kind}#token=([\\w-]+)`).exec(decoded)?.[1]
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
