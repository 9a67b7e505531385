#!/usr/bin/env node
// Builds the web app into web/dist when it is missing or older than its sources, so that
// `npm start` always serves the current app without rebuilding it on every start.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const web = join(root, 'web')
const built = join(web, 'dist', 'index.html')

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (latest, name) => (name === 'dist' || name === 'node_modules' ? latest : Math.max(latest, newest(join(path, name)))),
    stat.mtimeMs,
  )
}

if (!existsSync(join(web, 'index.html'))) process.exit(0)
const sources = Math.max(newest(web), newest(join(root, 'shared')), newest(join(root, 'package-lock.json')))
if (existsSync(built) && statSync(built).mtimeMs >= sources) process.exit(0)

process.stderr.write('t10 setup: building the web app...\n')
const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
