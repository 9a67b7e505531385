import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The repository ships only what the team writes, and a user's clone has nothing beside it.
 *
 * - Tests and product code (tests/, server/, shared/, cli/, web/, knowledge/, templates/) never
 *   name a folder beside the repository, the development data, or the old data folder of tests/
 *   (the development data once copied in): they run on the written test resumes (tests/resumes)
 *   and on what they build themselves.
 * - Benches, scripts and the quality tier (tests/quality) may read the development data kept
 *   beside the clone, but only through the dev-data location module of bench/lib (its variable,
 *   else the data folder of the sibling folder; without either a bench says so and exits 0, a
 *   quality test is skipped): no other file there names those paths.
 * - Nothing is tracked under that old data folder.
 * - No tracked file outside the docs (*.md) speaks of the US occupational database as a source it
 *   uses: the engine's knowledge is knowledge/. A line may name it only to say it is not used.
 *
 * The checks read the text of every tracked file; each is tried on cases it must catch below, so
 * a check that stops finding anything fails here rather than passing everything.
 */

const ROOT = resolve(import.meta.dirname, '..')
/** The one file allowed to name the development data's places. */
const DEV_DATA_MODULE = `bench/lib/dev-${'data'}-location.ts`
const PRODUCT_AND_TESTS = ['tests/', 'server/', 'shared/', 'cli/', 'web/', 'knowledge/', 'templates/']
/** The quality tier: checks over the development data, read as benches read it. */
const QUALITY_TESTS = 'tests/quality/'
const BENCHES_AND_SCRIPTS = ['bench/', 'scripts/', QUALITY_TESTS]
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|json|sh|yml|yaml|html)$|(^|\/)Dockerfile$|^\.ci\//

/** The folder beside the clone that holds the development data, and the data's own folders. */
const SIBLING = 'shared'
const DEV_FOLDERS = ['resumes', 'graded'].map((name) => `${name}-dev`)
/** The old copy of the development data inside the repository. */
const OLD_DATA = ['tests', 'data'] as const
const OLD_DATA_PATH = OLD_DATA.join('/')
const OLD_DATA_TEXT = new RegExp(`(^|[^\\w-])${OLD_DATA_PATH}(?![\\w-])`)
const SIBLING_DATA_TEXT = new RegExp(`(^|[^\\w-])${SIBLING}/data(?![\\w-])`)
// The variable that names the development data's folder (its name built here, so this file does not hold it).
const DEV_DATA_VARIABLE = new RegExp(`\\b${'T10_DEV'}_DATA\\b`)
// A dev data folder's name in a string or after a slash (a path), not in prose.
const DEV_FOLDER_PATH = new RegExp(`['"\`/](?:${DEV_FOLDERS.join('|')})(?![\\w-])`)

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean)
}

const under = (file: string, folders: string[]) => folders.some((folder) => file.startsWith(folder))
const inOldData = (path: string) => path === OLD_DATA_PATH || path.startsWith(`${OLD_DATA_PATH}/`)

/** A path relative to the repository ('..' first when it leaves it), with forward slashes. */
const fromRoot = (absolute: string) => relative(ROOT, absolute).split(/[\\/]/).join('/')

/** What a path (relative to the repository) names that it may not: a place beside the repository, or the old data folder. */
function forbiddenTarget(path: string): string | null {
  // The parent folder alone ('../..' from a file two levels down) names nothing beside the repository.
  if (path.startsWith('../')) return 'beside the repository'
  if (inOldData(path)) return OLD_DATA_PATH
  return null
}

// `join(` or `resolve(` and its arguments, when they hold no parentheses of their own.
const JOIN_CALL = /\b(?:join|resolve)\(([^()]*)\)/g
// `const NAME = join(...)` / `resolve(...)`: a folder defined in the file, for the calls that start from it.
const FOLDER_CONST = /\b(?:const|let)\s+([A-Za-z_$][\w$]*)(?:\s*:\s*string)?\s*=\s*(?:path\.)?(?:join|resolve)\(([^()]*)\)/g
// Relative path text that climbs, then names a folder or file: two dots and a slash, once or more, then a name.
const CLIMBING = /(?<![\w.])(?:\.\.\/)+[\w.@-]+(?:\/[\w.@-]+)*/g

function stringValue(arg: string): string | null {
  const m = /^\s*(?:'([^'\n]*)'|"([^"\n]*)")\s*$/.exec(arg)
  return m ? (m[1] ?? m[2] ?? null) : null
}

/** The folders a file defines with join or resolve from its own folder (ROOT, REPO...), by name. */
function folderDefinitions(file: string, text: string): Map<string, string> {
  const folders = new Map<string, string>()
  const here = resolve(ROOT, dirname(file))
  // Definitions may build on earlier ones: a few passes settle them.
  for (let pass = 0; pass < 3; pass++) {
    for (const m of text.matchAll(FOLDER_CONST)) {
      const resolved = resolveArgs(m[2]!, here, folders)
      if (resolved.base !== null) folders.set(m[1]!, resolve(resolved.base, ...resolved.segments))
    }
  }
  return folders
}

/**
 * Where a join or resolve call's arguments start from: the file's own folder (import.meta.dirname,
 * __dirname), a folder the file defines, or null when it is not known here (imported, computed);
 * and the quoted segments after it.
 */
function resolveArgs(argText: string, here: string, folders: Map<string, string>): { base: string | null; segments: string[] } {
  let base: string | null = null
  let segments: string[] = []
  for (const raw of argText.split(',')) {
    const arg = raw.trim()
    if (!arg) continue
    const value = stringValue(arg)
    if (value !== null) {
      segments.push(value)
    } else if (/^(?:import\.meta\.dirname|import\.meta\.dir|__dirname)$/.test(arg)) {
      base = here
      segments = []
    } else {
      base = folders.get(arg) ?? null
      segments = []
    }
  }
  return { base, segments }
}

/**
 * The places beside the repository, of the development data or under the old data folder that a
 * file's text names, each as `what: the text that names it`.
 */
function namedPlaces(file: string, text: string): string[] {
  const found = new Set<string>()
  const here = resolve(ROOT, dirname(file))

  // Relative paths in the text, resolved from the file's folder (imports, script paths, globs).
  for (const m of text.matchAll(CLIMBING)) {
    const target = forbiddenTarget(fromRoot(resolve(here, m[0])))
    if (target) found.add(`${target}: ${m[0]}`)
  }

  // Path segments joined in code: resolved when the folder they start from is known, else read as
  // they stand (a parent segment then the sibling folder's name, or the old data folder's two).
  const folders = folderDefinitions(file, text)
  for (const m of text.matchAll(JOIN_CALL)) {
    const { base, segments } = resolveArgs(m[1]!, here, folders)
    if (segments.length === 0) continue
    const call = m[0].replace(/\s+/g, ' ')
    if (base !== null) {
      const target = forbiddenTarget(fromRoot(resolve(base, ...segments)))
      if (target) found.add(`${target}: ${call}`)
      continue
    }
    const parts = posix.normalize(segments.join('/')).split('/')
    const climbs = parts.findIndex((part) => part !== '..')
    if (climbs > 0 && parts[climbs] === SIBLING) found.add(`beside the repository: ${call}`)
    if (parts.some((part, i) => part === OLD_DATA[0] && parts[i + 1] === OLD_DATA[1])) found.add(`${OLD_DATA_PATH}: ${call}`)
  }

  // Written out anywhere, comments included: the old data folder, the sibling's data folder.
  for (const line of text.split('\n')) {
    if (OLD_DATA_TEXT.test(line)) found.add(`${OLD_DATA_PATH}: ${line.trim()}`)
    if (SIBLING_DATA_TEXT.test(line)) found.add(`the development data: ${line.trim()}`)
  }
  return [...found]
}

/**
 * Ways tests and product code could reach the development data without naming where it is: its
 * module, its variable, or its folders' names as a path (benches reach them through the module).
 */
function readsDevData(text: string): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    if (DEV_DATA_VARIABLE.test(line)) found.push(`the development data's variable: ${line.trim()}`)
    if (/['"][^'"\n]*\bdev-data(?:\.ts)?['"]/.test(line)) found.push(`the development data's module: ${line.trim()}`)
    if (DEV_FOLDER_PATH.test(line)) found.push(`the development data: ${line.trim()}`)
  }
  return found
}

const OCCUPATIONAL_DATABASE = /O\*NET/
// Words by which a line says the database is not what T10 reads.
const NOT_USED = /\b(?:not|no|never|nor|without|instead of|rather than|replaces|replaced)\b/i

/** Lines that name the US occupational database without saying it is not used. */
function usesOccupationalDatabase(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => OCCUPATIONAL_DATABASE.test(line) && !NOT_USED.test(line))
    .map((line) => line.trim())
}

function offenders(files: string[], check: (file: string, text: string) => string[]): string[] {
  return files.flatMap((file) => check(file, readFileSync(join(ROOT, file), 'utf8')).map((found) => `${file}: ${found}`))
}

describe('the repository is self-contained', () => {
  const files = tracked()
  const code = files.filter((file) => CODE.test(file) && !file.endsWith('.md') && !inOldData(file))

  it('no test or product file names a place beside the repository, the development data or the old data folder', () => {
    const checked = code.filter((file) => under(file, PRODUCT_AND_TESTS) && !file.startsWith(QUALITY_TESTS))
    expect(checked.length).toBeGreaterThan(500)
    expect(offenders(checked, (file, text) => [...namedPlaces(file, text), ...readsDevData(text)])).toEqual([])
  })

  it(`in bench/, scripts/ and ${QUALITY_TESTS}, only ${DEV_DATA_MODULE} names where the development data is`, () => {
    const checked = code.filter((file) => under(file, BENCHES_AND_SCRIPTS) && file !== DEV_DATA_MODULE)
    expect(checked.length).toBeGreaterThan(10)
    expect(offenders(checked, namedPlaces)).toEqual([])
    // The module itself is where the reading is, and it is tracked.
    expect(files).toContain(DEV_DATA_MODULE)
    expect(namedPlaces(DEV_DATA_MODULE, readFileSync(join(ROOT, DEV_DATA_MODULE), 'utf8'))).not.toEqual([])
  })

  it('nothing is tracked under the old data folder', () => {
    // Counted by folder: the list of files would run to hundreds of lines.
    const byFolder = new Map<string, number>()
    for (const file of files.filter(inOldData)) {
      const folder = file.split('/').slice(0, 3).join('/')
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1)
    }
    expect([...byFolder].map(([folder, count]) => `${folder}: ${count} tracked file${count === 1 ? '' : 's'}`)).toEqual([])
  })

  it('no product, test or script file names the US occupational database as a source it uses', () => {
    // Benches may: a secondary ranking figure writes postings from the development data's reference
    // tables at run time (read beside the clone, never committed).
    const checked = files.filter((file) => !file.endsWith('.md') && !inOldData(file) && !file.startsWith('bench/'))
    expect(offenders(checked, (_file, text) => usesOccupationalDatabase(text))).toEqual([])
  })

  it('the checks find what they look for (and leave the repository’s own folders alone)', () => {
    // Built from parts, so that this file's own text names none of them.
    const up = '..'
    const sib = SIBLING
    const [t, d] = OLD_DATA
    const db = ['O', 'NET'].join('*')

    // Beside the repository: relative text, joined segments from a known or an unknown folder.
    expect(namedPlaces('tests/a/b.ts', `readFileSync('${up}/${up}/${up}/${sib}/x.pdf')`)).not.toEqual([])
    expect(namedPlaces('bench/x.ts', `join(ROOT, '${up}', '${sib}', 'data')`)).not.toEqual([])
    expect(namedPlaces('bench/x.ts', `const HERE = resolve(import.meta.dirname, '${up}')\nconst X = join(HERE, '${up}', 'elsewhere')`)).not.toEqual(
      [],
    )
    expect(namedPlaces('scripts/x.sh', `cp "$REPO/${up}/${sib}/${'data'}/a.pdf" .`)).not.toEqual([])
    expect(namedPlaces('server/x.ts', `const DIR = '/work/${sib}/data'`)).not.toEqual([])
    // The old data folder: written, joined, or reached from the file's folder.
    expect(namedPlaces('tests/cli/x.test.ts', `const FIXTURES = join(ROOT, '${t}', '${d}', 'fixtures')`)).not.toEqual([])
    expect(namedPlaces('scripts/x.sh', `fixtures=$REPO/${t}/${d}/fixtures`)).not.toEqual([])
    expect(namedPlaces('tests/helpers/x.ts', `export const DEV = join(import.meta.dirname, '${up}', '${d}')`)).not.toEqual([])
    expect(namedPlaces('tests/cli/x.test.ts', `readFileSync('${up}/${d}/fixtures/a.pdf')`)).not.toEqual([])
    // Reaching the development data through its module, its variable or its folders' names.
    expect(readsDevData(`join(DATA, '${DEV_FOLDERS[0]}', 'manifest.csv')`)).not.toEqual([])
    expect(readsDevData(`readShared(\`${DEV_FOLDERS[1]}/jds/a.txt\`)`)).not.toEqual([])
    expect(readsDevData(`import { DEV_DATA } from '${up}/${up}/bench/lib/dev-${'data'}.ts'`)).not.toEqual([])
    expect(readsDevData(`const dir = process.env.${'T10_DEV'}_DATA`)).not.toEqual([])
    // The database named as a source; named only to say it is not used.
    expect(usesOccupationalDatabase(`// Job titles to ${db} occupations, from the committed data file.`)).not.toEqual([])
    expect(usesOccupationalDatabase(`  'jobs built from ${db} tables',`)).not.toEqual([])
    expect(usesOccupationalDatabase(`// Roles come from knowledge/, not ${db}.`)).toEqual([])

    // Not flagged: the repository's own shared/ folder, tests/resumes, a tmp folder, a dist/ path.
    expect(namedPlaces('server/a/b.ts', `import { x } from '${up}/${up}/${sib}/schemas/x.ts'`)).toEqual([])
    expect(namedPlaces('tests/scale/x.test.ts', `import { createApiClient } from '${up}/${up}/${sib}/client.ts'`)).toEqual([])
    expect(namedPlaces('tests/helpers/x.ts', `const CLI = join(import.meta.dirname, '${up}', '${up}', 'cli', 't10.mjs')`)).toEqual([])
    expect(namedPlaces('tests/cli/x.test.ts', `renderingPath('accountant-priya-raman', 'single')\njoin(work, '${d}')`)).toEqual([])
    expect(namedPlaces('tests/cli/x.test.ts', `join(import.meta.dirname, '${up}', 'resumes', 'files')`)).toEqual([])
    expect(namedPlaces('bench/x.ts', `const root = resolve(fileURLToPath(import.meta.url), '${up}/${up}')`)).toEqual([])
    expect(readsDevData(`import { getResume } from '${up}/resumes/index.ts'`)).toEqual([])
  })
})
