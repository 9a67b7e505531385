import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/*
 * The development data (real resumes, graded postings), kept beside the clone and never in it,
 * found by the rules the benches follow (bench/lib/dev-data.ts): T10_DEV_DATA when set, else the
 * `data` folder of the `shared` folder beside the clone. That module ends the process where the
 * data is absent, which suits a bench; a test file asks here instead, and is skipped, saying why,
 * so the quality tier passes on a user's clone.
 */

const ROOT = resolve(import.meta.dirname, '..', '..')

export type DevData = { dir: string; why?: undefined } | { dir: null; why: string }

/** The development data folder, when it holds `needed` (a sub-folder such as graded-dev/). */
export function devData(needed: string): DevData {
  const named = process.env.T10_DEV_DATA
  const dir = named ? resolve(named) : join(ROOT, '..', 'shared', 'data')
  const where = named ? `T10_DEV_DATA (${dir})` : `the development data beside the clone (${dir}); set T10_DEV_DATA to point elsewhere`
  if (!existsSync(join(dir, needed))) return { dir: null, why: `no ${needed}/ in ${where}` }
  return { dir }
}
