import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { deferred, errorJson, json, on, requests, resetServer, uploadedNames } from './fake-server.ts'
import { analysis, match, processed, resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)
vi.mock('@/features/recruiting/api/send-resumes.ts', async () => (await import('./recruiting-fixtures.ts')).fakeSendResumesModule())

const JOB = 'Role: Senior Accountant\nRequired Skills: GAAP, Excel'

let pool: ReturnType<typeof resume>[]

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  pool = []
  on('GET', '/api/v1/t10/resumes', () => json({ success: true, resumes: pool }))
  on('GET', /^\/api\/v1\/t10\/resumes\/[^/]+\/jobs\/[^/]+\/analysis$/, json({ success: true, analysis: analysis('Ada Lovelace') }))
})

const findButton = () => screen.getByRole('button', { name: 'Find Matches' }) as HTMLButtonElement
const descriptionField = () => screen.getByLabelText('Job Description') as HTMLTextAreaElement
const apiCalls = () => requests.map((r) => `${r.method} ${r.path}`)

async function openFindTab() {
  await userEvent.click(screen.getByRole('tab', { name: 'Find Matches' }))
}

async function describeJob(text = JOB) {
  await userEvent.click(descriptionField())
  await userEvent.paste(text)
}

describe('T10 find tab', () => {
  it('has the description with its example format, and Top 3/5/10/20 with 5 chosen', async () => {
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    expect(screen.getByRole('tab', { name: 'Find Matches' }).getAttribute('aria-selected')).toBe('true')
    const hint = screen.getByText('Example format').parentElement!.textContent!
    for (const part of ['Role:', 'Experience Level:', 'Required Skills:', 'Education:', 'Responsibilities:']) expect(hint).toContain(part)
    expect(descriptionField().getAttribute('aria-describedby')).toContain(screen.getByText('Example format').parentElement!.id)
    const count = screen.getByLabelText('Number of candidates') as HTMLSelectElement
    expect([...count.options].map((o) => o.textContent)).toEqual(['Top 3', 'Top 5', 'Top 10', 'Top 20'])
    expect(count.selectedOptions[0]?.textContent).toBe('Top 5')
    expect(findButton().disabled).toBe(false)
  })

  it('with no resumes at all: "No Resumes Available", and no job is created', async () => {
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob()
    await userEvent.click(findButton())
    await findToast('No Resumes Available', 'Please upload at least one resume first')
    expect(apiCalls().some((c) => c.startsWith('POST'))).toBe(false)
  })

  it('with resumes but a blank description: "Missing Job Description"', async () => {
    pool = [resume('ada.pdf')]
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob('   \n  ')
    await userEvent.click(findButton())
    await findToast('Missing Job Description', 'Please enter a job description')
    expect(apiCalls().some((c) => c.startsWith('POST'))).toBe(false)
  })

  it('shows the server message when the job cannot be created', async () => {
    pool = [resume('ada.pdf')]
    on('POST', '/api/v1/t10/jobs', errorJson(400, 'Job description must be at most 20000 characters (got 25000)', 'validation_error'))
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob()
    await userEvent.click(findButton())
    const toast = await findToast('Error', 'Job description must be at most 20000 characters (got 25000)')
    expect(toast.getAttribute('role')).toBe('alert')
    expect(apiCalls().some((c) => c.includes('/matches'))).toBe(false)
  })

  it('says "Failed to create job" when the server cannot be reached', async () => {
    pool = [resume('ada.pdf')]
    on('POST', '/api/v1/t10/jobs', () => Promise.reject(new TypeError('Failed to fetch')))
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob()
    await userEvent.click(findButton())
    await findToast('Error', 'Failed to create job')
  })

  it('says "Failed to find matches" when the matches cannot be had', async () => {
    pool = [resume('ada.pdf')]
    on(
      'POST',
      '/api/v1/t10/jobs',
      json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: 'Job created successfully' }),
    )
    on('GET', '/api/v1/t10/jobs/job-1/matches?limit=5', () => Promise.reject(new TypeError('Failed to fetch')))
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob()
    await userEvent.click(findButton())
    await findToast('Error', 'Failed to find matches')
    expect(screen.queryByRole('heading', { name: 'Matching Results' })).not.toBeInTheDocument()
  })

  it('uploads pending files first, then creates the job and asks for the chosen Top N', async () => {
    on('POST', '/api/v1/t10/resumes', () => {
      pool = [resume('ada.pdf')]
      return json({ success: true, message: 'Processed 1 of 1 file', results: [processed('ada.pdf')] })
    })
    on(
      'POST',
      '/api/v1/t10/jobs',
      json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: 'Job created successfully' }),
    )
    on(
      'GET',
      '/api/v1/t10/jobs/job-1/matches?limit=10',
      json({ success: true, matches: [match('Ada Lovelace')], message: 'Found 1 matching resumes' }),
    )
    renderWithApp(<RecruiterMatching />)
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Resume files'), [pdf('ada.pdf')])
    await openFindTab()
    await describeJob()
    await userEvent.selectOptions(screen.getByLabelText('Number of candidates'), 'Top 10')
    await userEvent.click(findButton())

    await findToast('Matches Found', 'Found 1 matching resumes')
    const calls = apiCalls().filter((c) => !c.includes('/analysis'))
    const upload = calls.indexOf('POST /api/v1/t10/resumes')
    const job = calls.indexOf('POST /api/v1/t10/jobs')
    expect(upload).toBeGreaterThanOrEqual(0)
    expect(job).toBeGreaterThan(upload)
    expect(calls.indexOf('GET /api/v1/t10/jobs/job-1/matches?limit=10')).toBeGreaterThan(job)
    expect(uploadedNames(requests.find((r) => r.method === 'POST' && r.path === '/api/v1/t10/resumes')!)).toEqual(['ada.pdf'])
    expect(requests.find((r) => r.path === '/api/v1/t10/jobs')?.body).toEqual({ job_data: { description: JOB } })
    await findToast('Resume Uploaded', 'Successfully processed ada.pdf')

    expect(await screen.findByRole('heading', { name: 'Matching Results' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Find Matches' }).getAttribute('aria-selected')).toBe('true'))
  })

  it('switches to the Find Matches tab when results arrive', async () => {
    pool = [resume('ada.pdf')]
    const jobAnswer = deferred<Response>()
    on('POST', '/api/v1/t10/jobs', () => jobAnswer.promise)
    on('GET', '/api/v1/t10/jobs/job-1/matches?limit=5', json({ success: true, matches: [match('Ada Lovelace')], message: '' }))
    renderWithApp(<RecruiterMatching />)
    await openFindTab()
    await describeJob()
    await userEvent.click(findButton())
    // The search is under way: the button is busy; meanwhile the recruiter looks at the uploads.
    await waitFor(() => expect(findButton().disabled).toBe(true))
    expect(findButton().getAttribute('aria-busy')).toBe('true')
    await userEvent.click(screen.getByRole('tab', { name: 'Upload Resumes' }))
    jobAnswer.resolve(json({ success: true, job_id: 'job-1', title: 'Senior Accountant', published: false, message: '' }))
    await screen.findByRole('heading', { name: 'Matching Results' })
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Find Matches' }).getAttribute('aria-selected')).toBe('true'))
    expect(findButton().disabled).toBe(false)
  })

  it('disables Find Matches while resumes are processing', async () => {
    const uploadAnswer = deferred<Response>()
    on('POST', '/api/v1/t10/resumes', () => uploadAnswer.promise)
    renderWithApp(<RecruiterMatching />)
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Resume files'), [pdf('ada.pdf')])
    await userEvent.click(screen.getByRole('button', { name: 'Process Resumes' }))
    await openFindTab()
    expect(findButton().disabled).toBe(true)
    uploadAnswer.resolve(json({ success: true, message: '', results: [processed('ada.pdf')] }))
    await waitFor(() => expect(findButton().disabled).toBe(false))
  })
})
