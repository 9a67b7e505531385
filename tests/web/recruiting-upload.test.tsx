import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster.tsx'
import { RecruiterMatching } from '@/features/recruiting/components/recruiter-matching.tsx'
import { UNDO_MS, usePendingFiles } from '@/features/recruiting/hooks/use-pending-files.ts'
import { useProcessResumes } from '@/features/recruiting/hooks/use-process-resumes.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { deferred, errorJson, json, on, requests, resetServer, uploadedNames } from './fake-server.ts'
import { processed, refused, resume } from './recruiting-fixtures.ts'
import { dismissAllToasts, docx, findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)
vi.mock('@/features/recruiting/api/send-resumes.ts', async () => (await import('./recruiting-fixtures.ts')).fakeSendResumesModule())

// applyAccept off: the screen itself must drop what it does not take, as it must for a drop.
const user = () => userEvent.setup({ applyAccept: false })
const fileInput = () => screen.getByLabelText('Resume files') as HTMLInputElement
const pendingList = () => screen.getByRole('list', { name: 'Uploaded Resumes' })
/** The pending files, read from their Remove buttons ("Remove ada.pdf"). */
const pendingNames = () =>
  within(pendingList())
    .getAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Remove /, ''))
const processButton = () => screen.getByRole('button', { name: /^(Process Resumes|Processing\.\.\.)$/ }) as HTMLButtonElement

/** The server's pool: what GET /resumes answers, grown by each upload. */
let pool: ReturnType<typeof resume>[]

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  pool = []
  on('GET', '/api/v1/t10/resumes', () => json({ success: true, resumes: pool }))
})

describe('T10 upload tab', () => {
  it('starts with the empty texts and Process Resumes disabled', async () => {
    renderWithApp(<RecruiterMatching />)
    expect(screen.getByRole('tab', { name: 'Upload Resumes' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Drag & drop PDF/DOCX files here, or click to select')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Select Files' })).toBeInTheDocument()
    expect(screen.getByText('No files selected for upload')).toBeInTheDocument()
    expect(await screen.findByText('No resumes processed yet')).toBeInTheDocument()
    expect(processButton().textContent).toBe('Process Resumes')
    expect(processButton().disabled).toBe(true)
  })

  it('offers the picker PDF and DOCX, many at a time', () => {
    renderWithApp(<RecruiterMatching />)
    expect(fileInput().multiple).toBe(true)
    expect(fileInput().accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx']))
    expect(fileInput().accept).not.toContain('.doc,')
  })

  it('keeps PDF and DOCX files by media type and names the rest with why, in one message', async () => {
    renderWithApp(<RecruiterMatching />)
    await user().upload(fileInput(), [
      pdf('ada.pdf'),
      docx('grace.docx'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'photo.png', { type: 'image/png' }),
      new File(['x'], 'old.doc', { type: 'application/msword' }),
      // The name says PDF, the media type does not.
      new File(['x'], 'disguised.pdf', { type: 'text/plain' }),
    ])
    expect(pendingNames()).toEqual(['ada.pdf', 'grace.docx'])
    const message = screen.getByText(/^4 skipped: /).textContent
    for (const part of [
      'notes.txt is not PDF or DOCX',
      'photo.png is an image',
      'old.doc is an old Word file (save it as DOCX)',
      'disguised.pdf is not PDF or DOCX',
    ]) {
      expect(message).toContain(part)
    }
    expect(processButton().disabled).toBe(false)
    // The next pick says what it skipped (nothing here): the message goes.
    await user().upload(fileInput(), [pdf('alan.pdf')])
    expect(screen.queryByText(/skipped:/)).not.toBeInTheDocument()
  })

  it('clears the file input after each pick, so the same file chosen again is taken again', async () => {
    renderWithApp(<RecruiterMatching />)
    const file = pdf('ada.pdf')
    await user().upload(fileInput(), [file])
    await waitFor(() => expect(fileInput().value).toBe(''))
    await userEvent.click(screen.getByRole('button', { name: 'Remove ada.pdf' }))
    await user().upload(fileInput(), [file])
    expect(pendingNames()).toEqual(['ada.pdf'])
  })

  it('states the size limit, and refuses an oversized or empty resume before sending it', async () => {
    renderWithApp(<RecruiterMatching />)
    expect(screen.getByText('PDF or DOCX, up to 10 MB each')).toBeInTheDocument()
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' })
    const empty = new File([], 'empty.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
    await user().upload(fileInput(), [huge, empty, pdf('ada.pdf')])
    expect(pendingNames()).toEqual(['ada.pdf'])
    expect(screen.getByText('2 skipped: huge.pdf is 11 MB (the limit is 10 MB), empty.docx is empty')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('lists a file picked twice once, and Remove takes it off the list', async () => {
    renderWithApp(<RecruiterMatching />)
    const file = pdf('ada.pdf')
    await user().upload(fileInput(), [file])
    await user().upload(fileInput(), [file, pdf('alan.pdf')])
    expect(pendingNames()).toEqual(['ada.pdf', 'alan.pdf'])

    expect(screen.getByText('1 skipped: ada.pdf is already in the list')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove ada.pdf' }))
    expect(pendingNames()).toEqual(['alan.pdf'])
    // Undo puts it back where it was.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(pendingNames()).toEqual(['ada.pdf', 'alan.pdf'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove ada.pdf' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove alan.pdf' }))
    expect(screen.getByText('No files selected for upload')).toBeInTheDocument()
    expect(processButton().disabled).toBe(true)
  })

  it('processes the files: "Processing..." while busy, a toast per file, then the processed list', async () => {
    const answer = deferred<Response>()
    on('POST', '/api/v1/t10/resumes', () => answer.promise)
    renderWithApp(<RecruiterMatching />)
    await user().upload(fileInput(), [pdf('ada.pdf'), pdf('broken.pdf')])
    await userEvent.click(processButton())

    await waitFor(() => expect(processButton().textContent).toBe('Processing...'))
    expect(processButton().disabled).toBe(true)
    expect(uploadedNames(requests.find((r) => r.method === 'POST')!)).toEqual(['ada.pdf', 'broken.pdf'])

    pool = [resume('ada.pdf')]
    answer.resolve(
      json({
        success: false,
        message: 'Processed 1 of 2 files',
        results: [processed('ada.pdf'), refused('broken.pdf', 'No text could be read from broken.pdf')],
      }),
    )

    await findToast('Resume Uploaded', 'Successfully processed ada.pdf')
    const failed = await findToast('Upload Failed', 'No text could be read from broken.pdf')
    expect(failed.getAttribute('role')).toBe('alert')
    const processedList = await screen.findByRole('list', { name: 'Processed Resumes' })
    expect(within(processedList).getByText('ada.pdf')).toBeInTheDocument()
    // Both were answered for: neither is pending any more.
    expect(screen.getByText('No files selected for upload')).toBeInTheDocument()
    expect(processButton().textContent).toBe('Process Resumes')
  })

  it('says "Failed to process {filename}" when the server gives no reason', async () => {
    on('POST', '/api/v1/t10/resumes', json({ success: false, message: '', results: [{ ...refused('x.pdf', ''), message: '' }] }))
    renderWithApp(<RecruiterMatching />)
    await user().upload(fileInput(), [pdf('x.pdf')])
    await userEvent.click(processButton())
    await findToast('Upload Failed', 'Failed to process x.pdf')
  })

  it('sends many files in batches and shows how far it got', async () => {
    const answers = [deferred<Response>(), deferred<Response>(), deferred<Response>()]
    let call = 0
    on('POST', '/api/v1/t10/resumes', () => answers[call++]!.promise)
    renderWithApp(<RecruiterMatching />)
    const files = Array.from({ length: 25 }, (_, i) => pdf(`candidate-${i + 1}.pdf`))
    await user().upload(fileInput(), files)
    await userEvent.click(processButton())

    const answerBatch = async (index: number) => {
      await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(index + 1))
      const names = uploadedNames(requests.filter((r) => r.method === 'POST')[index]!)
      answers[index]!.resolve(json({ success: true, message: '', results: names.map(processed) }))
      return names
    }
    expect(await screen.findByText('0/25')).toBeInTheDocument()
    expect(await answerBatch(0)).toHaveLength(10)
    expect(await screen.findByText('10/25')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Resumes processed' }).getAttribute('aria-valuenow')).toBe('40')
    expect(await answerBatch(1)).toHaveLength(10)
    expect(await screen.findByText('20/25')).toBeInTheDocument()
    expect(await answerBatch(2)).toHaveLength(5)
    await waitFor(() => expect(screen.queryByText(/\/25$/)).not.toBeInTheDocument())
    expect(screen.getByText('No files selected for upload')).toBeInTheDocument()
  })

  it('keeps the files pending when the upload request fails, with the server message', async () => {
    on('POST', '/api/v1/t10/resumes', errorJson(413, 'Too many files or fields in one upload', 'payload_too_large'))
    renderWithApp(<RecruiterMatching />)
    await user().upload(fileInput(), [pdf('ada.pdf')])
    await userEvent.click(processButton())
    await findToast('Upload Error', 'Too many files or fields in one upload')
    expect(within(pendingList()).getByText('ada.pdf')).toBeInTheDocument()
    expect(processButton().disabled).toBe(false)
  })

  it('shows each file of a run: uploading with its percent, then read or failed with the reason', async () => {
    const answer = deferred<Response>()
    on('POST', '/api/v1/t10/resumes', () => answer.promise)
    renderWithApp(<RecruiterMatching />)
    await user().upload(fileInput(), [pdf('ada.pdf'), pdf('broken.pdf')])
    await userEvent.click(processButton())
    const progress = await screen.findByRole('list', { name: 'Upload progress' })
    // The fake sends every byte at once: both are being read.
    await waitFor(() => expect(within(progress).getAllByText('Reading')).toHaveLength(2))
    answer.resolve(
      json({ success: false, message: '', results: [processed('ada.pdf'), refused('broken.pdf', 'No text could be read from broken.pdf')] }),
    )
    await waitFor(() => expect(within(progress).getByText('Read')).toBeInTheDocument())
    expect(within(progress).getByText('Failed: No text could be read from broken.pdf')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryByRole('list', { name: 'Upload progress' })).not.toBeInTheDocument()
  })

  it('Remove on a processed resume offers Undo, then deletes it on the server', async () => {
    pool = [resume('ada.pdf'), resume('alan.pdf', { hidden_text: true })]
    on('DELETE', '/api/v1/t10/resumes/r-ada.pdf', () => {
      pool = pool.filter((r) => r.filename !== 'ada.pdf')
      return json({ success: true, message: 'Resume removed' })
    })
    renderWithApp(<RecruiterMatching />)
    const list = await screen.findByRole('list', { name: 'Processed Resumes' })
    expect(within(list).getByText('Hidden text')).toBeInTheDocument()
    const deletes = () => requests.filter((r) => r.method === 'DELETE' && r.path === '/api/v1/t10/resumes/r-ada.pdf')
    await userEvent.click(within(list).getByRole('button', { name: 'Remove ada.pdf' }))
    await waitFor(() => expect(within(list).queryByText('ada.pdf')).not.toBeInTheDocument())
    // Undo within the grace period: nothing was sent, the row is back.
    await userEvent.click(screen.getByRole('button', { name: 'Undo remove ada.pdf' }))
    expect(within(list).getByText('ada.pdf')).toBeInTheDocument()
    expect(deletes()).toHaveLength(0)

    await userEvent.click(within(list).getByRole('button', { name: 'Remove ada.pdf' }))
    expect(screen.getByText('Removed ada.pdf')).toBeInTheDocument()
    await waitFor(() => expect(deletes()).toHaveLength(1), { timeout: UNDO_MS + 2000 })
    await waitFor(() => expect(screen.queryByText('Removed ada.pdf')).not.toBeInTheDocument())
    expect(within(list).queryByText('ada.pdf')).not.toBeInTheDocument()
    expect(within(list).getByText('alan.pdf')).toBeInTheDocument()
  }, 15_000)

  it('flags a duplicate candidate in the processed list, without refusing it', async () => {
    pool = [resume('jane.pdf'), resume('jane-2.pdf', { duplicate_of: { resume_id: 'r-jane.pdf', filename: 'jane.pdf', reason: 'same_email' } })]
    renderWithApp(<RecruiterMatching />)
    const list = await screen.findByRole('list', { name: 'Processed Resumes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Duplicate of jane.pdf')).toBeInTheDocument()
  })
})

describe('processing with nothing to process', () => {
  it('says "No Resumes" and sends nothing', async () => {
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useProcessResumes(usePendingFiles()), { wrapper })
    let count = -1
    await act(async () => {
      count = await result.current.processPending()
    })
    expect(count).toBe(0)
    await findToast('No Resumes', 'Please upload at least one resume to continue')
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })
})
