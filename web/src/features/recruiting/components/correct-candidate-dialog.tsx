import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { readingSummary } from '@shared/resume-reading.ts'
import type { RecruitingResume } from '@shared/schemas/recruiting.ts'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useCorrectCandidate } from '@/features/recruiting/api/correct-candidate.ts'
import { useCandidateReading } from '@/features/recruiting/api/get-candidate-reading.ts'
import { serverMessage } from '@/lib/server-message.ts'

// Loaded when a recruiter first opens a candidate's reading.
const ParsedResumeForm = lazy(() => import('@/components/parsed-resume/parsed-resume-form.tsx'))

/**
 * "Correct" on a processed resume: what T10 read from it, as a form. Saving computes the
 * candidate's matching features again, and the next ranking uses them.
 */
export function CorrectCandidateDialog({ resume, disabled }: { resume: RecruitingResume; disabled: boolean }) {
  const [open, setOpen] = useState(false)
  const reading = useCandidateReading(resume.resume_id, open)
  const correct = useCorrectCandidate()

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Correct ${resume.filename}`}>
          Correct
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-card text-foreground shadow-lg">
          <div className="flex items-start justify-between gap-3 border-b p-5">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-lg font-semibold">Correct {resume.filename}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {reading.data
                  ? `${readingSummary(reading.data.parsed)}. Fix what was misread: rankings use your corrections.`
                  : 'What T10 read from this resume; rankings use your corrections.'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-lg p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5">
            {reading.isPending ? (
              <div className="flex justify-center py-6 text-primary">
                <Spinner label="Loading what T10 read" />
              </div>
            ) : reading.isError ? (
              <div
                role="alert"
                className="flex items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive"
              >
                <span>{serverMessage(reading.error) || 'Could not load what T10 read from this resume.'}</span>
                <Button variant="outline" size="sm" onClick={() => void reading.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <Suspense
                fallback={
                  <div className="flex justify-center py-6 text-primary">
                    <Spinner label="Loading the form" />
                  </div>
                }
              >
                <ParsedResumeForm
                  // A new form for each reading: a saved correction starts the next from itself.
                  key={reading.data.corrected_at ?? 'read'}
                  label={`What T10 read from ${resume.filename}`}
                  parsed={reading.data.parsed}
                  onCancel={() => setOpen(false)}
                  onSave={async (correction) => {
                    await correct.mutateAsync({ resumeId: resume.resume_id, correction })
                    setOpen(false)
                    toast({
                      title: 'Corrections saved',
                      description: `Rankings now read ${resume.filename} as corrected: find matches again to see them.`,
                      variant: 'success',
                    })
                  }}
                />
              </Suspense>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
