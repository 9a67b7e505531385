// The web app's real API client over a fetch each test answers. Kept apart from anything that
// imports components: vi.mock loads this module in place of web/src/lib/api-client.ts, and a
// component importing the mocked module from here would wait on itself.
import { vi } from 'vitest'
import { ApiError, createApiClient } from '@shared/client.ts'
import type { JobMatch } from '@shared/schemas/jobs.ts'

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const fakeFetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()

/** Stands in for web/src/lib/api-client.ts (vi.mock in each test file). */
export const apiClientModule = { api: createApiClient({ baseUrl: '', fetch: (input, init) => fakeFetch(input, init) }), ApiError }

/** Every request made so far, as "METHOD path?query". */
export const calls = () =>
  fakeFetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://t10.test')
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
  })

/** A search's one match, as the server sends it. */
export const JOB_MATCH: JobMatch = {
  id: 'sample-03',
  title: 'DevOps Engineer',
  company: 'CloudHarbor',
  location: 'Remote (US)',
  salary: '$130,000 - $160,000',
  description:
    'Position: DevOps Engineer\nCompany: CloudHarbor\n\nCloudHarbor runs managed hosting for 900 online stores.\n\nRequirements:\n- AWS, Docker',
  type: 'Full-time',
  experience: '4+ years',
  source: 'sample',
  score: 0.6912,
  match_percentage: 69,
  matched_skills: ['AWS', 'Docker'],
  missing_skills: ['Ansible'],
  why: 'Your resume names 2 of the 3 skills this job asks for (AWS, Docker).',
}

/** The search's answer holding JOB_MATCH alone. */
export const foundOne = () => json({ success: true, jobs: [JOB_MATCH], total: 1, message: 'Found 1 matching job' })

/** The searches made so far. */
export const searches = () => calls().filter((c) => c.includes('/api/v1/search-jobs'))
