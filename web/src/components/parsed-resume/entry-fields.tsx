import { Trash2 } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { CORRECTION_LIMITS } from '@shared/schemas/limits.ts'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { type RoleDraft, roleField, type SchoolDraft, schoolField } from './draft.ts'

/** The props that tie a field (named as in draft.ts) to its label and to what is said about it. */
export type FieldProps = (at: string, hintId?: string) => { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

interface EntryProps<T> {
  entry: T
  /** From 0, as the form lists them. */
  index: number
  field: FieldProps
  onChange: (patch: Partial<T>) => void
  onRemove: () => void
}

/** One role: title, employer, location, dates and bullets. */
export function RoleFields({ entry: role, index, field, onChange, onRemove }: EntryProps<RoleDraft>) {
  const text = (name: 'title' | 'company' | 'location' | 'start' | 'end', label: string, placeholder?: string) => (
    <Field label={label} htmlFor={field(roleField(role.key, name)).id}>
      <Input
        {...field(roleField(role.key, name))}
        value={role[name]}
        placeholder={placeholder}
        maxLength={CORRECTION_LIMITS.text}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </Field>
  )
  const bullets = field(roleField(role.key, 'bullets'))
  return (
    <EntryFieldset name={`Role ${index + 1}`} onRemove={onRemove}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text('title', 'Title')}
        {text('company', 'Employer')}
        {text('location', 'Location')}
        <div className="grid grid-cols-2 gap-3">
          {text('start', 'Start', 'Jan 2020')}
          {text('end', 'End', 'Present')}
        </div>
      </div>
      <Field label="Bullets (one per line)" htmlFor={bullets.id}>
        <Textarea {...bullets} value={role.bullets} onChange={(e) => onChange({ bullets: e.target.value })} />
      </Field>
    </EntryFieldset>
  )
}

/** One school: its name, the degree, the field of study and the dates. */
export function SchoolFields({ entry: school, index, field, onChange, onRemove }: EntryProps<SchoolDraft>) {
  const text = (name: 'institution' | 'degree' | 'field' | 'year', label: string, placeholder?: string) => (
    <Field label={label} htmlFor={field(schoolField(school.key, name)).id}>
      <Input
        {...field(schoolField(school.key, name))}
        value={school[name]}
        placeholder={placeholder}
        maxLength={CORRECTION_LIMITS.text}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </Field>
  )
  return (
    <EntryFieldset name={`School ${index + 1}`} onRemove={onRemove}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text('institution', 'School')}
        {text('degree', 'Degree')}
        {text('field', 'Field of study')}
        {text('year', 'Dates', '2015 - 2019')}
      </div>
    </EntryFieldset>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-semibold tracking-tight">
        {title}
      </h3>
      {children}
    </section>
  )
}

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  )
}

/** A role's or a school's box: its number names the group (a legend must be the fieldset's first child), beside its Remove. */
function EntryFieldset({ name, onRemove, children }: { name: string; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border p-4">
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          {name}
        </p>
        <Button variant="destructive-ghost" size="sm" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      {children}
    </fieldset>
  )
}
