#!/usr/bin/env node
// Compiles the server and the CLI into dist/ (esbuild: one ES module per entry point, shared
// code and lazily imported parts in chunks beside them), so that a process starts without
// compiling TypeScript. Skips the work when dist/ is newer than every source it was built from;
// `--force` builds anyway. npm packages stay outside the bundle (node_modules is read at run time),
// except those every request path loads and that are spread over hundreds of small files (BUNDLED:
// typebox and kysely, Fastify and the plugins the T10 routes and a server's start stand on, with
// what they require):
// resolving and compiling those file by file cost a cold process more than their code does.
// Bundled CommonJS calls require() for Node's own modules: the banner gives every chunk one.
//
// Source files find their data (word vectors, taxonomies, templates, helper scripts) relative to
// themselves (import.meta.url). Bundled, they would look beside dist/ instead, so each module's
// import.meta.url and import.meta.dirname are rewritten to name its source file's place: the
// data stays where it is in the tree, and dist/ holds code only.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { BUILD_INFO, DIST, ROOT, freshCompiledEntry } from '../cli/lib/compiled-build.mjs'

// The third is what the worker threads of server/lib/untrusted-work.ts load (beside server.mjs).
const ENTRIES = { server: 'server/main.ts', cli: 'cli/index.ts', 'untrusted-tasks': 'server/workers/untrusted-tasks.ts' }
// Built on its own, with the knowledge base's reader that the server and the CLI leave out.
const PREPARE = 'server/prepare-data.ts'

if (!process.argv.includes('--force') && ['server', 'cli'].every((name) => freshCompiledEntry(name))) process.exit(0)

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

/** Packages compiled into dist/: plain JavaScript, no data files, no native parts, many small modules. */
const BUNDLED = new Set([
  'typebox',
  'kysely',
  'fastify',
  'fastify-plugin',
  '@fastify/jwt',
  '@fastify/cookie',
  '@fastify/multipart',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  // The plugins every server start registers (with helmet, ip-address, readable-stream under them).
  '@fastify/helmet',
  '@fastify/rate-limit',
  'fastify-sse-v2',
  // What every `t10` command loads (commander; eventsource-parser under the API client), and the
  // matcher's own (stemmer; csv-stringify under the CSV export's module).
  'commander',
  'eventsource-parser',
  'stemmer',
  'csv-stringify',
])
// Never compiled in, wherever they are required from: native code, or files found beside the package at run time.
const OUTSIDE = new Set(['better-sqlite3', 'pg', 'pg-native', 'thread-stream', 'pino-pretty', 'sonic-boom'])

const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true }
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]
      if (OUTSIDE.has(name)) return { external: true }
      // A bundled package's own dependencies come with it.
      return BUNDLED.has(name) || args.importer.includes('/node_modules/') ? undefined : { external: true }
    })
  },
}

/*
 * The server and the CLI read every structure built from the knowledge base from dist/prepared/,
 * never the YAML sources: the module that reads them (with the YAML parser and the shape checker,
 * ~40 ms of every cold `t10 match` to compile) is replaced in their bundle by one that says so.
 */
const KNOWLEDGE_SOURCES = /server\/domain\/knowledge\/sources\.ts$/
const knowledgeSourcesLeftOut = {
  name: 'knowledge-sources-left-out',
  setup(b) {
    b.onLoad({ filter: KNOWLEDGE_SOURCES }, () => ({
      contents: `const prepared = () => { throw new Error('The compiled build reads the knowledge base from dist/prepared/, made by its own build: run npm run build:dist') }
export const checkKnowledge = prepared
export const checkedBase = prepared
export const describeProblem = (p) => p.file + ': ' + p.entry + ': ' + p.message
export class KnowledgeBaseError extends Error {}`,
      loader: 'js',
    }))
  },
}

const BANNER =
  "import { createRequire as __t10CreateRequire } from 'node:module'; const require = __t10CreateRequire(import.meta.url); const __t10PreparedDir = new URL('./prepared/', import.meta.url);"

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
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [packagesOutside, knowledgeSourcesLeftOut, sourcePlace],
  // Where server/domain/knowledge/prepared-data.ts finds the structures prepared below (every chunk is in dist/).
  banner: { js: BANNER },
})
// The step that prepares them: one file, the knowledge base's reader in it.
const prepareBuild = await build({
  absWorkingDir: ROOT,
  entryPoints: { prepare: PREPARE },
  outdir: DIST,
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  metafile: true,
  logLevel: 'warning',
  plugins: [packagesOutside, sourcePlace],
  banner: { js: BANNER },
})

// The engine's structures built once from its data files, kept in dist/prepared/.
execFileSync(process.execPath, [join(DIST, 'prepare.mjs')], { env: { ...process.env, T10_WRITE_PREPARED: '1' }, stdio: 'inherit' })

// The engine's data files and the knowledge base too: a prepared structure is as old as the
// build, so an edited data file makes the build stale like an edited source.
const dataFiles = [
  ...readdirSync(join(ROOT, 'server', 'domain'), { recursive: true })
    .map((path) => join('server', 'domain', String(path)))
    .filter((path) => /\.(json|txt|bin)$/.test(path)),
  // The knowledge base, which the prepared structures are built from.
  ...readdirSync(join(ROOT, 'knowledge'), { recursive: true })
    .map((path) => join('knowledge', String(path)))
    .filter((path) => path.endsWith('.yaml')),
]
const inputs = [
  ...new Set(
    [...Object.keys(result.metafile.inputs), ...Object.keys(prepareBuild.metafile.inputs)].filter((path) => !path.includes('node_modules/')),
  ),
  ...dataFiles,
]
const entries = Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `${name}.mjs`]))
writeFileSync(BUILD_INFO, `${JSON.stringify({ startedAt, entries, inputs }, null, 2)}\n`)
