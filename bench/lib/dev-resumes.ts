import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEV_DATA } from './dev-data.ts'

export interface DevResume {
  id: string
  category: string
  /** The PDF's path. */
  path: string
}

/** The category-labelled dev resumes (resumes-dev/manifest.csv of the dev data), of one category or all. */
export function devResumes(category?: string): DevResume[] {
  const root = join(DEV_DATA, 'resumes-dev')
  return readFileSync(join(root, 'manifest.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [id, cat, path] = line.split(',') as [string, string, string]
      return { id, category: cat, path: join(root, path) }
    })
    .filter((r) => !category || r.category === category)
}
