import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HIGHLIGHT_MS, JobDescriptionField } from '@/features/applying/components/job-description-field.tsx'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <JobDescriptionField value={value} onChange={setValue} />
}

const field = () => screen.getByLabelText('Job Description') as HTMLTextAreaElement

describe('job description field', () => {
  it('starts empty with the placeholder and a zero counter', () => {
    render(<Harness />)
    expect(field().placeholder).toBe('Paste the job description here...')
    expect(screen.getByText('0/20000 characters')).toBeInTheDocument()
    expect(screen.queryByText('Ready — this description will be used for generation.')).not.toBeInTheDocument()
  })

  it('counts characters as they are typed and says it is ready once non-blank', async () => {
    render(<Harness />)
    await userEvent.type(field(), '   ')
    expect(screen.getByText('3/20000 characters')).toBeInTheDocument()
    expect(screen.queryByText('Ready — this description will be used for generation.')).not.toBeInTheDocument()
    await userEvent.type(field(), 'Role: Engineer')
    expect(screen.getByText('17/20000 characters')).toBeInTheDocument()
    expect(screen.getByText('Ready — this description will be used for generation.')).toBeInTheDocument()
  })

  it('refuses a paste that would pass 20000 characters whole, saying so, with the counter in red', async () => {
    render(<Harness initial="Role: Engineer" />)
    field().focus()
    field().setSelectionRange(14, 14)
    await userEvent.paste(' word'.repeat(5000))
    // Nothing was cut in the middle of a word: the text is as it was.
    expect(field().value).toBe('Role: Engineer')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That would make the description 25,014 characters long; it can hold 20,000. Nothing was pasted: paste the part about the role',
    )
    const counter = screen.getByText('14/20000 characters')
    expect(counter.className).toContain('text-destructive')
    // The next paste that fits is taken, and the refusal goes away.
    await userEvent.paste(' at Acme')
    expect(field().value).toBe('Role: Engineer at Acme')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('22/20000 characters').className).not.toContain('text-destructive')
  })

  it('counts a paste over selected text as replacing it', async () => {
    render(<Harness initial={'x'.repeat(19990)} />)
    field().focus()
    field().setSelectionRange(0, 100)
    await userEvent.paste('y'.repeat(110))
    expect(field().value).toHaveLength(20000)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a dropped text past the limit too, and stops typing at it', async () => {
    render(<Harness initial={'a'.repeat(19998)} />)
    fireEvent.change(field(), { target: { value: 'a'.repeat(25000) } })
    expect(field().value).toHaveLength(19998)
    expect(screen.getByRole('alert')).toHaveTextContent('25,000 characters')
    expect(field().maxLength).toBe(20000)
    await userEvent.type(field(), 'more')
    expect(field().value).toHaveLength(20000)
    expect(screen.getByText('20000/20000 characters')).toBeInTheDocument()
  })

  it('accepts exactly 20000 characters through a paste', async () => {
    render(<Harness />)
    field().focus()
    await userEvent.paste('b'.repeat(20000))
    expect(screen.getByText('20000/20000 characters')).toBeInTheDocument()
  })

  it('highlights briefly (about 900 ms) after each edit', () => {
    vi.useFakeTimers()
    render(<Harness />)
    fireEvent.change(field(), { target: { value: 'x' } })
    expect(field().dataset.highlight).toBe('true')
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 50))
    expect(field().dataset.highlight).toBe('true')
    act(() => vi.advanceTimersByTime(100))
    expect(field().dataset.highlight).toBeUndefined()
    expect(HIGHLIGHT_MS).toBe(900)
  })
})
