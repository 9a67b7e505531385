import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useResetPassword } from '@/features/auth/api/reset-password.ts'
import { hasErrors, newPasswordError, serverFieldErrors, type FieldErrors } from '@/features/auth/utils/field-errors.ts'
import { forgetLinkToken, readLinkToken } from '@/features/auth/utils/link-token.ts'
import { AuthCard, FormError } from './auth-card.tsx'
import { AuthField } from './auth-field.tsx'

/** The page a reset e-mail links to: /reset-password#token=... (older links: ?token=...). */
export function ResetPasswordForm() {
  const navigate = useNavigate()
  const location = useLocation()
  // Read once: the token then leaves the address bar.
  const [token] = useState(() => readLinkToken(location))
  useEffect(() => {
    if (token) forgetLinkToken()
  }, [token])
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <div className="space-y-4 text-center">
          <FormError message="This reset link is invalid or incomplete." />
          <Link to="/forgot-password" className="inline-block text-sm font-medium text-primary hover:underline">
            Request a new reset link
          </Link>
        </div>
      </AuthCard>
    )
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors = {
      password: newPasswordError(password),
      confirm: confirm !== password ? 'Passwords do not match' : undefined,
    }
    setErrors(found)
    if (hasErrors(found)) return
    try {
      const answer = await reset.mutateAsync({ token, password })
      toast({ title: 'Password changed', description: answer.message, variant: 'success' })
      navigate('/login', { replace: true })
    } catch (error) {
      setErrors(serverFieldErrors(error))
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password of at least 8 characters."
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
        <FormError message={errors.form} />
        <AuthField kind="new-password" label="New password" value={password} onValueChange={setPassword} error={errors.password} />
        <AuthField
          kind="new-password"
          label="Confirm new password"
          name="confirm"
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
        />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          Change password
        </Button>
      </form>
    </AuthCard>
  )
}
