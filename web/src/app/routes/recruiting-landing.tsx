import { RecruiterLanding } from '@/features/recruiting/components/recruiter-landing.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function RecruitingLandingRoute() {
  useDocumentTitle('T10 for recruiters')
  return <RecruiterLanding />
}
