import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, toast } from '@/components/ui/toast-store.ts'
import { Toaster } from '@/components/ui/toaster.tsx'
import { choosePlacement, PRIMARY_ACTION_ATTRIBUTE } from '@/components/ui/use-toast-placement.ts'

const shown: number[] = []
const show = (input: Parameters<typeof toast>[0]) =>
  act(() => {
    shown.push(toast(input))
  })

afterEach(() => {
  act(() => {
    for (const id of shown.splice(0)) dismissToast(id)
  })
  document.body.replaceChildren()
})

describe('toasts: one at a time per topic', () => {
  it('a toast with the title of the one on screen replaces it (the title is the topic by default)', () => {
    render(<Toaster />)
    show({ title: 'Upload Error', description: 'The first reason', variant: 'destructive' })
    show({ title: 'Upload Error', description: 'The second reason', variant: 'destructive' })
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByText('The second reason')).toBeInTheDocument()
  })

  it('a toast on the same topic replaces one with another title; other topics stay', () => {
    render(<Toaster />)
    show({ title: 'Resume Generation Error', description: 'Failed to generate resume', variant: 'destructive', topic: 'generation' })
    show({ title: 'Regenerated!', description: 'Document updated', variant: 'success' })
    show({ title: 'Success!', description: 'Your documents have been generated successfully', variant: 'success', topic: 'generation' })
    expect(screen.queryByText('Failed to generate resume')).not.toBeInTheDocument()
    expect(screen.getAllByRole('status').map((t) => t.querySelector('p')?.textContent)).toEqual(['Regenerated!', 'Success!'])
  })

  it('the replaced toast’s timer does not close its successor early', () => {
    vi.useFakeTimers()
    try {
      render(<Toaster />)
      show({ title: 'Saved', variant: 'success' })
      act(() => vi.advanceTimersByTime(4000))
      show({ title: 'Saved', description: 'again', variant: 'success' })
      act(() => vi.advanceTimersByTime(2000)) // past the first toast's 5 s
      expect(screen.getByText('again')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(3500))
      expect(screen.queryByText('again')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('toasts: out of the primary button’s way', () => {
  const rect = (top: number, height: number, left = 0, width = 390) =>
    ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top, toJSON: () => ({}) }) as DOMRect

  function stackOf(height: number) {
    const stack = document.createElement('section')
    stack.append(document.createElement('div'))
    stack.getBoundingClientRect = () => rect(0, height)
    document.body.append(stack)
    return stack
  }

  function primaryAt(top: number) {
    const button = document.createElement('button')
    button.setAttribute(PRIMARY_ACTION_ATTRIBUTE, '')
    button.getBoundingClientRect = () => rect(top, 48, 16, 358)
    document.body.append(button)
  }

  it('goes to the top on phones and the bottom on wider screens when nothing is in the way', () => {
    const stack = stackOf(80)
    primaryAt(400)
    expect(choosePlacement(stack, 844, true)).toBe('top')
    expect(choosePlacement(stack, 844, false)).toBe('bottom')
  })

  it('takes the other edge when the preferred one would cover the primary button', () => {
    const stack = stackOf(80)
    primaryAt(60)
    expect(choosePlacement(stack, 844, true)).toBe('bottom')
    document.body.replaceChildren()
    const low = stackOf(80)
    primaryAt(780)
    expect(choosePlacement(low, 844, false)).toBe('top')
  })

  it('ignores a primary button scrolled out of view', () => {
    const stack = stackOf(80)
    primaryAt(-200)
    expect(choosePlacement(stack, 844, true)).toBe('top')
  })
})
