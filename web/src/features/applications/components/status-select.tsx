import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '@shared/schemas/applications.ts'
import { fieldVariants } from '@/components/ui/input.tsx'
import { cn } from '@/lib/cn.ts'

interface StatusSelectProps {
  application: ApplicationSummary
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void
  className?: string
}

/** An application's status menu (the list's way to move it; Closed asks for the reason). */
export function StatusSelect({ application, onMove, className }: StatusSelectProps) {
  return (
    <select
      aria-label={`Status of ${application.title}`}
      value={application.status}
      onChange={(event) => onMove(application, event.target.value as ApplicationStatus)}
      className={cn(fieldVariants(), 'h-9 w-auto pr-8', className)}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPLICATION_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  )
}
