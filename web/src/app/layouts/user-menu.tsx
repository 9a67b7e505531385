import { LogIn, LogOut, UserPlus, UserRound } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { User } from '../../../../shared/schemas/auth.ts'
import { toast } from '../../components/ui/toast-store.ts'
import { cn } from '../../lib/cn.ts'
import { useLogout } from '../../features/auth/api/logout.ts'
import { useDismiss } from './use-dismiss.ts'

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none'

const initialsOf = (user: User) =>
  (user.name ?? user.email)
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/** Signed in: Profile and Logout. Signed out: Login and Register. */
export function UserMenu({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const logout = useLogout()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [open])

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length
      items[next]?.focus()
    }
  }

  async function onLogout() {
    close()
    try {
      await logout.mutateAsync()
    } catch {
      toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' })
      return
    }
    navigate('/login', { replace: true })
  }

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          user ? 'bg-primary text-primary-foreground hover:bg-primary-hover' : 'border border-input bg-card hover:bg-muted',
        )}
      >
        {user ? initialsOf(user) || <UserRound className="h-4 w-4" aria-hidden="true" /> : <UserRound className="h-4 w-4" aria-hidden="true" />}
      </button>
      {open && (
        <div
          ref={menuRef}
          role="menu"
          aria-label="User menu"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border bg-card p-1.5 shadow-lg"
        >
          {user ? (
            <>
              <div className="border-b px-3 pt-1.5 pb-2.5">
                <p className="truncate text-sm font-medium">{user.name ?? 'Signed in'}</p>
                <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              </div>
              <Link role="menuitem" to="/profile" onClick={close} className={cn(itemClass, 'mt-1')}>
                <UserRound className="h-4 w-4" aria-hidden="true" />
                Profile
              </Link>
              <button role="menuitem" type="button" onClick={onLogout} className={itemClass}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </button>
            </>
          ) : (
            <>
              <Link role="menuitem" to="/login" onClick={close} className={itemClass}>
                <LogIn className="h-4 w-4" aria-hidden="true" />
                Login
              </Link>
              <Link role="menuitem" to="/register" onClick={close} className={itemClass}>
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                Register
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  )
}
