import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TUTORIAL_FLAG } from '@/features/job-search/hooks/use-tutorial-flag.ts'
import { fakeFetch } from './job-search-fake-api.ts'
import { dismissAllToasts, renderJobSearch } from './job-search-render.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./job-search-fake-api.ts')).apiClientModule)

const tutorial = () => screen.queryByRole('region', { name: 'How job search works' })

beforeEach(() => {
  fakeFetch.mockReset()
  dismissAllToasts()
})

describe('job search tutorial', () => {
  it('shows on the first visit and never again once dismissed (hasSeenJobSearchTutorial)', async () => {
    expect(localStorage.getItem('hasSeenJobSearchTutorial')).toBeNull()
    const first = renderJobSearch()
    expect(tutorial()).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(tutorial()).toBeNull()
    expect(localStorage.getItem(TUTORIAL_FLAG)).toBe('true')
    first.unmount()

    renderJobSearch()
    expect(screen.getByRole('heading', { name: 'Job Preferences' })).toBeInTheDocument()
    expect(tutorial()).toBeNull()
  })

  it('stays hidden when the flag was set before', () => {
    localStorage.setItem('hasSeenJobSearchTutorial', 'true')
    renderJobSearch()
    expect(tutorial()).toBeNull()
  })

  it('shows again on the next visit when left without dismissing it', () => {
    renderJobSearch().unmount()
    renderJobSearch()
    expect(tutorial()).not.toBeNull()
  })
})
