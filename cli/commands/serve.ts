import { Command, InvalidArgumentError } from 'commander'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'

export const serveCommand = new Command('serve')
  .description('run the T10 server (web app and API)')
  .option('-p, --port <port>', 'port to listen on (default: PORT or 3000)', parsePort)
  .action(async (options: { port?: number }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    try {
      const [{ loadConfig }, { serve }] = await Promise.all([import('../../server/config.ts'), import('../../server/serve.ts')])
      await serve(
        loadConfig({
          ...process.env,
          ...(options.port !== undefined ? { PORT: String(options.port) } : {}),
          ...(globals.dataDir ? { DATA_DIR: globals.dataDir } : {}),
        }),
      )
    } catch (error) {
      handleError(error)
    }
  })

function parsePort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a port number')
  return port
}
