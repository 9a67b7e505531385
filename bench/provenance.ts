import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DEV_DATA } from './lib/dev-data.ts'
import { machineLine, ROOT, writeResultsSection } from './lib/results.ts'

/*
 * What the repository holds is the team's own: no tracked file is byte-identical to a file of the
 * development data, and no tracked text file carries the reference tables' prose — any of their
 * occupation descriptions or task statements (the sentences a derived file would carry), checked
 * as whole sentences of 60 characters or more, case and spacing folded.
 *
 * Run: npx tsx bench/provenance.ts   (needs the dev data beside the clone, bench/lib/dev-data.ts)
 */

const MIN_SENTENCE = 60
const TEXT = /\.(ts|tsx|mts|mjs|js|json|yaml|yml|md|txt|csv|tex|sh|html|css)$/i

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
const devFiles = walk(DEV_DATA)
const devHashes = new Map(devFiles.map((path) => [sha(readFileSync(path)), relative(DEV_DATA, path)]))

const identical = tracked.flatMap((file) => {
  const twin = devHashes.get(sha(readFileSync(join(ROOT, file))))
  return twin ? [`${file} = ${twin}`] : []
})

/** Every description and task statement of the reference tables, folded. */
function referenceSentences(): string[] {
  const sentences = new Set<string>()
  const table = (name: string, column: number) =>
    readFileSync(join(DEV_DATA, 'onet', name), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[column] ?? '')
  for (const text of [...table('occupation-data.txt', 2), ...table('task-statements.txt', 3)]) {
    for (const sentence of text.split(/(?<=[.;])\s+/)) if (sentence.length >= MIN_SENTENCE) sentences.add(fold(sentence))
  }
  return [...sentences]
}

const sentences = referenceSentences()
const textFiles = tracked.filter((file) => TEXT.test(file))
const carried: string[] = []
for (const file of textFiles) {
  const text = fold(readFileSync(join(ROOT, file), 'utf8'))
  const found = sentences.filter((s) => text.includes(s))
  if (found.length > 0) carried.push(`${file}: ${found.length} sentence(s), e.g. "${found[0]!.slice(0, 80)}…"`)
}

const lines = [
  `${machineLine()}. Every tracked file (${tracked.length}) against every file of the development data (${devFiles.length}), by SHA-256; every tracked text file (${textFiles.length}) searched for the reference tables' ${sentences.length.toLocaleString('en-US')} occupation descriptions and task statements (sentences of ${MIN_SENTENCE}+ characters, case and spacing folded).`,
  '',
  `- Tracked files identical to a development-data file: **${identical.length}**${identical.length ? `: ${identical.join('; ')}` : ''}.`,
  `- Tracked text files carrying a reference-table sentence: **${carried.length}**${carried.length ? `: ${carried.join('; ')}` : ''}.`,
]
console.log(lines.join('\n'))
writeResultsSection('Provenance: nothing of the development data in the repository', lines.join('\n'))
process.exitCode = identical.length + carried.length > 0 ? 1 : 0
