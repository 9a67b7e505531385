import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useVerifyEmail } from '@/features/auth/api/verify-email.ts'
import { forgetLinkToken, readLinkToken } from '@/features/auth/utils/link-token.ts'
import { ApiError } from '@/lib/api-client.ts'
import { AuthCard, FormError } from './auth-card.tsx'

/** The page a sign-up confirmation mail links to: /verify-email#token=... It confirms at once, then goes to sign in. */
export function VerifyEmail() {
  const navigate = useNavigate()
  const location = useLocation()
  const [token] = useState(() => readLinkToken(location))
  const verify = useVerifyEmail()
  const [error, setError] = useState<string | null>(token ? null : 'This confirmation link is invalid or incomplete.')
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    forgetLinkToken()
    verify
      .mutateAsync(token)
      .then((answer) => {
        toast({ title: 'Email confirmed', description: answer.message, variant: 'success' })
        navigate('/login', { replace: true })
      })
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.'))
  }, [token, verify, navigate])

  return (
    <AuthCard title="Confirm your email">
      {error ? (
        <div className="space-y-4 text-center">
          <FormError message={error} />
          <Link to="/forgot-password" className="inline-block text-sm font-medium text-primary hover:underline">
            Request a password reset link
          </Link>
        </div>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner label="Confirming your email address" />
        </div>
      )}
    </AuthCard>
  )
}
