import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ResumeDropzone } from '@/components/resume-upload/resume-dropzone.tsx'

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type })

/** The drop zone as the generator uses it: the chosen file and its error kept in state. */
function Harness({ onFile = () => {}, maxSize, uploading = false }: { onFile?: (f: File) => void; maxSize?: number; uploading?: boolean }) {
  const [chosen, setChosen] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <ResumeDropzone
      file={chosen}
      uploading={uploading}
      error={error}
      maxSize={maxSize}
      onFile={(f) => {
        setChosen(f)
        setError(null)
        onFile(f)
      }}
      onReject={(message, f) => {
        setChosen(f)
        setError(message)
      }}
      onClear={() => {
        setChosen(null)
        setError(null)
      }}
    />
  )
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByRole('group', { name: 'Upload resume' }), {
    dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] },
  })
}

// applyAccept off: let the zone itself judge the type, as it does for a drop.
const user = () => userEvent.setup({ applyAccept: false })

describe('resume drop zone', () => {
  it('opens the file picker from the keyboard through its Browse files button, once', async () => {
    render(<Harness />)
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {})
    screen.getByRole('button', { name: 'Browse files' }).focus()
    await user().keyboard('{Enter}')
    expect(picker).toHaveBeenCalledTimes(1)
    picker.mockRestore()
  })

  it('shows the idle texts and accepts one file of the listed types', () => {
    render(<Harness />)
    expect(screen.getByText('Drag and drop your resume here, or click to browse')).toBeInTheDocument()
    expect(screen.getByText('Supports PDF, DOCX, and TXT files')).toBeInTheDocument()
    const input = screen.getByLabelText('Resume file') as HTMLInputElement
    expect(input.multiple).toBe(false)
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.txt']))
  })

  it.each([
    ['resume.pdf', 'application/pdf'],
    ['resume.doc', 'application/msword'],
    ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['resume.txt', 'text/plain'],
  ])('takes %s', async (name, type) => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} />)
    await user().upload(screen.getByLabelText('Resume file'), file(name, type))
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1))
    expect(onFile.mock.calls[0]?.[0].name).toBe(name)
    expect(screen.getByText(name)).toBeInTheDocument()
    // No error: the clear button is a close mark named for the file.
    expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses other types with the product message, in red, with a Remove button', async () => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} />)
    await user().upload(screen.getByLabelText('Resume file'), file('photo.png', 'image/png'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('File type must be one of .pdf, .doc, .docx, .txt')
    expect(alert.className).toContain('text-destructive')
    expect(screen.getByRole('group', { name: 'Upload resume' }).className).toContain('border-destructive')
    expect(onFile).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a file over the size limit before sending it, in sizes people read', async () => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} maxSize={1024 * 1024} />)
    expect(screen.getByText('Up to 1 MB')).toBeInTheDocument()
    await user().upload(screen.getByLabelText('Resume file'), file('big.pdf', 'application/pdf', 3 * 1024 * 1024))
    expect((await screen.findByRole('alert')).textContent).toBe('This file is 3 MB; the limit is 1 MB.')
    expect(onFile).not.toHaveBeenCalled()
  })

  it('states the default 10 MB limit, and says an empty file is empty', async () => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} />)
    expect(screen.getByText('Up to 10 MB')).toBeInTheDocument()
    await user().upload(screen.getByLabelText('Resume file'), file('blank.pdf', 'application/pdf', 0))
    expect((await screen.findByRole('alert')).textContent).toBe('This file is empty. Please choose your resume file again.')
    expect(onFile).not.toHaveBeenCalled()
  })

  it('uses only the first file when several are dropped', async () => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} />)
    drop([file('first.pdf', 'application/pdf'), file('second.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')])
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1))
    expect(onFile.mock.calls[0]?.[0].name).toBe('first.pdf')
    expect(screen.queryByText('second.docx')).not.toBeInTheDocument()
  })

  it('skips a refused file among several dropped and uses the first usable one', async () => {
    const onFile = vi.fn()
    render(<Harness onFile={onFile} />)
    drop([file('notes.png', 'image/png'), file('resume.pdf', 'application/pdf')])
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1))
    expect(onFile.mock.calls[0]?.[0].name).toBe('resume.pdf')
  })

  it('explains a refused file dropped alone among none usable', async () => {
    render(<Harness />)
    drop([file('notes.png', 'image/png'), file('photo.jpg', 'image/jpeg')])
    expect((await screen.findByRole('alert')).textContent).toBe('File type must be one of .pdf, .doc, .docx, .txt')
  })

  it('shows a spinner and takes no file while uploading', async () => {
    const onFile = vi.fn()
    render(<Harness uploading onFile={onFile} />)
    expect(screen.getByText('Uploading resume...')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Upload resume' }).getAttribute('aria-disabled')).toBe('true')
    drop([file('resume.pdf', 'application/pdf')])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onFile).not.toHaveBeenCalled()
  })
})
