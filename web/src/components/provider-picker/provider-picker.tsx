import type { ProviderName } from '@shared/providers.ts'
import type { ConfiguredProvider } from '@shared/schemas/system.ts'
import { useId } from 'react'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { cn } from '@/lib/cn.ts'

interface ProviderPickerProps {
  /** The server's configured providers (useProviders), the local engine first. */
  providers: readonly ConfiguredProvider[]
  value: ProviderName
  onChange: (value: ProviderName) => void
  label: string
  /** Under the select: what the choice changes, for this screen. */
  hint: string
  disabled?: boolean
}

/** Names a provider as people read it: "OpenAI (gpt-4o-mini)", "Local model (llama3.1:8b)". */
export const providerOption = (provider: ConfiguredProvider) => (provider.model ? `${provider.label} (${provider.model})` : provider.label)

/**
 * The providers this server offers, exactly those: shown only when there is a choice (a server
 * with the local engine alone has nothing to pick). A hosted one says that the text leaves this
 * server, so a person knows before choosing it.
 */
export function ProviderPicker({ providers, value, onChange, label, hint, disabled }: ProviderPickerProps) {
  const id = useId()
  if (providers.length < 2) return null
  const chosen = providers.find((p) => p.name === value)
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as ProviderName)}
        className={cn(fieldVariants(), 'h-10 appearance-auto')}
      >
        {providers.map((provider) => (
          <option key={provider.name} value={provider.name}>
            {providerOption(provider)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
        {chosen?.hosted ? ' The resume and the job text are sent to this provider.' : ''}
      </p>
    </div>
  )
}

/** The provider a screen starts on: the server's default. */
export const defaultProvider = (providers: readonly ConfiguredProvider[]): ProviderName =>
  (providers.find((p) => p.default) ?? providers[0])?.name ?? 'local'
