import { ChevronDown, Wand2 } from 'lucide-react'
import { useId } from 'react'
import { QUICK_PROMPTS } from '@shared/quick-prompts.ts'
import type { InstructionReport as Report } from '@shared/schemas/generate.ts'
import { Button } from '@/components/ui/button.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { cn } from '@/lib/cn.ts'
import { InstructionReport } from './instruction-report.tsx'

interface CustomInstructionsProps {
  label: 'resume' | 'cover letter'
  open: boolean
  onOpenChange: (open: boolean) => void
  value: string
  onChange: (value: string) => void
  busy: boolean
  disabled: boolean
  onSubmit: () => void
  /** What the last regeneration with instructions did; shown whether the box is open or not. */
  report?: Report | null | undefined
}

/** Collapsible: free-text instructions for a regeneration, with three quick inserts, and the last regeneration's report. */
export function CustomInstructions({ label, open, onOpenChange, value, onChange, busy, disabled, onSubmit, report }: CustomInstructionsProps) {
  const panelId = useId()
  const fieldId = useId()
  const insert = (prompt: string) => {
    const current = value.trimEnd()
    if (current.toLowerCase().includes(prompt.toLowerCase())) return
    onChange(current ? `${current.replace(/[.!]?$/, '.')} ${prompt}.` : `${prompt}.`)
  }
  return (
    <div className="rounded-xl border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-semibold hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-center gap-2">
          <Wand2 className="h-4 w-4 text-primary" aria-hidden="true" />
          Custom instructions
        </span>
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="space-y-3 border-t px-4 pt-3 pb-4">
          <Label htmlFor={fieldId}>Instructions for the {label}</Label>
          <Textarea
            id={fieldId}
            value={value}
            maxLength={5000}
            placeholder={`e.g. "Focus on Python and cloud experience"`}
            className="min-h-24"
            aria-describedby={`${fieldId}-understood`}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id={`${fieldId}-understood`} className="text-xs text-muted-foreground">
            Understood: word or page limits ("under 250 words", "one page", "make it longer"), "open with…", "emphasise…", "remove…", more formal or
            friendlier, and contact details ("remove my phone number", "use my personal e-mail"). Earlier instructions stay in force until you take
            them back. Anything else is reported back as not applied.
          </p>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Quick prompts">
            {QUICK_PROMPTS.map((prompt) => (
              <button
                key={prompt}
                type="button"
                onClick={() => insert(prompt)}
                className="rounded-full border border-dashed border-primary/50 px-2.5 py-1 text-xs text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                + {prompt}
              </button>
            ))}
          </div>
          <Button className="w-full sm:w-auto" onClick={onSubmit} busy={busy} disabled={disabled || value.trim() === ''}>
            Regenerate with instructions
          </Button>
        </div>
      )}
      {report && (
        <div className="border-t px-4 py-3">
          <InstructionReport report={report} label={label} />
        </div>
      )}
    </div>
  )
}
