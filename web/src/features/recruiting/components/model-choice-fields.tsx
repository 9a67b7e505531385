import type { ProviderName } from '@shared/providers.ts'
import type { ConfiguredProvider } from '@shared/schemas/system.ts'
import { useId } from 'react'
import { ProviderPicker } from '@/components/provider-picker/provider-picker.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { MAX_TOP_K, topKOf } from '@/features/recruiting/utils/model-reading.ts'

export interface ModelChoiceFieldsProps {
  /** The server's configured providers (useProviders), the local engine first. */
  providers: readonly ConfiguredProvider[]
  provider: ProviderName
  onProviderChange: (provider: ProviderName) => void
  /** "Candidates the model reads", as typed. */
  topK: string
  onTopKChange: (topK: string) => void
  disabled: boolean
}

/**
 * Who ranks: the local engine alone, or a model re-grading the engine's best. Nothing is shown on
 * a server with the engine alone; with a model chosen, how many candidates it reads.
 */
export function ModelChoiceFields({ providers, provider, onProviderChange, topK, onTopKChange, disabled }: ModelChoiceFieldsProps) {
  const id = useId()
  if (providers.length < 2) return null
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ProviderPicker
        providers={providers}
        value={provider}
        onChange={onProviderChange}
        label="Graded by"
        hint="The local engine ranks every resume in seconds; a model then re-reads the engine's best against the posting and quotes what it finds."
        disabled={disabled}
      />
      {provider !== 'local' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-top-k`}>Candidates the model reads</Label>
          <Input
            id={`${id}-top-k`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TOP_K}
            step={1}
            value={topK}
            disabled={disabled}
            onChange={(event) => onTopKChange(event.target.value)}
            // Settles on what will be sent, so the field never shows a count the search does not use.
            onBlur={() => onTopKChange(String(topKOf(topK)))}
            aria-describedby={`${id}-top-k-hint`}
            className="block sm:w-40"
          />
          <p id={`${id}-top-k-hint`} className="text-xs text-muted-foreground">
            The engine's best, 1 to {MAX_TOP_K}; each takes the model a few seconds.
          </p>
        </div>
      )}
    </div>
  )
}
