import { GuestOnlyRoute } from '@/app/guards/protected-route.tsx'
import { LoginForm } from '@/features/auth/components/login-form.tsx'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function LoginRoute() {
  useDocumentTitle('Sign in')
  const target = useRedirectTarget()
  return (
    <GuestOnlyRoute to={target}>
      <LoginForm />
    </GuestOnlyRoute>
  )
}
