import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { AllowanceSummary } from '@/components/allowance-summary.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useRegister } from '@/features/auth/api/register.ts'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target.ts'
import { emailError, hasErrors, newPasswordError, serverFieldErrors, type FieldErrors } from '@/features/auth/utils/field-errors.ts'
import { AuthCard, FormError } from './auth-card.tsx'
import { AuthField } from './auth-field.tsx'

export function RegisterForm() {
  const navigate = useNavigate()
  const location = useLocation()
  const target = useRedirectTarget()
  const register = useRegister()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  /** With mail confirmation on, the server's note to check the inbox (the same for a new or taken address). */
  const [pending, setPending] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors = { email: emailError(email), password: newPasswordError(password) }
    setErrors(found)
    if (hasErrors(found)) return
    try {
      const answer = await register.mutateAsync({ email: email.trim(), password, ...(name.trim() ? { name: name.trim() } : {}) })
      if ('verification_required' in answer) setPending(answer.message)
      else navigate(target, { replace: true })
    } catch (error) {
      setErrors(serverFieldErrors(error))
    }
  }

  if (pending) {
    return (
      <AuthCard title="Check your email">
        <div className="space-y-4 text-center">
          <p role="status" className="text-sm">
            {pending}
          </p>
          <Link to="/login" state={location.state} className="inline-block text-sm font-medium text-primary hover:underline">
            Go to sign in
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Create your account"
      description="Tailored resumes and cover letters in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
        <FormError message={errors.form} />
        <AuthField kind="name" value={name} onValueChange={setName} error={errors.name} hint="Optional" />
        <AuthField kind="email" value={email} onValueChange={setEmail} error={errors.email} />
        <AuthField kind="new-password" value={password} onValueChange={setPassword} error={errors.password} hint="At least 8 characters" />
        <Button type="submit" className="w-full" busy={register.isPending}>
          Create account
        </Button>
      </form>
      <AllowanceSummary className="mt-5 border-t pt-4" />
    </AuthCard>
  )
}
