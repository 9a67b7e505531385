import { Plus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { CORRECTION_LIMITS } from '@shared/schemas/limits.ts'
import type { ParsedResume, ParsedResumeCorrection } from '@shared/schemas/resume.ts'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { serverMessage } from '@/lib/server-message.ts'
import { blankRole, blankSchool, CONTACT_FIELDS, correctionFrom, draftOf, fieldOf, type RoleDraft, type SchoolDraft } from './draft.ts'
import { Field, type FieldProps, RoleFields, SchoolFields, Section } from './entry-fields.tsx'

/*
 * What T10 read from a resume, as a form a person corrects: contact, roles (title, employer,
 * location, dates, bullets), schools and skills. The server checks what is saved and names the
 * field at fault; the form puts that message beside the field and moves there. Loaded on first
 * use (the generator's and the matching screen's bundles carry only the button that opens it).
 */

interface Props {
  parsed: ParsedResume
  /** Saves the corrected reading; rejects with the server's error, which the form shows. */
  onSave: (correction: ParsedResumeCorrection) => Promise<void>
  onCancel: () => void
  /** Distinguishes the form's fields from another form's on the page. */
  label: string
}

export default function ParsedResumeForm({ parsed, onSave, onCancel, label }: Props) {
  const [draft, setDraft] = useState(() => draftOf(parsed))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<{ message: string; at: string | null } | null>(null)
  const base = useId()
  const idOf = (at: string) => `${base}-${at}`
  const errorId = `${base}-error`

  const setContact = (key: keyof typeof CONTACT_FIELDS, value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const setRole = (key: number, patch: Partial<RoleDraft>) =>
    setDraft((d) => ({ ...d, roles: d.roles.map((r) => (r.key === key ? { ...r, ...patch } : r)) }))
  const setSchool = (key: number, patch: Partial<SchoolDraft>) =>
    setDraft((d) => ({ ...d, schools: d.schools.map((s) => (s.key === key ? { ...s, ...patch } : s)) }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const { correction, roleKeys, schoolKeys } = correctionFrom(parsed, draft)
    setSaving(true)
    setError(null)
    try {
      await onSave(correction)
    } catch (failure) {
      const at = fieldOf(failure, roleKeys, schoolKeys)
      setError({ message: serverMessage(failure) || 'Your corrections could not be saved. Please try again.', at })
      // After the render that marks the field: move there, so the message is read beside it.
      requestAnimationFrame(() => (document.getElementById(at ? idOf(at) : errorId) ?? document.getElementById(errorId))?.focus())
    } finally {
      setSaving(false)
    }
  }

  const field: FieldProps = (at, hintId) => {
    const invalid = error?.at === at
    const describedBy = [invalid ? errorId : null, hintId ?? null].filter(Boolean).join(' ')
    return { id: idOf(at), 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined }
  }
  const contactInput = (key: Exclude<keyof typeof CONTACT_FIELDS, 'name' | 'links'>, fieldLabel: string, type?: string) => (
    <Field label={fieldLabel} htmlFor={idOf(`contact.${key}`)}>
      <Input
        {...field(`contact.${key}`)}
        type={type}
        value={draft[key]}
        maxLength={CORRECTION_LIMITS.text}
        onChange={(e) => setContact(key, e.target.value)}
      />
    </Field>
  )

  const noName = draft.name.trim() === ''
  return (
    <form onSubmit={onSubmit} aria-label={label} className="space-y-6" noValidate>
      {error && (
        <p
          id={errorId}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive"
        >
          {error.message}
        </p>
      )}

      <Section title="Contact">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Name" htmlFor={idOf('contact.name')}>
            <Input
              {...field('contact.name', noName ? `${base}-name-hint` : undefined)}
              value={draft.name}
              maxLength={CORRECTION_LIMITS.text}
              autoComplete="name"
              className={noName ? 'border-warning' : undefined}
              onChange={(e) => setContact('name', e.target.value)}
            />
            {noName && (
              <p id={`${base}-name-hint`} className="text-xs text-warning">
                We could not read your name. Add it: it signs your cover letter.
              </p>
            )}
          </Field>
          {contactInput('email', 'Email', 'email')}
          {contactInput('phone', 'Phone', 'tel')}
          {contactInput('location', 'Location')}
        </div>
        <Field label="Links (one per line)" htmlFor={idOf('contact.links')}>
          <Textarea {...field('contact.links')} className="min-h-16" value={draft.links} onChange={(e) => setContact('links', e.target.value)} />
        </Field>
      </Section>

      <Section title={`Roles (${draft.roles.length})`}>
        {draft.roles.length === 0 && <p className="text-sm text-muted-foreground">We read no roles. Add each role you held.</p>}
        {draft.roles.map((role, i) => (
          <RoleFields
            key={role.key}
            entry={role}
            index={i}
            field={field}
            onChange={(patch) => setRole(role.key, patch)}
            onRemove={() => setDraft((d) => ({ ...d, roles: d.roles.filter((r) => r.key !== role.key) }))}
          />
        ))}
        <Button variant="outline" size="sm" onClick={() => setDraft((d) => ({ ...d, roles: [...d.roles, blankRole()] }))}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add role
        </Button>
      </Section>

      <Section title={`Education (${draft.schools.length})`}>
        {draft.schools.length === 0 && <p className="text-sm text-muted-foreground">We read no schools.</p>}
        {draft.schools.map((school, i) => (
          <SchoolFields
            key={school.key}
            entry={school}
            index={i}
            field={field}
            onChange={(patch) => setSchool(school.key, patch)}
            onRemove={() => setDraft((d) => ({ ...d, schools: d.schools.filter((s) => s.key !== school.key) }))}
          />
        ))}
        <Button variant="outline" size="sm" onClick={() => setDraft((d) => ({ ...d, schools: [...d.schools, blankSchool()] }))}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add school
        </Button>
      </Section>

      <Section title="Skills">
        <Field label="Skills (comma-separated)" htmlFor={idOf('skills')}>
          <Textarea
            {...field('skills')}
            className="min-h-20"
            value={draft.skills}
            onChange={(e) => setDraft((d) => ({ ...d, skills: e.target.value }))}
          />
        </Field>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {saving ? 'Saving...' : 'Save corrections'}
        </Button>
      </div>
    </form>
  )
}
