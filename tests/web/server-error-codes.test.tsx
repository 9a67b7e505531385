import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Generator } from '@/features/applying/components/generator.tsx'
import { RegisterForm } from '@/features/auth/components/register-form.tsx'
import { json, on } from './fake-server.ts'
import { resetGeneratorScreen, uploadAnswer } from './generator-fixtures.ts'
import { findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

// The app acts on a refusal's error_type, field and document, never on its wording: each server
// sentence here is worded unlike today's, and the screen must still do the right thing with it.

const refusal = (status: number, body: Record<string, unknown>) => json({ success: false, ...body }, status)
const user = () => userEvent.setup({ applyAccept: false })

beforeEach(() => {
  resetGeneratorScreen()
})

describe('sign-up: a refusal goes under the field the server names', () => {
  async function submit() {
    renderWithApp(<RegisterForm />, { route: '/register' })
    await user().type(screen.getByLabelText('Email'), 'ada@example.com')
    await user().type(screen.getByLabelText('Password'), 'correct horse battery')
    await user().click(screen.getByRole('button', { name: 'Create account' }))
  }

  it.each([
    ['Email', 'email', 'that address cannot receive mail'],
    ['Password', 'password', 'guessers try this one first; pick another'],
    ['Full name', 'name', 'too long for the certificate'],
  ])('puts it under %s, whatever the sentence says', async (label, field, message) => {
    on('POST', '/api/v1/auth/register', () => refusal(400, { error_type: 'validation_error', field, message }))
    await submit()
    const capitalized = message.charAt(0).toUpperCase() + message.slice(1)
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(capitalized))
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a refusal naming no field above the form, even when it starts with a field’s name', async () => {
    on('POST', '/api/v1/auth/register', () => refusal(400, { error_type: 'validation_error', message: 'Email and password may not be the same' }))
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password may not be the same')
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
  })

  it('puts a taken address under Email by its code', async () => {
    on('POST', '/api/v1/auth/register', () => refusal(409, { error_type: 'conflict', message: 'Already one of ours' }))
    await submit()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Already one of ours'))
  })
})

describe('generator: a refusal is known by its code', () => {
  async function generate(answer: () => Response) {
    on('POST', '/api/v1/resume/upload', () => uploadAnswer())
    on('POST', '/api/v1/generate', answer)
    renderWithApp(<Generator maxTries={5} />)
    await user().upload(screen.getByLabelText('Resume file'), pdf('resume.pdf'))
    await findToast('Success', 'Resume uploaded and text extracted successfully')
    await user().type(screen.getByLabelText('Job Description'), 'Role: Analyst\nSQL and Python.')
    await user().click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }))
  }

  it('ends the trial on trial_limit_reached, whatever the sentence', async () => {
    await generate(() => refusal(429, { error_type: 'trial_limit_reached', message: 'Make an account to keep going' }))
    await findToast('Trial limit reached', 'Please log in to generate more documents')
    expect(screen.getByText('Trial limit reached.')).toBeInTheDocument()
  })

  it('does not end the trial on another 429 whose sentence says "log in"', async () => {
    await generate(() => refusal(429, { error_type: 'rate_limited', message: 'Too many requests; log in later or wait a minute' }))
    await findToast('Resume Generation Error', 'Too many requests; log in later or wait a minute')
    expect(screen.queryByText('Trial limit reached.')).not.toBeInTheDocument()
  })

  it('titles a plan’s refusal with the document the server names, however it is worded', async () => {
    await generate(() =>
      refusal(403, { error_type: 'plan_limit_reached', document: 'cover_letter', message: 'No letters left this month. Upgrade for more.' }),
    )
    await findToast('Cover letter not generated', 'No letters left this month. Upgrade for more.')
  })

  it('shows a server sentence that reads like the client’s own fallback as the server’s', async () => {
    await generate(() => refusal(500, { error_type: 'provider_error', message: 'Request failed: 3 retries to the model' }))
    await findToast('Resume Generation Error', 'Request failed: 3 retries to the model')
  })
})
