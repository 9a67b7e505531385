import { Menu, X } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { useDismiss } from './use-dismiss.ts'

/**
 * Phones: a menu button listing Generator and Profile, and, when signed in, the pages the main
 * navigation shows on wider screens (Job Search, T10 Matching): a phone has no other way there.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  const link = ({ isActive }: { isActive: boolean }) =>
    cn('block rounded-lg px-3 py-2.5 text-sm font-medium', isActive ? 'bg-primary-soft text-primary' : 'hover:bg-muted')
  return (
    <div ref={ref} className="sm:hidden">
      <button
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 w-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
      </button>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="absolute inset-x-0 top-full border-b bg-card px-4 py-3 shadow-lg">
          <NavLink to="/generator" className={link} onClick={close}>
            Generator
          </NavLink>
          {signedIn && (
            <NavLink to="/job-search" className={link} onClick={close}>
              Job Search
            </NavLink>
          )}
          {signedIn && (
            <NavLink to="/T10-generator" className={link} onClick={close}>
              T10 Matching
            </NavLink>
          )}
          <NavLink to="/profile" className={link} onClick={close}>
            Profile
          </NavLink>
        </nav>
      )}
    </div>
  )
}
