import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ParsedResume, ParsedResumeCorrection } from '@shared/schemas/resume.ts'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { errorJson, json, on, requests, resetServer } from './fake-server.ts'
import { resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const PARSED_URL = '/api/v1/t10/resumes/r-ada.pdf/parsed'

const reading: ParsedResume = {
  contact: { name: 'IT Operations', email: 'ada@example.com', phone: null, location: null, links: [] },
  summary: null,
  experience: [
    { title: 'Accountant', company: 'Globex', location: 'Chicago, IL', start: '2018', end: 'Present', bullets: ['Closed the books monthly.'] },
  ],
  education: [],
  skills: ['GAAP'],
  projects: [],
  certifications: [],
  sections: [],
}

const user = () => userEvent.setup()
const puts = () => requests.filter((r) => r.method === 'PUT')

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  on('GET', '/api/v1/t10/resumes', () => json({ success: true, resumes: [resume('ada.pdf')] }))
})

describe('T10: correcting a misread candidate', () => {
  it('opens what was read from a processed resume, saves the corrections and says rankings use them', async () => {
    on('GET', PARSED_URL, () => json({ success: true, resume_id: 'r-ada.pdf', filename: 'ada.pdf', parsed: reading, corrected_at: null }))
    on('PUT', PARSED_URL, (request: { body: unknown }) =>
      json({
        success: true,
        resume_id: 'r-ada.pdf',
        filename: 'ada.pdf',
        parsed: { ...reading, ...(request.body as ParsedResumeCorrection) },
        corrected_at: '2025-03-02T10:00:00.000Z',
        message: 'Corrections saved: rankings now use them',
      }),
    )
    renderWithApp(<RecruiterMatching />)
    await user().click(await screen.findByRole('button', { name: 'Correct ada.pdf' }))

    const dialog = await screen.findByRole('dialog', { name: 'Correct ada.pdf' })
    expect(await within(dialog).findByText('We read 1 role, 0 schools. Fix what was misread: rankings use your corrections.')).toBeInTheDocument()
    const form = await within(dialog).findByRole('form', { name: 'What T10 read from ada.pdf' })
    expect(within(form).getByLabelText('Name')).toHaveValue('IT Operations')
    await user().clear(within(form).getByLabelText('Name'))
    await user().type(within(form).getByLabelText('Name'), 'Ada Okafor')
    await user().click(within(form).getByRole('button', { name: 'Add school' }))
    const school = within(form).getByRole('group', { name: 'School 1' })
    await user().type(within(school).getByLabelText('School'), 'DePaul University')
    await user().type(within(school).getByLabelText('Degree'), 'B.S.')
    await user().type(within(school).getByLabelText('Field of study'), 'Accounting')
    await user().click(within(form).getByRole('button', { name: 'Save corrections' }))

    await findToast('Corrections saved', 'Rankings now read ada.pdf as corrected: find matches again to see them.')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = puts()[0]!.body as ParsedResumeCorrection
    expect(body.contact.name).toBe('Ada Okafor')
    expect(body.education).toEqual([{ institution: 'DePaul University', degree: 'B.S.', field: 'Accounting', year: null }])
    expect(body.experience).toEqual([{ ...reading.experience[0] }])
  })

  it('says when the reading cannot be loaded, and loads it on Retry', async () => {
    on('GET', PARSED_URL, () => errorJson(404, 'Resume not found', 'not_found'))
    renderWithApp(<RecruiterMatching />)
    await user().click(await screen.findByRole('button', { name: 'Correct ada.pdf' }))
    const dialog = await screen.findByRole('dialog', { name: 'Correct ada.pdf' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Resume not found')

    on('GET', PARSED_URL, () => json({ success: true, resume_id: 'r-ada.pdf', filename: 'ada.pdf', parsed: reading, corrected_at: null }))
    await user().click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByRole('form', { name: 'What T10 read from ada.pdf' })).toBeInTheDocument()
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(puts()).toEqual([])
  })
})
