/**
 * Generation speed, end to end over real HTTP against the app in this process:
 *   npm run bench:generate        (writes the "Generate" section of bench/RESULTS.md)
 *
 * - upload -> both PDFs: upload a resume, stream the generation, fetch both PDFs (local engine);
 *   each run uses another resume and another job so that no compile is served from the cache;
 * - time to the first SSE event;
 * - a cached recompile: the same LaTeX compiled again;
 * - 8 generations at once: all must succeed; throughput and peak memory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { setUserPlan } from '../server/services/accounts.service.ts'
import { createApiClient } from '../shared/client.ts'
import { machineLine, median, mib, ms, trackPeakRss, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'

const RUNS = 9
const CONCURRENT = 8

const manifest = readFileSync(join(DEV_DATA, 'resumes-dev', 'manifest.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
const resumes = manifest.map((row) => join(DEV_DATA, 'resumes-dev', row.split(',')[2] as string))

function jobDescription(i: number): string {
  const roles = ['Senior Accountant', 'Sales Manager', 'Software Engineer', 'HR Generalist', 'Teacher']
  return `Role: ${roles[i % roles.length]}
Company: Bench Company ${i}

Requirements:
- ${3 + (i % 4)}+ years of experience
- Microsoft Excel, customer service, project management, budgeting, SQL
- Bachelor's degree

Nice to have:
- Salesforce, QuickBooks, Python
`
}

const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-generate-'))
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
    GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '100000',
    REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '100000',
  }),
)
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
// Let the precompiled template formats finish building, as they have on a server that has run a while.
await new Promise((resolve) => setTimeout(resolve, 3000))

const session = await createApiClient({ baseUrl }).register({ email: 'bench@example.com', password: 'bench password' })
// Dozens of generations: on a paid plan, as the operator would set it (t10 admin set-plan).
await setUserPlan(app.db, 'bench@example.com', 'standard')
const client = createApiClient({ baseUrl, token: session.token })

async function oneGeneration(i: number) {
  const started = performance.now()
  const file = resumes[(i * 7) % resumes.length] as string
  const upload = await client.uploadResume(new Blob([readFileSync(file)]), 'resume.pdf')
  let firstEventAt = 0
  const requestAt = performance.now()
  const result = await client.generate({ resume_id: upload.data.resume_id, job_description: jobDescription(i) }, () => {
    firstEventAt ||= performance.now()
  })
  await Promise.all([result.resume, ...(result.cover_letter ? [result.cover_letter] : [])].map((doc) => client.documentFile(doc.pdf_url)))
  return { total: performance.now() - started, firstEvent: firstEventAt - requestAt, latex: result.resume.latex_content }
}

await oneGeneration(1000) // warm-up: JIT, taxonomy, first compiles
const runs = []
for (let i = 0; i < RUNS; i++) runs.push(await oneGeneration(i))

const cachedTimes: number[] = []
for (let i = 0; i < RUNS; i++) {
  const source = runs[i % runs.length]?.latex as string
  cachedTimes.push((await app.latex.compile(source)).ms)
}

const rss = trackPeakRss()
const burstStarted = performance.now()
const burst = await Promise.allSettled(Array.from({ length: CONCURRENT }, (_, i) => oneGeneration(100 + i)))
const burstSeconds = (performance.now() - burstStarted) / 1000
const peak = rss.stop()
const succeeded = burst.filter((r) => r.status === 'fulfilled').length

await app.close()
rmSync(dataDir, { recursive: true, force: true })

const totalMedian = median(runs.map((r) => r.total))
const firstMedian = median(runs.map((r) => r.firstEvent))
const cachedMedian = median(cachedTimes)
const rows = [
  ['upload -> both PDFs (local engine)', ms(totalMedian), '1.5 s', totalMedian <= 1500],
  ['time to first SSE event', ms(firstMedian), '50 ms', firstMedian <= 50],
  ['cached recompile', ms(cachedMedian), '30 ms', cachedMedian <= 30],
] as const
const body = `${machineLine()}. Real HTTP to the app in the same process; median of ${RUNS} runs after one warm-up.

| figure | median | goal | met |
| --- | ---: | ---: | :---: |
${rows.map(([name, value, goal, met]) => `| ${name} | ${value} | ${goal} | ${met ? 'yes' : 'no'} |`).join('\n')}

${CONCURRENT} generations at once: ${succeeded}/${CONCURRENT} succeeded in ${burstSeconds.toFixed(2)} s (${(succeeded / burstSeconds).toFixed(2)} generations/s), peak RSS ${mib(peak)}.`
console.log(body)
writeResultsSection('Generate (bench/generate.ts)', body)
if (succeeded !== CONCURRENT) process.exitCode = 1
