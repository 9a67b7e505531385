// The helper process of child-runner.ts: runs the commands the server sends it and sends back what
// they printed. Plain JavaScript, run without tsx, so it starts in a few tens of ms and stays
// small: a fork from a small process is cheap, which is its whole point (see child-runner.ts).
import { execFile } from 'node:child_process'

const running = new Set()

process.on('message', (request) => {
  const { id, file, args, input, encoding, timeout, maxBuffer } = request
  const child = execFile(file, args, { encoding, timeout, maxBuffer, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
    running.delete(child)
    const failure = error && { message: error.message, code: error.code, signal: error.signal, killed: error.killed }
    // The server may be gone by now; nothing is left to tell then.
    process.send({ id, stdout, stderr: stderr.toString(), error: failure }, () => {})
  })
  running.add(child)
  // The child may exit (bad input) before it reads all of it; that EPIPE is its answer, not ours.
  child.stdin?.on('error', () => {})
  child.stdin?.end(input)
})

// The server going away closes the channel: nobody is left to answer, so stop what runs and exit.
process.on('disconnect', () => {
  for (const child of running) child.kill('SIGKILL')
  process.exit(0)
})

// Ctrl-C and a process group's SIGTERM reach this process too. The server lets in-flight work
// finish on those, and that work may still need this helper; it exits when the server does.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => {})
