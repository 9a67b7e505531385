import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/*
 * The development data: real resumes, graded postings and reference tables kept beside the
 * clone, never in it (the repository holds only what the team writes). A bench that reads them
 * imports DEV_DATA from here; where they are absent (a user's clone) importing this module says
 * so in one line and ends the bench with exit code 0, so `npm run bench` still completes.
 *
 *   T10_DEV_DATA=/path/to/data npm run bench:quality
 *
 * Without T10_DEV_DATA, the `data` folder of the `shared` folder beside the clone is used when it exists.
 */

const ROOT = resolve(import.meta.dirname, '..', '..')

function findDevData(): string | null {
  const named = process.env.T10_DEV_DATA
  if (named) return existsSync(named) ? resolve(named) : null
  const beside = join(ROOT, '..', 'shared', 'data')
  return existsSync(join(beside, 'graded-dev')) ? beside : null
}

const found = findDevData()
if (!found) {
  console.log('dev data not found: set T10_DEV_DATA')
  process.exit(0)
}

/** The development data folder (holds graded-dev/, resumes-dev/, fixtures/, onet/). */
export const DEV_DATA: string = found
