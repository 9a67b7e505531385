import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { useOriginPath } from '@/features/marketing/hooks/use-origin-path.ts'

// Names for the pages the FAQ is usually opened from; other paths get a plain "Back".
const PAGE_NAMES: Record<string, string> = {
  '/': 'home',
  '/T10': 'T10 Resume Matching',
  '/T10-generator': 'T10 Resume Matching',
  '/job-search': 'job search',
  '/generator': 'the generator',
  '/pricing': 'pricing',
  '/features': 'features',
}

export function FaqBackLink() {
  const to = useOriginPath('/')
  const name = PAGE_NAMES[to.split(/[?#]/)[0] ?? to]
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {name ? `Back to ${name}` : 'Back'}
    </Link>
  )
}
