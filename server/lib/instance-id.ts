import { randomUUID } from 'node:crypto'
import { readlinkSync } from 'node:fs'
import { hostname } from 'node:os'

/**
 * This process among the processes over one database (app servers, workers, CLI runs): random per
 * process, so it never repeats across hosts, containers or restarts, unlike a process id.
 */
export const INSTANCE_ID: string = randomUUID()

/**
 * Where this process runs: the machine and its process-id namespace (a container has its own).
 * Two instances with the same value can judge each other's process ids; others cannot.
 */
export const PROCESS_SPACE: string = `${hostname()}/${pidNamespace()}`

function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return 'unknown'
  }
}

/** Whether a process of this process space runs with that id. */
export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
