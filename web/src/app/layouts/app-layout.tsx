import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { SiteFooter } from '@/features/marketing/components/site-footer.tsx'
import { Navbar } from './navbar.tsx'

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  )
}
