import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { bearer, fileForm, signUp } from '../helpers/test-app.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-publish-'))
const dataDir = join(work, 'data')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Written test resumes: the accountant (PDF) ranked by the recruiter, a student (plain text) searching for jobs.
const resume = renderingPath(resumesByField('accounting')[0]!.id, 'single')
const SEEKER_RESUME = renderingPath('student-cs-emily-carter', 'plain')

/** The job ids a job seeker's search lists, from a server started over the CLI's data. */
async function jobSearchIds(): Promise<string[]> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), { webApp: false })
  try {
    const seeker = await signUp(app)
    const name = basename(SEEKER_RESUME)
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(seeker.token),
      payload: fileForm(readFileSync(SEEKER_RESUME), name),
    })
    const search = await app.inject({
      method: 'GET',
      url: '/api/v1/search-jobs',
      query: { resume_id: upload.json().data.resume_id, limit: '50' },
      headers: bearer(seeker.token),
    })
    expect(search.statusCode).toBe(200)
    return search.json().jobs.map((job: { id: string }) => job.id)
  } finally {
    await app.close()
  }
}

describe('t10 match --publish (the program in-process)', () => {
  it('keeps the job private without --publish, and lists it in job search with it', async () => {
    const quiet = await runCliInProcess(['match', '--jd', '-', '--json', '--data-dir', dataDir, resume], { input: ACCOUNTANT_JD })
    expect(quiet.code).toBe(0)
    const privateJob = JSON.parse(quiet.stdout)
    expect(privateJob.published).toBe(false)

    const loud = await runCliInProcess(['match', '--jd', '-', '--publish', '--data-dir', dataDir, resume], {
      input: `${ACCOUNTANT_JD}\nHybrid, three days in the office.`,
    })
    expect(loud.code).toBe(0)
    expect(loud.stdout).toContain('Published: job seekers find this job in job search.')
    const asJson = await runCliInProcess(['match', '--jd', '-', '--publish', '--json', '--data-dir', dataDir, resume], {
      input: `${ACCOUNTANT_JD}\nSQL a plus.`,
    })
    const publicJob = JSON.parse(asJson.stdout)
    expect(publicJob.published).toBe(true)

    const listed = await jobSearchIds()
    expect(listed).toContain(publicJob.job_id)
    expect(listed).not.toContain(privateJob.job_id)
    expect(listed.filter((id) => id.startsWith('sample-'))).toHaveLength(8)
  }, 240_000)
})
