import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { LogIn, LogOut, UserPlus, UserRound } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import type { User } from '@shared/schemas/auth.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useLogout } from '@/features/auth/api/logout.ts'
import { cn } from '@/lib/cn.ts'

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none select-none hover:bg-muted data-[highlighted]:bg-muted'

const initialsOf = (user: User) =>
  (user.name ?? user.email)
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/**
 * Signed in: Profile and Logout. Signed out: Login and Register. A Radix menu: arrow keys, typeahead,
 * Escape and a click outside close it, focus goes back to the button.
 */
export function UserMenu({ user }: { user: User | null }) {
  const navigate = useNavigate()
  const logout = useLogout()
  const initials = user ? initialsOf(user) : ''

  async function onLogout() {
    try {
      await logout.mutateAsync()
    } catch {
      toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' })
      return
    }
    navigate('/login', { replace: true })
  }

  return (
    // Not modal: a modal menu hides the rest of the page from screen readers (aria-hidden) while its
    // button, still focusable, sits in it; Tab or a click outside closes this one instead.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The initials it shows are part of its name, so a person who says what they see reaches it.
        aria-label={initials ? `User menu, ${initials}` : 'User menu'}
        className={cn(
          'flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          user ? 'bg-primary text-primary-foreground hover:bg-primary-hover' : 'border border-input bg-card hover:bg-muted',
        )}
      >
        {initials || <UserRound className="h-4 w-4" aria-hidden="true" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* Named "User menu" itself, not after its button (whose name carries the initials). */}
        <DropdownMenu.Content
          aria-label="User menu"
          aria-labelledby={undefined}
          align="end"
          sideOffset={8}
          className="z-50 w-56 rounded-xl border bg-card p-1.5 text-foreground shadow-lg"
        >
          {user ? (
            <>
              <div className="mb-1 border-b px-3 pt-1.5 pb-2.5">
                <p className="truncate text-sm font-medium">{user.name ?? 'Signed in'}</p>
                <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              </div>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/profile">
                  <UserRound className="h-4 w-4" aria-hidden="true" />
                  Profile
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => void onLogout()}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/login">
                  <LogIn className="h-4 w-4" aria-hidden="true" />
                  Login
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/register">
                  <UserPlus className="h-4 w-4" aria-hidden="true" />
                  Register
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
