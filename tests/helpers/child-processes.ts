import { type ChildProcess, type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterEach } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

/** A port free on the loopback address now, for a server process told where to listen. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once the child has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/** The real server (server/main.ts) running as a child process. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  baseUrl: string
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
}

/**
 * The child processes a test file starts. Call it at the top of the file: every process started
 * through it is killed and waited for after each test, passed or failed, so a failing test leaves
 * no server running. A test that stops one itself (SIGTERM, to check a graceful close) still can.
 */
export function childProcesses() {
  const running = new Set<ChildProcess>()
  afterEach(async () => {
    const children = [...running]
    running.clear()
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await Promise.all(children.map(exitOf))
  })

  /** `node ...args` from the repository root, with `env` over this process's environment. */
  function spawnNode(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcessWithoutNullStreams {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } })
    running.add(child)
    return child
  }

  /** The real server on a free loopback port, once it says it is listening. */
  async function startServer(env: NodeJS.ProcessEnv, startupMs = 90_000): Promise<ServerProcess> {
    const port = await freePort()
    const child = spawnNode(['--import', 'tsx', 'server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const started = Date.now()
    while (!output.includes('Server listening')) {
      if (child.exitCode !== null || Date.now() - started > startupMs) throw new Error(`server did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output }
  }

  return { spawnNode, startServer }
}
