import { Check, Equal, Layers, X } from 'lucide-react'
import type { InstructionReport as Report } from '@shared/schemas/generate.ts'

interface InstructionReportProps {
  report: Report
  label: 'resume' | 'cover letter'
}

/**
 * What the last regeneration did with the instructions, kept beside the box (a toast would vanish):
 * each part applied, each part not applied with its reason, what stays in force from before, and
 * a note when the new document reads the same as the one it replaced.
 */
export function InstructionReport({ report, label }: InstructionReportProps) {
  const kept = report.kept ?? []
  return (
    <section aria-label="What the last regeneration did" className="space-y-1.5 rounded-lg bg-muted/50 px-3 py-2 text-xs" aria-live="polite">
      <h4 className="font-semibold">Last regeneration</h4>
      <ul className="space-y-1">
        {report.applied.map((item) => (
          <li key={`applied-${item}`} className="flex gap-1.5">
            <Check className="mt-0.5 h-3.5 w-3.5 shrink-0 text-success" aria-hidden="true" />
            <span>
              <span className="sr-only">Applied: </span>
              {item}
            </span>
          </li>
        ))}
        {report.not_applied.map((item) => (
          <li key={`not-applied-${item.instruction}`} className="flex gap-1.5">
            <X className="mt-0.5 h-3.5 w-3.5 shrink-0 text-destructive" aria-hidden="true" />
            <span>
              <span className="sr-only">Not applied: </span>
              {item.instruction} <span className="text-muted-foreground">— {item.reason}</span>
            </span>
          </li>
        ))}
      </ul>
      {kept.length > 0 && (
        <p className="flex gap-1.5 text-muted-foreground">
          <Layers className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span>Kept from before: {kept.join('; ')}</span>
        </p>
      )}
      {report.unchanged && (
        <p className="flex gap-1.5 font-medium text-warning">
          <Equal className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span>No visible change: the new {label} reads the same as before.</span>
        </p>
      )}
    </section>
  )
}
