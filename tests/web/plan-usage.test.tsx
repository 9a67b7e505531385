import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
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
})
