import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function ForgotPasswordRoute() {
  useDocumentTitle('Reset Password')
  return <ForgotPasswordForm />
}
