// A worker thread that extracts postings, one message at a time (see extraction-pool.ts for why
// this runs off the server's thread). Plain JavaScript so that it starts whether or not the
// thread that starts it loads TypeScript (the CLI and the tests register tsx on their own thread
// only); tsx is registered here for the modules it imports. Pages posted while it loads wait in
// the port's queue.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { extractPosting } = await import('./extract-posting.ts')

parentPort.on('message', (page) => {
  try {
    parentPort.postMessage({ posting: extractPosting(page) })
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) })
  }
})
