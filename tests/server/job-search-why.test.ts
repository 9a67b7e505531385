import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, signUp, type TestApp, uploadResumeAs } from '../helpers/test-app.ts'

// Names some of the engineering postings' skills, and for some postings only skills they list as nice to
// have (Ansible, Tableau, NetSuite, Figma): the case where a sentence counting the required ones alone said
// "none" beside a listed match.
const PARTIAL_RESUME = `Jordan Reyes
jordan.reyes@example.com

Summary
Backend developer who ships Python services on AWS.

Experience
Backend Developer, Lakeview Analytics, 2020 - Present
- Built Python APIs deployed with Docker on AWS
- Wrote SQL reports and kept them under Git
- Automated servers with Ansible, built Tableau dashboards and NetSuite exports, sketched screens in Figma

Skills
Python, AWS, Docker, SQL, Git, Ansible, Tableau, NetSuite, Figma
`

interface JobResult {
  title: string
  matched_skills: string[]
  missing_skills: string[]
  why: string
}

/** What the `why` text claims about skills: how many the resume names, of how many, and which it names. */
function skillsClaim(why: string): { named: number; asked: number; names: string[]; more: boolean } | null {
  const none = /Your resume names none of the (\d+) skills this job asks for\./.exec(why)
  if (none) return { named: 0, asked: Number(none[1]), names: [], more: false }
  if (why.includes('Your resume does not name the one skill this job asks for.')) return { named: 0, asked: 1, names: [], more: false }
  const one = /Your resume names the one skill this job asks for \((.+?)\)\./.exec(why)
  if (one) return { named: 1, asked: 1, names: [one[1]!], more: false }
  const some = /Your resume names (\d+) of the (\d+) skills this job asks for \((.+?)\)\./.exec(why)
  if (!some) return null
  const names = some[3]!.split(', ')
  const more = names.at(-1) === '…'
  return { named: Number(some[1]), asked: Number(some[2]), names: more ? names.slice(0, -1) : names, more }
}

describe('GET /api/v1/search-jobs: the why sentence and the skill lists', () => {
  let t: TestApp
  let token: string
  let resumeId: string

  beforeAll(async () => {
    t = await createTestApp()
    token = (await signUp(t.app)).token
    resumeId = (await uploadResumeAs(t.app, token, new TextEncoder().encode(PARTIAL_RESUME), 'jordan-reyes.txt')).resume_id
  })
  afterAll(() => t.close())

  it('counts and names exactly the matched and missing skills it lists, for every job', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search-jobs',
      query: { resume_id: resumeId, limit: '50' },
      headers: bearer(token),
    })
    expect(response.statusCode, response.body).toBe(200)
    const jobs = (response.json() as { jobs: JobResult[] }).jobs
    expect(jobs.length).toBeGreaterThan(0)
    // The case the sentence used to get wrong: some of a job's skills named, not all.
    expect(jobs.some((job) => job.matched_skills.length > 0 && job.missing_skills.length > 0)).toBe(true)

    for (const job of jobs) {
      const label = `${job.title}: ${job.why}`
      expect(
        job.matched_skills.filter((skill) => job.missing_skills.includes(skill)),
        label,
      ).toEqual([])
      const asked = job.matched_skills.length + job.missing_skills.length
      const claim = skillsClaim(job.why)
      if (asked === 0) {
        expect(claim, label).toBeNull()
        continue
      }
      expect(claim, label).not.toBeNull()
      expect(claim!.named, label).toBe(job.matched_skills.length)
      expect(claim!.asked, label).toBe(asked)
      expect(claim!.names, label).toEqual(job.matched_skills.slice(0, claim!.names.length))
      expect(claim!.more, label).toBe(job.matched_skills.length > claim!.names.length)
    }
  })
})
