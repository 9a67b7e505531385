import { KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useChangePassword } from '@/features/auth/api/change-password.ts'
import { hasErrors, newPasswordError, serverFieldErrors, type FieldErrors } from '@/features/auth/utils/field-errors.ts'
import { FormError } from './auth-card.tsx'
import { AuthField } from './auth-field.tsx'

/** The account page's password change: the current password, then the new one twice. Other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors = {
      current_password: current === '' ? 'Please enter your current password' : undefined,
      new_password: newPasswordError(next),
      confirm: confirm !== next ? 'Passwords do not match' : undefined,
    }
    setErrors(found)
    if (hasErrors(found)) return
    try {
      const answer = await change.mutateAsync({ current_password: current, new_password: next })
      setCurrent('')
      setNext('')
      setConfirm('')
      toast({ title: 'Password changed', description: answer.message, variant: 'success' })
    } catch (error) {
      setErrors(serverFieldErrors(error))
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-primary" aria-hidden="true" />
          Change password
        </CardTitle>
        <CardDescription>Your other devices and sessions are signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
          <FormError message={errors.form} />
          <AuthField
            kind="current-password"
            label="Current password"
            name="current_password"
            value={current}
            onValueChange={setCurrent}
            error={errors.current_password}
          />
          <AuthField kind="new-password" label="New password" name="new_password" value={next} onValueChange={setNext} error={errors.new_password} />
          <AuthField
            kind="new-password"
            label="Confirm new password"
            name="confirm"
            value={confirm}
            onValueChange={setConfirm}
            error={errors.confirm}
          />
          <Button type="submit" busy={change.isPending}>
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
