import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Match } from '@shared/schemas/recruiting.ts'
import { MatchingResults } from '@/features/recruiting/components/results/matching-results.tsx'
import { deferred, errorJson, json, on, type RecordedRequest, requests, resetServer } from './fake-server.ts'
import { match } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const ADA = match('Ada Lovelace')

function showResults(published: boolean) {
  // The analyses stay in flight: this test is about the job, not the candidates.
  on('GET', `/api/v1/t10/resumes/${ADA.resume_id}/jobs/job-1/analysis`, () => deferred<Response>().promise)
  renderWithApp(<MatchingResults results={{ jobId: 'job-1', jobTitle: 'Senior Accountant', limit: 5, matches: [ADA as Match], published }} />)
}

const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'List in Job Search' })
const publishRequests = () => requests.filter((r) => r.method === 'PATCH')

beforeEach(() => {
  resetServer()
  dismissAllToasts()
})

describe('publishing the job to job search', () => {
  it('starts private, lists the job when switched on and takes it back when switched off', async () => {
    on('PATCH', '/api/v1/t10/jobs/job-1', (request: RecordedRequest) => {
      const { published } = request.body as { published: boolean }
      return json({ success: true, job_id: 'job-1', published, message: '' })
    })
    showResults(false)
    expect(toggle().checked).toBe(false)
    expect(screen.getByText('Only you can see this job.')).toBeTruthy()

    await userEvent.click(toggle())
    await waitFor(() => expect(toggle().checked).toBe(true))
    expect(screen.getByText('Job seekers can find this job.')).toBeTruthy()
    expect(publishRequests().map((r) => r.body)).toEqual([{ published: true }])

    await userEvent.click(toggle())
    await waitFor(() => expect(toggle().checked).toBe(false))
    expect(publishRequests().map((r) => r.body)).toEqual([{ published: true }, { published: false }])
  })

  it('shows a job published already as listed', () => {
    showResults(true)
    expect(toggle().checked).toBe(true)
  })

  it('springs back and says why when the server refuses', async () => {
    on('PATCH', '/api/v1/t10/jobs/job-1', errorJson(404, 'Job not found', 'not_found'))
    showResults(false)
    await userEvent.click(toggle())
    await findToast('Error', 'Job not found')
    expect(toggle().checked).toBe(false)
    expect(screen.getByText('Only you can see this job.')).toBeTruthy()
  })
})
