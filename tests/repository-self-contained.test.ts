import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * A user's clone has nothing beside it: a test, bench or script that reads the development folder
 * that sits next to the repository on developers' machines passes there and fails for everyone
 * else. Every tracked file outside the docs is checked for a path that leaves the repository.
 */

const ROOT = resolve(import.meta.dirname, '..')
const SIBLING = 'shared'
// Relative paths up to a `shared` folder: allowed only while they stay inside the repository
// (the repository has its own shared/ folder, the API contract).
const RELATIVE_PATH = new RegExp(`((?:\\.\\./)+)${SIBLING}\\b`, 'g')
// Path segments joined in code: a parent segment followed by the sibling folder's name.
const JOINED_SEGMENTS = new RegExp(`'\\.\\.',\\s*'${SIBLING}'`)
const DATA_PATH = new RegExp(`['"/]${SIBLING}/data\\b`)

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.endsWith('.md') && !file.startsWith('tests/data/'))
    .filter((file) => /\.(ts|tsx|mts|mjs|js|json|sh|yml|yaml)$|^Dockerfile$|^\.ci\//.test(file))
}

function leavesRepository(file: string, text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(RELATIVE_PATH)) {
    const target = resolve(ROOT, dirname(file), match[0])
    if (relative(ROOT, target).startsWith('..')) found.push(match[0])
  }
  const joined = text.match(JOINED_SEGMENTS)
  if (joined) found.push(joined[0])
  const data = text.match(DATA_PATH)
  if (data) found.push(data[0])
  return found
}

describe('the repository is self-contained', () => {
  it('no test, bench, script or source file reads a folder beside the repository', () => {
    const offenders = trackedFiles().flatMap((file) =>
      leavesRepository(file, readFileSync(join(ROOT, file), 'utf8')).map((path) => `${file}: ${path}`),
    )
    expect(offenders).toEqual([])
  })

  it('the check itself finds such a path', () => {
    expect(leavesRepository('bench/x.ts', `join(ROOT, '..', '${SIBLING}', 'data')`)).not.toEqual([])
    expect(leavesRepository('tests/a/b.ts', `'../../../${SIBLING}/data/x.pdf'`)).not.toEqual([])
    expect(leavesRepository('server/a/b.ts', `'../../${SIBLING}/schemas/x.ts'`)).toEqual([])
  })
})
