import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STEP_IDS, STEP_LABELS } from '@shared/events.ts'
import type { AccountUsage } from '@shared/schemas/account.ts'
import type { GenerationResult } from '@shared/schemas/generate.ts'
import { Generator } from '@/features/applying/components/generator.tsx'
import { json, on, requests } from './fake-server.ts'
import { generationResult, generationStream, resetGeneratorScreen, uploadAnswer } from './generator-fixtures.ts'
import { findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const JOB = 'Role: Senior DevOps Engineer\nAWS, Terraform and Kubernetes.'
const REASON =
  'Your Free plan includes 5 generations per 24 hours and 1 cover letter per month on top; it was used on November 24. It renews on December 1; your next daily generation is on November 25 at 09:00 UTC.'
const user = () => userEvent.setup({ applyAccept: false })

const usage = (over: Partial<AccountUsage> = {}): AccountUsage => ({
  plan: 'free',
  plan_name: 'Free',
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  daily_generations: { used: 5, limit: 5, next_at: '2026-11-25T09:00:00.000Z' },
  resume_generations: { used: 1, limit: 2 },
  cover_letter_generations: { used: 1, limit: 1 },
  ...over,
})

const signedIn = (current: () => AccountUsage) => {
  on('GET', '/api/v1/auth/session', {
    success: true,
    signed_in: true,
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada', plan: 'free', created_at: '2026-11-24T00:00:00.000Z' },
  })
  on('GET', '/api/v1/account/usage', () => json({ success: true, usage: current() }))
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
/** The server's stream when the letter is skipped: cover_gen 'skipped' with the reason, then the result. */
const skippedLetterStream = (result: GenerationResult) =>
  new Response(
    STEP_IDS.map((id) =>
      sse('progress', { id, label: STEP_LABELS[id], status: id === 'cover_gen' ? 'skipped' : 'done', detail: id === 'cover_gen' ? REASON : null }),
    ).join('') + sse('result', result),
    { headers: { 'content-type': 'text/event-stream' } },
  )

beforeEach(() => {
  resetGeneratorScreen()
  on('POST', '/api/v1/resume/upload', () => uploadAnswer())
})

async function uploadAndDescribe() {
  await user().upload(screen.getByLabelText('Resume file') as HTMLInputElement, pdf('resume.pdf'))
  await findToast('Success', 'Resume uploaded and text extracted successfully')
  await user().type(screen.getByLabelText('Job Description'), JOB)
}

describe('generator: what the plan has left', () => {
  it('says before generating what a Free account has left and that the cover letter will be skipped', async () => {
    signedIn(() => usage())
    renderWithApp(<Generator />)
    const note = await screen.findByTestId('plan-allowance')
    expect(note.textContent).toContain(
      'Free plan: no daily generations left until November 25 at 09:00 UTC; 1 of 2 resumes and 0 of 1 cover letters left this month — the cover letter will be skipped.',
    )
    expect(within(note).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing')
  })

  it('shows a new account its daily generations, as the trial gives them', async () => {
    signedIn(() =>
      usage({
        daily_generations: { used: 1, limit: 5, next_at: null },
        resume_generations: { used: 0, limit: 2 },
        cover_letter_generations: { used: 0, limit: 1 },
      }),
    )
    renderWithApp(<Generator />)
    expect((await screen.findByTestId('plan-allowance')).textContent).toContain(
      'Free plan: 4 of 5 generations (resume and cover letter) left in the last 24 hours, then 2 of 2 resumes and 1 of 1 cover letters left this month.',
    )
  })

  it('shows nothing about plans to a visitor who is not signed in', async () => {
    on('GET', '/api/v1/auth/session', { success: true, signed_in: false, user: null })
    renderWithApp(<Generator />)
    await waitFor(() => expect(requests.some((r) => r.path === '/api/v1/auth/session')).toBe(true))
    expect(screen.queryByTestId('plan-allowance')).not.toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/v1/account/usage')).toBe(false)
  })
})

describe('generator: a skipped cover letter', () => {
  it('shows the resume and, where the letter would be, a note with the reason; no error toast; the allowance is read again', async () => {
    let current = usage({ resume_generations: { used: 1, limit: 2 } })
    signedIn(() => current)
    const result = generationResult({ cover_letter: null, skipped: [{ document: 'cover_letter', reason: REASON }] })
    on('POST', '/api/v1/generate', () => {
      current = usage({ resume_generations: { used: 2, limit: 2 } })
      return skippedLetterStream(result)
    })
    renderWithApp(<Generator />)
    await screen.findByTestId('plan-allowance')
    await uploadAndDescribe()
    // The plan leaves no cover letter: the button promises the resume alone.
    await user().click(screen.getByRole('button', { name: 'Generate Resume' }))

    await findToast('Resume generated', 'The cover letter was skipped: the note beside your resume says why.')
    const note = await screen.findByRole('note', { name: 'Cover Letter skipped' })
    expect(within(note).getByText(REASON)).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Resume' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Cover Letter' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Generation Error/)).not.toBeInTheDocument()

    const step = document.querySelector('[data-step="cover_gen"]')
    expect(step?.getAttribute('data-status')).toBe('skipped')
    expect(step?.textContent).toContain(REASON)

    await waitFor(() => expect(screen.getByTestId('plan-allowance').textContent).toContain('— no resume can be generated now.'))
  })

  it('titles a refusal with the document refused and the plan’s words, keeps the documents, then disables Generate with the reason', async () => {
    // Another tab spends the last resume after this page read the allowance.
    let current = usage({ resume_generations: { used: 0, limit: 2 }, cover_letter_generations: { used: 0, limit: 1 } })
    signedIn(() => current)
    on('POST', '/api/v1/generate', () => generationStream())
    renderWithApp(<Generator />)
    await screen.findByTestId('plan-allowance')
    await uploadAndDescribe()
    await user().click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }))
    await findToast('Success!', 'Your documents have been generated successfully')
    current = usage({ resume_generations: { used: 2, limit: 2 } })
    on('POST', '/api/v1/generate', () =>
      json(
        {
          success: false,
          error_type: 'plan_limit_reached',
          document: 'resume',
          message:
            'Resume not generated: your Free plan includes 5 generations per 24 hours and 2 resumes per month on top, and they are used. It renews on December 1. On this installation plans are assigned by its administrator: ask them to move you to Standard or Premium for unlimited resumes.',
        },
        403,
      ),
    )
    await user().click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }))
    await findToast(
      'Resume not generated',
      'Your Free plan includes 5 generations per 24 hours and 2 resumes per month on top, and they are used. It renews on December 1. On this installation plans are assigned by its administrator: ask them to move you to Standard or Premium for unlimited resumes.',
    )
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Cover Letter', 'Resume'])
    const reason =
      'Your 5 generations of the last 24 hours and your 2 resumes this month are used. The next generation comes back on November 25 at 09:00 UTC; the monthly resumes on December 1.'
    const button = (await screen.findByRole('button', { name: 'Generate Resume & Cover Letter', description: reason })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByText(reason)).toBeInTheDocument()
  })

  it('disables Generate at the limit of a plan without daily generations, with the month’s count and its end', async () => {
    signedIn(() =>
      usage({
        daily_generations: { used: 0, limit: null, next_at: null },
        resume_generations: { used: 2, limit: 2 },
        cover_letter_generations: { used: 1, limit: 1 },
      }),
    )
    renderWithApp(<Generator />)
    await uploadAndDescribe()
    const reason = 'Your 2 resumes this month are used. They come back on December 1.'
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect((screen.getByRole('button', { name: /^Generate Resume/, description: reason }) as HTMLButtonElement).disabled).toBe(true)
  })
})
