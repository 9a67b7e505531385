import { useId } from 'react'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import {
  ALL_STAGES,
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGES,
  type CandidateStage,
  type StageFilterValue,
} from '@/features/recruiting/utils/shortlist.ts'
import { cn } from '@/lib/cn.ts'

interface StageFilterProps {
  value: StageFilterValue
  onChange: (value: StageFilterValue) => void
  counts: Record<CandidateStage, number>
  className?: string
}

/** "Show: All stages (8) / New (5) / Shortlisted (2) …": which candidates the list shows. */
export function StageFilter({ value, onChange, counts, className }: StageFilterProps) {
  const id = useId()
  const total = CANDIDATE_STAGES.reduce((sum, stage) => sum + counts[stage], 0)
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} className="whitespace-nowrap">
        Filter by stage
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StageFilterValue)}
        className={cn(fieldVariants(), 'h-9 w-full pr-8 sm:w-52')}
      >
        <option value={ALL_STAGES}>All stages ({total})</option>
        {CANDIDATE_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {CANDIDATE_STAGE_LABELS[stage]} ({counts[stage]})
          </option>
        ))}
      </select>
    </div>
  )
}
