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

  it('holds at most 20000 characters, whether pasted or typed', async () => {
    render(<Harness />)
    expect(field().maxLength).toBe(20000)
    fireEvent.change(field(), { target: { value: 'a'.repeat(25000) } })
    expect(field().value).toHaveLength(20000)
    expect(screen.getByText('20000/20000 characters')).toBeInTheDocument()
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
