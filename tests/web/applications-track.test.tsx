import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Applications } from '@/features/applications/components/applications.tsx'
import { Generator } from '@/features/applying/components/generator.tsx'
import { JobCard } from '@/features/job-search/components/job-card.tsx'
import { application, serveApplications } from './applications-fixtures.ts'
import { errorJson, json, on, requests } from './fake-server.ts'
import { generatedDocument, generationResult, generationStream, regenerateAnswer, resetGeneratorScreen, uploadAnswer } from './generator-fixtures.ts'
import { JOB_MATCH } from './job-search-fake-api.ts'
import { findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const JOB = 'Role: Senior DevOps Engineer\nCompany: Acme Cloud\nAWS, Terraform and Kubernetes.'
const user = () => userEvent.setup({ applyAccept: false })
const posts = () => requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/applications')

function signedIn() {
  on('GET', '/api/v1/auth/session', {
    success: true,
    signed_in: true,
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada', plan: 'premium', created_at: '2026-11-24T00:00:00.000Z' },
  })
  on('GET', '/api/v1/account/usage', () => errorJson(500, 'not needed here'))
}

beforeEach(() => {
  resetGeneratorScreen()
})

async function generateOnce() {
  await user().click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }))
  await screen.findByRole('heading', { name: 'Generated Documents' })
}

describe('track this application from the results', () => {
  it('creates it with the posting and files the documents, then links to it; later generations and regenerations carry its id', async () => {
    signedIn()
    serveApplications([])
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    on('POST', '/api/v1/generate', () => generationStream())
    renderWithApp(<Generator />)
    await user().upload(screen.getByLabelText('Resume file') as HTMLInputElement, pdf('resume.pdf'))
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    await user().type(screen.getByLabelText('Job Description'), JOB)
    await generateOnce()
    expect(requests.find((r) => r.path === '/api/v1/generate')?.body).not.toHaveProperty('application_id')

    await user().click(screen.getByRole('button', { name: 'Track this application' }))
    const link = await screen.findByRole('link', { name: 'Tracked — open' })
    expect(posts().map((r) => r.body)).toEqual([
      {
        title: 'Senior DevOps Engineer',
        company: 'Acme Cloud',
        posting_text: JOB,
        source: 'results',
        document_filenames: ['resume-1.tex', 'cover-letter-1.tex'],
      },
    ])
    const id = (link.getAttribute('href') ?? '').split('open=')[1]
    expect(link.getAttribute('href')).toBe(`/applications?open=${id}`)

    // A regeneration is filed under it.
    on('POST', '/api/v1/documents/regenerate-with-instructions', () => json(regenerateAnswer('resume-2.tex')))
    const resumePanel = within(screen.getByRole('article', { name: 'Resume' }))
    await user().click(resumePanel.getByRole('button', { name: 'Regenerate with selected skills' }))
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/v1/documents/regenerate-with-instructions')?.body).toMatchObject({ application_id: id }),
    )

    // So is the next generation for the same posting; it stays tracked.
    on('POST', '/api/v1/generate', () =>
      generationStream(generationResult({ resume: generatedDocument('resume', { id: 'resume-9', filename: 'resume-9.tex' }) })),
    )
    await generateOnce()
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/v1/generate').at(-1)?.body).toMatchObject({ application_id: id }))
    expect(await screen.findByRole('link', { name: 'Tracked — open' })).toBeInTheDocument()
    expect(posts()).toHaveLength(1)
  })

  it('is not offered in the free trial', async () => {
    on('GET', '/api/v1/auth/session', { success: true, signed_in: false, user: null })
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    on('POST', '/api/v1/generate', () => generationStream())
    renderWithApp(<Generator maxTries={5} />)
    await user().upload(screen.getByLabelText('Resume file') as HTMLInputElement, pdf('resume.pdf'))
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    await user().type(screen.getByLabelText('Job Description'), JOB)
    await generateOnce()
    expect(screen.queryByRole('button', { name: 'Track this application' })).not.toBeInTheDocument()
  })
})

describe('track from elsewhere', () => {
  it('tracks a Job Search card from its listing', async () => {
    serveApplications([])
    renderWithApp(<JobCard job={JOB_MATCH} />)
    await user().click(screen.getByRole('button', { name: 'Track' }))
    await screen.findByRole('link', { name: 'Tracked — open' })
    expect(posts().map((r) => r.body)).toEqual([{ job_listing_id: 'sample-03', source: 'job_search' }])
  })

  it('adds one from a posting link, and shows the server’s reason when the page cannot be read', async () => {
    serveApplications([application({ id: 'a', title: 'Existing' })])
    on('POST', '/api/v1/applications', () => errorJson(422, 'This page does not look like a job posting.', 'scrape_failed'))
    renderWithApp(<Applications />, { route: '/applications' })
    await user().click(await screen.findByRole('button', { name: 'Add application' }))
    const form = screen.getByRole('form', { name: 'Add from a link' })
    await user().type(within(form).getByLabelText('Posting link'), 'careers.example.com')
    await user().click(within(form).getByRole('button', { name: 'Add from link' }))
    expect(await within(form).findByText('Enter the posting’s address, starting with http:// or https://')).toBeInTheDocument()
    expect(posts()).toEqual([])

    await user().clear(within(form).getByLabelText('Posting link'))
    await user().type(within(form).getByLabelText('Posting link'), 'https://careers.example.com/jobs/1')
    await user().click(within(form).getByRole('button', { name: 'Add from link' }))
    expect(await within(form).findByText('This page does not look like a job posting.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Posting link')).toHaveAttribute('aria-invalid', 'true')
    expect(posts().map((r) => r.body)).toEqual([{ link: 'https://careers.example.com/jobs/1', fetch_posting: true, source: 'link' }])
  })

  it('adds one by hand and opens it', async () => {
    serveApplications([])
    renderWithApp(<Applications />, { route: '/applications' })
    await user().click(await screen.findByRole('button', { name: 'Add application' }))
    const form = screen.getByRole('form', { name: 'Add by hand' })
    await user().type(within(form).getByLabelText('Job title'), 'Technical Writer')
    await user().type(within(form).getByLabelText('Company'), 'Umbrella')
    await user().selectOptions(within(form).getByLabelText('Status'), 'Applied')
    await user().click(within(form).getByRole('button', { name: 'Save application' }))
    await screen.findByRole('dialog', { name: 'Technical Writer' })
    expect(posts().map((r) => r.body)).toEqual([
      { title: 'Technical Writer', company: 'Umbrella', location: '', status: 'applied', source: 'manual' },
    ])
  })
})
