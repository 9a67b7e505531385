import { Briefcase, Building2, Clock, DollarSign, MapPin, Wand2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import type { JobMatch } from '@shared/schemas/jobs.ts'
import type { UploadedResume } from '@/components/resume-upload/upload-resume.ts'
import { TrackApplication } from '@/components/track-application/track-application.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { generatorStateFor } from '@/features/job-search/utils/generator-handoff.ts'
import { postingSummary } from '@/features/job-search/utils/posting-summary.ts'
import { cn } from '@/lib/cn.ts'

const SKILLS_SHOWN = 8

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-muted-foreground" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      {children}
    </span>
  )
}

function matchTone(percentage: number) {
  if (percentage >= 60) return 'bg-success-soft text-success'
  if (percentage >= 35) return 'bg-warning-soft text-warning'
  return 'bg-muted text-muted-foreground'
}

/** One ranked job: its facts, how well the resume fits and why, the way into the generator, and Track (an application). */
export function JobCard({ job, resume }: { job: JobMatch; resume?: UploadedResume | undefined }) {
  const navigate = useNavigate()
  const [trackedId, setTrackedId] = useState<string | null>(null)
  const titleId = `job-${job.id}-title`
  const icon = 'h-4 w-4'
  return (
    <Card role="article" aria-labelledby={titleId}>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h3 id={titleId} className="text-lg font-semibold tracking-tight">
              {job.title}
            </h3>
            {job.company && (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Building2 className={icon} aria-hidden="true" />
                {job.company}
                {job.source === 'sample' && <span className="rounded-full border px-2 py-0.5 text-xs">Sample posting</span>}
              </p>
            )}
          </div>
          <p className={cn('shrink-0 self-start rounded-full px-3 py-1 text-sm font-semibold tabular-nums', matchTone(job.match_percentage))}>
            {job.match_percentage}% match
          </p>
        </div>

        <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {job.location && (
            <Fact icon={<MapPin className={icon} />} label="Location">
              {job.location}
            </Fact>
          )}
          {job.salary && (
            <Fact icon={<DollarSign className={icon} />} label="Salary">
              {job.salary}
            </Fact>
          )}
          {job.type && (
            <Fact icon={<Briefcase className={icon} />} label="Type">
              {job.type}
            </Fact>
          )}
          {job.experience && (
            <Fact icon={<Clock className={icon} />} label="Experience">
              {job.experience}
            </Fact>
          )}
        </p>

        <p className="text-sm text-muted-foreground">{postingSummary(job.description)}</p>

        <div className="space-y-2 rounded-xl bg-muted/60 p-3">
          <p className="text-sm">{job.why}</p>
          {job.matched_skills.length > 0 && (
            <ul aria-label="Skills you have" className="flex flex-wrap gap-1.5">
              {job.matched_skills.slice(0, SKILLS_SHOWN).map((skill) => (
                <li key={skill} className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-success">
                  {skill}
                </li>
              ))}
              {job.matched_skills.length > SKILLS_SHOWN && (
                <li className="px-1 py-0.5 text-xs text-muted-foreground">+{job.matched_skills.length - SKILLS_SHOWN} more</li>
              )}
            </ul>
          )}
        </div>

        <details className="group text-sm">
          <summary className="cursor-pointer font-medium text-primary">Full job description</summary>
          <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded-lg border bg-card p-3 font-sans text-sm">{job.description}</pre>
        </details>

        <div className="flex flex-wrap items-start justify-end gap-2">
          <TrackApplication
            label="Track"
            trackedId={trackedId}
            onTracked={setTrackedId}
            body={() => ({ job_listing_id: job.id, source: 'job_search' })}
          />
          <Button onClick={() => navigate('/generator', { state: generatorStateFor(job.description, resume) })}>
            <Wand2 className="h-4 w-4" aria-hidden="true" />
            Generate Resume and Cover Letter
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
