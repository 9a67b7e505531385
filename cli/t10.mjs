#!/usr/bin/env node
// The `t10` binary. It runs the compiled CLI (dist/, from `node scripts/build-dist.mjs`) when that
// build is newer than every source it came from, and the TypeScript sources through tsx otherwise:
// a fresh clone needs no build step, and an edited source is never shadowed by an old build.
// T10_FROM_SOURCE=1 runs the sources even when the build is current. T10_COMPILED=1 runs the build
// whatever the files' times, and fails without one: the production image sets it, since its sources
// never change after its build, and a host clock ahead of the builder's (or a source left out of the
// image) must not send every call silently through the TypeScript compiler, several times slower.
import { pathToFileURL } from 'node:url'
import { compiledEntry, freshCompiledEntry } from './lib/compiled-build.mjs'

const pinned = process.env.T10_COMPILED === '1'
const compiled = process.env.T10_FROM_SOURCE === '1' ? null : pinned ? compiledEntry('cli') : freshCompiledEntry('cli')
if (pinned && !compiled) {
  process.stderr.write('t10: T10_COMPILED=1 but there is no compiled build in dist/: run `node scripts/build-dist.mjs` first\n')
  process.exit(1)
}
if (compiled) {
  await import(pathToFileURL(compiled).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./index.ts')
}
