import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { useUser } from '@/lib/get-user.ts'

/** Signed-in only: a spinner while the session loads, else /login with the way back in its state. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const user = useUser()
  const location = useLocation()
  if (user.isPending) return <PageSpinner label="Checking your session" />
  if (!user.data) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
  return children
}

/** Sign-in and sign-up screens: a signed-in visitor goes straight on. */
export function GuestOnlyRoute({ children, to }: { children: ReactNode; to: string }) {
  const user = useUser()
  if (user.isPending) return <PageSpinner label="Checking your session" />
  if (user.data) return <Navigate to={to} replace />
  return children
}
