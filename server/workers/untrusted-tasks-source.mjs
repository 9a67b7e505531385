// The tasks of untrusted-tasks.ts run from the TypeScript sources (tests, `npm run dev`, the CLI
// before a build): a worker thread starts without the parent's loader, so tsx is registered here.
// The compiled build loads dist/untrusted-tasks.mjs instead.
import { register } from 'tsx/esm/api'

register()
const { default: runTask } = await import('./untrusted-tasks.ts')

export default runTask
