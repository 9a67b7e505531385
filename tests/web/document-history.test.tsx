import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DocumentHistoryEntry } from '@shared/schemas/generate.ts'
import { DocumentHistory } from '@/features/applying/components/document-history.tsx'
import { on, requests, resetServer } from './fake-server.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const entry: DocumentHistoryEntry = {
  id: 'd1',
  parent_id: null,
  document_type: 'resume',
  filename: 'resume-acme.tex',
  template: 'modern',
  provider: 'local',
  pdf_url: '/api/v1/documents/d1.pdf',
  ats_score: 81,
  created_at: '2026-11-20T10:00:00.000Z',
}

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  on('GET', '/api/v1/get-documents-history', { success: true, documents: [entry] })
  on('POST', '/api/v1/delete-document', { success: true, message: 'Deleted' })
})

const deletes = () => requests.filter((r) => r.path === '/api/v1/delete-document')

describe('document history: deleting asks first, in a dialog', () => {
  it('opens a dialog naming the file with focus inside; Escape cancels and returns focus, deleting nothing', async () => {
    renderWithApp(<DocumentHistory />)
    const remove = await screen.findByRole('button', { name: 'Delete resume-acme.tex' })
    await userEvent.click(remove)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resume-acme.tex?' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(remove).toHaveFocus()
    expect(deletes()).toHaveLength(0)
  })

  it('deletes on the dialog’s Delete and says so', async () => {
    renderWithApp(<DocumentHistory />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete resume-acme.tex' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await findToast('Document deleted', 'resume-acme.tex')
    expect(deletes().map((r) => r.body)).toEqual([{ id: 'd1' }])
  })
})
