import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ToolFailedError } from '../domain/errors.ts'
import type { ToolResult, ToolRunner, ToolRunOptions } from '../domain/tool-runner.ts'

/*
 * Runs short-lived commands (poppler's tools) through one small helper process instead of
 * spawning them from the server. Node forks the whole process to start a child, and a fork copies
 * the page tables of every mapped page: at the ~300 MiB a server holds with the skill taxonomy and
 * occupation data loaded, that is ~10 ms of CPU a spawn, on the event loop. T10 ingest runs three
 * tools a PDF; in a profile of its benchmark ChildProcess.spawn took 11 of 24 s of the server's
 * thread, and capped it near 17 PDFs/s whatever the cores. The helper is a plain Node process of
 * ~60 MiB: its spawns cost ~2 ms, on its own thread. What a command prints comes back over the IPC
 * channel (structured clone, no base64), or, when large, in a file (stdoutFile).
 *
 * The helper starts on first use and lives as long as the server; if it dies (killed from
 * outside) or stops answering, the calls it was running fail as server errors and the next call
 * starts a new one.
 */

interface Reply {
  id: number
  stdout: string | Uint8Array
  stderr: string
  error: { message: string; code?: number | string; signal?: string | null; killed?: boolean } | null
}

interface Pending {
  resolve: (reply: Reply) => void
  reject: (error: Error) => void
}

const HELPER = fileURLToPath(new URL('./tool-runner-process.mjs', import.meta.url))

// How long past a command's own timeout its answer may take before the helper is taken as stuck.
const HELPER_GRACE_MS = 10_000

let helper: ChildProcess | undefined
const pending = new Map<number, Pending>()
let lastId = 0

/** The ToolRunner port (domain/tool-runner.ts) over the helper process. */
export const toolRunner: ToolRunner = { run: runChild }

export function runChild(file: string, args: string[], options: ToolRunOptions & { encoding: 'utf8' }): Promise<ToolResult<string>>
export function runChild(file: string, args: string[], options: ToolRunOptions & { encoding: 'buffer' }): Promise<ToolResult<Buffer>>
export async function runChild(
  file: string,
  args: string[],
  options: ToolRunOptions & { encoding: 'utf8' | 'buffer' },
): Promise<ToolResult<string | Buffer>> {
  const id = ++lastId
  const request = {
    id,
    file,
    args,
    input: options.input,
    stdoutFile: options.stdoutFile,
    env: options.env,
    encoding: options.encoding,
    timeout: options.timeoutMs,
    maxBuffer: options.maxOutputBytes,
  }
  const reply = await new Promise<Reply>((resolve, reject) => {
    const child = startedHelper()
    // The helper kills a command at its timeout; this fires only if the helper itself is stuck,
    // and replaces it: the calls it holds fail, the next one starts a new helper.
    const overdue = setTimeout(() => {
      settle(id)?.reject(helperFailed(new Error(`no answer for ${file}`)))
      child.kill('SIGKILL')
    }, options.timeoutMs + HELPER_GRACE_MS)
    overdue.unref()
    const done =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(overdue)
        then(value)
      }
    pending.set(id, { resolve: done(resolve), reject: done(reject) })
    holdOpen(child)
    child.send(request, (error) => {
      if (error) settle(id)?.reject(helperFailed(error))
    })
  })
  const stdout = typeof reply.stdout === 'string' ? reply.stdout : Buffer.from(reply.stdout.buffer, reply.stdout.byteOffset, reply.stdout.byteLength)
  return { stdout, stderr: reply.stderr, failed: reply.error && Object.assign(new Error(reply.error.message), reply.error) }
}

function startedHelper(): ChildProcess {
  if (helper) return helper
  // Not the server's execArgv (`--import tsx`): the helper needs no TypeScript loader. A small young
  // generation keeps it at ~60 MiB instead of ~110 (the output it passes on is garbage at once),
  // and every fork it makes copies that much less.
  const execArgv = ['--max-semi-space-size=1']
  const child = fork(HELPER, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  child.on('message', (reply: Reply) => settle(reply.id)?.resolve(reply))
  const gone = (error: Error) => {
    if (helper === child) helper = undefined
    for (const id of [...pending.keys()]) settle(id)?.reject(helperFailed(error))
  }
  child.on('error', gone)
  child.on('exit', (code, signal) => gone(new Error(`exited with ${signal ?? code}`)))
  helper = child
  return child
}

function settle(id: number): Pending | undefined {
  const waiting = pending.get(id)
  pending.delete(id)
  if (pending.size === 0 && helper) letGo(helper)
  return waiting
}

// While calls are out, the channel keeps the event loop alive (a CLI awaiting an ingest has
// nothing else pending); when idle, the helper must not keep the process from exiting.
function holdOpen(child: ChildProcess) {
  child.ref()
  child.channel?.ref()
}

function letGo(child: ChildProcess) {
  child.unref()
  child.channel?.unref()
}

// The helper's failure is the server's, not the file's: a 500, never "could not read this file".
const helperFailed = (cause: Error) => new ToolFailedError(`child runner failed: ${cause.message}`, { cause })
