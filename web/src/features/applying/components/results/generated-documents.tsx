import { CheckCircle2 } from 'lucide-react'
import type { GeneratedDocument, GenerationResult } from '@shared/schemas/generate.ts'
import { TrackApplication } from '@/components/track-application/track-application.tsx'
import { DocumentPanel } from './document-panel.tsx'
import { GenerationLogs } from './generation-logs.tsx'
import { SkippedDocumentNote } from './skipped-document.tsx'

interface GeneratedDocumentsProps {
  result: GenerationResult
  jobDescription: string
  onReplace: (document: GeneratedDocument, logs: string[]) => void
  onTrialLimit?: (() => void) | undefined
  /** Signed in: the results can be tracked as an application (not in the free trial). */
  tracking?: { trackedId: string | null; onTracked: (applicationId: string) => void } | undefined
}

/** The results: Cover Letter and Resume side by side (stacked on phones), then the logs. */
export function GeneratedDocuments({ result, jobDescription, onReplace, onTrialLimit, tracking }: GeneratedDocumentsProps) {
  const job = [result.job.title, result.job.company].filter(Boolean).join(' at ')
  // Older servers send no `skipped`; a missing letter without a reason still gets a note.
  const letterSkipped = result.skipped?.find((s) => s.document === 'cover_letter') ?? {
    document: 'cover_letter' as const,
    reason: 'No cover letter was written for this generation.',
  }
  return (
    <section aria-labelledby="generated-documents-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="generated-documents-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <CheckCircle2 className="h-5 w-5 text-success" aria-hidden="true" />
            Generated Documents
          </h2>
          {job && <p className="mt-1 text-sm text-muted-foreground">Tailored for {job}</p>}
        </div>
        {tracking && (
          <TrackApplication
            trackedId={tracking.trackedId}
            onTracked={tracking.onTracked}
            body={() => ({
              title: result.job.title.trim() || 'Untitled job',
              company: result.job.company ?? '',
              posting_text: jobDescription,
              source: 'results',
              document_filenames: [result.resume.filename, ...(result.cover_letter ? [result.cover_letter.filename] : [])],
            })}
          />
        )}
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        {result.cover_letter ? (
          <DocumentPanel
            document={result.cover_letter}
            skills={result.skills}
            jobDescription={jobDescription}
            onReplace={onReplace}
            onTrialLimit={onTrialLimit}
            applicationId={tracking?.trackedId}
          />
        ) : (
          <SkippedDocumentNote skipped={letterSkipped} />
        )}
        <DocumentPanel
          document={result.resume}
          skills={result.skills}
          jobDescription={jobDescription}
          onReplace={onReplace}
          onTrialLimit={onTrialLimit}
          applicationId={tracking?.trackedId}
        />
      </div>
      <GenerationLogs logs={result.logs} />
    </section>
  )
}
