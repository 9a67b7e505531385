/**
 * Do resumes in other formats parse into roles and years as well as the PDFs do? Every resume of
 * resumes-dev (dev data) is parsed from its PDF (the reference); its dated roles are then written
 * out the ways people type resumes -- Markdown, "Company | Title | years" under capital headings,
 * a numbered list, dates on their own line -- and as Word CVs laid out as tables (a heading column;
 * a date column; dates right of the role), and each file goes through the same extraction and parse as an upload.
 *
 *   npx tsx bench/resume-formats.ts      (writes the "Resume formats" section of bench/RESULTS.md)
 *
 * Per format: resumes with at least one dated role, and of the reference's dated roles, the share
 * found with the same start and end, and with the same title too. Baseline in the same run: "a line
 * with a date range is a role" over the same texts (it finds years, never titles).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ExperienceEntry, ParsedResume } from '../shared/schemas/resume.ts'
import { readResumeFile } from '../server/adapters/read-resume.ts'
import { findDateRanges } from '../server/domain/ingest/index.ts'
import { buildTableDocx, type Cell } from '../tests/server/domain/ingest/helpers/table-cv.ts'
import { machineLine, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'

type Role = Pick<ExperienceEntry, 'title' | 'company' | 'start' | 'end' | 'bullets'>

const has = (s: string | null): s is string => Boolean(s && s.trim())
const dates = (r: Role) => [r.start, r.end].filter(has).join(' – ')
const titleAndCompany = (r: Role, sep: string) => [r.title, r.company].filter(has).join(sep)
const bulletsOf = (r: Role, mark: string) => r.bullets.slice(0, 4).map((b) => `${mark}${b}`)

// Each writer gets the reference's dated roles and its summary, and returns a file.
const WRITERS: Record<string, (roles: Role[], summary: string | null) => Promise<{ bytes: Uint8Array; name: string }>> = {
  markdown: async (roles, summary) =>
    txt([
      ...(summary ? ['## Summary', summary, ''] : []),
      '## Experience',
      '',
      ...roles.flatMap((r) => [`### ${titleAndCompany(r, ', ')} — ${dates(r)}`, ...bulletsOf(r, '- '), '']),
    ]),
  'pipes, capital headings': async (roles) =>
    txt(['EXPERIENCE', '', ...roles.flatMap((r) => [[r.company, r.title, dates(r)].filter(has).join(' | '), ...bulletsOf(r, '• '), ''])]),
  'numbered list, Title (years)': async (roles) =>
    txt([
      'Work History',
      '',
      ...roles.flatMap((r, i) => [
        `${i + 1}. ${r.title ?? r.company ?? 'Role'} (${dates(r)})`,
        ...(has(r.company) && has(r.title) ? [`   ${r.company}`] : []),
        ...bulletsOf(r, '   - '),
      ]),
    ]),
  'dates on their own line': async (roles) =>
    txt(['Experience:', ...roles.flatMap((r) => [...[r.title, r.company].filter(has), dates(r), ...bulletsOf(r, '* '), ''])]),
  'Word table, heading column': async (roles) =>
    docx([
      [['EXPERIENCE'], [roles[0]?.title ?? roles[0]?.company ?? '']],
      ...roles.flatMap((r, i): Cell[][] => [
        ...(i > 0 ? [[[], [r.title ?? r.company ?? '']] as Cell[]] : []),
        [[], [dates(r)]],
        ...(has(r.title) && has(r.company) ? [[[], [r.company]] as Cell[]] : []),
        [[], bulletsOf(r, '• ')],
      ]),
    ]),
  'Word table, dates right of the role': async (roles) =>
    docx([
      [{ span: 2, lines: ['PROFESSIONAL EXPERIENCE'] }],
      ...roles.map((r): Cell[] => [[...[r.title, r.company].filter(has), ...bulletsOf(r, '• ')], [dates(r)]]),
    ]),
  'Word table, date column': async (roles) =>
    docx([[{ span: 2, lines: ['WORK EXPERIENCE'] }], ...roles.map((r): Cell[] => [[dates(r)], [titleAndCompany(r, ', '), ...bulletsOf(r, '• ')]])]),
}

function txt(lines: string[]) {
  return Promise.resolve({ bytes: new TextEncoder().encode(lines.join('\n')), name: 'resume.txt' })
}

async function docx(rows: Cell[][]) {
  return { bytes: await buildTableDocx([rows]), name: 'resume.docx' }
}

const norm = (s: string | null) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim()

interface Tally {
  resumes: number
  withDated: number
  roles: number
  sameYears: number
  sameTitle: number
  baselineYears: number
}

/** A role without a title is written under its employer: either reading of it counts. */
function sameTitle(reference: Role, got: ExperienceEntry): boolean {
  if (has(reference.title)) return norm(got.title) === norm(reference.title)
  return !has(got.title) || norm(got.title) === norm(reference.company) || norm(got.company) === norm(reference.company)
}

/** Roles matched in order: the i-th reference role against the i-th parsed dated role. */
function score(reference: Role[], parsed: ParsedResume, text: string, tally: Tally) {
  const dated = parsed.experience.filter((e) => e.start)
  tally.resumes++
  if (dated.length > 0) tally.withDated++
  tally.roles += reference.length
  reference.forEach((r, i) => {
    const got = dated[i]
    if (got && norm(got.start) === norm(r.start) && norm(got.end) === norm(r.end)) {
      tally.sameYears++
      if (sameTitle(r, got)) tally.sameTitle++
    }
  })
  // Baseline: every date range in the text is a role, in order.
  const ranges = text.split('\n').flatMap((l) => findDateRanges(l))
  reference.forEach((r, i) => {
    const got = ranges[i]
    if (got && norm(got.start) === norm(r.start) && norm(got.end) === norm(r.end)) tally.baselineYears++
  })
}

const manifest = readFileSync(join(DEV_DATA, 'resumes-dev/manifest.csv'), 'utf8').trim().split('\n').slice(1)
const tallies = new Map<string, Tally>(
  ['PDF (reference)', ...Object.keys(WRITERS)].map((k) => [k, { resumes: 0, withDated: 0, roles: 0, sameYears: 0, sameTitle: 0, baselineYears: 0 }]),
)

for (const row of manifest) {
  const pdf = await readResumeFile(new Uint8Array(readFileSync(join(DEV_DATA, 'resumes-dev', row.split(',')[2]!))))
  const reference: Role[] = pdf.parsed.experience.filter((e) => e.start && e.end && (has(e.title) || has(e.company)))
  score(reference, pdf.parsed, pdf.resume_text, tallies.get('PDF (reference)')!)
  if (reference.length === 0) {
    for (const name of Object.keys(WRITERS)) tallies.get(name)!.resumes++
    continue
  }
  for (const [name, write] of Object.entries(WRITERS)) {
    const file = await write(reference, pdf.parsed.summary)
    const result = await readResumeFile(file.bytes)
    score(reference, result.parsed, result.resume_text, tallies.get(name)!)
  }
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`)
const table = [
  '| format | resumes with a dated role | roles: same years | roles: same years and title | baseline "a dated line is a role": same years |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...[...tallies].map(
    ([name, t]) =>
      `| ${name} | ${t.withDated} / ${t.resumes} | ${pct(t.sameYears, t.roles)} | ${pct(t.sameTitle, t.roles)} | ${pct(t.baselineYears, t.roles)} |`,
  ),
].join('\n')
const reference = tallies.get('PDF (reference)')!
const body = `${machineLine()}. \`npx tsx bench/resume-formats.ts\`

The ${reference.roles} dated roles (with a title or employer) that the parser reads from the ${reference.resumes} resumes-dev PDFs, written out in
other formats and parsed again through the upload path (extraction included). Roles are compared in order; the PDF row
compares the parse with itself and only shows the reference's size.

${table}`
console.log(body)
writeResultsSection('Resume formats (bench/resume-formats.ts)', body)
