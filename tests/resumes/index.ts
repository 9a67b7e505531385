import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { Errors } from 'typebox/value'
import { load } from 'js-yaml'
import { LAYOUTS, ResumeSourceSchema, type Layout, type ResumeSource } from './schema.ts'

/*
 * The written test resumes, for tests and benches: their ground truth (source/<id>.yaml) and the
 * files made from them (files/<id>.<layout>.<ext>, listed in files/manifest.json by
 * scripts/build-test-resumes.ts).
 */

export { isScannedLayout, LAYOUTS, LAYOUT_NAMES, type Layout, type ResumeSource } from './schema.ts'

export const RESUMES_DIR = import.meta.dirname
export const SOURCE_DIR = join(RESUMES_DIR, 'source')
export const FILES_DIR = join(RESUMES_DIR, 'files')
export const MANIFEST_PATH = join(FILES_DIR, 'manifest.json')

export interface ManifestFile {
  layout: Layout
  /** The file's name in files/. */
  file: string
  sha256: string
}

export interface Manifest {
  note: string
  /** A hash of the renderers' code and the schema the files were made with; a change re-renders every resume. */
  renderers: string
  resumes: Record<string, { source: string; sha256: string; files: ManifestFile[] }>
}

export const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** "<id>.<layout>.<ext>" */
export function fileName(id: string, layout: Layout): string {
  return `${id}.${layout}.${LAYOUTS[layout]}`
}

/** The source files' names, sorted. */
export function sourceFiles(): string[] {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
}

export interface LoadedSource {
  file: string
  text: string
  resume: ResumeSource | null
  /** Why the file is not a resume: YAML that does not parse, a field of the wrong shape, an id unlike its name. */
  problems: string[]
}

/** One source file read and checked against the schema. */
export function loadSource(file: string): LoadedSource {
  const text = readFileSync(join(SOURCE_DIR, file), 'utf8')
  let data: unknown
  try {
    data = load(text)
  } catch (error) {
    return { file, text, resume: null, problems: [`${file}: ${(error as Error).message}`] }
  }
  const problems = [...Errors(ResumeSourceSchema, data)].slice(0, 20).map((e) => `${file}: ${e.instancePath || '/'}: ${e.message}`)
  if (problems.length > 0) return { file, text, resume: null, problems }
  const resume = data as ResumeSource
  if (`${resume.id}.yaml` !== file) problems.push(`${file}: id "${resume.id}" is not the file's name`)
  return { file, text, resume: problems.length ? null : resume, problems }
}

let cache: ResumeSource[] | null = null

/** Every resume, in file-name order. Throws when a source does not match the schema. */
export function listResumes(): ResumeSource[] {
  if (cache) return cache
  const loaded = sourceFiles().map(loadSource)
  const problems = loaded.flatMap((l) => l.problems)
  if (problems.length > 0) throw new Error(`test resume sources with problems:\n${problems.join('\n')}`)
  cache = loaded.map((l) => l.resume!)
  return cache
}

/** The ground truth of one resume. */
export function getResume(id: string): ResumeSource {
  const resume = listResumes().find((r) => r.id === id)
  if (!resume) throw new Error(`no test resume "${id}" in tests/resumes/source`)
  return resume
}

/** Resumes of one field ("accounting", "nursing"...). */
export function resumesByField(field: string): ResumeSource[] {
  return listResumes().filter((r) => r.field === field)
}

/** The fields the resumes cover, sorted. */
export function fields(): string[] {
  return [...new Set(listResumes().map((r) => r.field))].sort()
}

/** The path of one rendering; throws when the resume is not rendered in that layout or the file is missing. */
export function renderingPath(id: string, layout: Layout): string {
  const resume = getResume(id)
  if (!resume.renderings.includes(layout))
    throw new Error(`test resume "${id}" is not rendered as ${layout} (it is: ${resume.renderings.join(', ')})`)
  const path = join(FILES_DIR, fileName(id, layout))
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build:test-resumes`)
  return path
}

/** Every rendering of every resume. */
export function allRenderings(): Array<{ resume: ResumeSource; layout: Layout; path: string }> {
  return listResumes().flatMap((resume) =>
    resume.renderings.map((layout) => ({ resume, layout, path: join(FILES_DIR, fileName(resume.id, layout)) })),
  )
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest
}
