import { VerifyEmail } from '@/features/auth/components/verify-email.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function VerifyEmailRoute() {
  useDocumentTitle('Confirm your email')
  return <VerifyEmail />
}
