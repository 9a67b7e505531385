import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { distance } from 'fastest-levenshtein'
import { readResumeFile } from '../server/adapters/read-resume.ts'
import { toYearMonth, type ExtractionResult } from '../server/domain/ingest/index.ts'
import { allRenderings, type ResumeSource } from '../tests/resumes/index.ts'
import { renderSingle } from '../tests/resumes/render/single.ts'
import { machineLine, median, ms, writeResultsSection } from './lib/results.ts'

/*
 * Resumes people hold that are not text files (issue 27). Today: scanned PDFs read by OCR.
 *
 * Over the written test resumes' scans (tests/resumes: `scanned`, the single layout scanned at
 * 200 dpi; `scanned-noisy`, a copier's crooked scan with specks), each against the text layer of
 * the same single-layout PDF rendered now (the source text):
 * - word accuracy: 1 - (word-level edit distance to the source's words) / (the source's words),
 *   words being runs of letters and digits with their inner marks ("C++", "Node.js", e-mails),
 *   case kept. Beside it, the plain baseline computed in the same run: Tesseract's own text of
 *   the same 300 dpi renders (`tesseract page.png stdout`), without T10's reading order, tilt,
 *   speck and mark repairs.
 * - found: the name, e-mail, phone and every dated role's start year in the parse, per file.
 * - time: the whole read (extractResume, OCR included) of each two-page scan, median of 3.
 *
 * Needs only the repository, pdflatex, poppler and tesseract. Run: npx tsx bench/resume-formats.ts
 */

const RUNS = 3
const GOALS = { clean: 0.97, noisy: 0.93, found: 0.95, twoPageMs: 6000 }

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}.'@+#/&_-]*[\p{L}\p{N}+#])?/gu
const wordsOf = (text: string) => text.normalize('NFC').match(WORD) ?? []

/** Word-level edit distance, as a character one over a private alphabet of the words. */
function wordAccuracy(source: string, read: string): { accuracy: number; words: number } {
  const codes = new Map<string, string>()
  const encode = (words: string[]) =>
    words
      .map((w) => {
        if (!codes.has(w)) codes.set(w, String.fromCodePoint(0xf0000 + codes.size))
        return codes.get(w)!
      })
      .join('')
  const a = wordsOf(source)
  const b = wordsOf(read)
  return { accuracy: 1 - distance(encode(a), encode(b)) / a.length, words: a.length }
}

const yearOf = (date: string | null) => {
  const read = date ? toYearMonth(date) : null
  return read && read !== 'present' ? read.year : null
}
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '')

/** What a recruiter needs from the file: its name, e-mail, phone and every dated role's start. */
function missing(result: ExtractionResult, truth: ResumeSource): string[] {
  const out: string[] = []
  if (plain(result.parsed.contact.name ?? '') !== plain(truth.name)) out.push(`name (${result.parsed.contact.name})`)
  if (truth.contact.email && result.parsed.contact.email !== truth.contact.email) out.push(`e-mail (${result.parsed.contact.email})`)
  const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '')
  if (truth.contact.phone && !digits(result.parsed.contact.phone).endsWith(digits(truth.contact.phone).slice(-10))) out.push('phone')
  const starts = result.parsed.experience.map((e) => yearOf(e.start))
  for (const role of truth.experience) {
    if (role.start && !starts.includes(Number(role.start.slice(0, 4)))) out.push(`role ${role.title} (${role.start})`)
  }
  return out
}

/** Tesseract's own text of the file's pages at 300 dpi: the baseline. */
function tesseractAlone(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 't10-bench-ocr-'))
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf)
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', join(dir, 'in.pdf'), join(dir, 'page')])
    const pages = execFileSync('sh', ['-c', `ls ${dir}/page*.png`], { encoding: 'utf8' })
      .trim()
      .split('\n')
    return pages
      .map((page) =>
        execFileSync('tesseract', [page, 'stdout', '-l', 'eng'], {
          encoding: 'utf8',
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      )
      .join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

interface Row {
  id: string
  layout: string
  pages: number
  accuracy: number
  baseline: number
  confidence: number
  missing: string[]
  ms: number
}

const rows: Row[] = []
const scans = allRenderings().filter((r) => r.layout === 'scanned' || r.layout === 'scanned-noisy')
const sources = new Map<string, string>()
for (const { resume, layout, path } of scans) {
  if (!sources.has(resume.id)) sources.set(resume.id, (await readResumeFile(new Uint8Array(await renderSingle(resume)))).resume_text)
  const bytes = readFileSync(path)
  const times: number[] = []
  let result: ExtractionResult | undefined
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    result = await readResumeFile(new Uint8Array(bytes))
    times.push(performance.now() - started)
  }
  const source = sources.get(resume.id)!
  rows.push({
    id: resume.id,
    layout,
    pages: result!.ocr?.pages.length ?? 0,
    accuracy: wordAccuracy(source, result!.resume_text).accuracy,
    baseline: wordAccuracy(source, tesseractAlone(bytes)).accuracy,
    confidence: result!.ocr?.mean_confidence ?? 0,
    missing: missing(result!, resume),
    ms: median(times),
  })
  process.stderr.write('.')
}
process.stderr.write('\n')

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
const of = (layout: string) => rows.filter((r) => r.layout === layout)
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO')
const clean = of('scanned')
const noisy = of('scanned-noisy')
const found = rows.filter((r) => r.missing.length === 0).length / rows.length
const twoPage = rows.filter((r) => r.pages === 2).map((r) => r.ms)
const body = [
  machineLine(),
  '',
  `${rows.length} scans of ${sources.size} written test resumes (tests/resumes), read through the product's ingest (OCR by Tesseract ${execFileSync('tesseract', ['--version'], { encoding: 'utf8' }).split('\n')[0]!.replace('tesseract ', '')}, one thread a page); word accuracy against the text layer of the same resume's single-layout PDF.`,
  '',
  '| figure | T10 | baseline: Tesseract alone | goal | met |',
  '| --- | ---: | ---: | ---: | :---: |',
  `| word accuracy, clean scans (200 dpi), mean | ${pct(mean(clean.map((r) => r.accuracy)))} | ${pct(mean(clean.map((r) => r.baseline)))} | ≥ ${pct(GOALS.clean)} | ${verdict(mean(clean.map((r) => r.accuracy)) >= GOALS.clean)} |`,
  `| word accuracy, noisy crooked scans, mean | ${pct(mean(noisy.map((r) => r.accuracy)))} | ${pct(mean(noisy.map((r) => r.baseline)))} | ≥ ${pct(GOALS.noisy)} | ${verdict(mean(noisy.map((r) => r.accuracy)) >= GOALS.noisy)} |`,
  `| scans with name, e-mail, phone and every dated role found | ${pct(found)} | — | ≥ ${pct(GOALS.found)} | ${verdict(found >= GOALS.found)} |`,
  `| a 2-page scan read, median of ${twoPage.length} files (each the median of ${RUNS}) | ${ms(median(twoPage))} | — | ≤ ${ms(GOALS.twoPageMs)} | ${verdict(median(twoPage) <= GOALS.twoPageMs)} |`,
  '',
  '| scan | pages | word accuracy | Tesseract alone | confidence | read in | not found |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.id} (${r.layout}) | ${r.pages} | ${pct(r.accuracy)} | ${pct(r.baseline)} | ${r.confidence} | ${ms(r.ms)} | ${r.missing.join('; ') || '—'} |`,
  ),
].join('\n')
console.log(body)
writeResultsSection('Resume formats: scanned PDFs read by OCR (bench/resume-formats.ts)', body)
process.exit(0)
