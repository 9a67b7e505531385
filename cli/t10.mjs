#!/usr/bin/env node
// The `t10` binary. It runs the compiled CLI (dist/, from `node scripts/build-dist.mjs`) when that
// build is newer than every source it came from, and the TypeScript sources through tsx otherwise:
// a fresh clone needs no build step, and an edited source is never shadowed by an old build.
// T10_FROM_SOURCE=1 runs the sources even when the build is current.
import { pathToFileURL } from 'node:url'
import { freshCompiledEntry } from './lib/compiled-build.mjs'

const compiled = process.env.T10_FROM_SOURCE === '1' ? null : freshCompiledEntry('cli')
if (compiled) {
  await import(pathToFileURL(compiled).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./index.ts')
}
