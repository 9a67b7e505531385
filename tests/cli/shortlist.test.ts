import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANDIDATE_STAGES } from '../../shared/candidate-stages.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { renderingPath } from '../resumes/index.ts'

/*
 * `t10 jobs list|show` and `t10 candidates set-stage`: a job's shortlist from the terminal (the
 * program in-process, embedded server), for people and, with --json, for scripts.
 */

const work = mkdtempSync(join(tmpdir(), 't10-cli-shortlist-'))
const dataDir = join(work, 'data')
afterAll(() => rmSync(work, { recursive: true, force: true }))

const local = (args: string[], input?: string) => runCliInProcess([...args, '--data-dir', dataDir], input === undefined ? {} : { input })

const ACCOUNTANT = renderingPath('accountant-priya-raman', 'single')
const TEACHER = renderingPath('math-teacher-daniel-obrien', 'word')

let jobId = ''
let priya = ''
let daniel = ''

beforeAll(async () => {
  const ingested = await local(['ingest', ACCOUNTANT, TEACHER, '--json'])
  expect(ingested.code, ingested.stderr).toBe(0)
  const ranked = await local(['match', '--jd', '-', '--json'], ACCOUNTANT_JD)
  expect(ranked.code, ranked.stderr).toBe(0)
  const { job_id: id, matches } = JSON.parse(ranked.stdout) as { job_id: string; matches: Array<{ resume_id: string; name: string }> }
  jobId = id
  priya = matches.find((m) => m.name.startsWith('Priya'))!.resume_id
  daniel = matches.find((m) => m.name.startsWith('Daniel'))!.resume_id
})

describe('t10 jobs and t10 candidates', () => {
  it('lists the jobs with their candidates by stage: a match records those it showed as new', async () => {
    const result = await local(['jobs', 'list'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^job id +title +created \(UTC\) +candidates +by stage$/m)
    expect(result.stdout).toMatch(new RegExp(`^${jobId}  Senior Accountant  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +2  2 new$`, 'm'))

    const json = JSON.parse((await local(['jobs', 'list', '--json'])).stdout)
    expect(json).toEqual([
      {
        job_id: jobId,
        title: 'Senior Accountant',
        created_at: expect.any(String),
        published: false,
        stage_counts: { new: 2, shortlisted: 0, contacted: 0, interviewing: 0, offer: 0, rejected: 0 },
      },
    ])
  })

  it('sets a candidate’s stage, rating and notes, and shows the job’s candidates by stage', async () => {
    const set = await local(['candidates', 'set-stage', jobId, priya, 'shortlisted', '--rating', '4', '--notes', 'Strong CPA\ncall Monday'])
    expect(set.stderr).toBe('')
    expect(set.code).toBe(0)
    expect(set.stdout).toBe(`${priya}: Shortlisted for job ${jobId}\nRating: 4/5\nNotes:  Strong CPA\ncall Monday\n`)

    const shown = await local(['jobs', 'show', jobId])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain(`Senior Accountant (${jobId})`)
    expect(shown.stdout).toContain('Candidates: 2 (1 new, 1 shortlisted)')
    // Stages in their order, each a table; the notes on one line.
    expect(shown.stdout.indexOf('== New (1)')).toBeLessThan(shown.stdout.indexOf('== Shortlisted (1)'))
    expect(shown.stdout).toMatch(new RegExp(`^Priya Raman +\\d+%  4/5 +Strong CPA / call Monday  ${priya}$`, 'm'))
    expect(shown.stdout).toMatch(new RegExp(`^Daniel O'Brien +\\d+%  - +-  +${daniel}$`, 'm'))

    const json = JSON.parse((await local(['jobs', 'show', jobId, '--stage', 'shortlisted', '--json'])).stdout)
    expect(json.candidates).toEqual([
      expect.objectContaining({ resume_id: priya, stage: 'shortlisted', rating: 4, notes: 'Strong CPA\ncall Monday', name: 'Priya Raman' }),
    ])
    expect(json.stage_counts).toEqual({ new: 1, shortlisted: 1, contacted: 0, interviewing: 0, offer: 0, rejected: 0 })
  })

  it('keeps the review through the next match; --rating none clears the rating, and --json gives the answer', async () => {
    expect((await local(['match', '--jd', '-', '--json'], ACCOUNTANT_JD)).code).toBe(0)
    const set = await local(['candidates', 'set-stage', jobId, priya, 'interviewing', '--rating', 'none', '--json'])
    expect(set.code, set.stderr).toBe(0)
    expect(JSON.parse(set.stdout)).toMatchObject({
      job_id: jobId,
      resume_id: priya,
      review: { stage: 'interviewing', rating: null, notes: 'Strong CPA\ncall Monday' },
      message: 'Review saved',
    })
  })

  it('says what is wrong: an unknown stage lists the stages, a bad rating its range, an unknown id which one (exit 1)', async () => {
    const stage = await local(['candidates', 'set-stage', jobId, priya, 'hired'])
    expect(stage.code).toBe(1)
    expect(stage.stderr).toContain(`Allowed choices are ${CANDIDATE_STAGES.join(', ')}.`)

    const rating = await local(['candidates', 'set-stage', jobId, priya, 'offer', '--rating', '7'])
    expect(rating.code).toBe(1)
    expect(rating.stderr).toContain('Give a whole number from 1 to 5, or none to clear it.')

    const resume = await local(['candidates', 'set-stage', jobId, 'no-such-resume', 'offer'])
    expect(resume.code).toBe(1)
    expect(resume.stderr.trim()).toBe(
      `t10: Candidate not found (job ${jobId}, resume no-such-resume): t10 jobs list shows your jobs, t10 jobs show JOB_ID their candidates`,
    )
    const job = await local(['jobs', 'show', 'no-such-job'])
    expect(job.code).toBe(1)
    expect(job.stderr.trim()).toBe('t10: Job not found (job no-such-job): t10 jobs list shows your jobs')

    const notes = await local(['candidates', 'set-stage', jobId, priya, 'offer', '--notes', 'x'.repeat(5001)])
    expect(notes.code).toBe(1)
    expect(notes.stderr.trim()).toBe('t10: notes must be at most 5000 characters')
    // Nothing changed by the refusals.
    const shown = JSON.parse((await local(['jobs', 'show', jobId, '--json'])).stdout)
    expect(shown.candidates.find((c: { resume_id: string }) => c.resume_id === priya).stage).toBe('interviewing')
  })

  it('explains itself in --help', async () => {
    const help = await local(['candidates', 'set-stage', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: t10 candidates set-stage [options] <job-id> <resume-id> <stage>')
    expect(help.stdout).toContain(CANDIDATE_STAGES.join(', '))
    expect(help.stdout).toContain('--rating <n>')
    const jobs = await local(['jobs', '--help'])
    expect(jobs.stdout).toMatch(/list +your jobs/)
    expect(jobs.stdout).toMatch(/show \[options\] <id>/)
  })
})
