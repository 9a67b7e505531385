import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { useLogin } from '@/features/auth/api/login.ts'
import { useRedirectTarget } from '@/features/auth/hooks/use-redirect-target.ts'
import { emailError, hasErrors, serverFieldErrors, type FieldErrors } from '@/features/auth/utils/field-errors.ts'
import { AuthCard, FormError } from './auth-card.tsx'
import { AuthField } from './auth-field.tsx'

export function LoginForm() {
  const navigate = useNavigate()
  const location = useLocation()
  const target = useRedirectTarget()
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors = {
      email: emailError(email),
      password: password === '' ? 'Please enter your password' : undefined,
    }
    setErrors(found)
    if (hasErrors(found)) return
    try {
      await login.mutateAsync({ email: email.trim(), password })
      navigate(target, { replace: true })
    } catch (error) {
      setErrors(serverFieldErrors(error))
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to generate tailored resumes and cover letters."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" state={location.state} className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        <FormError message={errors.form} />
        <AuthField kind="email" value={email} onValueChange={setEmail} error={errors.email} />
        <AuthField kind="current-password" value={password} onValueChange={setPassword} error={errors.password} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" busy={login.isPending}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  )
}
