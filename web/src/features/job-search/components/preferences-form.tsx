import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { FormField } from '@/components/ui/form-field.tsx'

/** The job preferences, as the user typed them. */
export interface Preferences {
  role: string
  location: string
  experience: string
  salary: string
}

export const EMPTY_PREFERENCES: Preferences = { role: '', location: '', experience: '', salary: '' }

interface PreferencesFormProps {
  value: Preferences
  onChange: (value: Preferences) => void
  onSubmit: () => void
  searching: boolean
}

export function PreferencesForm({ value, onChange, onSubmit, searching }: PreferencesFormProps) {
  const set = (key: keyof Preferences) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} aria-label="Job preferences" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Desired Role" name="role" maxLength={200} value={value.role} onChange={set('role')} placeholder="e.g. Software Engineer" />
        <FormField
          label="Preferred Location"
          name="location"
          maxLength={200}
          value={value.location}
          onChange={set('location')}
          placeholder="e.g. Boston, or Remote"
        />
        <FormField
          label="Years of Experience"
          name="experience"
          type="number"
          min={0}
          max={60}
          step="any"
          inputMode="decimal"
          value={value.experience}
          onChange={set('experience')}
          placeholder="e.g. 3"
          hint="Jobs asking for more years are left out."
        />
        <FormField
          label="Expected Salary"
          name="salary"
          maxLength={100}
          value={value.salary}
          onChange={set('salary')}
          placeholder="e.g. $85,000 or 85k"
          hint="Jobs paying less at the top of their range are left out."
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="lg" busy={searching} className="w-full sm:w-auto">
          {!searching && <Search className="h-4 w-4" aria-hidden="true" />}
          Find Matching Jobs
        </Button>
      </div>
    </form>
  )
}
