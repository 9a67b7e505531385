import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { generateDisabled, type GenerateInputs } from '@/features/applying/utils/generate-rules.ts'

/** "Generate Resume & Cover Letter", disabled until a resume and a usable job description are in. */
export function GenerateButton({ onClick, ...inputs }: GenerateInputs & { onClick: () => void }) {
  return (
    <Button size="lg" className="w-full sm:w-auto" onClick={onClick} busy={inputs.generating} disabled={generateDisabled(inputs)}>
      {!inputs.generating && <Sparkles className="h-5 w-5" aria-hidden="true" />}
      Generate Resume &amp; Cover Letter
    </Button>
  )
}
