import { useQueryClient } from '@tanstack/react-query'
import { ListChecks } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { GeneratedDocument, GenerationResult } from '@shared/schemas/generate.ts'
import { ResumeUploadCard } from '@/components/resume-upload/resume-upload-card.tsx'
import type { UploadedResume } from '@/components/resume-upload/upload-resume.ts'
import { useResumeUpload } from '@/components/resume-upload/use-resume-upload.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useTemplates } from '@/features/applying/api/get-templates.ts'
import { useGeneration } from '@/features/applying/hooks/use-generation.ts'
import { useTrial } from '@/features/applying/hooks/use-trial.ts'
import { GENERATION_TOPIC, generationErrorToast, isTrialLimit, TRIAL_LIMIT_TOAST } from '@/features/applying/utils/error-toasts.ts'
import { wizardStep } from '@/features/applying/utils/generate-rules.ts'
import { planAllowance } from '@/features/applying/utils/plan-allowance.ts'
import { usageQueryKey, useUsage } from '@/lib/get-usage.ts'
import { useUser } from '@/lib/get-user.ts'
import { GenerateButton } from './generate-button.tsx'
import { GenerationProgress } from './generation-progress.tsx'
import { JobDescriptionField } from './job-description-field.tsx'
import { PlanAllowanceNote } from './plan-allowance-note.tsx'
import { GeneratedDocuments } from './results/generated-documents.tsx'
import { ResumeReading } from './resume-reading.tsx'
import { StepIndicator } from './step-indicator.tsx'
import { defaultTemplates, TemplatePicker, type TemplateChoice } from './template-picker.tsx'
import type { ProviderName } from '@shared/providers.ts'
import { defaultProvider, ProviderPicker } from '@/components/provider-picker/provider-picker.tsx'
import { useProviders } from '@/lib/get-providers.ts'
import { TrialBanner } from './trial-banner.tsx'

interface GeneratorProps {
  /** Makes it the free trial. */
  maxTries?: number
  /** Fills the Job Description (a job picked in job search). */
  initialJobDescription?: string | undefined
  /** A resume already uploaded (the one job search ranked jobs for). */
  initialResume?: UploadedResume | undefined
}

/** The whole generator: upload, job description, generate, results. */
export function Generator({ maxTries, initialJobDescription = '', initialResume }: GeneratorProps) {
  const trial = useTrial(maxTries)
  const templates = useTemplates()
  const generation = useGeneration()
  const upload = useResumeUpload(initialResume)
  const resume = upload.resume
  const [jobDescription, setJobDescription] = useState(initialJobDescription)
  const [templateChoice, setTemplateChoice] = useState<TemplateChoice>({ resume: undefined, cover_letter: undefined })
  const providers = useProviders()
  const [providerChoice, setProviderChoice] = useState<ProviderName | null>(null)
  const provider = providerChoice ?? defaultProvider(providers.data ?? [])
  const [result, setResult] = useState<GenerationResult | null>(null)
  // The posting the results were generated for, and the application tracked for a posting: later
  // generations for the same posting are filed under it (the server adds their documents).
  const [generatedFor, setGeneratedFor] = useState('')
  const [tracked, setTracked] = useState<{ applicationId: string; posting: string } | null>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const user = useUser()
  const queryClient = useQueryClient()
  // A signed-in account's plan allowance; the trial has its own banner.
  const showsPlan = !trial && Boolean(user.data)
  const usage = useUsage({ enabled: showsPlan })
  const allowance = showsPlan && usage.data ? planAllowance(usage.data) : null
  const coverLetter = allowance?.next !== 'resume_only'

  // Defaults once the list arrives, unless the user already chose. Keyed on the list alone: keyed
  // on the choice too, an empty list (no defaults to set) would set a new empty choice forever.
  useEffect(() => {
    const list = templates.data
    if (!list) return
    setTemplateChoice((current) => (current.resume || current.cover_letter ? current : defaultTemplates(list)))
  }, [templates.data])

  useEffect(() => {
    if (result) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [result?.resume.id]) // a new generation, not a regeneration

  async function onGenerate() {
    if (!resume || jobDescription.trim() === '') {
      toast({
        title: 'Missing information',
        description: 'Please upload your resume and provide a job description',
        variant: 'destructive',
        topic: GENERATION_TOPIC,
      })
      return
    }
    if (trial?.usedUp) {
      toast({ ...TRIAL_LIMIT_TOAST, topic: GENERATION_TOPIC })
      return
    }
    trial?.record() // counted before the call starts
    // The documents on screen stay until new ones replace them: a refused or failed generation
    // must not cost the work already done.
    try {
      const generated = await generation.run({
        resume_id: resume.resumeId,
        job_description: jobDescription,
        ...(templateChoice.resume ? { template: templateChoice.resume } : {}),
        ...(templateChoice.cover_letter ? { cover_template: templateChoice.cover_letter } : {}),
        provider,
        ...(tracked && tracked.posting === jobDescription ? { application_id: tracked.applicationId } : {}),
      })
      setResult(generated)
      setGeneratedFor(jobDescription)
      toast(
        generated.cover_letter
          ? { title: 'Success!', description: 'Your documents have been generated successfully', variant: 'success', topic: GENERATION_TOPIC }
          : {
              title: 'Resume generated',
              description: 'The cover letter was skipped: the note beside your resume says why.',
              variant: 'success',
              topic: GENERATION_TOPIC,
            },
      )
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      if (isTrialLimit(error)) trial?.exhaust()
      toast(generationErrorToast(error, generation.stepsRef.current))
    } finally {
      if (showsPlan) void queryClient.invalidateQueries({ queryKey: usageQueryKey })
    }
  }

  function onReplace(updated: GeneratedDocument, logs: string[]) {
    setResult(
      (current) =>
        current && {
          ...current,
          [updated.document_type === 'resume' ? 'resume' : 'cover_letter']: updated,
          logs: [...current.logs, ...logs],
        },
    )
  }

  return (
    <div className="space-y-6">
      <StepIndicator current={wizardStep(resume !== null, jobDescription, result !== null)} />
      {trial && <TrialBanner trial={trial} />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <ResumeUploadCard
          upload={upload}
          description="Your current resume: we keep every fact and tailor the rest."
          className="min-w-0 lg:col-span-2"
        />

        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ListChecks className="h-5 w-5 text-primary" aria-hidden="true" />
              Job Details
            </CardTitle>
            <CardDescription>The posting you are applying for.</CardDescription>
          </CardHeader>
          <CardContent>
            <JobDescriptionField value={jobDescription} onChange={setJobDescription} />
          </CardContent>
        </Card>
      </div>

      {resume && <ResumeReading key={resume.resumeId} resumeId={resume.resumeId} filename={resume.filename} ocrNote={resume.ocrNote} />}

      <Card>
        <CardContent className="space-y-5">
          <TemplatePicker templates={templates.data ?? []} value={templateChoice} onChange={setTemplateChoice} disabled={generation.generating} />
          <ProviderPicker
            providers={providers.data ?? []}
            value={provider}
            onChange={setProviderChoice}
            label="Written by"
            hint="The local engine writes offline in seconds; a model may word things more freely, and whatever your resume cannot back is taken out."
            disabled={generation.generating}
          />
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {resume ? `Using ${resume.filename}.` : 'Upload your resume to begin.'}{' '}
              {coverLetter ? 'Both documents take a few seconds.' : 'It takes a few seconds.'}
            </p>
            <GenerateButton
              onClick={onGenerate}
              generating={generation.generating}
              hasResume={resume !== null}
              jobDescription={jobDescription}
              trialUsedUp={trial?.usedUp ?? false}
              planLimitReason={allowance?.blocked}
              coverLetter={coverLetter}
            />
          </div>
          {showsPlan && <PlanAllowanceNote />}
          {generation.steps && <GenerationProgress steps={generation.steps} generating={generation.generating} />}
        </CardContent>
      </Card>

      <div ref={resultsRef} className="scroll-mt-20">
        {result && (
          <GeneratedDocuments
            key={result.resume.id}
            result={result}
            jobDescription={jobDescription}
            onReplace={onReplace}
            onTrialLimit={trial?.exhaust}
            tracking={
              !trial && user.data
                ? {
                    trackedId: tracked && tracked.posting === generatedFor ? tracked.applicationId : null,
                    onTracked: (applicationId) => setTracked({ applicationId, posting: generatedFor }),
                  }
                : undefined
            }
          />
        )}
      </div>
    </div>
  )
}
