import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Generator } from '@/features/applying/components/generator.tsx'
import { deferred, errorJson, json, on, requests, resetServer } from './fake-server.ts'
import { uploadAnswer } from './generator-fixtures.ts'
import { dismissAllToasts, findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const LINK = 'https://jobs.example.com/postings/4711'
const POSTING = 'Senior Data Analyst\n\nNorthwind is hiring a Senior Data Analyst.\n• 5+ years of SQL and Python'

const user = () => userEvent.setup({ applyAccept: false })
const description = () => screen.getByLabelText('Job Description') as HTMLTextAreaElement
const linkField = () => screen.getByLabelText('Or paste a link to the job posting') as HTMLInputElement
const fetchButton = () => screen.getByRole('button', { name: /Fetch posting|Fetching/ }) as HTMLButtonElement
const currentStep = () => screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent ?? ''

const scraped = (overrides: Record<string, unknown> = {}) =>
  json({
    success: true,
    message: 'Posting read from the page',
    url: 'https://jobs.example.com/postings/4711',
    title: 'Senior Data Analyst',
    description: POSTING,
    truncated: false,
    source: 'article',
    ...overrides,
  })

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  on('GET', '/api/v1/templates', { templates: [] })
})

describe('generator: a posting by its link', () => {
  it('fills the Job Description from the link, moves to step 3 and says where the text came from', async () => {
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    const answer = deferred<Response>()
    on('POST', '/api/v1/scrape-url', () => answer.promise)
    renderWithApp(<Generator />)
    await user().upload(screen.getByLabelText('Resume file'), pdf('resume.pdf'))
    await findToast('Success', 'Resume uploaded and text extracted successfully')

    expect(fetchButton().disabled).toBe(true) // nothing to fetch yet
    await user().type(linkField(), LINK)
    await user().click(fetchButton())
    expect(fetchButton().textContent).toContain('Fetching')
    expect(fetchButton().disabled).toBe(true)
    answer.resolve(await scraped())

    await waitFor(() => expect(description().value).toBe(POSTING))
    expect(screen.getByText(/Filled in from jobs\.example\.com/)).toBeTruthy()
    expect(currentStep()).toContain('Generate Documents')
    expect(requests.find((r) => r.path === '/api/v1/scrape-url')?.body).toEqual({ url: LINK })
  })

  it('fetches with Enter in the link field', async () => {
    on('POST', '/api/v1/scrape-url', () => scraped())
    renderWithApp(<Generator />)
    await user().type(linkField(), `${LINK}{Enter}`)
    await waitFor(() => expect(description().value).toBe(POSTING))
  })

  it("shows the server's reason when the link cannot be read, and leaves the description as it was", async () => {
    on('POST', '/api/v1/scrape-url', errorJson(400, 'This address is on a private network and cannot be fetched', 'address_not_allowed'))
    renderWithApp(<Generator />)
    await user().type(description(), 'My own notes')
    await user().type(linkField(), 'http://10.0.0.5/admin')
    await user().click(fetchButton())

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('This address is on a private network and cannot be fetched')
    expect(linkField().getAttribute('aria-invalid')).toBe('true')
    expect(linkField().getAttribute('aria-describedby')).toBe(alert.parentElement!.id)
    expect(description().value).toBe('My own notes')

    // Editing the link clears the complaint.
    await user().type(linkField(), 'x')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when a long posting was cut to fit', async () => {
    on('POST', '/api/v1/scrape-url', () => scraped({ truncated: true }))
    renderWithApp(<Generator />)
    await user().type(linkField(), LINK)
    await user().click(fetchButton())
    expect(await screen.findByText(/longer than 20000 characters; only its first part was kept/)).toBeTruthy()
  })

  it('says the posting could not be fetched when the server cannot be reached', async () => {
    on('POST', '/api/v1/scrape-url', () => Promise.reject(new TypeError('Failed to fetch')))
    renderWithApp(<Generator />)
    await user().type(linkField(), LINK)
    await user().click(fetchButton())
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the T10 server/)
  })
})
