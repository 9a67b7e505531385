import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/*
 * Where the development data is: real resumes, graded postings and reference tables kept beside
 * the clone, never in it (the repository holds only what the team writes). The one file that
 * names that place. Benches take it through dev-data.ts, which ends a bench where the data is
 * absent; the quality tier (tests/quality) asks here and skips, saying why.
 *
 *   T10_DEV_DATA=/path/to/data npm run bench:quality
 *
 * Without T10_DEV_DATA, the `data` folder of the `shared` folder beside the clone is used when it exists.
 */

const ROOT = resolve(import.meta.dirname, '..', '..')

/** The development data folder (holds graded-dev/, resumes-dev/, fixtures/, onet/), or null with where it was looked for. */
export function findDevData(): { dir: string; looked: string } | { dir: null; looked: string } {
  const named = process.env.T10_DEV_DATA
  if (named) return { dir: existsSync(named) ? resolve(named) : null, looked: `T10_DEV_DATA (${resolve(named)})` }
  const beside = join(ROOT, '..', 'shared', 'data')
  const looked = `${beside}, beside the clone (set T10_DEV_DATA to point elsewhere)`
  return { dir: existsSync(join(beside, 'graded-dev')) ? beside : null, looked }
}
