import { FormField } from '@/components/ui/form-field.tsx'

/** What the browser and password managers need to know of each field of the account forms. */
const KINDS = {
  name: { label: 'Full name', name: 'name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
  'current-password': { label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password' },
  'new-password': { label: 'Password', type: 'password', name: 'password', autoComplete: 'new-password' },
} as const

interface AuthFieldProps {
  kind: keyof typeof KINDS
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  hint?: string
  /** In place of the kind's own ("New password"). */
  label?: string
  /** In place of the kind's own, where a form has two of a kind ("confirm"). */
  name?: string
}

/** A field of the sign-in, sign-up and password forms: its label, input type and autocomplete come with its kind. */
export function AuthField({ kind, value, onValueChange, label, name, ...rest }: AuthFieldProps) {
  const field = KINDS[kind]
  return (
    <FormField
      {...field}
      label={label ?? field.label}
      name={name ?? field.name}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      {...rest}
    />
  )
}
