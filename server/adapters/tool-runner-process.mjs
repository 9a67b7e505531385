// The helper process of tool-runner.ts: runs the commands the server sends it and sends back what
// they printed. Plain JavaScript, run without tsx, so it starts in a few tens of ms and stays
// small: a fork from a small process is cheap, which is its whole point (see tool-runner.ts).
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'

const running = new Set()

process.on('message', (request) => {
  run(request, (reply) => process.send({ id: request.id, ...reply }, () => {})) // the server may be gone by now
})

/** execFile's behaviour (timeout, output cap, the same error fields), plus stdout into a file. */
function run({ file, args, input, stdoutFile, env, encoding, timeout, maxBuffer }, reply) {
  let out = 'pipe'
  try {
    if (stdoutFile) out = openSync(stdoutFile, 'w')
  } catch (error) {
    reply({ stdout: '', stderr: '', error: failureOf(error) })
    return
  }
  let child
  try {
    // Without input, no stdin pipe: one pipe and stream less to set up a run.
    child = spawn(file, args, { stdio: [input ? 'pipe' : 'ignore', out, 'pipe'], ...(env ? { env: { ...process.env, ...env } } : {}) })
  } catch (error) {
    // Arguments spawn refuses outright: an answer, not a crash of the helper.
    reply({ stdout: '', stderr: '', error: failureOf(error) })
    return
  } finally {
    if (typeof out === 'number') closeSync(out) // the child holds its own copy
  }
  running.add(child)
  const stdout = []
  const stderr = []
  let killed = false
  let failure = null
  let finished = false
  const stop = (error) => {
    failure ??= error
    killed = true
    child.kill('SIGKILL')
  }
  const collect = (into) => {
    let size = 0
    return (chunk) => {
      size += chunk.length
      if (size > maxBuffer) stop(Object.assign(new Error('maxBuffer length exceeded'), { code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' }))
      else into.push(chunk)
    }
  }
  child.stdout?.on('data', collect(stdout))
  child.stderr.on('data', collect(stderr))
  const timer = setTimeout(() => stop(null), timeout)
  const finish = (code, signal) => {
    if (finished) return
    finished = true
    clearTimeout(timer)
    running.delete(child)
    const err = Buffer.concat(stderr).toString()
    const bytes = Buffer.concat(stdout)
    let error = null
    if (failure) error = { ...failureOf(failure), killed }
    else if (code !== 0 || signal) {
      error = { message: `Command failed: ${[file, ...args].join(' ')}\n${err}`, code: code ?? undefined, signal, killed }
    }
    reply({ stdout: encoding === 'buffer' ? bytes : bytes.toString('utf8'), stderr: err, error })
  }
  child.on('error', (error) => {
    failure ??= error
    // A command that could not start (ENOENT) has no exit to wait for.
    if (child.pid === undefined) finish(null, null)
  })
  child.on('close', finish)
  // The child may exit (bad input) before it reads all of it; that EPIPE is its answer, not ours.
  child.stdin?.on('error', () => {})
  child.stdin?.end(input)
}

function failureOf(error) {
  return { message: error.message, code: error.code, signal: error.signal ?? null, killed: false }
}

// The server going away closes the channel: nobody is left to answer, so stop what runs and exit.
process.on('disconnect', () => {
  for (const child of running) child.kill('SIGKILL')
  process.exit(0)
})

// Ctrl-C and a process group's SIGTERM reach this process too. The server lets in-flight work
// finish on those, and that work may still need this helper; it exits when the server does.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
