#!/usr/bin/env node
// Set-up that `npm start` and `npm test` run before anything else, so that a fresh clone needs
// only those two commands. It installs npm dependencies when they are missing or stale, and the
// Debian packages the purpose needs when they are missing; a second run finds everything in place
// and returns at once. Plain Node, no dependencies: it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const purpose = process.argv[2] ?? 'start'

// What each purpose needs from Debian: TeX Live compiles the documents, poppler reads PDFs,
// Tesseract reads the pages of a scan, Chromium drives the end-to-end tests, PostgreSQL's server
// runs the server tests' second pass.
const RUNTIME_PACKAGES = [
  'texlive-latex-base',
  'texlive-latex-recommended',
  'texlive-fonts-recommended',
  'texlive-latex-extra',
  'lmodern',
  'poppler-utils',
  'tesseract-ocr',
  'tesseract-ocr-eng',
]
const DEBIAN_PACKAGES = {
  start: RUNTIME_PACKAGES,
  test: [...RUNTIME_PACKAGES, 'chromium', 'postgresql-15'],
}

function log(line) {
  process.stderr.write(`t10 setup: ${line}\n`)
}

function fail(line) {
  process.stderr.write(`t10 setup: ${line}\n`)
  process.exit(1)
}

function ensureNpmDependencies() {
  const lockFile = join(root, 'package-lock.json')
  const stamp = join(root, 'node_modules', '.t10-installed')
  // Only what decides the installed tree counts: editing a script must not trigger a reinstall.
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const declared = ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'].map((k) => manifest[k] ?? {})
  const wanted = createHash('sha256')
    .update(JSON.stringify(declared))
    .update(existsSync(lockFile) ? readFileSync(lockFile) : '')
    .digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return
  // Installed by hand (npm ci / npm install) after the last change to package.json and the lock:
  // npm's own record in node_modules is newer than both, so trust it and remember.
  const npmRecord = join(root, 'node_modules', '.package-lock.json')
  if (existsSync(npmRecord) && existsSync(join(root, 'node_modules', '.bin', 'tsx'))) {
    const installedAt = statSync(npmRecord).mtimeMs
    const changedAt = existsSync(lockFile) ? statSync(lockFile).mtimeMs : statSync(join(root, 'package.json')).mtimeMs
    if (installedAt >= changedAt) {
      writeFileSync(stamp, `${wanted}\n`)
      return
    }
  }
  log('installing npm dependencies (the first time takes a few minutes: better-sqlite3 compiles)...')
  const command = existsSync(lockFile) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']
  const result = spawnSync('npm', command, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) fail(`"npm ${command.join(' ')}" failed (exit code ${result.status}).`)
  writeFileSync(stamp, `${wanted}\n`)
}

function missingDebianPackages(packages) {
  const hasDpkg = spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' }).status === 0
  if (!hasDpkg) return []
  return packages.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
    return result.status !== 0 || !result.stdout.includes('install ok installed')
  })
}

function ensureDebianPackages(packages) {
  const missing = missingDebianPackages(packages)
  if (missing.length === 0) return
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`
  if (process.getuid?.() !== 0) {
    fail(`missing Debian packages; run: sudo apt-get update && sudo ${install}`)
  }
  log(`installing Debian packages: ${missing.join(' ')} (a minute or two)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env })
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    })
  } catch {
    fail(`"${install}" failed; see the lines above.`)
  }
  const still = missingDebianPackages(packages)
  if (still.length > 0) fail(`still missing after install: ${still.join(' ')}`)
}

if (!(purpose in DEBIAN_PACKAGES)) fail(`unknown purpose "${purpose}" (start or test)`)
ensureNpmDependencies()
ensureDebianPackages(DEBIAN_PACKAGES[purpose])
