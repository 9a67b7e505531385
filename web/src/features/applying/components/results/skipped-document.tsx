import { CircleSlash } from 'lucide-react'
import { Link } from 'react-router'
import type { SkippedDocument } from '@shared/schemas/generate.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'

const TITLES = { resume: 'Resume', cover_letter: 'Cover Letter' } as const

/** Where a document the plan had no allowance for would be: what was skipped and why. */
export function SkippedDocumentNote({ skipped }: { skipped: SkippedDocument }) {
  return (
    <Card role="note" aria-label={`${TITLES[skipped.document]} skipped`} data-testid={`skipped-${skipped.document}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleSlash className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
          {TITLES[skipped.document]} skipped
        </CardTitle>
        <CardDescription>{skipped.reason}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/pricing" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Compare plans
        </Link>
      </CardContent>
    </Card>
  )
}
