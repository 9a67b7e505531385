import { LegalDocument } from '@/features/marketing/components/legal-document.tsx'
import { LEGAL_LAST_UPDATED } from '@/features/marketing/data/legal.ts'
import { TERMS_INTRO, TERMS_OF_SERVICE } from '@/features/marketing/data/terms-of-service.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function TermsRoute() {
  useDocumentTitle('Terms of Service')
  return <LegalDocument title="Terms of Service" lastUpdated={LEGAL_LAST_UPDATED} intro={TERMS_INTRO} sections={TERMS_OF_SERVICE} />
}
