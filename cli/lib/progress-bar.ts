import { createRequire } from 'node:module'
import type CliProgress from 'cli-progress'
import { cliIo } from './cli-io.ts'

// cli-progress (and the modules it requires) loads when a bar is drawn, not with every command.
const loadPackage = createRequire(import.meta.url)

/** A progress bar on a terminal (stderr); nothing at all when stderr is not one. */
export function createProgressBar(total: number, label: string) {
  const { stderr } = cliIo()
  if (!stderr.isTTY || total === 0) return { increment() {}, stop() {} }
  const cliProgress = loadPackage('cli-progress') as typeof CliProgress
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {value}/{total} {eta_formatted}`, stream: stderr as NodeJS.WriteStream, hideCursor: true },
    cliProgress.Presets.shades_classic,
  )
  bar.start(total, 0)
  return {
    increment: () => bar.increment(),
    stop: () => bar.stop(),
  }
}
