import { Command } from 'commander'
import { ApiError, createApiClient } from '../../shared/client.ts'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { forgetToken, serverKey, storedToken } from '../lib/server-session.ts'

export const logoutCommand = new Command('logout')
  .description('sign out of a --server: its session ends and t10 forgets it')
  .action(async (_options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      if (!globals.server) throw new Error('t10 logout signs out of a server: give its address with --server URL')
      const server = serverKey(globals.server)
      const token = await storedToken(server)
      if (token) {
        // Ended on the server first, so a copy of the token is no use either; one already ended is fine.
        await createApiClient({ baseUrl: server, token })
          .logout()
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 401)) throw error
          })
        await forgetToken(server)
      }
      output.result({ server, signed_out: Boolean(token) }, () => (token ? `Signed out of ${server}.` : `Not signed in to ${server}: nothing to do.`))
    } catch (error) {
      handleError(error)
    }
  })
