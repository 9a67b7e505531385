import { RecruiterLanding } from '../../features/t10/components/recruiter-landing.tsx'
import { useDocumentTitle } from '../../hooks/use-document-title.ts'

export default function T10LandingRoute() {
  useDocumentTitle('T10 for recruiters')
  return <RecruiterLanding />
}
