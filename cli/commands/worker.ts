import { Command } from 'commander'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { parseCount } from '../lib/parse-count.ts'
import { cliIo } from '../lib/cli-io.ts'

export const workerCommand = new Command('worker')
  .description('take queued jobs (generations, resume ingests) from the PostgreSQL work queue, without HTTP (needs DATABASE_URL)')
  .option('-c, --concurrency <n>', 'jobs run at once (default: WORKERS or 2)', parseCount(1))
  .action(async (options: { concurrency?: number }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    try {
      const [{ loadConfig }, { runWorker }] = await Promise.all([import('../../server/config.ts'), import('../../server/worker.ts')])
      await runWorker(
        loadConfig({
          ...cliIo().env,
          ...(options.concurrency !== undefined ? { WORKERS: String(options.concurrency) } : {}),
          ...(globals.dataDir ? { DATA_DIR: globals.dataDir } : {}),
        }),
      )
    } catch (error) {
      handleError(error)
    }
  })
