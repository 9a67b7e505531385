import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Generator } from '@/features/applying/components/generator.tsx'
import { PROGRESS_MESSAGES } from '@/features/applying/utils/progress-messages.ts'
import { TRIAL_ATTEMPTS_KEY, TRIAL_RESET_AT_KEY } from '@/features/applying/utils/trial.ts'
import { deferred, errorJson, json, on, requests } from './fake-server.ts'
import { failedStream, generationStream, resetGeneratorScreen, unreachable, uploadAnswer } from './generator-fixtures.ts'
import { findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const JOB = 'Role: Senior DevOps Engineer\nAWS, Terraform and Kubernetes.'
const user = () => userEvent.setup({ applyAccept: false })
const fileInput = () => screen.getByLabelText('Resume file') as HTMLInputElement
const generateButton = () => screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }) as HTMLButtonElement
const currentStep = () => screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent ?? ''

beforeEach(() => {
  resetGeneratorScreen()
})

async function uploadAndDescribe() {
  on('POST', '/api/v1/resume/upload', () => uploadAnswer())
  await user().upload(fileInput(), pdf('resume.pdf'))
  await findToast('Success', 'Resume uploaded and text extracted successfully')
  await user().type(screen.getByLabelText('Job Description'), JOB)
}

describe('generator: upload', () => {
  it('shows the three steps and the tip, then moves to step 2 after an upload and step 3 with a description', async () => {
    const upload = deferred<Response>()
    on('POST', '/api/v1/resume/upload', () => upload.promise)
    renderWithApp(<Generator />)
    expect(
      within(screen.getByRole('list', { name: 'Progress' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Upload Resume'),
      expect.stringContaining('Add Job Description'),
      expect.stringContaining('Generate Documents'),
    ])
    expect(screen.getByText('Tip:')).toBeInTheDocument()
    expect(currentStep()).toContain('Upload Resume')

    await user().upload(fileInput(), pdf('resume.pdf'))
    expect(await screen.findByText('Uploading resume...')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Upload resume' }).getAttribute('aria-disabled')).toBe('true')
    upload.resolve(await uploadAnswer())
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    expect(screen.queryByText('Uploading resume...')).not.toBeInTheDocument()
    expect(screen.getByText('resume.pdf')).toBeInTheDocument()
    expect(currentStep()).toContain('Add Job Description')

    await user().type(screen.getByLabelText('Job Description'), JOB)
    expect(currentStep()).toContain('Generate Documents')
    expect(generateButton().disabled).toBe(false)
  })

  it.each([
    ['the server refuses with a message', () => errorJson(422, 'The file has no readable text'), 'The file has no readable text'],
    ['the server fails without a message', () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }), 'Upload failed: 502'],
    ['the server cannot be reached', unreachable, 'Could not upload resume'],
    ['the answer is empty', () => new Response('', { status: 200 }), 'Empty response from server'],
    ['the answer is not JSON', () => new Response('<html>', { status: 200 }), 'Invalid response from server'],
    ['the answer names no resume', () => json({ message: 'ok', data: { resume_text: 'text' } }), 'Invalid response from server'],
    ['the answer has no text', () => json({ message: 'ok', data: { resume_id: 'r1', resume_text: '  ' } }), 'No resume text found in response'],
  ])('says so once when %s: in red under the zone (no toast), with Remove', async (_, answer, message) => {
    on('POST', '/api/v1/resume/upload', answer)
    renderWithApp(<Generator />)
    await user().upload(fileInput(), pdf('resume.pdf'))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(screen.getAllByText(message)).toHaveLength(1)
    const zone = screen.getByRole('group', { name: 'Upload resume' })
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message)
    expect(zone.className).toContain('border-destructive')
    expect(currentStep()).toContain('Upload Resume')

    await user().click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText('resume.pdf')).not.toBeInTheDocument()
    expect(zone.getAttribute('aria-describedby')).toBeNull()
  })

  it('uploads the same file again when it is chosen again after Remove', async () => {
    let uploads = 0
    on('POST', '/api/v1/resume/upload', () => (++uploads === 1 ? errorJson(422, 'The file has no readable text') : uploadAnswer()))
    renderWithApp(<Generator />)
    const file = pdf('resume.pdf')
    await user().upload(fileInput(), file)
    await screen.findByText('The file has no readable text')
    // The input let go of the file, so that picking it again is a change the browser reports.
    expect(fileInput().value).toBe('')
    await user().click(screen.getByRole('button', { name: 'Remove' }))
    await user().upload(fileInput(), file)
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    expect(uploads).toBe(2)
  })

  it('clears a chosen file with the close mark and goes back to step 1', async () => {
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    renderWithApp(<Generator />)
    await user().upload(fileInput(), pdf('resume.pdf'))
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    await user().click(screen.getByRole('button', { name: 'Remove resume.pdf' }))
    expect(screen.queryByText('resume.pdf')).not.toBeInTheDocument()
    expect(currentStep()).toContain('Upload Resume')
    expect(generateButton().disabled).toBe(true)
  })
})

describe('generator: generate', () => {
  it('disables the button while generating, rotates the progress messages, then shows the documents', async () => {
    const stream = deferred<Response>()
    on('POST', '/api/v1/generate', () => stream.promise)
    renderWithApp(<Generator />)
    await uploadAndDescribe()
    await user().click(generateButton())
    expect(generateButton().disabled).toBe(true)
    expect(await screen.findByText(PROGRESS_MESSAGES[0])).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/v1/generate')?.body).toMatchObject({ resume_id: 'r-resume.pdf', job_description: JOB })

    stream.resolve(generationStream())
    await findToast('Success!', 'Your documents have been generated successfully')
    expect(screen.getByRole('heading', { name: 'Generated Documents' })).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Cover Letter', 'Resume'])
    expect(currentStep()).toContain('Generate Documents')
    expect(screen.queryByText(PROGRESS_MESSAGES[0])).not.toBeInTheDocument()
    expect(generateButton().disabled).toBe(false)
  })

  it.each([
    [
      'the server refuses before the stream',
      () => errorJson(500, 'The model is unavailable', 'provider_error'),
      'Resume Generation Error',
      'The model is unavailable',
    ],
    [
      'the server fails without a message',
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      'Resume Generation Error',
      'Failed to generate resume',
    ],
    [
      'the resume step fails without a message or type',
      () => failedStream('resume_gen', { error_type: '', message: '' }),
      'Resume Generation Error',
      'Failed to generate resume',
    ],
    [
      'the cover letter step fails',
      () => failedStream('cover_gen', { error_type: 'provider_error', message: 'The model stopped early' }),
      'Cover Letter Generation Error',
      'The model stopped early',
    ],
    [
      'the cover letter step fails without a message',
      () => failedStream('cover_gen', { error_type: 'provider_error', message: '' }),
      'Cover Letter Generation Error',
      'Failed to generate cover letter',
    ],
    ['the server cannot be reached', unreachable, 'Network Error', 'Failed to generate documents'],
  ])('says so when %s, and generating ends', async (_, answer, title, description) => {
    on('POST', '/api/v1/generate', answer)
    renderWithApp(<Generator />)
    await uploadAndDescribe()
    await user().click(generateButton())
    const toast = await findToast(title, description)
    expect(toast.querySelector('p')?.textContent).toBe(title)
    expect(toast.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(generateButton().disabled).toBe(false))
    expect(screen.queryByRole('heading', { name: 'Generated Documents' })).not.toBeInTheDocument()
    expect(toast.textContent).not.toMatch(/\(\w+_\w+\)|Unknown/)
  })

  it('keeps the documents on screen when a later generation is refused', async () => {
    on('POST', '/api/v1/generate', () => generationStream())
    renderWithApp(<Generator />)
    await uploadAndDescribe()
    await user().click(generateButton())
    await findToast('Success!', 'Your documents have been generated successfully')
    on('POST', '/api/v1/generate', () => errorJson(429, 'Please log in to generate more documents', 'trial_limit_reached'))
    await user().click(generateButton())
    await findToast('Trial limit reached', 'Please log in to generate more documents')
    // One answer per generation: the refusal took the success toast's place.
    expect(screen.queryByText('Your documents have been generated successfully')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Generated Documents' })).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Cover Letter', 'Resume'])
  })
})

describe('generator: the landing-page trial', () => {
  it('counts the attempt before the call starts and shows the tries left', async () => {
    const stream = deferred<Response>()
    on('POST', '/api/v1/generate', () => stream.promise)
    renderWithApp(<Generator maxTries={5} />)
    expect(screen.getByText(/5 of 5 generations left today/)).toBeInTheDocument()
    await uploadAndDescribe()
    await user().click(generateButton())
    expect(localStorage.getItem(TRIAL_ATTEMPTS_KEY)).toBe('1')
    expect(screen.getByText(/4 of 5 generations left today/)).toBeInTheDocument()
    stream.resolve(generationStream())
    await findToast('Success!', 'Your documents have been generated successfully')
  })

  it('is used up after five tries: the banner says so and Generate is disabled', async () => {
    localStorage.setItem(TRIAL_ATTEMPTS_KEY, '5')
    localStorage.setItem(TRIAL_RESET_AT_KEY, String(Date.now() - 60_000))
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    renderWithApp(<Generator maxTries={5} />)
    expect(screen.getByText('Trial limit reached.')).toBeInTheDocument()
    expect(screen.getByText(/Please log in to generate more documents/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register')
    // The window opened a minute ago: the tries come back in 23 hours 59 minutes.
    const back = new Date(Number(localStorage.getItem(TRIAL_RESET_AT_KEY)) + 24 * 3_600_000)
    const time = back.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    expect(screen.getByText(new RegExp(`Your free tries come back (tomorrow at|at) ${time}`))).toBeInTheDocument()
    await uploadAndDescribe()
    expect(generateButton().disabled).toBe(true)
  })

  it('agrees with the server when it refuses a try the browser still allowed', async () => {
    on('POST', '/api/v1/generate', () => errorJson(429, 'Please log in to generate more documents', 'trial_limit_reached'))
    renderWithApp(<Generator maxTries={5} />)
    await uploadAndDescribe()
    await user().click(generateButton())
    await findToast('Trial limit reached', 'Please log in to generate more documents')
    expect(screen.getByText('Trial limit reached.')).toBeInTheDocument()
    expect(generateButton().disabled).toBe(true)
  })

  it('shows no trial banner on the dedicated generator', () => {
    renderWithApp(<Generator />)
    expect(screen.queryByText(/generations left today/)).not.toBeInTheDocument()
    expect(screen.queryByText('Trial limit reached.')).not.toBeInTheDocument()
  })
})
