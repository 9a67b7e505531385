import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password')
  return <ResetPasswordForm />
}
