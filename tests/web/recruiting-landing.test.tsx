import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MeResponse } from '@shared/schemas/auth.ts'
import { RecruiterLanding } from '@/features/recruiting/components/recruiter-landing.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { json, on, resetServer } from './fake-server.ts'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

/** Where the landing sent the visitor, and the navigation state it carried. */
function Destination() {
  const location = useLocation()
  return (
    <p>
      at {location.pathname} with {JSON.stringify(location.state)}
    </p>
  )
}

function renderLanding() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/T10']}>
        <Routes>
          <Route path="/T10" element={<RecruiterLanding />} />
          <Route path="*" element={<Destination />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const ME: MeResponse = {
  success: true,
  user: { id: 'u1', email: 'rita@example.com', name: 'Rita Recruiter', plan: 'free', created_at: '2025-03-01T10:00:00.000Z' },
}
const signedIn = () => on('GET', '/api/v1/auth/session', json({ ...ME, signed_in: true }))
const signedOut = () => on('GET', '/api/v1/auth/session', json({ success: true, signed_in: false, user: null }))

beforeEach(() => resetServer())

describe('recruiter landing (/T10)', () => {
  it('promises the top 10 candidates for a job description', () => {
    signedOut()
    renderLanding()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/top 10 candidates for any job description/i)
  })

  it('Get Started, signed out: to /login, coming back to /T10-generator', async () => {
    signedOut()
    renderLanding()
    const button = screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    await userEvent.click(button)
    expect(screen.getByText('at /login with {"from":"/T10-generator"}')).toBeInTheDocument()
  })

  it('Get Started, signed in: straight to /T10-generator', async () => {
    signedIn()
    renderLanding()
    const button = screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    await userEvent.click(button)
    expect(screen.getByText(/^at \/T10-generator with/)).toBeInTheDocument()
  })

  it('Learn more: to /faq with the page it came from', async () => {
    signedOut()
    renderLanding()
    await userEvent.click(screen.getByRole('button', { name: 'Learn more' }))
    expect(screen.getByText('at /faq with {"from":"/T10"}')).toBeInTheDocument()
  })
})
