import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { matchReasons } from '../../server/domain/job-search/match-reasons.ts'
import { parseSalary } from '../../server/domain/job-search/salary.ts'
import { indexPool, parseJobForMatching, resumeFeatures, scoreResume } from '../../server/domain/match/index.ts'
import { ACCOUNTANT_JD, AS_OF, fromText } from './domain/match/helpers.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText, writtenFile, type WrittenFile } from '../helpers/written-resumes.ts'

/** A Linux systems administrator's PDF (Ansible, Bash, Linux, Grafana) and a software engineer's text resume. */
const sysadmin = writtenFile('sysadmin-tomasz-nowak', 'dates-right')
const engineer = softwareEngineerText()

/** A recruiter's posting, with its facts as labelled lines the way recruiters paste them. */
const POSTED_SRE_JOB = `Role: Site Reliability Engineer
Company: Harborline Payments
Location: Portland, OR
Work model: Remote
Salary: $140k - $170k

Harborline Payments is hiring a Site Reliability Engineer to keep our payment platform up.

Requirements:
- 3+ years of experience in DevOps or site reliability engineering
- AWS, Docker, Kubernetes and Terraform
- Jenkins and CI/CD pipelines; Linux and Bash scripting
- Monitoring with Prometheus and Grafana
`

interface JobMatch {
  id: string
  title: string
  company: string | null
  location: string | null
  salary: string | null
  description: string
  type: string | null
  experience: string | null
  source: 'sample' | 'posted'
  score: number
  match_percentage: number
  matched_skills: string[]
  missing_skills: string[]
  why: string
}

describe('GET /api/v1/search-jobs', () => {
  let t: TestApp
  let seeker: Awaited<ReturnType<typeof signUp>>
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let sysadminResume: string
  let softwareResume: string
  let postedJobId: string

  const upload = async (token: string, file: WrittenFile) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(token),
      payload: fileForm(file.bytes, file.filename),
    })
    expect(response.statusCode).toBe(201)
    return response.json().data.resume_id as string
  }

  const search = (query: Record<string, string | number>, token = seeker.token) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/search-jobs',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: bearer(token),
    })

  const jobsOf = async (query: Record<string, string | number>) => {
    const response = await search(query)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { jobs: JobMatch[]; total: number; message: string }
  }

  beforeAll(async () => {
    t = await createTestApp()
    seeker = await signUp(t.app)
    recruiter = await signUp(t.app)
    sysadminResume = await upload(seeker.token, sysadmin)
    softwareResume = await upload(seeker.token, engineer)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: POSTED_SRE_JOB, published: true } },
    })
    expect(created.statusCode).toBe(200)
    postedJobId = created.json().job_id
  })
  afterAll(() => t.close())

  it('ranks the eight sample jobs and recruiters’ jobs for the resume, best first, with why', async () => {
    const { jobs, total, message } = await jobsOf({ resume_id: softwareResume, limit: 50 })
    expect(total).toBe(9)
    expect(message).toBe('Found 9 matching jobs')
    expect(jobs.filter((j) => j.source === 'sample')).toHaveLength(8)
    for (const job of jobs) {
      for (const field of ['id', 'title', 'description'] as const) expect(job[field]).toBeTruthy()
    }
    for (const job of jobs.filter((j) => j.source === 'sample')) {
      for (const field of ['company', 'location', 'salary', 'type', 'experience'] as const) expect(job[field]).toBeTruthy()
    }
    const scores = jobs.map((j) => j.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // A software engineer's resume: the engineering postings before the nurse and the accountant.
    const rank = (title: string) => jobs.findIndex((j) => j.title === title)
    expect(jobs.slice(0, 3).map((j) => j.title)).toEqual(expect.arrayContaining(['Senior Full Stack Engineer', 'DevOps Engineer']))
    expect(rank('Senior Full Stack Engineer')).toBeLessThan(rank('Registered Nurse - Medical/Surgical'))
    expect(rank('DevOps Engineer')).toBeLessThan(rank('Staff Accountant'))
    const fullStack = jobs[rank('Senior Full Stack Engineer')]!
    // Skills the resume lists (its Languages and Systems) that the posting asks for.
    expect(fullStack.matched_skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Redis', 'Kubernetes']))
    expect(fullStack.why).toMatch(/Your resume names \d+ of the \d+ skills this job asks for/)
    expect(fullStack.match_percentage).toBe(Math.round(fullStack.score * 100))
  })

  it('finds the job a recruiter posted for a matching resume, without saying who posted it', async () => {
    const response = await search({ resume_id: sysadminResume })
    const { jobs } = response.json() as { jobs: JobMatch[] }
    const posted = jobs.find((j) => j.id === postedJobId)
    expect(posted).toMatchObject({
      source: 'posted',
      title: 'Site Reliability Engineer',
      company: 'Harborline Payments',
      location: 'Portland, OR',
      salary: '$140k - $170k',
      experience: '3+ years',
      description: POSTED_SRE_JOB,
    })
    // The two DevOps postings lead for a Linux systems administrator.
    expect(
      jobs
        .slice(0, 2)
        .map((j) => j.id)
        .sort(),
    ).toEqual([postedJobId, 'sample-03'].sort())
    // What the resume backs of the posting's Linux, Bash scripting, Prometheus and Grafana.
    expect(posted!.matched_skills).toEqual(expect.arrayContaining(['Linux', 'Bash scripting', 'Grafana']))
    expect(posted!.matched_skills).not.toContain('Prometheus')
    expect(response.body).not.toContain(recruiter.userId)
    expect(response.body).not.toContain(recruiter.email)
  })

  it('filters by location: case-insensitive contains, and "Remote" finds remote jobs', async () => {
    const boston = await jobsOf({ resume_id: softwareResume, location: 'boston' })
    expect(boston.jobs.map((j) => j.title)).toEqual(['Data Scientist'])

    const remote = await jobsOf({ resume_id: softwareResume, location: 'Remote' })
    // CloudHarbor says "Remote (US)", Evergreen "Remote"; the recruiter's job says so in its work model.
    expect(remote.jobs.map((j) => j.id).sort()).toEqual([postedJobId, 'sample-03', 'sample-08'].sort())

    const nowhere = await jobsOf({ resume_id: softwareResume, location: 'Reykjavik' })
    expect(nowhere).toMatchObject({ jobs: [], total: 0, message: 'Found 0 matching jobs' })
  })

  it('leaves out jobs asking for more years than the user has', async () => {
    const all = await jobsOf({ resume_id: softwareResume, limit: 50 })
    const two = await jobsOf({ resume_id: softwareResume, experience: 2, limit: 50 })
    // Staff Accountant asks 2+, the nurse 1+, the junior developer none: kept. 3+ and above: out.
    expect(two.jobs.map((j) => j.title).sort()).toEqual(['Junior Frontend Developer', 'Registered Nurse - Medical/Surgical', 'Staff Accountant'])
    const ten = await jobsOf({ resume_id: softwareResume, experience: 10, limit: 50 })
    expect(ten.total).toBe(all.total)
    const none = await jobsOf({ resume_id: softwareResume, experience: 0, limit: 50 })
    expect(none.jobs.map((j) => j.title)).toEqual(['Junior Frontend Developer'])
  })

  it('leaves out jobs paying less than the expected salary, and keeps role matches only', async () => {
    const rich = await jobsOf({ resume_id: softwareResume, salary: '$150k', limit: 50 })
    // Top of range at least 150,000: Full Stack (185k), DevOps (160k), the posted SRE (170k), Data Scientist (150k).
    expect(rich.jobs.map((j) => j.title).sort()).toEqual([
      'Data Scientist',
      'DevOps Engineer',
      'Senior Full Stack Engineer',
      'Site Reliability Engineer',
    ])
    // The nurse's $52 an hour is about $108,000 a year.
    const hundred = await jobsOf({ resume_id: softwareResume, salary: '100000', limit: 50 })
    expect(hundred.jobs.map((j) => j.title)).toContain('Registered Nurse - Medical/Surgical')
    expect(hundred.jobs.map((j) => j.title)).not.toContain('Staff Accountant')

    const engineers = await jobsOf({ resume_id: softwareResume, role: 'Software Engineer', limit: 50 })
    expect(engineers.jobs.map((j) => j.title).sort()).toEqual(['DevOps Engineer', 'Senior Full Stack Engineer', 'Site Reliability Engineer'])
    const accountants = await jobsOf({ resume_id: softwareResume, role: 'accounting', limit: 50 })
    expect(accountants.jobs.map((j) => j.title)).toEqual(['Staff Accountant'])
  })

  it('refuses a missing resume with the spec’s message, another user’s resume as not found, and a bad salary', async () => {
    const missing = await search({ role: 'Engineer' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ success: false, error_type: 'validation_error', message: 'Please upload your resume first' })

    const stranger = await signUp(t.app)
    const theirs = await search({ resume_id: softwareResume }, stranger.token)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toMatchObject({ error_type: 'not_found', message: 'Resume not found' })

    const salary = await search({ resume_id: softwareResume, salary: 'a lot' })
    expect(salary.statusCode).toBe(400)
    expect(salary.json().message).toBe('Expected salary must be an amount, like 85000 or 85k')

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/search-jobs?resume_id=${softwareResume}` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('seeds the sample jobs once: a restart over the same data adds none', async () => {
    const again = await buildApp(loadConfig({ ...t.storeEnv, LOG_LEVEL: 'silent' }), { webApp: false })
    try {
      await again.ready()
      const rows = await again.db.selectFrom('job_listings').select(['id', 'source']).execute()
      expect(rows).toHaveLength(8)
      expect(new Set(rows.map((r) => r.id)).size).toBe(8)
      expect(rows.every((r) => r.source === 'sample')).toBe(true)
    } finally {
      await again.close()
    }
    const { total } = await jobsOf({ resume_id: softwareResume, limit: 50 })
    expect(total).toBe(9)
  })

  it('lists a posting created twice once', async () => {
    const before = (await jobsOf({ resume_id: sysadminResume, limit: 50 })).total
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: POSTED_SRE_JOB, published: true } },
    })
    expect(again.statusCode).toBe(200)
    const after = await jobsOf({ resume_id: sysadminResume, limit: 50 })
    expect(after.total).toBe(before)
    // The newer copy stands for both.
    expect(after.jobs.map((j) => j.id)).toContain(again.json().job_id)
  })
})

describe('why a job was ranked: only what the resume shows', () => {
  const POSTED = `Role: Financial Data Analyst
Company: Copperline Analytics
Location: Columbus, OH

Requirements
- Bachelor's degree in Data Science, Computer Science or Statistics
- 3+ years building financial reporting and forecasting models
- Month-end close support and variance analysis
- SQL and Python
`
  // An accountant whose text has the words "data", "science" and "computer", never the phrases,
  // and who writes the month-end close another way.
  const ACCOUNTANT = `Dana Whitfield
Staff Accountant
dana.whitfield@example.com

Experience
Staff Accountant
Maple Street Foods, Columbus, OH
Jan 2013 - Dec 2018
- Handled data entry for 300 invoices a week and prepared financial reporting packages.
- Supported the month end closing and explained variances to the controller.
- Strong computer skills; trained staff on the science of good filing.

Education
B.S. Accounting, minor in Political Science, Ohio State University, 2012
`
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('cites no posting phrase the resume does not have, and lists a skill the resume writes another way as matched', async () => {
    const seeker = await signUp(t.app)
    const recruiter = await signUp(t.app)
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(seeker.token),
      payload: fileForm(new TextEncoder().encode(ACCOUNTANT), 'dana-whitfield.txt'),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: POSTED, published: true } },
    })
    expect(created.statusCode).toBe(200)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search-jobs?resume_id=${uploaded.json().data.resume_id}&limit=50`,
      headers: bearer(seeker.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    const posted = (response.json().jobs as JobMatch[]).find((j) => j.id === created.json().job_id)!
    expect(posted.company).toBe('Copperline Analytics')
    expect(posted.why).not.toMatch(/data science|computer science|which your resume covers/i)
    expect(posted.missing_skills).not.toContain('Month-end close')
    expect(posted.matched_skills).toContain('Month-end close')
    expect(posted.why).toMatch(/Your resume names 2 of the 7 skills this job asks for/)
  })
})

describe('why a job was ranked, in a job seeker’s words', () => {
  it('writes a title the resume gives in capitals as a title, and the years as years of work', () => {
    const text = `
Dana Whitfield
dana.whitfield@example.com

Experience
SENIOR ACCOUNTANT
Maple Street Foods, Columbus, OH
Jan 2012 - Dec 2018
- Closed the books each month and prepared financial statements under GAAP in QuickBooks.
- Reconciled 40 bank and balance sheet accounts in Microsoft Excel.
`
    const job = parseJobForMatching(ACCOUNTANT_JD)
    const entry = { id: 'a', features: resumeFeatures(fromText(text), { asOf: AS_OF }) }
    const { why } = matchReasons(scoreResume(job, entry.features, indexPool([entry])), { resumeText: text, job })
    expect(why).toContain('Your experience as Senior Accountant fits the role.')
    expect(why).toMatch(/It asks for 5\+ years of experience; your resume shows 7 years of work\./)
    expect(why).not.toMatch(/SENIOR ACCOUNTANT|Northwind/)
  })
})

describe('salaries as people write them', () => {
  it('reads ranges, thousands, hourly and monthly pay as a yearly range', () => {
    expect(parseSalary('$150,000 - $185,000')).toEqual({ min: 150_000, max: 185_000 })
    expect(parseSalary('$95k–$115k')).toEqual({ min: 95_000, max: 115_000 })
    expect(parseSalary('85')).toEqual({ min: 85_000, max: 85_000 })
    expect(parseSalary('$38 - $52 per hour')).toEqual({ min: 79_040, max: 108_160 })
    expect(parseSalary('$6,000/month')).toEqual({ min: 72_000, max: 72_000 })
    expect(parseSalary('competitive')).toBeNull()
  })
})
