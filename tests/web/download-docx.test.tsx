import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GeneratedDocuments } from '@/features/applying/components/results/generated-documents.tsx'
import { deferred, errorJson, on, requests, resetServer } from './fake-server.ts'
import { generationResult, unreachable } from './generator-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const inPanel = (name: 'Resume' | 'Cover Letter') => within(screen.getByRole('article', { name }))

// Blobs handed to the browser as Word files (the previews make PDF blobs too).
let saved: Blob[] = []
beforeEach(() => {
  resetServer()
  dismissAllToasts()
  saved = []
  URL.createObjectURL = vi.fn((blob: Blob) => {
    if (blob.type === DOCX_MIME) saved.push(blob)
    return 'blob:file'
  }) as typeof URL.createObjectURL
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  on('POST', '/api/v1/documents/preview', () => new Response('%PDF-1.5', { headers: { 'content-type': 'application/pdf' } }))
})

const render = () => renderWithApp(<GeneratedDocuments result={generationResult()} jobDescription="Role: Data Analyst" onReplace={() => {}} />)

describe('Download DOCX', () => {
  it('sits next to Download PDF and saves the Word file of that document under its .docx name', async () => {
    const answer = deferred<Response>()
    on('GET', '/api/v1/documents/cover-letter-1.docx', () => answer.promise)
    render()
    const buttons = inPanel('Cover Letter')
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(buttons.indexOf('Download DOCX')).toBe(buttons.indexOf('Download PDF') + 1)

    await userEvent.click(inPanel('Cover Letter').getByRole('button', { name: 'Download DOCX' }))
    expect(inPanel('Cover Letter').getByRole('button', { name: 'Download DOCX' })).toBeDisabled()
    answer.resolve(new Response('PK\u0003\u0004word', { headers: { 'content-type': DOCX_MIME } }))

    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.size).toBe('PK\u0003\u0004word'.length) // the bytes the server sent
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement
    expect(link.download).toBe('Jane Doe – Cloud Engineer – Acme – Cover Letter.docx')
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/v1/documents/cover-letter-1.docx')
    expect(inPanel('Cover Letter').getByRole('button', { name: 'Download DOCX' })).toBeEnabled()
  })

  it.each([
    ['the server refuses with a message', () => errorJson(404, 'Document not found', 'not_found'), 'Document not found'],
    ['the server cannot be reached', unreachable, 'Something went wrong preparing the Word file'],
  ])('says "Error" when %s, and saves nothing', async (_, response, description) => {
    on('GET', '/api/v1/documents/resume-1.docx', response)
    render()
    await userEvent.click(inPanel('Resume').getByRole('button', { name: 'Download DOCX' }))
    await findToast('Error', description)
    expect(saved).toHaveLength(0)
  })
})
