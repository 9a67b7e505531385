import { Check } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { CANDIDATE_NOTES_MAX_CHARS } from '@shared/candidate-stages.ts'

type SaveState = 'idle' | 'saving' | 'saved' | 'failed'

interface NotesFieldProps {
  /** The notes as the screen holds them (the server's, or a change on its way). */
  value: string
  /** Resolves true once saved; false when refused (the caller has said why). */
  onSave: (notes: string) => Promise<boolean>
  /** Whose notes, for the label's accessible name: "Notes on Ada Lovelace". */
  name: string
}

/**
 * The recruiter's notes on a candidate: saved when the field loses focus, or with Save. Text the
 * server refused stays in the field, marked "Not saved", so nothing typed is lost; Save tries again.
 */
export function NotesField({ value, onSave, name }: NotesFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [state, setState] = useState<SaveState>('idle')
  const [shown, setShown] = useState(value)
  const saving = useRef(false)

  // The saved notes changed elsewhere (another view, a new match run): follow them, unless
  // something typed here is not saved yet.
  if (value !== shown) {
    setShown(value)
    if (draft === shown && state !== 'failed' && !saving.current) setDraft(value)
  }

  const dirty = draft !== value
  async function save() {
    if (!dirty || saving.current) return
    saving.current = true
    setState('saving')
    const ok = await onSave(draft)
    saving.current = false
    setState(ok ? 'saved' : 'failed')
  }

  const status =
    state === 'saving' ? 'Saving…' : state === 'failed' && dirty ? 'Not saved' : dirty ? 'Unsaved changes' : state === 'saved' ? 'Saved' : ''

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Notes</Label>
      <Textarea
        id={id}
        aria-label={`Notes on ${name}`}
        value={draft}
        maxLength={CANDIDATE_NOTES_MAX_CHARS}
        onChange={(event) => {
          setDraft(event.target.value)
          if (state === 'saved') setState('idle')
        }}
        onBlur={() => void save()}
        placeholder="Interview notes, next steps…"
        className="min-h-20 text-sm"
      />
      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className={state === 'failed' && dirty ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
          {status === 'Saved' && <Check className="mr-1 inline h-3.5 w-3.5 text-success" aria-hidden="true" />}
          {status}
        </p>
        <Button variant="outline" size="sm" onClick={() => void save()} disabled={!dirty} busy={state === 'saving'}>
          Save notes
        </Button>
      </div>
    </div>
  )
}
