import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { useFormToast } from '@/components/ui/use-form-toast.ts'
import { useForgotPassword } from '@/features/auth/api/forgot-password.ts'
import { ApiError } from '@/lib/api-client.ts'
import { AuthCard } from './auth-card.tsx'
import { AuthField } from './auth-field.tsx'

export function ForgotPasswordForm() {
  const navigate = useNavigate()
  const forgot = useForgotPassword()
  const [email, setEmail] = useState('')
  const toast = useFormToast()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (email.trim() === '') {
      toast({ title: 'Error', description: 'Please enter your email address', variant: 'destructive' })
      return
    }
    try {
      await forgot.mutateAsync(email.trim())
      toast({ title: 'Reset link sent!', description: 'Please check your email for password reset instructions', variant: 'success' })
      navigate('/login')
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        variant: 'destructive',
      })
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        <AuthField kind="email" value={email} onValueChange={setEmail} />
        <Button type="submit" className="w-full" busy={forgot.isPending}>
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  )
}
