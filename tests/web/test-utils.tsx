import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { Toaster } from '@/components/ui/toaster.tsx'
import { createQueryClient } from '@/lib/query-client.ts'

/** Renders with what the app provides around a screen: queries, router and the toasts. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  const queryClient = createQueryClient()
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

/**
 * The toast store lives for the whole test file; a toast left from one test must not satisfy the
 * next one's assertion. It holds at most three, all dismissable from the Toaster.
 */
export function dismissAllToasts(): void {
  const { unmount } = render(<Toaster />)
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button)
  unmount()
}

/** A toast with this title and description (destructive ones are alerts, others status). */
export async function findToast(title: string, description: string): Promise<HTMLElement> {
  const text = await screen.findByText(description, { selector: 'section[aria-label="Notifications"] p' })
  const toastElement = text.closest<HTMLElement>('[role="alert"], [role="status"]')
  if (!toastElement?.textContent?.includes(title)) throw new Error(`toast "${description}" does not have the title "${title}"`)
  return toastElement
}

export const pdf = (name: string, size = 100) => new File(['%PDF-'.padEnd(size, 'x')], name, { type: 'application/pdf' })
export const docx = (name: string) => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
