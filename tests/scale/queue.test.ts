import { readFileSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../shared/client.ts'
import type { ProgressEvent } from '../../shared/events.ts'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { runCli } from '../helpers/run-cli.ts'
import { type ClusterProcess, processesCluster } from '../helpers/processes-cluster.ts'
import { listResumes, renderingPath } from '../resumes/index.ts'

// One PostgreSQL cluster for the file; every server and worker is killed after each test.
const cluster = processesCluster()
// Written test resumes: a computer science student's plain text file for the generations, and
// one-column PDFs of people of many fields for the pool uploads.
const resumeFile = readFileSync(renderingPath('student-cs-emily-carter', 'plain'))
const poolPdfs = (count: number) =>
  listResumes()
    .filter((r) => r.renderings.includes('single'))
    .slice(0, count)
    .map((r) => ({ file: new Blob([readFileSync(renderingPath(r.id, 'single'))]), filename: `${r.id}.pdf` }))
/** Short, so a dead worker is noticed within the test (production default: 30 s). */
const FAST_HEARTBEAT = { INSTANCE_TIMEOUT_S: '3' }

/** The log lines of a process that say it took a queued generation, with how long it waited. */
const takenRuns = (process: ClusterProcess) =>
  process
    .output()
    .split('\n')
    .filter((line) => line.includes('generation taken from the queue'))
    .map((line) => JSON.parse(line) as { run: string; instance: string; waitedMs: number })

async function signedUpWithResume(baseUrl: string, email: string) {
  const session = await createApiClient({ baseUrl }).register({ email, password: 'long password 1' })
  const client = (url: string) => createApiClient({ baseUrl: url, token: session.token })
  const upload = await client(baseUrl).uploadResume(new Blob([resumeFile]), 'cv.txt')
  return { client, resumeId: upload.data.resume_id }
}

describe('the shared work queue on PostgreSQL', () => {
  it("runs a generation started on server A on a separate worker, and A's stream shows its progress and result", async () => {
    const databaseUrl = await cluster.createDatabase()
    const [a, b] = await Promise.all([cluster.startServer(databaseUrl), cluster.startServer(databaseUrl)])
    const { client, resumeId } = await signedUpWithResume(a.baseUrl, 'queue@example.com')

    // No worker anywhere yet: the job waits in the queue, the stream stays open.
    const steps: ProgressEvent[] = []
    const first = client(a.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD }, (event) => steps.push(event))
    await new Promise((r) => setTimeout(r, 1500))
    expect(steps).toEqual([])

    const worker = await cluster.startWorker(databaseUrl)
    const result = await first
    expect(result.resume.filename).toMatch(/\.tex$/)
    expect(steps.filter((s) => s.status === 'done').map((s) => s.id)).toEqual(
      expect.arrayContaining(['resume_ingest', 'jd_parse', 'match', 'resume_gen', 'cover_gen', 'compile', 'ats']),
    )
    // The worker ran it, not the servers (both HTTP only).
    expect(takenRuns(worker)).toHaveLength(1)
    expect(takenRuns(worker)[0]?.instance).toBe(worker.instanceId())
    expect(takenRuns(a)).toEqual([])
    expect(takenRuns(b)).toEqual([])
    // What the worker wrote is in the shared database: server B serves the PDF.
    const pdf = await client(b.baseUrl).downloadPdf(result.resume.filename)
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')

    // With a worker waiting, the queue adds little before a generation starts (enqueue -> taken).
    for (let i = 0; i < 3; i++) await client(i % 2 === 0 ? b.baseUrl : a.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD })
    const waits = takenRuns(worker)
      .slice(1)
      .map((r) => r.waitedMs)
    expect(waits).toHaveLength(3)
    console.info(`queued generation, enqueue -> worker start: ${waits.join(', ')} ms`)

    // A pool upload through B: one job per file, ingested by the worker; B answers as ever, in order.
    const files = poolPdfs(3)
    files.splice(1, 0, { file: new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')]), filename: 'photo.pdf' })
    const upload = await client(b.baseUrl).recruiting.uploadResumes(files)
    expect(upload.results.map((r) => [r.filename, r.success])).toEqual(files.map((f) => [f.filename, f.filename !== 'photo.pdf']))
    const ingested = worker
      .output()
      .split('\n')
      .filter((line) => line.includes('pool file ingested from the queue'))
    expect(ingested).toHaveLength(4)
    expect((await client(a.baseUrl).recruiting.resumes()).resumes).toHaveLength(3)
  }, 400_000)

  it('a worker killed mid-generation: the stream ends with a clear error, the allowance is handed back, nothing is written', async () => {
    const databaseUrl = await cluster.createDatabase()
    const a = await cluster.startServer(databaseUrl, { env: FAST_HEARTBEAT })
    const worker = await cluster.startWorker(databaseUrl, { env: FAST_HEARTBEAT })
    const { client, resumeId } = await signedUpWithResume(a.baseUrl, 'killed@example.com')
    const usage = async () => (await client(a.baseUrl).accountUsage()).usage.daily_generations.used

    let killed = false
    const run = client(a.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD }, (event) => {
      if (!killed && event.id === 'jd_parse' && event.status === 'in_progress') killed = worker.child.kill('SIGKILL')
    })
    await expect(run).rejects.toMatchObject({ code: 'worker_lost', message: expect.stringMatching(/stopped before it finished.*handed back/) })
    expect(killed).toBe(true)
    expect(await usage()).toBe(0)
    const history = await client(a.baseUrl).documentHistory()
    expect(history.documents).toEqual([])

    // A new worker takes the next one, and that one counts.
    const next = await cluster.startWorker(databaseUrl, { env: FAST_HEARTBEAT })
    const result = await client(a.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD })
    expect(result.resume.filename).toMatch(/\.tex$/)
    expect(takenRuns(next)).toHaveLength(1)
    expect(await usage()).toBe(1)
  }, 400_000)

  it('a worker stalled past its heartbeat and then woken: the run stays failed, nothing is stored, the allowance stays handed back', async () => {
    const databaseUrl = await cluster.createDatabase()
    const a = await cluster.startServer(databaseUrl, { env: FAST_HEARTBEAT })
    const worker = await cluster.startWorker(databaseUrl, { env: FAST_HEARTBEAT })
    const { client, resumeId } = await signedUpWithResume(a.baseUrl, 'stalled@example.com')
    const usage = async () => (await client(a.baseUrl).accountUsage()).usage.daily_generations.used

    let stalled = false
    const run = client(a.baseUrl).generate({ resume_id: resumeId, job_description: BACKEND_JD }, (event) => {
      if (!stalled && event.id === 'jd_parse' && event.status === 'in_progress') stalled = worker.child.kill('SIGSTOP')
    })
    await expect(run).rejects.toMatchObject({ code: 'worker_lost' })
    expect(stalled).toBe(true)

    // It wakes up and finishes its work: the run was already ended, so it keeps nothing.
    worker.child.kill('SIGCONT')
    const deadline = Date.now() + 120_000
    while (!worker.output().includes('queued generation finished') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(worker.output()).toContain('already ended elsewhere')
    expect(await usage()).toBe(0)
    expect((await client(a.baseUrl).documentHistory()).documents).toEqual([])
    // The run's log, which every stream replays, ends once: with the error.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      const finals = await db.query("select event from generation_events where event in ('result', 'error')")
      expect(finals.rows).toEqual([{ event: 'error' }])
    } finally {
      await db.end()
    }
  }, 400_000)

  it('a worker killed during a pool upload: its file is retried by another worker, and the upload answers in full', async () => {
    const databaseUrl = await cluster.createDatabase()
    const a = await cluster.startServer(databaseUrl, { env: FAST_HEARTBEAT })
    const first = await cluster.startWorker(databaseUrl, { env: FAST_HEARTBEAT })
    const session = await createApiClient({ baseUrl: a.baseUrl }).register({ email: 'pool@example.com', password: 'long password 1' })
    const client = createApiClient({ baseUrl: a.baseUrl, token: session.token })
    const files = poolPdfs(6)
    const upload = client.recruiting.uploadResumes(files)
    // Killed while it reads its second file (one slot: the first is done).
    const taken = () => first.output().split('pool file taken from the queue').length - 1
    while (taken() < 2) await new Promise((r) => setTimeout(r, 10))
    await first.stop('SIGKILL')
    const second = await cluster.startWorker(databaseUrl, { env: FAST_HEARTBEAT })
    const { results } = await upload
    expect(results.map((r) => [r.filename, r.success])).toEqual(files.map((f) => [f.filename, true]))
    expect((await client.recruiting.resumes()).resumes).toHaveLength(6)
    expect(second.output()).toContain('pool file ingested from the queue')
    // Whoever swept first (A, or the new worker as it started) handed the file on.
    expect(a.output() + second.output()).toMatch(/"retriedFiles":1\b/)
  }, 400_000)

  it('t10 worker refuses to run without PostgreSQL, saying why', async () => {
    const { code, stderr } = await runCli(['worker'], { env: { DATABASE_URL: '', T10_FROM_SOURCE: '1' } })
    expect(code).not.toBe(0)
    expect(stderr).toMatch(/DATABASE_URL/)
  })
})
