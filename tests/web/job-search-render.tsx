// Job search component tests: the screen rendered with what the app provides around it (queries,
// router, toasts), over the fake API of job-search-fake-api.ts.
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, type RenderResult } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import GeneratorRoute from '../../web/src/app/routes/generator.tsx'
import { Toaster } from '../../web/src/components/ui/toaster.tsx'
import { JobSearch } from '../../web/src/features/job-search/components/job-search.tsx'
import { createQueryClient } from '../../web/src/lib/query-client.ts'

/** The job search screen at /job-search, with the real generator screen at /generator. */
export function renderJobSearch(): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/job-search']}>
        <Routes>
          <Route path="/job-search" element={<JobSearch />} />
          <Route path="/generator" element={<GeneratorRoute />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

/** Toasts live in a module-level store for the whole file: clear them between tests. */
export function dismissAllToasts(): void {
  const { unmount } = render(<Toaster />)
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button)
  unmount()
}
