import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { dismissToast, toast } from '@/components/ui/toast-store.ts'
import { Toaster } from '@/components/ui/toaster.tsx'

const shown: number[] = []
function show(title: string, description?: string) {
  act(() => {
    shown.push(toast({ title, description, variant: 'success' }))
  })
}

afterEach(() => {
  act(() => {
    for (const id of shown.splice(0)) dismissToast(id)
  })
})

describe('toasts', () => {
  it('a tap on a toast dismisses it', async () => {
    render(<Toaster />)
    show('Resume generated', 'Your resume is ready')
    show('Cover letter skipped', 'Your plan has no cover letters left this month')
    expect(screen.getAllByRole('status')).toHaveLength(2)
    await userEvent.click(screen.getByText('Resume generated'))
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByText('Cover letter skipped')).toBeInTheDocument()
  })

  it('a sideways swipe dismisses it; a short drag springs back', () => {
    render(<Toaster />)
    show('Regenerated!')
    const card = screen.getByRole('status')
    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 120 })
    fireEvent.pointerUp(card, { clientX: 120 })
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(card.style.transform).toBe('')

    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 220 })
    expect(card.style.transform).toBe('translateX(120px)')
    fireEvent.pointerUp(card, { clientX: 220 })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('long descriptions are clamped on phones so stacked toasts stay compact', () => {
    render(<Toaster />)
    show('Resume generated', 'A long description. '.repeat(20))
    const description = screen.getByText(/A long description/)
    expect(description.className).toMatch(/\bline-clamp-2\b/)
    expect(description.className).toMatch(/\bsm:line-clamp-none\b/)
  })
})
