import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { JobPreferences } from '@shared/schemas/profile.ts'
import { calls, fakeFetch, foundOne, json, searches } from './job-search-fake-api.ts'
import { dismissAllToasts, renderJobSearch } from './job-search-render.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./job-search-fake-api.ts')).apiClientModule)

const SAVED: JobPreferences = { role: 'DevOps Engineer', location: 'Remote', experience: '4', salary: '120k' }

const USER_DATA = {
  success: true,
  user: { id: 'u1', email: 'jane@example.com', name: 'Jane Doe', plan: 'free', created_at: '2026-11-01T00:00:00.000Z' },
  profile: { fullName: 'Jane Doe', title: '', location: '', experience: '', education: '', skills: '' },
  preferences: SAVED,
}

const LATEST_RESUME = {
  success: true,
  resume: {
    resume_id: 'r-last',
    filename: 'jane-2026.pdf',
    kind: 'pdf',
    created_at: '2026-11-20T09:00:00.000Z',
    resume_text: 'Jane Doe\nDevOps Engineer\nAWS, Docker',
    raw_resume_text: 'Jane Doe DevOps Engineer AWS Docker',
    parsed: {
      contact: { name: 'Jane Doe', email: null, phone: null, location: null, links: [] },
      summary: null,
      experience: [],
      education: [],
      skills: ['AWS', 'Docker'],
      projects: [],
      certifications: [],
      sections: [],
    },
  },
}

/** The server: the signed-in user's saved preferences and latest resume, the search, and the save (or `saveAnswer`). */
function answer(
  saveAnswer: (body: unknown) => Response = (body) =>
    json({ success: true, message: 'Job search preferences saved', preferences: { ...SAVED, ...(body as { preferences: object }).preferences } }),
) {
  fakeFetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://t10.test').pathname
    if (path === '/api/v1/get-user-data') return json(USER_DATA)
    if (path === '/api/v1/get-resume') return json(LATEST_RESUME)
    if (path === '/api/v1/update-preferences' && init?.method === 'POST') return saveAnswer(JSON.parse(String(init.body)))
    if (path === '/api/v1/search-jobs') return foundOne()
    return json({ success: false, error_type: 'not_found', message: 'Not found' }, 404)
  })
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const saves = () =>
  fakeFetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://t10.test').pathname === '/api/v1/update-preferences')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

beforeEach(() => {
  fakeFetch.mockReset()
  dismissAllToasts()
  localStorage.setItem('hasSeenJobSearchTutorial', 'true')
  answer()
})

describe('job search: starting from the last visit', () => {
  it('opens with the saved preferences in the form and the latest resume ready, so Find searches at once', async () => {
    renderJobSearch()
    expect(await screen.findByDisplayValue('DevOps Engineer')).toBe(field('Desired Role'))
    expect(field('Preferred Location').value).toBe('Remote')
    expect(field('Years of Experience').value).toBe('4')
    expect(field('Expected Salary').value).toBe('120k')
    expect(await screen.findByRole('button', { name: 'Remove jane-2026.pdf' })).toBeInTheDocument()
    expect(screen.getByText('Your latest resume is ready; upload another to rank jobs for it instead.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Find Matching Jobs' }))
    await screen.findByRole('heading', { name: 'Matching Jobs' })
    expect(searches()).toEqual(['GET /api/v1/search-jobs?resume_id=r-last&role=DevOps+Engineer&location=Remote&salary=120k&experience=4'])
    expect(calls().filter((c) => c.includes('/api/v1/resume/upload'))).toEqual([])
  })

  it('saves the preferences a search ran with, as typed', async () => {
    renderJobSearch()
    await screen.findByDisplayValue('DevOps Engineer')
    await screen.findByRole('button', { name: 'Remove jane-2026.pdf' })
    await userEvent.clear(field('Desired Role'))
    await userEvent.type(field('Desired Role'), 'Site Reliability Engineer')
    await userEvent.clear(field('Expected Salary'))
    await userEvent.click(screen.getByRole('button', { name: 'Find Matching Jobs' }))
    await screen.findByRole('heading', { name: 'Matching Jobs' })
    expect(saves()).toEqual([{ preferences: { role: 'Site Reliability Engineer', location: 'Remote', experience: '4', salary: '' } }])
  })

  it('still searches and lists the jobs when saving the preferences fails', async () => {
    answer(() => json({ success: false, error_type: 'internal_error', message: 'Database is locked' }, 500))
    renderJobSearch()
    await screen.findByDisplayValue('DevOps Engineer')
    await screen.findByRole('button', { name: 'Remove jane-2026.pdf' })
    await userEvent.click(screen.getByRole('button', { name: 'Find Matching Jobs' }))
    await screen.findByRole('heading', { name: 'Matching Jobs' })
    expect(within(screen.getByRole('article', { name: 'DevOps Engineer' })).getByText('69% match')).toBeInTheDocument()
    expect(saves()).toHaveLength(1)
    expect(screen.queryByText('Database is locked')).not.toBeInTheDocument()
  })

  it('keeps what the user typed before the saved preferences arrived, and a resume they uploaded', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    fakeFetch.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://t10.test').pathname
      if (path === '/api/v1/get-user-data' || path === '/api/v1/get-resume') {
        await held
        return json(path === '/api/v1/get-user-data' ? USER_DATA : LATEST_RESUME)
      }
      if (init?.method === 'POST' && path === '/api/v1/resume/upload') {
        return json(
          {
            message: 'Resume uploaded and text extracted successfully',
            data: { resume_id: 'r-new', resume_text: 'Jane Doe, SRE', raw_resume_text: 'Jane Doe' },
          },
          201,
        )
      }
      return json({ success: false, error_type: 'not_found', message: 'Not found' }, 404)
    })
    renderJobSearch()
    await userEvent.type(field('Desired Role'), 'Platform Engineer')
    await userEvent.upload(screen.getByLabelText('Resume file'), new File(['Jane Doe, SRE'], 'jane-new.txt', { type: 'text/plain' }))
    await screen.findByText('Resume uploaded and text extracted successfully')
    release()
    await vi.waitFor(() => expect(calls().filter((c) => c.includes('/api/v1/get-'))).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(field('Desired Role').value).toBe('Platform Engineer')
    expect(screen.getByRole('button', { name: 'Remove jane-new.txt' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove jane-2026.pdf' })).not.toBeInTheDocument()
  })
})
