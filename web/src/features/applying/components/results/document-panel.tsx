import { Download, ExternalLink, FileCode2, FileText, Maximize2, Sparkles } from 'lucide-react'
import { useState } from 'react'
import type { GeneratedDocument, InstructionReport } from '@shared/schemas/generate.ts'
import type { SkillEntry } from '@shared/schemas/skills.ts'
import { PdfFullScreen } from '@/components/pdf-pages/pdf-full-screen.tsx'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useDownloadDocx } from '@/features/applying/api/download-docx.ts'
import { useDownloadLatex } from '@/features/applying/api/download-latex.ts'
import { useDownloadPdf } from '@/features/applying/api/download-pdf.ts'
import { usePdfPreview } from '@/features/applying/api/preview-pdf.ts'
import { SKILLS_INSTRUCTION, useRegenerateDocument, type RegenerateInput } from '@/features/applying/api/regenerate-document.ts'
import { useSkillSelection } from '@/features/applying/hooks/use-skill-selection.ts'
import { docxErrorToast, downloadErrorToast, isTrialLimit, regenerateErrorToast } from '@/features/applying/utils/error-toasts.ts'
import { regeneratedToast } from '@/features/applying/utils/instructions-toast.ts'
import { AtsScore } from './ats-score.tsx'
import { CustomInstructions } from './custom-instructions.tsx'
import { PdfPreview } from './pdf-preview.tsx'
import { SkillBank } from './skill-bank.tsx'

interface DocumentPanelProps {
  document: GeneratedDocument
  skills: SkillEntry[]
  jobDescription: string
  /** A regeneration replaced the document (content, file name, PDF link, score). */
  onReplace: (document: GeneratedDocument, logs: string[]) => void
  /** The server refused because the free trial is used up. */
  onTrialLimit?: (() => void) | undefined
  /** The tracked application its regenerations are filed under. */
  applicationId?: string | null | undefined
}

/** One generated document: preview, ATS score, skill bank, the two regenerations and the downloads. */
export function DocumentPanel({ document: doc, skills, jobDescription, onReplace, onTrialLimit, applicationId }: DocumentPanelProps) {
  const label = doc.document_type === 'resume' ? 'resume' : 'cover letter'
  const title = doc.document_type === 'resume' ? 'Resume' : 'Cover Letter'
  const selection = useSkillSelection(skills)
  // Separate busy flags: the skills variant and the custom-instructions variant.
  const skillsRegen = useRegenerateDocument()
  const customRegen = useRegenerateDocument()
  const pdf = useDownloadPdf()
  const tex = useDownloadLatex()
  const docx = useDownloadDocx()
  const [instructionsOpen, setInstructionsOpen] = useState(false)
  const [instructions, setInstructions] = useState('')
  const [report, setReport] = useState<InstructionReport | null>(null)
  const regenerating = skillsRegen.isPending || customRegen.isPending
  const preview = usePdfPreview(regenerating ? null : doc.filename)
  const [fullScreen, setFullScreen] = useState(false)

  async function regenerate(
    variant: typeof skillsRegen,
    input: Omit<RegenerateInput, 'documentType' | 'filename' | 'latex' | 'jobDescription' | 'applicationId'>,
  ) {
    try {
      const answer = await variant.mutateAsync({
        ...input,
        documentType: doc.document_type,
        filename: doc.filename,
        latex: doc.latex_content,
        jobDescription,
        applicationId,
      })
      onReplace(
        {
          ...doc,
          latex_content: answer.data.latex_content,
          filename: answer.data.latex_filename,
          pdf_url: answer.data.pdf_url,
          download_name: answer.data.download_name,
          ats: answer.data.ats,
        },
        answer.logs,
      )
      // The report sits beside the instruction box: it is about the custom instructions only.
      setReport(variant === customRegen ? answer.instructions : null)
      toast(regeneratedToast(variant === customRegen ? answer.instructions : undefined, answer.message))
      return true
    } catch (error) {
      if (isTrialLimit(error)) onTrialLimit?.()
      toast(regenerateErrorToast(error))
      return false
    }
  }

  async function regenerateWithInstructions() {
    if (instructions.trim() === '') {
      toast({ title: 'Missing feedback', description: 'Please provide feedback before regenerating', variant: 'destructive' })
      return
    }
    if (await regenerate(customRegen, { instructions: instructions.trim() })) {
      setInstructions('')
      setInstructionsOpen(false)
    }
  }

  async function downloadPdf() {
    try {
      await pdf.mutateAsync(doc)
      toast({ title: 'PDF compiled and downloaded successfully', variant: 'success' })
    } catch (error) {
      toast(downloadErrorToast(error))
    }
  }

  async function downloadDocx() {
    try {
      await docx.mutateAsync(doc)
    } catch (error) {
      toast(docxErrorToast(error))
    }
  }

  async function downloadTex() {
    try {
      await tex.mutateAsync(doc)
    } catch (error) {
      toast(downloadErrorToast(error))
    }
  }

  return (
    <article aria-label={title} className="flex min-w-0 flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="truncate text-xs text-muted-foreground" title={doc.filename} data-testid="document-file">
            {doc.template} template · {doc.filename}
          </p>
        </div>
        {preview.url && !regenerating && (
          // Thumb-sized on phones (40 px), compact beside the title on wider screens.
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant="ghost"
              className="h-10 px-2.5 text-primary hover:bg-primary-soft sm:h-8"
              onClick={() => setFullScreen(true)}
              aria-haspopup="dialog"
            >
              <Maximize2 className="h-3.5 w-3.5" aria-hidden="true" />
              Full screen<span className="sr-only"> {label} preview</span>
            </Button>
            <a
              href={preview.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-8"
            >
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              Open<span className="sr-only"> the {label} PDF in a new tab</span>
            </a>
          </div>
        )}
      </header>

      <PdfPreview url={preview.url} file={preview.file} label={label} regenerating={regenerating} failed={preview.failed} onRetry={preview.retry} />
      {fullScreen && preview.url && preview.file && !regenerating && (
        <PdfFullScreen file={preview.file} url={preview.url} name={label} title={`${title} preview`} onClose={() => setFullScreen(false)} />
      )}
      <AtsScore ats={doc.ats} documentLabel={title} />

      {/* Stacked full-width buttons on phones, in reach of a thumb; a row on wider screens. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap [&>button]:w-full sm:[&>button]:w-auto">
        <Button onClick={downloadPdf} busy={pdf.isPending} disabled={regenerating}>
          {!pdf.isPending && <Download className="h-4 w-4" aria-hidden="true" />}
          {pdf.isPending ? 'Compiling...' : 'Download PDF'}
        </Button>
        <Button variant="outline" onClick={downloadDocx} busy={docx.isPending} disabled={regenerating}>
          {!docx.isPending && <FileText className="h-4 w-4" aria-hidden="true" />}
          Download DOCX
        </Button>
        <Button variant="outline" onClick={downloadTex} busy={tex.isPending} disabled={regenerating}>
          {!tex.isPending && <FileCode2 className="h-4 w-4" aria-hidden="true" />}
          Download .tex
        </Button>
      </div>

      <SkillBank selection={selection} />
      <Button
        variant="secondary"
        onClick={() => regenerate(skillsRegen, { instructions: SKILLS_INSTRUCTION, skills: selection.selected })}
        busy={skillsRegen.isPending}
        disabled={selection.selected.length === 0 || customRegen.isPending}
      >
        {!skillsRegen.isPending && <Sparkles className="h-4 w-4" aria-hidden="true" />}
        Regenerate with selected skills
      </Button>

      <CustomInstructions
        label={label}
        open={instructionsOpen}
        onOpenChange={setInstructionsOpen}
        value={instructions}
        onChange={setInstructions}
        busy={customRegen.isPending}
        disabled={skillsRegen.isPending}
        onSubmit={regenerateWithInstructions}
        report={report}
      />
    </article>
  )
}
