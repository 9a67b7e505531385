import { readdirSync, readlinkSync } from 'node:fs'
import path from 'node:path'

/*
 * Which processes run in a folder: a test that must show a child process is gone (a compile
 * stopped at its time limit, an aborted one) looks for it by its working directory, not by how
 * long the call took, which says more about the machine's load than about the code.
 */

/** Whether this platform lists processes' working directories (Linux's /proc). */
export const canListProcesses = (() => {
  try {
    readlinkSync('/proc/self/cwd')
    return true
  } catch {
    return false
  }
})()

/**
 * The ids of the processes whose working directory is `dir` or inside it (a removed directory
 * still counts: the kernel names it "... (deleted)"). Processes this user cannot inspect are
 * left out, as are those that end while the list is read.
 */
export function processesIn(dir: string): number[] {
  const root = path.resolve(dir)
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let cwd: string
    try {
      cwd = readlinkSync(`/proc/${entry}/cwd`)
    } catch {
      continue
    }
    if (cwd === root || cwd.startsWith(`${root}/`)) found.push(Number(entry))
  }
  return found
}
