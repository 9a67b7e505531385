import { useEffect } from 'react'
import { NavLink } from 'react-router'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'
import { cn } from '@/lib/cn.ts'
import { useUser } from '@/lib/get-user.ts'
import { preloadApplicationsRoute } from '@/app/routes/load-applications-route.ts'
import { MobileMenu } from './mobile-menu.tsx'
import { UserMenu } from './user-menu.tsx'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:text-foreground',
  )

/** Brand, Generator link (and Job Search, Applications and T10 Matching when signed in), theme toggle and user menu; a menu button on phones. */
export function Navbar() {
  const user = useUser()
  const signedIn = Boolean(user.data)
  // Signed in, Applications is one click away: its code is fetched while the page is idle.
  useEffect(() => (signedIn ? preloadApplicationsRoute() : undefined), [signedIn])
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <NavLink
          to="/generator"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="T10 home"
        >
          {/* The mark alone spells the name: a second "T10" beside it would be shown but not in the link's name. */}
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-xs font-bold text-primary-foreground">T10</span>
        </NavLink>
        <nav aria-label="Main" className="hidden gap-1 sm:flex">
          <NavLink to="/generator" className={navLinkClass}>
            Generator
          </NavLink>
          {user.data && (
            <NavLink to="/job-search" className={navLinkClass}>
              Job Search
            </NavLink>
          )}
          {user.data && (
            <NavLink to="/applications" className={navLinkClass}>
              Applications
            </NavLink>
          )}
          {user.data && (
            <NavLink to="/T10-generator" className={navLinkClass}>
              T10 Matching
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle />
          {user.isPending ? (
            // Not yet known whether anyone is signed in: hold the menu's place so the bar does not jump.
            <span role="status" aria-label="Loading your account" className="h-9 w-9 animate-pulse rounded-full bg-muted" />
          ) : (
            <UserMenu user={user.data ?? null} />
          )}
          <MobileMenu signedIn={Boolean(user.data)} />
        </div>
      </div>
    </header>
  )
}
