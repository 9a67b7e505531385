import cliProgress from 'cli-progress'

/** A progress bar on a terminal (stderr); nothing at all when stderr is not one. */
export function createProgressBar(total: number, label: string) {
  if (!process.stderr.isTTY || total === 0) return { increment() {}, stop() {} }
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {value}/{total} {eta_formatted}`, stream: process.stderr, hideCursor: true },
    cliProgress.Presets.shades_classic,
  )
  bar.start(total, 0)
  return {
    increment: () => bar.increment(),
    stop: () => bar.stop(),
  }
}
