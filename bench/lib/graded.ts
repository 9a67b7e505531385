import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'csv-parse/sync'
import { readResumeFile } from '../../server/adapters/read-resume.ts'
import { parseResume } from '../../server/domain/ingest/index.ts'
import { resumeFeatures, type PoolEntry } from '../../server/domain/match/index.ts'
import { ROOT } from './results.ts'
import { DEV_DATA } from './dev-data.ts'

/*
 * The graded dev set (graded-dev/ of the dev data, bench/lib/dev-data.ts): 16 postings, each with a pool of 24 resumes graded
 * 0–3. PDF text is extracted once and kept in bench/.tmp (keyed by the PDF's bytes and the
 * extraction code), so that a quality run after a change to matching takes seconds; parsing and
 * features are recomputed every run, so changes there always count.
 */

const GRADED = join(DEV_DATA, 'graded-dev')
const CACHE = join(ROOT, 'bench', '.tmp', 'graded-text')
// "Present" in a role ends here, so that figures do not drift with the calendar.
export const AS_OF = new Date(Date.UTC(2019, 0, 1))
const CONCURRENCY = 2

export interface GradedResume {
  id: string
  /** Relative to the dev data folder. */
  path: string
  category: string
  text: string
  entry: PoolEntry
}

export interface GradedPosting {
  id: string
  text: string
  /** The posting's pool, with each resume's grade (mean of the two passes, 0..3). */
  pool: Array<{ resume: GradedResume; grade: number }>
}

/** A hash of the files PDF text extraction runs on: a change there invalidates the cache. */
function extractionCodeHash(): string {
  const hash = createHash('sha256')
  const dir = join(ROOT, 'server', 'domain', 'ingest')
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name)
      if (statSync(path).isDirectory()) {
        if (name === 'pdf') walk(path)
      } else if (/^(?:extract-pdf|clean-text|fix-mojibake|index)\.ts$/.test(name)) hash.update(relative(dir, path)).update(readFileSync(path))
    }
  }
  walk(dir)
  return hash.digest('hex').slice(0, 16)
}

async function visibleText(bytes: Buffer, code: string): Promise<string> {
  const key = createHash('sha256').update(bytes).update(code).digest('hex').slice(0, 24)
  const file = join(CACHE, `${key}.txt`)
  if (existsSync(file)) return readFileSync(file, 'utf8')
  const text = (await readResumeFile(new Uint8Array(bytes))).resume_text
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(file, text)
  return text
}

/** Resumes by path (relative to the dev data folder), text from the cache, features computed now. */
export async function loadResumes(paths: readonly string[]): Promise<Map<string, GradedResume>> {
  const code = extractionCodeHash()
  const resumes = new Map<string, GradedResume>()
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const text = await visibleText(readFileSync(join(DEV_DATA, path)), code)
      const extracted = { resume_text: text, raw_resume_text: text, parsed: parseResume(text) }
      const id = path.replace(/^.*\//, '').replace(/\.pdf$/i, '')
      resumes.set(path, { id, path, category: path.split('/')[1]!, text, entry: { id, features: resumeFeatures(extracted, { asOf: AS_OF }) } })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return resumes
}

export async function loadGradedSet(): Promise<GradedPosting[]> {
  const rows = parse(readFileSync(join(GRADED, 'grades.csv')), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>
  const resumes = await loadResumes([...new Set(rows.map((r) => r.resume_path!))].sort())
  const postings = new Map<string, GradedPosting>()
  for (const row of rows) {
    const id = row.jd_id!
    let posting = postings.get(id)
    if (!posting) postings.set(id, (posting = { id, text: readFileSync(join(GRADED, 'jds', `${id}.txt`), 'utf8'), pool: [] }))
    posting.pool.push({ resume: resumes.get(row.resume_path!)!, grade: Number(row.grade) })
  }
  // Ties in a score keep this order: by resume id, which says nothing about the grade.
  for (const p of postings.values()) p.pool.sort((a, b) => a.resume.id.localeCompare(b.resume.id))
  return [...postings.values()].sort((a, b) => a.id.localeCompare(b.id))
}
