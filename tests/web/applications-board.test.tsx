import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Applications } from '@/features/applications/components/applications.tsx'
import { application, serveApplications } from './applications-fixtures.ts'
import { requests, resetServer } from './fake-server.ts'
import { dismissAllToasts, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) })
const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent)
const patches = () => requests.filter((r) => r.method === 'PATCH')
/** The board's live region (the one that speaks up at once). */
const announced = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'assertive')?.textContent ?? ''

beforeEach(() => {
  resetServer()
  dismissAllToasts()
})

function renderBoard() {
  renderWithApp(<Applications />, { route: '/applications' })
}

describe('applications board', () => {
  it('shows a column per status with its count, upcoming next steps first', async () => {
    serveApplications([
      application({ id: 'a', title: 'No next step', updated_at: '2026-11-27T09:00:00.000Z' }),
      application({ id: 'b', title: 'Interview later', next_step: 'Call', next_step_date: '2026-12-09' }),
      application({ id: 'c', title: 'Interview soon', next_step: 'Phone screen', next_step_date: '2026-12-02' }),
      application({ id: 'd', title: 'Sent', status: 'applied' }),
      application({ id: 'e', title: 'Turned down', status: 'closed', closed_reason: 'rejected' }),
    ])
    renderBoard()
    await screen.findByRole('heading', { name: /Interview soon/ })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Saved3',
      'Applied1',
      'Interviewing0',
      'Offer0',
      'Closed1',
    ])
    expect(titlesIn('Saved')).toEqual(['Interview soon', 'Interview later', 'No next step'])
    expect(titlesIn('Applied')).toEqual(['Sent'])
    expect(within(column('Closed')).getByText('Closed — Rejected')).toBeInTheDocument()
    expect(within(column('Saved')).getByText('Phone screen')).toBeInTheDocument()
  })

  it('moves a card with the keyboard: Space picks it up, the arrows choose the column, Space drops; each step is announced', async () => {
    serveApplications([application({ id: 'a', title: 'Cloud Engineer' }), application({ id: 'b', title: 'Data Engineer' })])
    renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Cloud Engineer' })
    handle.focus()
    await userEvent.keyboard(' ')
    expect(handle).toHaveAttribute('aria-pressed', 'true')
    expect(announced()).toContain('Picked up Cloud Engineer, in Saved')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(announced()).toBe('Cloud Engineer is over Interviewing.')
    expect(within(column('Interviewing')).getByText('Drop Cloud Engineer here')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    expect(announced()).toBe('Cloud Engineer is over Applied.')
    await userEvent.keyboard(' ')
    // Optimistic: in the new column before the server answers, and the focus follows the card.
    expect(titlesIn('Applied')).toEqual(['Cloud Engineer'])
    expect(titlesIn('Saved')).toEqual(['Data Engineer'])
    expect(announced()).toBe('Cloud Engineer moved from Saved to Applied.')
    await waitFor(() => expect(patches()).toEqual([{ method: 'PATCH', path: '/api/v1/applications/a', body: { status: 'applied' } }]))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Cloud Engineer' })))
  })

  it('Escape cancels a keyboard move: the card stays and nothing is sent', async () => {
    serveApplications([application({ id: 'a', title: 'Cloud Engineer' })])
    renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Cloud Engineer' })
    handle.focus()
    await userEvent.keyboard('{Enter}{ArrowRight}{Escape}')
    expect(announced()).toBe('Move cancelled. Cloud Engineer stays in Saved.')
    expect(handle).toHaveAttribute('aria-pressed', 'false')
    expect(titlesIn('Saved')).toEqual(['Cloud Engineer'])
    expect(patches()).toEqual([])
  })

  it('moves a card dragged with the mouse to another column', async () => {
    serveApplications([application({ id: 'a', title: 'Cloud Engineer' })])
    renderBoard()
    await screen.findByRole('heading', { name: 'Cloud Engineer' })
    const card = screen.getByRole('article', { name: 'Cloud Engineer' })
    const dataTransfer = { setData: vi.fn(), getData: () => 'a', effectAllowed: '', dropEffect: '' }
    fireEvent.dragStart(card, { dataTransfer })
    const target = column('Offer')
    const over = createEvent.dragOver(target, { dataTransfer })
    fireEvent(target, over)
    expect(over.defaultPrevented).toBe(true) // the column takes the drop
    fireEvent.drop(target, { dataTransfer })
    await waitFor(() => expect(titlesIn('Offer')).toEqual(['Cloud Engineer']))
    await waitFor(() => expect(patches().map((p) => p.body)).toEqual([{ status: 'offer' }]))
  })

  it('asks why before moving to Closed, and sends the reason chosen', async () => {
    serveApplications([application({ id: 'a', title: 'Cloud Engineer', status: 'offer' })])
    renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Cloud Engineer' })
    handle.focus()
    await userEvent.keyboard(' {ArrowRight} ')
    const dialog = await screen.findByRole('dialog', { name: 'Why did it close?' })
    expect(titlesIn('Offer')).toEqual(['Cloud Engineer']) // not moved until a reason is given
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Withdrawn' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Closed' }))
    expect(titlesIn('Closed')).toEqual(['Cloud Engineer'])
    expect(within(column('Closed')).getByText('Closed — Withdrawn')).toBeInTheDocument()
    await waitFor(() => expect(patches().map((p) => p.body)).toEqual([{ status: 'closed', closed_reason: 'withdrawn' }]))
  })

  it('puts the card back and says so when the server refuses the move', async () => {
    serveApplications([application({ id: 'a', title: 'Cloud Engineer' })])
    const { on, errorJson } = await import('./fake-server.ts')
    on('PATCH', '/api/v1/applications/a', () => errorJson(500, 'The database is busy.'))
    renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Cloud Engineer' })
    handle.focus()
    await userEvent.keyboard(' {ArrowRight} ')
    await screen.findByText('The database is busy.')
    await waitFor(() => expect(titlesIn('Saved')).toEqual(['Cloud Engineer']))
  })

  it('keeps every other card as it was on a move (only the moved one is drawn anew)', async () => {
    const many = Array.from({ length: 60 }, (_, i) => application({ id: `m${i}`, title: `Role ${i}` }))
    serveApplications(many)
    renderBoard()
    const handle = await screen.findByRole('button', { name: 'Move Role 0' })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60)) // the cards past the first few follow at once
    const before = new Map(screen.getAllByRole('article').map((card) => [card.dataset.applicationId, card]))
    act(() => handle.focus())
    await userEvent.keyboard(' {ArrowRight} ')
    await waitFor(() => expect(patches()).toHaveLength(1))
    // Every card but the moved one is still the same DOM node (not drawn anew).
    const after = screen.getAllByRole('article')
    const kept = after.filter((card) => before.get(card.dataset.applicationId) === card)
    expect(kept).toHaveLength(59)
  })
})
