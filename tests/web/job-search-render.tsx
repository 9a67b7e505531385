// Job search component tests: the screen rendered with what the app provides around it (queries,
// router, toasts), over the fake API of job-search-fake-api.ts.
import type { RenderResult } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import GeneratorRoute from '@/app/routes/generator.tsx'
import { JobSearch } from '@/features/job-search/components/job-search.tsx'
import { renderWithApp } from './test-utils.tsx'

export { dismissAllToasts } from './test-utils.tsx'

/** The job search screen at /job-search, with the real generator screen at /generator. */
export function renderJobSearch(): RenderResult {
  return renderWithApp(
    <Routes>
      <Route path="/job-search" element={<JobSearch />} />
      <Route path="/generator" element={<GeneratorRoute />} />
    </Routes>,
    { route: '/job-search' },
  )
}
