import { Applications } from '@/features/applications/components/applications.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function ApplicationsRoute() {
  useDocumentTitle('Applications')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Applications</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Every job you are applying for: where it stands, what comes next, and the documents you sent.
        </p>
      </div>
      <Applications />
    </div>
  )
}
