import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Errors } from 'typebox/value'
import type { TSchema } from 'typebox'
import { load } from 'js-yaml'
import { EducationFileSchema, FieldFileSchema, TitlesFileSchema, type EducationFile, type FieldFile, type TitlesFile } from './schema.ts'
import type { KnowledgeProblem } from './types.ts'

/*
 * Reads the knowledge base's YAML files and checks each against its shape. A file that does not
 * parse or does not have the shape is reported and left out, so one broken file still lets the
 * check report everything else.
 */

export interface KnowledgeSources {
  fields: Array<{ file: string; data: FieldFile }>
  education: EducationFile
  titles: TitlesFile
}

/** The folder of the sources: knowledge/ at the top of the repository. */
export const KNOWLEDGE_DIR = new URL('../../../knowledge/', import.meta.url)

/** Every source file of the folder, by its path relative to it ("fields/accounting.yaml"). */
export function sourceFiles(dir: URL | string = KNOWLEDGE_DIR): Map<string, string> {
  const root = typeof dir === 'string' ? dir : dir.pathname
  const files = new Map<string, string>()
  for (const name of ['education.yaml', 'titles.yaml']) files.set(name, readFileSync(join(root, name), 'utf8'))
  for (const name of readdirSync(join(root, 'fields'))
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    files.set(`fields/${name}`, readFileSync(join(root, 'fields', name), 'utf8'))
  }
  return files
}

export function readSources(files: ReadonlyMap<string, string>, problems: KnowledgeProblem[]): KnowledgeSources {
  const fields: KnowledgeSources['fields'] = []
  for (const [file, text] of files) {
    if (!file.startsWith('fields/')) continue
    const data = parsed<FieldFile>(file, text, FieldFileSchema, problems)
    if (!data) continue
    const expected = file.slice('fields/'.length, -'.yaml'.length)
    if (data.field !== expected)
      problems.push({ file, entry: 'field', message: `field is "${data.field}"; it must be the file's name, "${expected}"` })
    fields.push({ file, data })
  }
  const education = parsed<EducationFile>('education.yaml', files.get('education.yaml') ?? '', EducationFileSchema, problems) ?? {
    levels: [],
    fields: [],
  }
  const titles = parsed<TitlesFile>('titles.yaml', files.get('titles.yaml') ?? '', TitlesFileSchema, problems) ?? {
    levels: { lead: [], senior: [], junior: [] },
    abbreviations: {},
  }
  return { fields, education, titles }
}

function parsed<T>(file: string, text: string, schema: TSchema, problems: KnowledgeProblem[]): T | null {
  let data: unknown
  try {
    data = load(text, { filename: file })
  } catch (error) {
    problems.push({ file, entry: 'file', message: `does not parse as YAML: ${(error as Error).message.split('\n')[0]}` })
    return null
  }
  const errors = [...Errors(schema, data)]
  if (errors.length === 0) return data as T
  for (const error of errors.slice(0, 20)) {
    problems.push({ file, entry: entryAt(data, error.instancePath), message: `${error.instancePath || '/'}: ${error.message}` })
  }
  return null
}

/** "skill 'General ledger'" for a path under /skills/12, so the contributor finds the entry by its name. */
function entryAt(data: unknown, path: string): string {
  const [, list, index] = path.split('/')
  if ((list === 'skills' || list === 'roles' || list === 'fields' || list === 'levels') && index !== undefined) {
    const item = (data as Record<string, unknown[]>)[list]?.[Number(index)] as Record<string, unknown> | undefined
    const label = item?.name ?? item?.title ?? item?.level
    if (typeof label === 'string') return `${list.slice(0, -1)} '${label}'`
  }
  return list ?? 'file'
}
