/**
 * Renders every written test resume (tests/resumes/source/<id>.yaml) into the files of its layouts
 * (tests/resumes/files/<id>.<layout>.<ext>) and writes tests/resumes/files/manifest.json: per
 * source, its sha256 and the files made from it. The files are committed, so tests need none of
 * the tools used here.
 *
 *   npm run build:test-resumes              re-render what changed (a source, or the renderers' code)
 *   npm run build:test-resumes -- --force   re-render everything
 *   npm run build:test-resumes -- --only accountant-priya-raman,chef-marco-bellini
 *
 * Needs pdflatex, pdftoppm, Chromium and LibreOffice Writer; as root it installs the missing
 * Debian packages with apt-get, otherwise it prints the line to run. Output is the same from one
 * build to the next (fixed dates, no PDF ids, zip entries with a fixed time, text boxes numbered);
 * another version of a tool may still write other bytes, so a build rewrites only the files of the
 * resumes whose source (or the renderers' code) changed.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pMap from 'p-map'
import * as prettier from 'prettier'
import {
  FILES_DIR,
  MANIFEST_PATH,
  RESUMES_DIR,
  fileName,
  listResumes,
  sha256,
  sourceFiles,
  type Manifest,
  type ManifestFile,
} from '../tests/resumes/index.ts'
import { RENDERERS, renderWord97Batch } from '../tests/resumes/render/index.ts'
import { LAYOUT_NAMES, type Layout, type ResumeSource } from '../tests/resumes/schema.ts'
import { CHROMIUM_PATH } from '../tests/helpers/chromium.ts'

const args = process.argv.slice(2)
const force = args.includes('--force')
const onlyArg = args.find((a) => a.startsWith('--only'))
const only = onlyArg
  ? new Set((onlyArg.includes('=') ? onlyArg.split('=')[1]! : (args[args.indexOf(onlyArg) + 1] ?? '')).split(',').filter(Boolean))
  : null

// ---- tools -------------------------------------------------------------------------------

const TOOLS: Array<{ command: string; packages: string[] }> = [
  { command: 'pdflatex', packages: ['texlive-latex-base', 'texlive-latex-recommended', 'texlive-latex-extra', 'texlive-fonts-recommended'] },
  { command: 'pdftoppm', packages: ['poppler-utils'] },
  { command: CHROMIUM_PATH, packages: ['chromium'] },
  // The writer alone, without the desktop: enough for --headless --convert-to.
  { command: 'libreoffice', packages: ['libreoffice-writer-nogui'] },
]

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v "${command}"`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function ensureTools(): void {
  const missing = TOOLS.filter((t) => !installed(t.command)).flatMap((t) => t.packages)
  if (missing.length === 0) return
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`
  if (process.getuid?.() !== 0) {
    console.error(`build-test-resumes: missing tools; run: sudo apt-get update && sudo ${install}`)
    process.exit(1)
  }
  console.log(`Installing ${missing.join(' ')} ...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env })
}

// ---- what needs building -----------------------------------------------------------------

/** The renderers' code and the schema: when they change, every file is made again. */
function renderersHash(): string {
  const dir = join(RESUMES_DIR, 'render')
  const parts = readdirSync(dir)
    .filter((n) => n.endsWith('.ts'))
    .sort()
    .map((n) => `${n}\n${readFileSync(join(dir, n), 'utf8')}`)
  parts.push(`schema.ts\n${readFileSync(join(RESUMES_DIR, 'schema.ts'), 'utf8')}`)
  return sha256(parts.join('\n\0\n'))
}

function readOldManifest(): Manifest | null {
  try {
    return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest
  } catch {
    return null
  }
}

function upToDate(resume: ResumeSource, sourceSha: string, old: Manifest | null, renderers: string): boolean {
  const entry = old?.resumes[resume.id]
  if (!entry || old.renderers !== renderers || entry.sha256 !== sourceSha) return false
  if (entry.files.map((f) => f.layout).join() !== resume.renderings.join()) return false
  return entry.files.every((f) => {
    const path = join(FILES_DIR, f.file)
    return existsSync(path) && sha256(readFileSync(path)) === f.sha256
  })
}

// ---- build -------------------------------------------------------------------------------

async function main() {
  const resumes = listResumes()
  const sources = new Map(sourceFiles().map((f) => [f.replace(/\.yaml$/, ''), readFileSync(join(RESUMES_DIR, 'source', f))]))
  const old = readOldManifest()
  const renderers = renderersHash()
  const stale = resumes.filter((r) => (only ? only.has(r.id) : true) && (force || !upToDate(r, sha256(sources.get(r.id)!), old, renderers)))
  if (only) for (const id of only) if (!resumes.some((r) => r.id === id)) throw new Error(`--only: no resume "${id}"`)

  if (stale.length > 0) ensureTools()
  console.log(`${resumes.length} resumes; ${stale.length} to render${force ? ' (--force)' : ''}.`)

  const made = new Map<string, Map<Layout, string>>()
  const write = (id: string, layout: Layout, bytes: Uint8Array) => {
    const file = fileName(id, layout)
    writeFileSync(join(FILES_DIR, file), bytes)
    if (!made.has(id)) made.set(id, new Map())
    made.get(id)!.set(layout, sha256(bytes))
  }

  const jobs = stale.flatMap((resume) =>
    resume.renderings.filter((l) => l !== 'word97').map((layout) => ({ resume, layout: layout as Exclude<Layout, 'word97'> })),
  )
  let done = 0
  await pMap(
    jobs,
    async ({ resume, layout }) => {
      try {
        write(resume.id, layout, await RENDERERS[layout](resume))
      } catch (error) {
        throw new Error(`${resume.id} as ${layout}: ${(error as Error).message}`, { cause: error })
      }
      done++
      if (done % 20 === 0 || done === jobs.length) console.log(`  ${done}/${jobs.length} files`)
    },
    { concurrency: 3 },
  )
  const word97 = stale.filter((r) => r.renderings.includes('word97'))
  if (word97.length > 0) {
    console.log(`  LibreOffice: ${word97.length} .doc files`)
    const docs = await renderWord97Batch(word97)
    for (const resume of word97) write(resume.id, 'word97', docs.get(resume.id)!)
  }

  // The manifest: what was made now, and what the old one says of the rest.
  const manifest: Manifest = {
    note: 'Written by scripts/build-test-resumes.ts (npm run build:test-resumes); do not edit.',
    renderers,
    resumes: {},
  }
  for (const resume of resumes) {
    const fresh = made.get(resume.id)
    const files: ManifestFile[] = resume.renderings.map((layout) => {
      const file = fileName(resume.id, layout)
      const sha = fresh?.get(layout) ?? old?.resumes[resume.id]?.files.find((f) => f.layout === layout)?.sha256
      if (!sha) throw new Error(`${file} was not made: run with --force`)
      return { layout, file, sha256: sha }
    })
    manifest.resumes[resume.id] = { source: `source/${resume.id}.yaml`, sha256: sha256(sources.get(resume.id)!), files }
  }
  // A manifest still naming the old renderers would make the next build redo everything; only
  // a build that rendered every stale resume may say the files are the current renderers'.
  if (only && stale.length < resumes.length && old && old.renderers !== renderers) manifest.renderers = old.renderers

  // Files no source makes any more (a layout dropped, a resume removed).
  const wanted = new Set(Object.values(manifest.resumes).flatMap((r) => r.files.map((f) => f.file)))
  for (const name of readdirSync(FILES_DIR)) {
    if (name === 'manifest.json' || wanted.has(name)) continue
    rmSync(join(FILES_DIR, name))
    console.log(`  removed ${name}`)
  }

  const options = (await prettier.resolveConfig(MANIFEST_PATH)) ?? {}
  writeFileSync(MANIFEST_PATH, await prettier.format(JSON.stringify(manifest, null, 2), { ...options, filepath: MANIFEST_PATH }))

  const perLayout = new Map<Layout, number>(LAYOUT_NAMES.map((l) => [l, 0]))
  for (const r of resumes) for (const l of r.renderings) perLayout.set(l, perLayout.get(l)! + 1)
  console.log(`${wanted.size} files: ${[...perLayout].map(([l, n]) => `${l} ${n}`).join(', ')}`)
}

await main()
