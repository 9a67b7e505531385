#!/usr/bin/env node
// Compiles the server and the CLI into dist/ (esbuild: one ES module per entry point, shared
// code and lazily imported parts in chunks beside them), so that a process starts without
// compiling TypeScript. Skips the work when dist/ is newer than every source it was built from;
// `--force` builds anyway. npm packages stay outside the bundle: node_modules is read at run time.
//
// Source files find their data (word vectors, taxonomies, templates, helper scripts) relative to
// themselves (import.meta.url). Bundled, they would look beside dist/ instead, so each module's
// import.meta.url and import.meta.dirname are rewritten to name its source file's place: the
// data stays where it is in the tree, and dist/ holds code only.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { BUILD_INFO, DIST, ROOT, freshCompiledEntry } from '../cli/lib/compiled-build.mjs'

const ENTRIES = { server: 'server/main.ts', cli: 'cli/index.ts' }

if (!process.argv.includes('--force') && Object.keys(ENTRIES).every((name) => freshCompiledEntry(name))) process.exit(0)

const { build } = await import('esbuild')

/** import.meta.url / dirname of a source file, as an expression valid in any file directly in dist/. */
const sourcePlace = {
  name: 'source-place',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined
      const fromDist = relative(DIST, args.path)
      const dirFromDist = relative(DIST, dirname(args.path))
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`)
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dirFromDist}`)})`)
      return { contents, loader: 'ts' }
    })
  },
}

const startedAt = Date.now()
rmSync(DIST, { recursive: true, force: true })
process.stderr.write('t10 setup: compiling the server and the CLI...\n')
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  outdir: DIST,
  // Every output file directly in dist/: the rewritten paths above are relative to that folder.
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [sourcePlace],
})

const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/'))
const entries = Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `${name}.mjs`]))
writeFileSync(BUILD_INFO, `${JSON.stringify({ startedAt, entries, inputs }, null, 2)}\n`)
