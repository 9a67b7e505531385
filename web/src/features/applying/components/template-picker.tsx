import type { DocumentType, TemplateInfo } from '@shared/schemas/documents.ts'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { cn } from '@/lib/cn.ts'

export type TemplateChoice = Record<DocumentType, string | undefined>

/** The default template of each document type, from the server's list. */
export function defaultTemplates(templates: TemplateInfo[]): TemplateChoice {
  const pick = (type: DocumentType) =>
    (templates.find((t) => t.document_type === type && t.default) ?? templates.find((t) => t.document_type === type))?.id
  return { resume: pick('resume'), cover_letter: pick('cover_letter') }
}

const LABELS: Record<DocumentType, string> = { resume: 'Resume template', cover_letter: 'Cover letter template' }

/** One select per document type; hidden until the list has loaded. */
export function TemplatePicker({
  templates,
  value,
  onChange,
  disabled,
}: {
  templates: TemplateInfo[]
  value: TemplateChoice
  onChange: (value: TemplateChoice) => void
  disabled?: boolean
}) {
  if (templates.length === 0) return null
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {(['resume', 'cover_letter'] as const).map((type) => {
        const options = templates.filter((t) => t.document_type === type)
        const selected = options.find((t) => t.id === value[type])
        return (
          <div key={type} className="space-y-1.5">
            <Label htmlFor={`template-${type}`}>{LABELS[type]}</Label>
            <select
              id={`template-${type}`}
              value={value[type] ?? ''}
              disabled={disabled}
              onChange={(e) => onChange({ ...value, [type]: e.target.value })}
              className={cn(fieldVariants(), 'h-10 appearance-auto')}
            >
              {options.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                  {t.default ? ' (default)' : ''}
                </option>
              ))}
            </select>
            {selected?.description && <p className="text-xs text-muted-foreground">{selected.description}</p>}
          </div>
        )
      })}
    </div>
  )
}
