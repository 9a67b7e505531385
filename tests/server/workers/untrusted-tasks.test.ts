import { afterAll, describe, expect, it } from 'vitest'
import { scoreAts } from '../../../server/domain/ats/index.ts'
import { parseResume } from '../../../server/domain/ingest/index.ts'
import { parseJobDescription } from '../../../server/domain/jd/index.ts'
import { matchReasons } from '../../../server/domain/job-search/match-reasons.ts'
import { postingFacts } from '../../../server/domain/job-search/posting-facts.ts'
import { analyzeMatch, indexPool, jobFeaturesFrom, parseJobForMatching, resumeFeatures, scoreResume } from '../../../server/domain/match/index.ts'
import { extractSkillBank } from '../../../server/domain/tailor/index.ts'
import { SKILL_BANK_TASK, UntrustedWork } from '../../../server/lib/untrusted-work.ts'
import { ACCOUNTANT_JD } from '../../fixtures/job-descriptions.ts'

/*
 * The tasks that moved the reading of long text off the event loop (issue 22): ATS scoring,
 * the generation's skill bank, job search's postings and reasons, T10's job and resume features
 * and analysis. Each answer crosses threads by structured clone: it must come back equal to the
 * same work done in this thread, and a long text past the time limit is answered 422.
 */

const RESUME = `Priya Raman
priya.raman@example.com | (555) 201-3344

Summary
Senior accountant with eight years in month-end close and audit.

Experience
Senior Accountant, Northwind Traders
Jan 2019 - Present
- Led the month-end close in NetSuite for 14 entities
- Built variance reports in Excel and SQL

Education
B.S. Accounting, State University, 2015

Skills
Excel, SQL, NetSuite, GAAP, reconciliation
`
const LINE = 'Experienced accountant skilled in Excel, SQL, Python, budgeting, payroll and forecasting for retail clients. '
// ~190,000 characters of bullets: each task took 45-95 ms on it, far past a 5 ms limit.
const LONG_TEXT = `Jane Doe\njane@example.com\n\nExperience\nSenior Accountant, Acme\nJan 2018 - Present\n${`- ${LINE}\n`.repeat(Math.floor(190_000 / LINE.length))}`

describe('the reading tasks in a worker thread', () => {
  const work = new UntrustedWork({ threads: 1, timeLimitMs: 60_000 })
  afterAll(() => work.close())

  const resume = parseResume(RESUME)
  const job = parseJobDescription(ACCOUNTANT_JD)
  const extracted = { resume_text: RESUME, raw_resume_text: RESUME, parsed: resume }
  const asOf = new Date(Date.UTC(2026, 10, 1))
  const features = resumeFeatures(extracted, { asOf })
  const matching = parseJobForMatching(ACCOUNTANT_JD)
  const score = scoreResume(matching, features, indexPool([{ id: 'priya', features }]))

  it('answers as the same work in this thread does', async () => {
    const atsJob = { keywords: job.keywords, requiredSkills: job.requiredSkills, niceToHave: job.niceToHave }
    expect(await work.run('scoreAts', [RESUME, 'resume', atsJob], 'text')).toEqual(scoreAts({ pdfText: RESUME, documentType: 'resume', job: atsJob }))
    expect(await work.run(SKILL_BANK_TASK, [resume, RESUME, ACCOUNTANT_JD, job], 'text')).toEqual(
      extractSkillBank({ resume, resumeText: RESUME, jobText: ACCOUNTANT_JD, job }),
    )
    expect(await work.run('readPosting', [ACCOUNTANT_JD], 'text')).toEqual({
      job,
      facts: postingFacts(ACCOUNTANT_JD),
      features: jobFeaturesFrom(job, ACCOUNTANT_JD),
    })
    expect(await work.run('matchingJob', [ACCOUNTANT_JD], 'text')).toEqual(matching)
    expect(await work.run('resumeFeatures', [extracted, { asOf }], 'file')).toEqual(features)
    expect(await work.run('analyzeMatch', [matching, features, score, { resumeText: RESUME }], 'text')).toEqual(
      analyzeMatch(matching, features, score, { resumeText: RESUME }),
    )
    expect(await work.run('matchReasons', [RESUME, [{ score, job: matching }]], 'text')).toEqual([
      matchReasons(score, { resumeText: RESUME, job: matching }),
    ])
  })

  it('names the match step’s task for the generation pipeline', () => {
    expect(SKILL_BANK_TASK).toBe('skillBankOf')
  })
})

describe('a long text past the time limit', () => {
  const work = new UntrustedWork({ threads: 1, timeLimitMs: 5 })
  afterAll(() => work.close())

  it.each([
    ['ATS scoring', () => work.run('scoreAts', [LONG_TEXT, 'resume', { keywords: ['SQL'], requiredSkills: ['Excel'] }], 'text')],
    ['the skill bank', () => work.run('skillBankOf', [parseResume(LONG_TEXT), LONG_TEXT, ACCOUNTANT_JD, parseJobDescription(ACCOUNTANT_JD)], 'text')],
    [
      'resume features',
      () => work.run('resumeFeatures', [{ resume_text: LONG_TEXT, raw_resume_text: LONG_TEXT, parsed: parseResume(LONG_TEXT) }, {}], 'text'),
    ],
  ])('is answered 422 for %s', async (_name, run) => {
    await expect(run()).rejects.toMatchObject({ status: 422, code: 'unprocessable_file', message: 'This text could not be read in time' })
  })
})
