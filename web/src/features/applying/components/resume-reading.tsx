import { ScanText } from 'lucide-react'
import { type FormEvent, lazy, Suspense, useId, useState } from 'react'
import { correctionOf, readingSummary } from '@shared/resume-reading.ts'
import { CORRECTION_LIMITS } from '@shared/schemas/limits.ts'
import type { ParsedResume, ParsedResumeCorrection } from '@shared/schemas/resume.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useCorrectResume } from '@/features/applying/api/correct-resume.ts'
import { useParsedResume } from '@/features/applying/api/get-parsed-resume.ts'
import { serverMessage } from '@/lib/server-message.ts'

// The form is loaded when first opened: most people check the count and go on.
const ParsedResumeForm = lazy(() => import('@/components/parsed-resume/parsed-resume-form.tsx'))

/**
 * "We read N roles, M schools": what T10 read from the uploaded resume, which every document is
 * written from, and the form to correct it; for a scan, that it was read by OCR and how well. When no name was read it asks for one here: a cover
 * letter is signed with it.
 */
export function ResumeReading({ resumeId, filename, ocrNote }: { resumeId: string; filename: string; ocrNote?: string | undefined }) {
  const reading = useParsedResume(resumeId)
  const correct = useCorrectResume()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const formId = useId()

  if (reading.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="h-4 w-4" /> Checking what we read from {filename}...
      </p>
    )
  }
  if (reading.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>We could not show what we read from {filename}; you can still generate.</span>
        <Button variant="outline" size="sm" onClick={() => void reading.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { parsed, corrected_at: correctedAt } = reading.data
  const save = async (correction: ParsedResumeCorrection) => {
    await correct.mutateAsync({ resumeId, correction })
  }
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <ScanText className="h-5 w-5 text-primary" aria-hidden="true" />
          {readingSummary(parsed)}
        </CardTitle>
        <CardDescription>
          Check what we read from {filename}: your documents are written from it.
          {correctedAt ? ' Your corrections are saved with it.' : ''}
        </CardDescription>
        {ocrNote && <p className="text-sm text-amber-800 dark:text-amber-300">{ocrNote}</p>}
      </CardHeader>
      <CardContent className="space-y-4">
        {!open && parsed.contact.name === null && <NameRequest parsed={parsed} onSave={save} />}
        <Button variant="outline" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
          {open ? 'Close without saving' : 'Check and correct'}
        </Button>
        {open && (
          <div id={formId}>
            <Suspense fallback={<Spinner label="Loading the form" className="text-primary" />}>
              <ParsedResumeForm
                label={`What we read from ${filename}`}
                parsed={parsed}
                onCancel={() => setOpen(false)}
                onSave={async (correction) => {
                  await save(correction)
                  setOpen(false)
                  toast({ title: 'Corrections saved', description: 'Your next documents are written from them.', variant: 'success' })
                }}
              />
            </Suspense>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** No name was read: asks for it, since a cover letter is signed with it. */
function NameRequest({ parsed, onSave }: { parsed: ParsedResume; onSave: (correction: ParsedResumeCorrection) => Promise<void> }) {
  const [name, setName] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const messageId = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (name.trim() === '') {
      setError('Please enter your name')
      return
    }
    setSaving(true)
    setError(null)
    try {
      const correction = correctionOf(parsed)
      await onSave({ ...correction, contact: { ...correction.contact, name: name.trim() } })
      toast({ title: 'Name saved', description: 'Your cover letter is signed with it.', variant: 'success' })
    } catch (failure) {
      setError(serverMessage(failure) || 'Your name could not be saved. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 rounded-xl border border-warning/40 bg-warning-soft p-4" noValidate>
      <Label htmlFor={inputId}>Your name</Label>
      <p id={messageId} className={error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {error ?? 'We could not read your name from the resume. Add it: your cover letter is signed with it.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          autoComplete="name"
          maxLength={CORRECTION_LIMITS.text}
          aria-describedby={messageId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" busy={saving}>
          Save name
        </Button>
      </div>
    </form>
  )
}
