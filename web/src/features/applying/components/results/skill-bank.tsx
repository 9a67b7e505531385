import { Lock, Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import type { SkillSelection } from '@/features/applying/hooks/use-skill-selection.ts'
import type { AddSkillRefusal, BankSkill } from '@/features/applying/utils/skills.ts'
import { cn } from '@/lib/cn.ts'

const REFUSALS: Record<AddSkillRefusal, string> = {
  empty: 'Type a skill to add',
  known: 'That skill is already in the bank',
  selected: 'That skill is already selected',
}

function chipStyle(skill: BankSkill, selected: boolean): string {
  if (skill.in_resume && skill.in_jd) return selected ? 'border-primary bg-primary text-primary-foreground' : 'border-primary/50 text-primary'
  if (skill.in_resume) return selected ? 'border-success bg-success text-white dark:text-slate-950' : 'border-success/50 text-success'
  if (skill.in_jd)
    return selected
      ? 'border-sky-600 bg-sky-600 text-white dark:border-sky-400 dark:bg-sky-400 dark:text-slate-950'
      : 'border-sky-600/50 text-sky-700 dark:border-sky-400/50 dark:text-sky-300'
  return selected ? 'border-foreground bg-foreground text-background' : 'border-input text-foreground'
}

function Legend() {
  const item = (color: string, label: string) => (
    <li className="flex items-center gap-1.5">
      <span className={cn('h-2.5 w-2.5 rounded-full', color)} aria-hidden="true" />
      {label}
    </li>
  )
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {item('bg-success', 'In Resume (auto-selected)')}
      {item('bg-sky-600 dark:bg-sky-400', 'In Job Description')}
      {item('bg-primary', 'Match (in both)')}
    </ul>
  )
}

/** The skills of the resume and the job, to pick those a regeneration should emphasise. */
export function SkillBank({ selection, title = 'Skill Bank' }: { selection: SkillSelection; title?: string }) {
  const [draft, setDraft] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const inputId = useId()
  const headingId = useId()

  function add(event?: FormEvent) {
    event?.preventDefault()
    const refusal = selection.add(draft)
    if (refusal) {
      setNotice(REFUSALS[refusal])
      return
    }
    setDraft('')
    setNotice(null)
  }

  const count = selection.selected.length
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {title} <span className="ml-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">{count} selected</span>
        </h3>
        <div className="flex gap-1.5">
          <Button variant="outline" size="sm" onClick={selection.selectAllJd} disabled={!selection.chips.some((s) => s.in_jd)}>
            Select All JD
          </Button>
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            Clear
          </Button>
        </div>
      </div>

      <Legend />

      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add a custom skill
        </label>
        <Input
          id={inputId}
          value={draft}
          placeholder="Add a custom skill..."
          className="h-9"
          aria-describedby={notice ? `${inputId}-notice` : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            setNotice(null)
          }}
        />
        <Button type="submit" variant="secondary" size="sm" className="h-9" disabled={draft.trim() === ''}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add
        </Button>
      </form>
      {notice && (
        <p id={`${inputId}-notice`} role="status" className="-mt-1 text-xs text-muted-foreground">
          {notice}
        </p>
      )}

      <div className="h-[240px] overflow-y-auto rounded-lg bg-muted/30 p-2">
        {selection.chips.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
            <p className="text-sm font-medium">No skills extracted yet</p>
            <p className="text-xs text-muted-foreground">Skills will appear here after document generation</p>
          </div>
        ) : (
          <ul className="flex flex-wrap content-start gap-1.5" aria-label="Skills">
            {selection.chips.map((skill) => {
              const selected = selection.isSelected(skill.name)
              const locked = skill.in_resume
              const kind = skill.in_resume && skill.in_jd ? 'match' : skill.in_resume ? 'resume' : skill.in_jd ? 'jd' : 'custom'
              return (
                <li key={skill.name}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-disabled={locked || undefined}
                    data-kind={kind}
                    title={locked ? 'In your resume — always included' : selected ? 'Click to deselect' : 'Click to select'}
                    onClick={() => !locked && selection.toggle(skill.name)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                      locked ? 'cursor-default' : 'hover:opacity-85',
                      chipStyle(skill, selected),
                    )}
                  >
                    {locked && <Lock className="h-3 w-3" aria-hidden="true" />}
                    {skill.name}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
