import { LegalDocument } from '@/features/marketing/components/legal-document.tsx'
import { LEGAL_LAST_UPDATED } from '@/features/marketing/data/legal.ts'
import { PRIVACY_INTRO, PRIVACY_POLICY } from '@/features/marketing/data/privacy-policy.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function PrivacyRoute() {
  useDocumentTitle('Privacy Policy')
  return <LegalDocument title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_POLICY} />
}
