import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster.tsx'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx'
import { RegisterForm } from '@/features/auth/components/register-form.tsx'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx'
import { VerifyEmail } from '@/features/auth/components/verify-email.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { calls, fakeFetch, json } from './job-search-fake-api.ts'

vi.mock('@/lib/api-client.ts', async () => (await import('./job-search-fake-api.ts')).apiClientModule)

function renderAt(path: string, element: ReactNode) {
  const route = path.split(/[?#]/)[0] ?? '/'
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="/login" element={<p>Sign-in page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The JSON body of the one request made to `path`. */
const bodyOf = (path: string) => {
  const call = fakeFetch.mock.calls.find(([input]) => String(input).endsWith(path))
  return JSON.parse(String(call?.[1]?.body ?? 'null')) as Record<string, string>
}

beforeEach(() => fakeFetch.mockReset())

describe('the change-password form of the profile page', () => {
  it('sends the current and the new password, says the other sessions were signed out, and clears itself', async () => {
    fakeFetch.mockImplementation(async () =>
      json({ success: true, message: 'Your password has been changed. Every other session has been signed out.', token: 't' }),
    )
    renderAt('/profile', <ChangePasswordForm />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Current password'), 'the first password')
    await user.type(screen.getByLabelText('New password'), 'the second password')
    await user.type(screen.getByLabelText('Confirm new password'), 'the second password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))

    expect(await screen.findByText('Your password has been changed. Every other session has been signed out.')).toBeInTheDocument()
    expect(calls()).toEqual(['POST /api/v1/auth/change-password'])
    expect(bodyOf('/api/v1/auth/change-password')).toEqual({ current_password: 'the first password', new_password: 'the second password' })
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('checks the fields before sending, the 128-character cap included', async () => {
    renderAt('/profile', <ChangePasswordForm />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument()
    expect(screen.getByText('Please choose a password')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Current password'), 'the first password')
    const long = 'x'.repeat(129)
    await user.click(screen.getByLabelText('New password'))
    await user.paste(long)
    await user.click(screen.getByLabelText('Confirm new password'))
    await user.paste(long)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument()
    expect(fakeFetch).not.toHaveBeenCalled()
  })

  it('shows a wrong current password under its field', async () => {
    fakeFetch.mockImplementation(async () =>
      json({ success: false, error_type: 'validation_error', message: 'current password is not correct', field: 'current_password' }, 400),
    )
    renderAt('/profile', <ChangePasswordForm />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Current password'), 'a wrong guess')
    await user.type(screen.getByLabelText('New password'), 'the second password')
    await user.type(screen.getByLabelText('Confirm new password'), 'the second password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Current password is not correct')).toBeInTheDocument()
  })
})

describe('mailed links carry their token in the fragment', () => {
  it('the reset page reads the token from #token= and sends it', async () => {
    fakeFetch.mockImplementation(async () => json({ success: true, message: 'Your password has been changed. Please sign in with it.' }))
    renderAt('/reset-password#token=fragment-token-123', <ResetPasswordForm />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'a brand new password')
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(bodyOf('/api/v1/auth/reset-password')).toEqual({ token: 'fragment-token-123', password: 'a brand new password' })
  })

  it('the confirmation page confirms at once and goes to sign in', async () => {
    fakeFetch.mockImplementation(async () => json({ success: true, message: 'Your e-mail address is confirmed. You can sign in now.' }))
    renderAt('/verify-email#token=confirm-token-456', <VerifyEmail />)
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(bodyOf('/api/v1/auth/verify-email')).toEqual({ token: 'confirm-token-456' })
    expect(await screen.findByText('Your e-mail address is confirmed. You can sign in now.')).toBeInTheDocument()
  })
})

describe('signing up when addresses are confirmed by mail', () => {
  it('shows the server’s note to check the inbox instead of signing in', async () => {
    const note = 'Almost done: we have sent a message to that address. Open the link in it to confirm the address, then sign in.'
    fakeFetch.mockImplementation(async () => json({ success: true, verification_required: true, message: note }, 202))
    renderAt('/register', <RegisterForm />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'someone@example.com')
    await user.type(screen.getByLabelText('Password'), 'a fine new password')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(screen.getByText(note)).toBeInTheDocument()
    await waitFor(() => expect(calls()).toContain('POST /api/v1/auth/register'))
  })
})
