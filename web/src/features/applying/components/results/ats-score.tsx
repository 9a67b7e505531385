import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { AtsBreakdown, AtsScore as AtsScoreData } from '@shared/schemas/documents.ts'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import { cn } from '@/lib/cn.ts'

const PARTS: Array<{ key: keyof AtsBreakdown; label: string }> = [
  { key: 'keywords', label: 'Keywords' },
  { key: 'sections', label: 'Sections' },
  { key: 'contact', label: 'Contact details' },
  { key: 'length', label: 'Length' },
  { key: 'readability', label: 'Readability' },
]

const tone = (score: number) =>
  score >= 80
    ? 'bg-success-soft text-success border-success/30'
    : score >= 60
      ? 'bg-warning-soft text-warning border-warning/30'
      : 'bg-destructive-soft text-destructive border-destructive/30'

/** The measured ATS score: badge and bar, with the breakdown and missing keywords on demand. */
export function AtsScore({ ats, documentLabel }: { ats: AtsScoreData; documentLabel: string }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
            tone(ats.score),
          )}
        >
          ATS Score: {ats.score}
          <span className="font-normal">/100</span>
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium whitespace-nowrap text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {open ? 'Hide score details' : 'Show score details'}
          <ChevronDown className={cn('h-3.5 w-3.5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      <ProgressBar value={ats.score} label={`${documentLabel} ATS score`} />
      {open && (
        <div id={detailsId} className="space-y-4 rounded-lg border bg-muted/40 p-3">
          <dl className="space-y-2">
            {PARTS.map(({ key, label }) => (
              <div key={key} className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-2 text-xs">
                <dt className="text-muted-foreground">
                  {label}
                  {ats.weights[key] > 0 && <span className="ml-1">({Math.round(ats.weights[key] * 100)}%)</span>}
                </dt>
                <dd>
                  <ProgressBar value={ats.breakdown[key]} label={`${label} score`} className="h-1.5" />
                </dd>
                <dd className="text-right font-medium tabular-nums">{ats.breakdown[key]}</dd>
              </div>
            ))}
          </dl>
          <div>
            <p className="mb-1.5 text-xs font-semibold">Missing keywords</p>
            {ats.missing_keywords.length === 0 ? (
              <p className="text-xs text-muted-foreground">None — every job keyword appears in this document.</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label="Missing keywords">
                {ats.missing_keywords.map((k) => (
                  <li key={k} className="rounded-full border border-destructive/30 bg-destructive-soft px-2 py-0.5 text-xs text-destructive">
                    {k}
                  </li>
                ))}
              </ul>
            )}
            {ats.matched_keywords.length > 0 && (
              <p className="mt-2 text-xs text-muted-foreground">
                Matched {ats.matched_keywords.length} keyword{ats.matched_keywords.length === 1 ? '' : 's'}:{' '}
                {ats.matched_keywords.slice(0, 12).join(', ')}
                {ats.matched_keywords.length > 12 ? '…' : ''}
              </p>
            )}
          </div>
          {ats.notes.length > 0 && (
            <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
              {ats.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
