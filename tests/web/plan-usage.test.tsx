import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountUsage } from '@shared/schemas/account.ts'
import { PlanUsage } from '@/features/account/components/plan-usage.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { fakeFetch, json } from './job-search-fake-api.ts'

vi.mock('@/lib/api-client.ts', async () => (await import('./job-search-fake-api.ts')).apiClientModule)

const PERIOD = { period_start: '2026-11-01T00:00:00.000Z', period_end: '2026-12-01T00:00:00.000Z' }

function show(usage: AccountUsage) {
  fakeFetch.mockImplementation(async () => json({ success: true, usage }))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PlanUsage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => fakeFetch.mockReset())

describe('plan usage on the profile', () => {
  it('shows a free account what it has used of its daily and monthly allowance, and where to compare plans', async () => {
    show({
      plan: 'free',
      plan_name: 'Free',
      ...PERIOD,
      daily_generations: { used: 5, limit: 5, next_at: '2026-11-25T09:00:00.000Z' },
      resume_generations: { used: 1, limit: 2 },
      cover_letter_generations: { used: 1, limit: 1 },
    })
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeInTheDocument()
    expect(screen.getByText('1 of 2 used this month', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('1 of 1 used this month', { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Resume generations used' }).getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByText('5 of 5 used in the last 24 hours', { exact: false })).toBeInTheDocument()
    expect(
      screen.getByText('5 generations (resume and cover letter) in any 24 hours, then the monthly counts below; they start again on December 1.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing')
  })

  it('shows a paid plan as unlimited', async () => {
    show({
      plan: 'standard',
      plan_name: 'Standard',
      ...PERIOD,
      daily_generations: { used: 0, limit: null, next_at: null },
      resume_generations: { used: 7, limit: null },
      cover_letter_generations: { used: 3, limit: null },
    })
    expect(await screen.findByRole('heading', { name: 'Standard plan' })).toBeInTheDocument()
    expect(screen.getByText('unlimited (7 this month)', { exact: false })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument()
  })

  const standard: AccountUsage = {
    plan: 'standard',
    plan_name: 'Standard',
    ...PERIOD,
    daily_generations: { used: 0, limit: null, next_at: null },
    resume_generations: { used: 1, limit: null },
    cover_letter_generations: { used: 1, limit: null },
  }
  /** The profile with the server's billing status and, optionally, the page Stripe's checkout returns to. */
  function showWithBilling(billing: { enabled: boolean; has_customer: boolean }, route = '/profile') {
    fakeFetch.mockImplementation(async (input) =>
      String(input).endsWith('/api/v1/billing/portal')
        ? json({ success: true, url: 'https://billing.stripe.test/p/session/bps_1' })
        : String(input).endsWith('/api/v1/billing')
          ? json({ success: true, billing })
          : json({ success: true, usage: standard }),
    )
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <PlanUsage />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  }

  it('offers Manage billing to an account with a Stripe customer, which opens Stripe’s portal', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    try {
      showWithBilling({ enabled: true, has_customer: true })
      await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }))
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('has no Manage billing where plans are not sold, nor for an account that never bought one', async () => {
    for (const billing of [
      { enabled: false, has_customer: false },
      { enabled: true, has_customer: false },
    ]) {
      showWithBilling(billing)
      expect(await screen.findByRole('heading', { name: 'Standard plan' })).toBeInTheDocument()
      await waitFor(() => expect(fakeFetch.mock.calls.some(([input]) => String(input).endsWith('/api/v1/billing'))).toBe(true))
      expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument()
      cleanup()
      fakeFetch.mockReset()
    }
  })

  it('confirms the subscription when Stripe’s checkout returns to the profile', async () => {
    showWithBilling({ enabled: true, has_customer: true }, '/profile?billing=success')
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you: your subscription is confirmed\./)
  })
})
