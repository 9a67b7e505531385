import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILES_DIR, LAYOUTS, fileName, listResumes, loadSource, readManifest, sha256, sourceFiles, type Layout } from './index.ts'

/*
 * The written test resumes hold together: every source matches the schema, the files in files/
 * were made from the sources as they are now (manifest.json), and every file the manifest lists
 * is there, of the kind its name says.
 */

const REBUILD = 'run npm run build:test-resumes'

describe('test resume sources', () => {
  it.each(sourceFiles())('%s matches the schema', (file) => {
    expect(loadSource(file).problems).toEqual([])
  })

  it('there are at least 40, across many fields and every seniority', () => {
    const resumes = listResumes()
    expect(resumes.length).toBeGreaterThanOrEqual(40)
    expect(new Set(resumes.map((r) => r.field)).size).toBeGreaterThanOrEqual(30)
    expect(new Set(resumes.map((r) => r.seniority))).toEqual(new Set(['student', 'entry', 'mid', 'senior', 'executive']))
    const roleCounts = resumes.map((r) => r.experience.length)
    expect(Math.min(...roleCounts)).toBe(1)
    expect(Math.max(...roleCounts)).toBe(12)
  })

  it('the shapes the readers must handle are all there', () => {
    const roles = listResumes().flatMap((r) => r.experience)
    expect(
      roles.some((r) => r.end === undefined),
      'a role with a single date',
    ).toBe(true)
    expect(
      roles.some((r) => r.end === 'present'),
      'a current role',
    ).toBe(true)
    expect(
      roles.some((r) => r.employer === undefined),
      'a role with no employer',
    ).toBe(true)
    expect(
      listResumes().some((r) => r.experience.some((role, i) => i > 0 && role.employer && role.employer === r.experience[i - 1]!.employer)),
      'several positions at one employer',
    ).toBe(true)
  })

  it('every layout has several resumes', () => {
    const counts = new Map<Layout, number>()
    for (const r of listResumes()) for (const l of r.renderings) counts.set(l, (counts.get(l) ?? 0) + 1)
    for (const layout of Object.keys(LAYOUTS) as Layout[]) expect(counts.get(layout) ?? 0, layout).toBeGreaterThanOrEqual(3)
  })
})

describe('rendered files', () => {
  const manifest = readManifest()

  it.each(listResumes().map((r) => r.id))(`%s: the manifest was made from this source (else ${REBUILD})`, (id) => {
    const entry = manifest.resumes[id]
    expect(entry, `${id} is not in files/manifest.json: ${REBUILD}`).toBeDefined()
    const source = readFileSync(join(FILES_DIR, '..', 'source', `${id}.yaml`))
    expect(entry!.sha256, `source/${id}.yaml changed since its files were made: ${REBUILD}`).toBe(sha256(source))
    const resume = listResumes().find((r) => r.id === id)!
    expect(
      entry!.files.map((f) => f.layout),
      `the renderings of ${id} changed: ${REBUILD}`,
    ).toEqual(resume.renderings)
  })

  it(`the manifest lists no resume without a source (else ${REBUILD})`, () => {
    expect(Object.keys(manifest.resumes).sort()).toEqual(
      listResumes()
        .map((r) => r.id)
        .sort(),
    )
  })

  const files = Object.values(manifest.resumes).flatMap((r) => r.files)

  it.each(files.map((f) => [f.file, f] as const))('%s exists, is the file listed and is of its kind', (_, f) => {
    const path = join(FILES_DIR, f.file)
    expect(existsSync(path), `${f.file} is missing: ${REBUILD}`).toBe(true)
    const bytes = readFileSync(path)
    expect(sha256(bytes), `${f.file} differs from the manifest: ${REBUILD}`).toBe(f.sha256)
    expect(f.file).toBe(fileName(f.file.split('.')[0]!, f.layout))
    const head = bytes.subarray(0, 8)
    switch (LAYOUTS[f.layout]) {
      case 'pdf':
        expect(head.toString('latin1', 0, 5)).toBe('%PDF-')
        break
      case 'docx':
        expect(head.toString('latin1', 0, 2)).toBe('PK')
        break
      case 'doc':
        expect(head.toString('hex')).toBe('d0cf11e0a1b11ae1')
        break
      case 'txt':
      case 'md':
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow()
        break
    }
  })

  it('files/ holds nothing the manifest does not list', () => {
    const listed = new Set(files.map((f) => f.file))
    expect(readdirSync(FILES_DIR).filter((name) => name !== 'manifest.json' && !listed.has(name))).toEqual([])
  })
})
