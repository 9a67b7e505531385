import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Applications } from '@/features/applications/components/applications.tsx'
import { application, serveApplications } from './applications-fixtures.ts'
import { requests, resetServer } from './fake-server.ts'
import { dismissAllToasts, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const rows = () =>
  within(screen.getByRole('table', { name: 'Applications' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

const APPLICATIONS = () => [
  application({ id: 'a', title: 'Backend Engineer', company: 'Initech', notes: 'Referred by Sam', updated_at: '2026-11-20T09:00:00.000Z' }),
  application({ id: 'b', title: 'Analyst', company: 'Globex', status: 'applied', updated_at: '2026-11-26T09:00:00.000Z' }),
  application({ id: 'c', title: 'Designer', company: 'Acme', status: 'interviewing', next_step: 'Portfolio review', next_step_date: '2026-12-01' }),
]

const realMatchMedia = window.matchMedia

beforeEach(() => {
  resetServer()
  dismissAllToasts()
})

afterEach(() => {
  window.matchMedia = realMatchMedia
})

async function renderList() {
  renderWithApp(<Applications />, { route: '/applications' })
  await userEvent.click(await screen.findByRole('button', { name: 'List' }))
}

describe('applications list', () => {
  it('lists upcoming next steps first, then by last change', async () => {
    serveApplications(APPLICATIONS())
    await renderList()
    expect(rows()).toEqual(['Designer', 'Analyst', 'Backend Engineer'])
  })

  it('sorts by a column, and the other way on a second click', async () => {
    serveApplications(APPLICATIONS())
    await renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Company' }))
    expect(rows()).toEqual(['Designer', 'Analyst', 'Backend Engineer']) // Acme, Globex, Initech
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(screen.getByRole('button', { name: 'Company' }))
    expect(rows()).toEqual(['Backend Engineer', 'Analyst', 'Designer'])
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(screen.getByRole('button', { name: 'Title' }))
    expect(rows()).toEqual(['Analyst', 'Backend Engineer', 'Designer'])
  })

  it('filters by status and by words in the title, company, location or notes', async () => {
    serveApplications(APPLICATIONS())
    await renderList()
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'Applied')
    expect(rows()).toEqual(['Analyst'])
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'All statuses')
    await userEvent.type(screen.getByLabelText('Search applications'), 'referred sam')
    expect(rows()).toEqual(['Backend Engineer'])
    await userEvent.clear(screen.getByLabelText('Search applications'))
    await userEvent.type(screen.getByLabelText('Search applications'), 'nobody')
    expect(screen.getByText('No applications match.')).toBeInTheDocument()
  })

  it('moves one with its status menu; Closed asks for the reason, and Cancel leaves it', async () => {
    serveApplications(APPLICATIONS())
    await renderList()
    await userEvent.selectOptions(screen.getByLabelText('Status of Analyst'), 'Closed')
    const dialog = await screen.findByRole('dialog', { name: 'Why did it close?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByLabelText('Status of Analyst')).toHaveValue('applied')
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([])

    await userEvent.selectOptions(screen.getByLabelText('Status of Analyst'), 'Closed')
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Why did it close?' })).getByRole('button', { name: 'Move to Closed' }))
    await waitFor(() => expect(screen.getByLabelText('Status of Analyst')).toHaveValue('closed'))
    expect(screen.getByText('Closed — Rejected')).toBeInTheDocument()
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ status: 'closed', closed_reason: 'rejected' }]),
    )
  })

  it('shows phones the list with a status menu per application, and no board', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    })) as typeof window.matchMedia
    serveApplications(APPLICATIONS())
    renderWithApp(<Applications />, { route: '/applications' })
    const list = await screen.findByRole('list', { name: 'Applications' })
    expect(screen.queryByRole('button', { name: 'Board' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Saved/ })).not.toBeInTheDocument()
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('button')[0]?.textContent),
    ).toEqual(['Designer', 'Analyst', 'Backend Engineer'])
    await userEvent.selectOptions(screen.getByLabelText('Status of Designer'), 'Offer')
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual(['/api/v1/applications/c']))
  })

  it('opens the detail, saves edits and says deleting takes its documents too', async () => {
    serveApplications([
      application({
        id: 'd',
        title: 'Designer',
        company: 'Acme',
        document_count: 2,
        documents: [
          {
            filename: 'resume-2.tex',
            document_type: 'resume',
            created_at: '2026-11-27T09:00:00.000Z',
            parent_filename: 'resume-1.tex',
            ats_score: 88,
          },
          { filename: 'resume-1.tex', document_type: 'resume', created_at: '2026-11-26T09:00:00.000Z', parent_filename: null, ats_score: 74 },
        ],
      }),
    ])
    renderWithApp(<Applications />, { route: '/applications?open=d' })
    const detail = await screen.findByRole('dialog', { name: 'Designer' })
    expect(within(detail).getByText('Resume (regenerated)')).toBeInTheDocument()
    expect(within(detail).getByText(/ATS score 88/)).toBeInTheDocument()
    expect(within(detail).getByText(/ATS score 74/)).toBeInTheDocument()
    await userEvent.type(within(detail).getByLabelText('Next step'), 'Call back')
    await userEvent.type(within(detail).getByLabelText('Notes'), 'Ask about the team')
    await userEvent.click(within(detail).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ next_step: 'Call back', notes: 'Ask about the team' }]),
    )
    expect(within(detail).getByRole('alertdialog', { hidden: true })).toHaveTextContent('Designer will be deleted, and its 2 documents go with it.')
  })
})
