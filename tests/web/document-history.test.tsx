import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DocumentHistoryEntry } from '@shared/schemas/generate.ts'
import { DocumentHistory } from '@/features/applying/components/document-history.tsx'
import { on, resetServer } from './fake-server.ts'
import { dismissAllToasts, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const entry: DocumentHistoryEntry = {
  id: 'd1',
  parent_id: null,
  document_type: 'resume',
  filename: 'resume-acme.tex',
  template: 'modern',
  provider: 'local',
  pdf_url: '/api/v1/documents/d1.pdf',
  download_name: 'Jane Doe – Cloud Engineer – Acme',
  job_title: 'Cloud Engineer',
  company: 'Acme',
  ats_score: 81,
  created_at: '2026-11-20T10:00:00.000Z',
}

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  on('GET', '/api/v1/get-documents-history', { success: true, documents: [entry] })
})

describe('document history: each document is named for the job it was written for', () => {
  it('shows the job and company, and names the document by them for download, opening and deleting', async () => {
    renderWithApp(<DocumentHistory />)
    await screen.findByText('Resume for Cloud Engineer at Acme')
    expect(screen.getByRole('link', { name: 'Open Jane Doe – Cloud Engineer – Acme' })).toHaveAttribute('href', '/api/v1/documents/d1.pdf')
    expect(screen.getByRole('button', { name: 'Download Jane Doe – Cloud Engineer – Acme.pdf' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Delete Jane Doe – Cloud Engineer – Acme' })).toBeEnabled()
  })

  it('says so when the posting named no title or company', async () => {
    on('GET', '/api/v1/get-documents-history', {
      success: true,
      documents: [{ ...entry, document_type: 'cover_letter', job_title: null, company: null, download_name: 'Jane Doe – Cover Letter' }],
    })
    renderWithApp(<DocumentHistory />)
    await screen.findByText('Cover letter for an untitled posting')
  })
})

// Deleting asks in the browser's own modal dialog, which jsdom does not run: tests/e2e/documents.test.ts.
