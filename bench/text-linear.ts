/**
 * Text handling takes time linear in the text's length, up to the 200,000-character cap:
 *   npm run bench:text   (writes "Text: linear time" in bench/RESULTS.md)
 *
 * Each case runs in a child process of its own, so a case that blocks for minutes is cut off at
 * CASE_BUDGET_MS and reported as "> …" instead of stalling the bench:
 * - skills/extract: what POST /api/v1/skills/extract computes (parse the resume text and a job
 *   description, then the skill bank), for resume texts of 25k to 200k characters;
 * - resume parse: what POST /api/v1/resume/parse computes for a TXT upload of that many characters
 *   (decode, clean, parse);
 * - job parse: parseJobDescription on job texts up to their own cap (20,000 characters);
 * - skill matcher: findSkills alone (server/domain/skills), which the three above call.
 * The texts are shapes that made passes quadratic (one long line with no list delimiter, a long
 * run of spaces or letters, a "Go, Go, …" list) beside ordinary resume text on one line and on
 * many short lines. Each figure is the median of RUNS runs after a warm-up.
 *
 * `--record-before` writes the figures to bench/data/text-linear-before.json instead of
 * RESULTS.md; a normal run prints them beside those recorded before the change.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BACKEND_JD } from '../tests/fixtures/job-descriptions.ts'
import { JOB_DESCRIPTION_MAX_CHARS, RESUME_TEXT_MAX_CHARS } from '../shared/schemas/limits.ts'
import { machineLine, median, ROOT, treeCpuMs, writeResultsSection } from './lib/results.ts'

const RUNS = 5
// Of CPU time: the machine is shared, and wall time under its load says little about the work.
const CASE_BUDGET_MS = 10_000
const SIZES = [25_000, 50_000, 100_000, RESUME_TEXT_MAX_CHARS]
const JOB_SIZES = [2_500, 5_000, 10_000, JOB_DESCRIPTION_MAX_CHARS]
const BEFORE_FILE = join(ROOT, 'bench', 'data', 'text-linear-before.json')

const RESUME = readFileSync(join(ROOT, 'tests', 'resumes', 'files', 'electrician-cody-martin.plain.txt'), 'utf8')

/** Texts of `length` characters in each shape. */
const SHAPES: Record<string, (length: number) => string> = {
  'resume, many lines': (n) => fill(RESUME, n),
  'resume, one line': (n) => fill(`${RESUME.replace(/\s*\n\s*/g, ' ')} `, n),
  'skills, no delimiter': (n) => fill('Python SQL Excel Kubernetes ', n),
  '"Go, Go, …, Python"': (n) => `${'Go, '.repeat(Math.floor((n - 6) / 4))}Python`,
  'spaces between words': (n) => `Python${' '.repeat(n - 12)}Python`,
  'one long word': (n) => 'x'.repeat(n),
  'short lines': (n) => fill('Go\n', n),
}

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

type Work = 'skills/extract' | 'resume parse' | 'job parse' | 'skill matcher'
const WORKS: readonly Work[] = ['skills/extract', 'resume parse', 'job parse', 'skill matcher']

/** One case, in this (child) process: a warm-up, then RUNS timed runs, each printed as it ends. */
async function runCase(work: Work, shape: string, length: number): Promise<void> {
  const { parseResume } = await import('../server/domain/ingest/index.ts')
  const { readResumeFile } = await import('../server/adapters/read-resume.ts')
  const { parseJobDescription, validateJobDescription } = await import('../server/domain/jd/index.ts')
  const { extractSkillBank } = await import('../server/domain/tailor/index.ts')
  const { findSkills } = await import('../server/domain/skills/index.ts')
  const run: (text: string) => unknown = {
    'skills/extract': (text: string) => {
      validateJobDescription(BACKEND_JD)
      return extractSkillBank({ resume: parseResume(text), resumeText: text, jobText: BACKEND_JD, job: parseJobDescription(BACKEND_JD) })
    },
    'resume parse': (text: string) => readResumeFile(Buffer.from(text, 'utf8'), { filename: 'resume.txt' }),
    'job parse': (text: string) => parseJobDescription(text),
    'skill matcher': (text: string) => findSkills(text),
  }[work]
  const make = SHAPES[shape]!
  await run(make(2_000))
  const text = make(length)
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    await run(text)
    const used = process.cpuUsage(cpu)
    process.stdout.write(`${performance.now() - started} ${(used.user + used.system) / 1000}\n`)
  }
}

/** A case in a child process: the medians of its runs' wall and CPU time, or null when it ran past the budget. */
function measure(work: Work, shape: string, length: number): Promise<{ wall: number; cpu: number } | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--case', work, shape, String(length)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const started = performance.now()
    const timer = setInterval(() => {
      if (treeCpuMs(child.pid!) > CASE_BUDGET_MS || performance.now() - started > 20 * CASE_BUDGET_MS) child.kill('SIGKILL')
    }, 200)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearInterval(timer)
      const runs = out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ').map(Number))
      if (signal === 'SIGKILL' || runs.length < RUNS) return resolve(null)
      if (code !== 0) return reject(new Error(`${work} / ${shape} / ${length} exited with ${code}`))
      resolve({ wall: median(runs.map((r) => r[0]!)), cpu: median(runs.map((r) => r[1]!)) })
    })
  })
}

type Figures = Record<string, number | null>
/** The figures recorded before the change (wall time; null: cut off past `budgetMs`). */
type Before = { measured: string; budgetMs: number; figures: Figures }
const keyOf = (work: Work, shape: string, length: number) => `${work} | ${shape} | ${length}`

/** Wall-clock medians, and CPU-time medians beside them (this machine is shared: wall time varies with its load). */
async function measureAll(works: readonly Work[]): Promise<{ wall: Figures; cpu: Figures }> {
  const wall: Figures = {}
  const cpu: Figures = {}
  for (const work of works) {
    const sizes = work === 'job parse' ? JOB_SIZES : SIZES
    for (const shape of Object.keys(SHAPES)) {
      let over = false
      for (const length of sizes) {
        // Past the budget at one length, longer texts only take longer.
        const value: { wall: number; cpu: number } | null = over ? null : await measure(work, shape, length)
        over ||= value === null
        wall[keyOf(work, shape, length)] = value?.wall ?? null
        cpu[keyOf(work, shape, length)] = value?.cpu ?? null
        console.log(
          `${work.padEnd(15)} ${shape.padEnd(22)} ${String(length).padStart(7)}  ${format(value?.wall ?? null)} (CPU ${format(value?.cpu ?? null)})`,
        )
      }
    }
  }
  return { wall, cpu }
}

const format = (value: number | null | undefined, budgetMs = CASE_BUDGET_MS) =>
  value === undefined
    ? '–'
    : value === null
      ? `> ${budgetMs / 1000} s`
      : value < 1000
        ? `${value.toFixed(value < 10 ? 1 : 0)} ms`
        : `${(value / 1000).toFixed(1)} s`

function report(after: Figures, afterCpu: Figures, before: Before | null): string {
  const rows: string[] = []
  for (const work of WORKS) {
    const sizes = work === 'job parse' ? JOB_SIZES : SIZES
    rows.push(`### ${work}\n`)
    rows.push(
      `| text | ${sizes.map((n) => `${n.toLocaleString('en-US')} chars`).join(' | ')} | CPU after: ${sizes.at(-1)!.toLocaleString('en-US')} / ${sizes[0]!.toLocaleString('en-US')} |`,
    )
    rows.push(`| --- | ${sizes.map(() => '---:').join(' | ')} | ---: |`)
    for (const shape of Object.keys(SHAPES)) {
      const cells = sizes.map((n) => {
        const key = keyOf(work, shape, n)
        const now = `**${format(after[key])}** (${format(afterCpu[key])})`
        return before ? `${format(before.figures[key], before.budgetMs)} → ${now}` : now
      })
      const first = afterCpu[keyOf(work, shape, sizes[0]!)]
      const last = afterCpu[keyOf(work, shape, sizes.at(-1)!)]
      const ratio = first && last ? `${(last / first).toFixed(1)}×` : '–'
      rows.push(`| ${shape} | ${cells.join(' | ')} | ${ratio} |`)
    }
    rows.push('')
  }
  const linear = `Linear time makes the last column about ${SIZES.at(-1)! / SIZES[0]!} (the ratio of the lengths); quadratic, ${(SIZES.at(-1)! / SIZES[0]!) ** 2}.`
  return [
    machineLine(),
    '',
    `Median of ${RUNS} runs after a warm-up, each case in a child process cut off at ${CASE_BUDGET_MS / 1000} s (a longer text of the same shape is then not run).`,
    'After: wall time, and (in brackets) the CPU time of the process, which depends less on what else the machine runs.',
    before ? `Before → after the change; before (wall time) measured ${before.measured}.` : '',
    linear,
    '',
    ...rows,
  ].join('\n')
}

async function main() {
  if (process.argv[2] === '--case') return runCase(process.argv[3] as Work, process.argv[4]!, Number(process.argv[5]))
  const before = existsSync(BEFORE_FILE) ? (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as Before) : null
  // `--only <work>` measures one kind of work (recording it beside the others already recorded).
  const only = process.argv.indexOf('--only')
  const works = only === -1 ? WORKS : WORKS.filter((w) => w === process.argv[only + 1])
  const { wall: figures, cpu } = await measureAll(works)
  if (process.argv.includes('--record-before')) {
    const recorded: Before = { measured: before?.measured ?? machineLine(), budgetMs: CASE_BUDGET_MS, figures: { ...before?.figures, ...figures } }
    writeFileSync(BEFORE_FILE, `${JSON.stringify(recorded, null, 2)}\n`)
    return
  }
  if (only !== -1) return
  const body = report(figures, cpu, before)
  console.log(`\n${body}`)
  writeResultsSection('Text: linear time', body)
}

await main()
