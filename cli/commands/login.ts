import { Command } from 'commander'
import { createApiClient } from '../../shared/client.ts'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { readPassword } from '../lib/read-password.ts'
import { loginFilePath, markSigningIn, serverKey, storeToken } from '../lib/server-session.ts'

export const loginCommand = new Command('login')
  .description('sign in to a --server and keep the session for later calls (renewed as it is used)')
  .requiredOption('--email <email>', 'your account’s e-mail address')
  .addHelpText(
    'after',
    `
The password is asked at a prompt that shows nothing, or read from the first line of standard input.
The session is kept in $XDG_CONFIG_HOME/t10/login.json (else ~/.config/t10/login.json), readable by
you only, and used by every later call to that --server without --token or T10_TOKEN. The server
renews a session in use; t10 keeps the renewed token there, so a script that runs at least once
within the server's idle limit (SESSION_IDLE_MINUTES) stays signed in.`,
  )
  .action(async (options: { email: string }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      if (!globals.server) throw new Error('t10 login signs in to a server: give its address with --server URL')
      const server = serverKey(globals.server)
      const password = await readPassword(`Password for ${options.email} at ${server}: `)
      markSigningIn()
      const { user, token } = await createApiClient({ baseUrl: server }).login({ email: options.email, password })
      await storeToken(server, token, user.email)
      output.result(
        { server, email: user.email, login_file: loginFilePath() },
        () => `Signed in to ${server} as ${user.email}. Later calls with --server ${server} use this sign-in.`,
      )
    } catch (error) {
      handleError(error)
    }
  })
