import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { calls, fakeFetch, foundOne, JOB_MATCH, json, searches } from './job-search-fake-api.ts'
import { dismissAllToasts, renderJobSearch } from './job-search-render.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./job-search-fake-api.ts')).apiClientModule)

/** The server's answers: the upload, the search (or `searchAnswer`), nothing else. */
function answer(searchAnswer: () => Response = () => foundOne()) {
  fakeFetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://t10.test').pathname
    if (init?.method === 'POST' && path === '/api/v1/resume/upload') {
      return json(
        {
          message: 'Resume uploaded and text extracted successfully',
          data: { resume_id: 'r1', resume_text: 'Jane Doe, DevOps Engineer', raw_resume_text: 'Jane Doe' },
        },
        201,
      )
    }
    if (path === '/api/v1/search-jobs') return searchAnswer()
    return json({ success: false, error_type: 'not_found', message: 'Not found' }, 404)
  })
}

const findButton = () => screen.getByRole('button', { name: 'Find Matching Jobs' })

async function uploadResume() {
  await userEvent.upload(screen.getByLabelText('Resume file'), new File(['Jane Doe, DevOps Engineer'], 'jane.txt', { type: 'text/plain' }))
  await screen.findByText('Resume uploaded and text extracted successfully')
}

beforeEach(() => {
  fakeFetch.mockReset()
  dismissAllToasts()
  localStorage.setItem('hasSeenJobSearchTutorial', 'true')
  answer()
})

describe('job search screen', () => {
  it('asks for a resume first: "Error" - "Please upload your resume first", and searches nothing', async () => {
    renderJobSearch()
    await userEvent.type(screen.getByLabelText('Desired Role'), 'Engineer')
    await userEvent.click(findButton())
    const toast = await screen.findByRole('alert')
    expect(within(toast).getByText('Error')).toBeInTheDocument()
    expect(within(toast).getByText('Please upload your resume first')).toBeInTheDocument()
    expect(searches()).toEqual([])
    expect(screen.queryByRole('heading', { name: 'Matching Jobs' })).not.toBeInTheDocument()
  })

  it('searches with the preferences given, lists Matching Jobs, and goes back with Modify Search', async () => {
    renderJobSearch()
    await uploadResume()
    await userEvent.type(screen.getByLabelText('Desired Role'), 'DevOps Engineer')
    await userEvent.type(screen.getByLabelText('Years of Experience'), '3')
    await userEvent.click(findButton())

    await screen.findByRole('heading', { name: 'Matching Jobs' })
    // Blank preferences are left out of the query.
    expect(searches()).toEqual(['GET /api/v1/search-jobs?resume_id=r1&role=DevOps+Engineer&experience=3'])
    const card = screen.getByRole('article', { name: 'DevOps Engineer' })
    expect(within(card).getByText('69% match')).toBeInTheDocument()
    expect(within(card).getByText('CloudHarbor runs managed hosting for 900 online stores.')).toBeInTheDocument()
    expect(within(card).getByText(JOB_MATCH.why)).toBeInTheDocument()
    expect(
      within(within(card).getByRole('list', { name: 'Skills you have' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AWS', 'Docker'])

    await userEvent.click(screen.getByRole('button', { name: 'Modify Search' }))
    expect((screen.getByLabelText('Desired Role') as HTMLInputElement).value).toBe('DevOps Engineer')
    expect(screen.queryByRole('heading', { name: 'Matching Jobs' })).not.toBeInTheDocument()
  })

  it('opens the generator with the job’s description filled in and the resume already uploaded', async () => {
    renderJobSearch()
    await uploadResume()
    await userEvent.click(findButton())
    const card = await screen.findByRole('article', { name: 'DevOps Engineer' })
    await userEvent.click(within(card).getByRole('button', { name: 'Generate Resume and Cover Letter' }))
    const field = (await screen.findByLabelText('Job Description')) as HTMLTextAreaElement
    expect(field.value).toBe(JOB_MATCH.description)
    // The same resume, not a second upload: the generator is ready to generate.
    expect(screen.getByText('Using jane.txt.', { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove jane.txt' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' })).toBeEnabled()
    expect(calls().filter((c) => c.includes('/api/v1/resume/upload'))).toHaveLength(1)
  })

  it('shows the server’s reason when a search is refused, and an empty list as such', async () => {
    answer(() => json({ success: false, error_type: 'validation_error', message: 'Expected salary must be an amount, like 85000 or 85k' }, 400))
    renderJobSearch()
    await uploadResume()
    await userEvent.type(screen.getByLabelText('Expected Salary'), 'a lot')
    await userEvent.click(findButton())
    expect(await screen.findByText('Expected salary must be an amount, like 85000 or 85k')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Matching Jobs' })).not.toBeInTheDocument()

    answer(() => json({ success: true, jobs: [], total: 0, message: 'Found 0 matching jobs' }))
    await userEvent.click(findButton())
    await screen.findByRole('heading', { name: 'Matching Jobs' })
    await waitFor(() => expect(screen.getByText('No jobs match these preferences.')).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Modify Search' })).toBeInTheDocument()
  })
})
