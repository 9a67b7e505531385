import { SMTPServer } from 'smtp-server'
import type { Inbox } from './account-mail.ts'

/**
 * A real SMTP server that accepts no message until the test opens its gate: each message it is
 * sent waits, unanswered, as a slow mail server's would. A test can then show that an answer came
 * back before its mail was accepted by the order of events, not by how long either took.
 */
export interface GatedInbox extends Inbox {
  /** Messages sent to the server and still waiting at the gate. */
  waiting(): number
  /** Accepts the waiting messages and every later one. */
  open(): void
}

export async function startGatedInbox(): Promise<GatedInbox> {
  const messages: string[] = []
  const held: Array<() => void> = []
  let gateOpen = false
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => {
        const accept = () => {
          messages.push(text)
          done()
        }
        if (gateOpen) accept()
        else held.push(accept)
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waiting: () => held.length,
    open() {
      gateOpen = true
      for (const accept of held.splice(0)) accept()
    },
    tokenIn(message, kind) {
      const decoded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      return new RegExp(`${kind}#token=([\\w-]+)`).exec(decoded)?.[1]
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
