import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { setUserPlan } from '../server/services/accounts.service.ts'
import { startFakeModelGrader } from '../tests/helpers/fake-model-grader.ts'
import { machineLine, median, ms, writeResultsSection } from './lib/results.ts'

/*
 * What re-grading with a model costs in T10's own time (issue 25's figures): a match of a 40-resume
 * pool whose top 20 a model re-grades, against the same match by the engine alone, through the
 * HTTP API (the streamed ai-matches call read to its end, the plain matches call). The model is a
 * local stand-in that answers at once (tests/helpers/fake-model-grader.ts, OpenAI's wire format,
 * Ollama's provider), so what the model match adds is T10's work: building each prompt, the HTTP
 * round trips, checking the quotes against the resume, the cache and token rows, the stream. The
 * stand-in runs in this process, so its own JSON work is counted in too: the figures are an upper
 * bound. Cold: the kept grades deleted before each run; cached: every grade kept.
 *
 * Needs only the repository (our test resumes). Run: npx tsx bench/ai-overhead.ts [--runs 15]
 */

const runsAt = process.argv.indexOf('--runs')
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 15
const POOL = 40
const TOP_K = 20
const GOALS = { cold: 50, cached: 5 }

const JOB = `Senior Accountant
We are hiring a senior accountant to own the month-end close, reconcile accounts, prepare financial
statements under GAAP and work with auditors. Requirements: 5+ years of accounting experience, a
bachelor's degree in accounting, Excel and an ERP such as NetSuite or SAP. CPA preferred.`

const FILES_DIR = join(import.meta.dirname, '..', 'tests', 'resumes', 'files')
// One file per person (the first PDF or Word file of each), as a recruiter's pool has them.
const people = new Map<string, string>()
for (const name of readdirSync(FILES_DIR).sort()) {
  const person = name.split('.')[0]!
  if (/\.(pdf|docx)$/.test(name) && !name.includes('scanned') && !people.has(person)) people.set(person, name)
}
const files = [...people.values()].slice(0, POOL)

const grader = await startFakeModelGrader((resume) => 40 + (resume.length % 57))
const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-ai-'))
const app = await buildApp(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', OLLAMA_URL: grader.url, OLLAMA_MODEL: 'bench-model', AI_MONTHLY_TOKEN_BUDGET: '0' }),
  { webApp: false },
)
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
try {
  const email = 'bench@example.com'
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: 'bench password' } })
  const token = registered.json().token as string
  await setUserPlan(app.db, email, 'standard')
  const form = new FormData()
  for (const name of files) form.append('files', new Blob([readFileSync(join(FILES_DIR, name))]), name)
  const uploaded = await app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(token), payload: form })
  if (uploaded.statusCode >= 300) throw new Error(`upload failed: ${uploaded.body}`)
  const created = await app.inject({ method: 'POST', url: '/api/v1/t10/jobs', headers: bearer(token), payload: { job_data: { description: JOB } } })
  const jobId = created.json().job_id as string
  const listed = await app.inject({ method: 'GET', url: '/api/v1/t10/resumes', headers: bearer(token) })
  const resumeIds = (listed.json().resumes as Array<{ resume_id: string }>).map((r) => r.resume_id)
  if (resumeIds.length !== files.length) throw new Error(`${resumeIds.length} of ${files.length} resumes stored`)

  const timed = async (call: () => Promise<{ statusCode: number; body: string }>) => {
    const started = performance.now()
    const response = await call()
    const elapsed = performance.now() - started
    if (response.statusCode !== 200 || response.body.includes('event: error')) throw new Error(`call failed: ${response.body.slice(0, 300)}`)
    return elapsed
  }
  const engineMatch = () =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: `/api/v1/t10/jobs/${jobId}/matches`,
        headers: bearer(token),
        payload: { limit: TOP_K, resume_ids: resumeIds },
      }),
    )
  const modelMatch = () =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: `/api/v1/t10/jobs/${jobId}/ai-matches`,
        headers: bearer(token),
        payload: { provider: 'ollama', limit: TOP_K, top_k: TOP_K, resume_ids: resumeIds },
      }),
    )

  // Warm up both paths (the pool's index, the JIT) before timing.
  for (let i = 0; i < 3; i++) {
    await engineMatch()
    await app.db.deleteFrom('ai_grades').execute()
    await modelMatch()
  }
  const engine: number[] = []
  const cold: number[] = []
  const cached: number[] = []
  const asked = grader.requests.length
  for (let run = 0; run < RUNS; run++) {
    engine.push(await engineMatch())
    await app.db.deleteFrom('ai_grades').execute()
    cold.push(await modelMatch())
    cached.push(await modelMatch())
  }
  const requestsPerColdRun = (grader.requests.length - asked) / RUNS
  if (requestsPerColdRun !== TOP_K) throw new Error(`expected ${TOP_K} model requests a cold run, saw ${requestsPerColdRun}`)

  const base = median(engine)
  const addedCold = median(cold) - base
  const addedCached = median(cached) - base
  const verdict = (added: number, goal: number) => `${ms(added)} (goal ≤ ${goal} ms: ${added <= goal ? 'met' : 'NOT met'})`
  const body = [
    machineLine(),
    '',
    `Pool of ${files.length} of our test resumes (PDF and DOCX), top ${TOP_K} re-graded by a stand-in model that answers at once; medians of ${RUNS} runs through the HTTP API.`,
    '',
    '| call | median | added over the engine alone |',
    '| --- | ---: | ---: |',
    `| engine alone (POST …/matches) | ${ms(base)} | — |`,
    `| with the model, cold (${TOP_K} requests) | ${ms(median(cold))} | ${verdict(addedCold, GOALS.cold)} |`,
    `| with the model, every grade cached | ${ms(median(cached))} | ${verdict(addedCached, GOALS.cached)} |`,
  ].join('\n')
  console.log(body)
  writeResultsSection('AI re-grading overhead (bench/ai-overhead.ts)', body)
} finally {
  await app.close()
  await grader.close()
  rmSync(dataDir, { recursive: true, force: true })
}
