import { useId } from 'react'
import type { AiGrade, AiPoint } from '@shared/schemas/recruiting-ai.ts'
import { capitalise } from '@/features/recruiting/utils/format.ts'
import { cn } from '@/lib/cn.ts'

/** A strength quotes the resume, a gap the posting: the server has checked each word for word. */
const QUOTE_SOURCE: Record<AiPoint['kind'], string> = { strength: 'Resume:', gap: 'Posting asks for:' }

function Point({ point }: { point: AiPoint }) {
  const strength = point.kind === 'strength'
  return (
    <li className="space-y-1 text-sm">
      <p>
        <span className={cn('mr-1.5 text-xs font-semibold', strength ? 'text-success' : 'text-warning')}>
          {strength ? 'Strength' : 'Gap'} · {capitalise(point.section)}
        </span>
        {point.text}
      </p>
      <p className="border-l-2 pl-2.5 text-xs break-words text-muted-foreground">
        {QUOTE_SOURCE[point.kind]} “{point.quote}”
      </p>
    </li>
  )
}

/**
 * The card's "The model's reading": its grades, its verdict and its points, each with the quote it
 * rests on; or, for a candidate it could not grade, why the engine's score stands.
 */
export function AiReading({ grade, model }: { grade: AiGrade; model: string }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-2.5 rounded-lg border border-primary/30 bg-primary-soft/30 p-3 sm:p-4">
      <h4 id={titleId} className="text-sm font-semibold">
        The model’s reading{' '}
        <span className="font-normal text-muted-foreground">
          ({model}
          {grade.cached ? ', from cache' : ''})
        </span>
      </h4>
      {grade.status === 'fallback' ? (
        <p className="text-sm text-muted-foreground">{grade.note}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground tabular-nums">
            Overall {grade.overall ?? '–'} · Skills {grade.skills ?? '–'} · Experience {grade.experience ?? '–'} · Education {grade.education ?? '–'}
          </p>
          {grade.verdict && <p className="text-sm font-medium">{grade.verdict}</p>}
          {grade.points.length > 0 && (
            <ul aria-label="The model’s points" className="space-y-2">
              {grade.points.map((point, i) => (
                <Point key={i} point={point} />
              ))}
            </ul>
          )}
          {grade.dropped > 0 && (
            <p className="text-xs text-muted-foreground">
              {grade.dropped === 1 ? '1 point' : `${grade.dropped} points`} left out: the quote is in neither the resume nor the posting.
            </p>
          )}
        </>
      )}
    </section>
  )
}
