import { Command, InvalidArgumentError } from 'commander'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { parseCount } from '../lib/parse-count.ts'
import { cliIo } from '../lib/cli-io.ts'

export const serveCommand = new Command('serve')
  .description('run the T10 server (web app and API)')
  .option('-p, --port <port>', 'port to listen on (default: PORT or 3000)', parsePort)
  .option('-w, --workers <n>', 'with DATABASE_URL: queued jobs this server runs at once, 0 for HTTP only (default: WORKERS or 2)', parseCount(0))
  .action(async (options: { port?: number; workers?: number }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    try {
      const [{ loadConfig }, { serve }] = await Promise.all([import('../../server/config.ts'), import('../../server/serve.ts')])
      await serve(
        loadConfig({
          ...cliIo().env,
          ...(options.port !== undefined ? { PORT: String(options.port) } : {}),
          ...(options.workers !== undefined ? { WORKERS: String(options.workers) } : {}),
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
