import { parseJobForMatching, occupationsOfTitle, type ResumeFeatures } from '../server/domain/match/index.ts'
import { loadGradedSet } from './lib/graded.ts'
import { loadDevSet } from './rank-quality.ts'
import { machineLine, writeResultsSection } from './lib/results.ts'

/*
 * Role recognition: what the knowledge base reads each title as. The most recent title of each of
 * the 144 dev resumes (the current role, else the latest to start; the headline when no role has a
 * title) and the 16 graded postings' titles, each with the role it reads as (the best occupation
 * of occupationsOfTitle, with its weight) or none. Whether a reading is sensible is judged by hand:
 * the table goes to bench/RESULTS.md, and the judgement (misreads named) is written under it.
 *
 * Run: npx tsx bench/role-recognition.ts
 */

function mostRecentTitle(f: ResumeFeatures): string | null {
  const dated = f.roles.filter((r) => r.title)
  const current = dated.find((r) => r.current)
  const latest = current ?? [...dated].sort((a, b) => (b.start ?? '').localeCompare(a.start ?? ''))[0]
  return latest?.title ?? f.titles[0] ?? null
}

const dev = await loadDevSet()
const postings = await loadGradedSet()
const rows: Array<{ source: string; title: string; role: string; weight: number | null }> = []
for (const resume of dev) {
  const title = mostRecentTitle(resume.entry.features)
  const read = title ? occupationsOfTitle(title)[0] : undefined
  rows.push({
    source: `${resume.category.toLowerCase()} ${resume.id}`,
    title: title ?? '(no title)',
    role: read?.code ?? '—',
    weight: read?.weight ?? null,
  })
}
for (const posting of postings) {
  const job = parseJobForMatching(posting.text)
  const read = job.occupations[0]
  rows.push({ source: `posting ${posting.id}`, title: job.title, role: read?.code ?? '—', weight: read?.weight ?? null })
}
const read = rows.filter((r) => r.role !== '—').length
const table = [
  '| source | title | reads as | weight |',
  '| --- | --- | --- | ---: |',
  ...rows.map((r) => `| ${r.source} | ${r.title.replace(/\|/g, '/')} | ${r.role} | ${r.weight ?? ''} |`),
].join('\n')
console.log(table)
console.log(`${read} of ${rows.length} titles read as a role`)
writeResultsSection(
  'Role recognition (knowledge base)',
  `${machineLine()}. The most recent title of each of the 144 dev resumes and the 16 graded postings' titles, read through the knowledge base (occupationsOfTitle; a posting through parseJobForMatching). ${read} of ${rows.length} read as some role; whether each reading is sensible is judged by hand below the table.\n\n<details><summary>Every title and its reading</summary>\n\n${table}\n\n</details>`,
)
