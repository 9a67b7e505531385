import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { cn } from '@/lib/cn.ts'

const iconButtonClass =
  'flex h-9 w-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-lg px-3 py-2.5 text-sm font-medium', isActive ? 'bg-primary-soft text-primary' : 'hover:bg-muted')

/**
 * Phones: a menu button listing Generator and Profile, and, when signed in, the pages the main
 * navigation shows on wider screens (Job Search, Applications, T10 Matching): a phone has no other way there.
 * A Radix dialog as a sheet: focus moves in and stays there, Escape or a tap outside closes it,
 * and focus returns to the button; following a link closes it too.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false)
  const link = (to: string, name: string) => (
    <NavLink to={to} className={linkClass} onClick={() => setOpen(false)}>
      {name}
    </NavLink>
  )
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={cn(iconButtonClass, 'sm:hidden')}>
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 sm:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 border-b bg-card px-4 pt-3 pb-4 text-foreground shadow-lg sm:hidden"
        >
          <div className="mb-2 flex h-10 items-center justify-between">
            <Dialog.Title className="px-3 text-sm font-semibold text-muted-foreground">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className={iconButtonClass}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            {link('/generator', 'Generator')}
            {signedIn && link('/job-search', 'Job Search')}
            {signedIn && link('/applications', 'Applications')}
            {signedIn && link('/T10-generator', 'T10 Matching')}
            {link('/profile', 'Profile')}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
