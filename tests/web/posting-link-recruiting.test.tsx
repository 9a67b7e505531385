import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { errorJson, json, on, requests, resetServer } from './fake-server.ts'
import { analysis, match, resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const LINK = 'https://careers.example.org/jobs/senior-accountant'
const POSTING = 'Senior Accountant\n\nRequired Skills: GAAP, Excel, month-end close\nExperience: 5+ years'

const description = () => screen.getByLabelText('Job Description') as HTMLTextAreaElement
const linkField = () => screen.getByLabelText('Or paste a link to the job posting') as HTMLInputElement
const fetchButton = () => screen.getByRole('button', { name: 'Fetch posting' }) as HTMLButtonElement

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  on('GET', '/api/v1/t10/resumes', () => json({ success: true, resumes: [resume('ada.pdf')] }))
  on('GET', /^\/api\/v1\/t10\/resumes\/[^/]+\/jobs\/[^/]+\/analysis$/, json({ success: true, analysis: analysis('Ada Lovelace') }))
})

async function openFindTab() {
  await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
}

describe('T10 find tab: a posting by its link', () => {
  it('fills the Job Description from the link, and Find Matches creates the job from that text', async () => {
    on(
      'POST',
      '/api/v1/scrape-url',
      json({
        success: true,
        message: 'Posting read from the page',
        url: LINK,
        title: 'Senior Accountant',
        description: POSTING,
        truncated: false,
        source: 'job_posting_data',
      }),
    )
    on(
      'POST',
      '/api/v1/t10/jobs',
      json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: 'Job created successfully' }),
    )
    on(
      'GET',
      '/api/v1/t10/jobs/job-1/matches?limit=5',
      json({ success: true, matches: [match('Ada Lovelace')], message: 'Found 1 matching resumes' }),
    )
    renderWithApp(<RecruiterMatching />)
    await openFindTab()

    await userEvent.type(linkField(), LINK)
    await userEvent.click(fetchButton())
    await waitFor(() => expect(description().value).toBe(POSTING))
    expect(screen.getByText(/Filled in from careers\.example\.org/)).toBeTruthy()
    expect(screen.getByText(`${POSTING.length}/20000 characters`)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Find Matches' }))
    await findToast('Matches Found', 'Found 1 matching resumes')
    const job = requests.find((r) => r.method === 'POST' && r.path === '/api/v1/t10/jobs')
    expect(JSON.stringify(job?.body)).toContain(JSON.stringify(POSTING))
  })

  it('shows why a page could not be read, in the words the server used', async () => {
    on('POST', '/api/v1/scrape-url', errorJson(422, 'The page took longer than 10 seconds', 'page_unreadable'))
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await userEvent.type(linkField(), LINK)
    await userEvent.click(fetchButton())
    expect((await screen.findByRole('alert')).textContent).toBe('The page took longer than 10 seconds')
    expect(description().value).toBe('')
  })
})
