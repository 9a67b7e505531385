import { GuestOnlyRoute } from '@/app/guards/protected-route.tsx'
import { RegisterForm } from '@/features/auth/components/register-form.tsx'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function RegisterRoute() {
  useDocumentTitle('Sign up')
  const target = useRedirectTarget()
  return (
    <GuestOnlyRoute to={target}>
      <RegisterForm />
    </GuestOnlyRoute>
  )
}
