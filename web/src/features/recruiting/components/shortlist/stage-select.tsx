import type { Ref } from 'react'
import { fieldVariants } from '@/components/ui/input.tsx'
import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '@/features/recruiting/utils/shortlist.ts'
import { cn } from '@/lib/cn.ts'

interface StageSelectProps {
  value: CandidateStage
  onChange: (stage: CandidateStage) => void
  /** The accessible name, e.g. "Stage of Ada Lovelace" (it names the candidate, beside a visible "Stage" too). */
  label?: string
  id?: string
  className?: string
  ref?: Ref<HTMLSelectElement>
}

/** Where the candidate is in the recruiter's process: New, Shortlisted, Contacted, Interviewing, Offer, Rejected. */
export function StageSelect({ value, onChange, label, id, className, ref }: StageSelectProps) {
  return (
    <select
      ref={ref}
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as CandidateStage)}
      className={cn(fieldVariants(), 'h-9 w-auto min-w-32 pr-8', value === 'rejected' && 'text-muted-foreground', className)}
    >
      {CANDIDATE_STAGES.map((stage) => (
        <option key={stage} value={stage}>
          {CANDIDATE_STAGE_LABELS[stage]}
        </option>
      ))}
    </select>
  )
}
