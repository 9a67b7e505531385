import type { ReactNode } from 'react'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'

interface AnalysisSectionProps {
  title: string
  /** 0–100; sections without a score (recommendations) show no bar. */
  score?: number | undefined
  bullets: readonly string[]
  /** Said instead of the bullets when there are none. */
  fallback: string
  children?: ReactNode
}

/** One section of "Match Analysis": its bullets and, where a score exists, its bar. */
export function AnalysisSection({ title, score, bullets, fallback, children }: AnalysisSectionProps) {
  return (
    <section aria-label={title} className="space-y-2 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h5 className="text-sm font-semibold">{title}</h5>
        {score !== undefined && <span className="text-sm font-semibold tabular-nums">{score}%</span>}
      </div>
      {score !== undefined && <ProgressBar value={score} label={`${title} score`} />}
      {children}
      {bullets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{fallback}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
          {bullets.map((bullet, i) => (
            <li key={i}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
