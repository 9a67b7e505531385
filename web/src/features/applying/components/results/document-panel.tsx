import { Download, ExternalLink, FileCode2, FileText, Sparkles } from 'lucide-react'
import { useState } from 'react'
import type { GeneratedDocument } from '@shared/schemas/generate.ts'
import type { SkillEntry } from '@shared/schemas/skills.ts'
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
}

/** One generated document: preview, ATS score, skill bank, the two regenerations and the downloads. */
export function DocumentPanel({ document: doc, skills, jobDescription, onReplace, onTrialLimit }: DocumentPanelProps) {
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
  const regenerating = skillsRegen.isPending || customRegen.isPending
  const preview = usePdfPreview(regenerating ? null : doc.filename)

  async function regenerate(variant: typeof skillsRegen, input: Omit<RegenerateInput, 'documentType' | 'filename' | 'latex' | 'jobDescription'>) {
    try {
      const answer = await variant.mutateAsync({
        ...input,
        documentType: doc.document_type,
        filename: doc.filename,
        latex: doc.latex_content,
        jobDescription,
      })
      onReplace(
        {
          ...doc,
          latex_content: answer.data.latex_content,
          filename: answer.data.latex_filename,
          pdf_url: answer.data.pdf_url,
          ats: answer.data.ats,
        },
        answer.logs,
      )
      toast(regeneratedToast(answer.instructions, answer.message))
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
      await pdf.mutateAsync(doc.filename)
      toast({ title: 'PDF compiled and downloaded successfully', variant: 'success' })
    } catch (error) {
      toast(downloadErrorToast(error))
    }
  }

  async function downloadDocx() {
    try {
      await docx.mutateAsync(doc.filename)
    } catch (error) {
      toast(docxErrorToast(error))
    }
  }

  async function downloadTex() {
    try {
      await tex.mutateAsync(doc.filename)
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
          <a
            href={preview.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            Open<span className="sr-only"> the {label} PDF in a new tab</span>
          </a>
        )}
      </header>

      <PdfPreview url={preview.url} file={preview.file} label={label} regenerating={regenerating} />
      <AtsScore ats={doc.ats} documentLabel={title} />

      <div className="flex flex-wrap gap-2">
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
      />
    </article>
  )
}
