import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { PRIMARY_ACTION_ATTRIBUTE } from '@/components/ui/use-toast-placement.ts'
import { generateDisabled, type GenerateInputs } from '@/features/applying/utils/generate-rules.ts'

interface GenerateButtonProps extends GenerateInputs {
  onClick: () => void
  /** false: the plan leaves no cover letter this time, and the button promises only the resume. */
  coverLetter?: boolean
}

/**
 * "Generate Resume & Cover Letter", disabled until a resume and a usable job description are in;
 * at the plan's limit, disabled with the reason and the date it changes beside it.
 */
export function GenerateButton({ onClick, coverLetter = true, ...inputs }: GenerateButtonProps) {
  const reasonId = 'generate-limit-reason'
  const reason = inputs.planLimitReason
  return (
    <div className="flex w-full flex-col items-stretch gap-2 sm:w-auto sm:max-w-sm sm:items-end">
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={onClick}
        busy={inputs.generating}
        disabled={generateDisabled(inputs)}
        aria-describedby={reason ? reasonId : undefined}
        {...{ [PRIMARY_ACTION_ATTRIBUTE]: '' }}
      >
        {!inputs.generating && <Sparkles className="h-5 w-5" aria-hidden="true" />}
        {coverLetter ? 'Generate Resume & Cover Letter' : 'Generate Resume'}
      </Button>
      {reason && (
        <p id={reasonId} className="text-sm font-medium text-warning sm:text-right">
          {reason}
        </p>
      )}
    </div>
  )
}
