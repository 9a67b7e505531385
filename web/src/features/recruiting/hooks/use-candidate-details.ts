import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AiMatch } from '@shared/schemas/recruiting-ai.ts'
import type { MatchAnalysis } from '@shared/schemas/recruiting.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useMatchAnalyses } from '@/features/recruiting/api/get-match-analysis.ts'
import type { ModelProvider } from '@/features/recruiting/utils/model-reading.ts'
import { ANALYSIS_ERROR_TOAST } from '@/features/recruiting/utils/toasts.ts'

export interface CandidateDetails {
  analysis: MatchAnalysis | null
  /** The analysis is being fetched ("Processing resume analysis..."). */
  loading: boolean
  expanded: boolean
}

/**
 * Per matched candidate: the analysis (all fetched in parallel as soon as the matches are in),
 * and whether the card is open. A card opens by itself when its analysis arrives, once: a card
 * the recruiter closed stays closed. A failed fetch stops that candidate's loading only. In a match
 * with a model (`provider`), a candidate it graded gets the analysis written from its reading.
 */
export function useCandidateDetails(jobId: string, matches: readonly AiMatch[], provider: ModelProvider | null = null) {
  const resumeIds = useMemo(() => matches.map((m) => m.resume_id), [matches])
  const requests = useMemo(
    () => matches.map((m) => ({ resumeId: m.resume_id, provider: m.ai?.status === 'graded' ? provider : null })),
    [matches, provider],
  )
  const queries = useMatchAnalyses(jobId, requests)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const openedOnArrival = useRef(new Set<string>())
  const reportedFailures = useRef(new Set<string>())

  const outcomes = queries.map((q, i) => ({ id: resumeIds[i] as string, status: q.status, errorAt: q.errorUpdatedAt }))
  const outcomeKey = outcomes.map((o) => `${o.id}:${o.status}:${o.errorAt}`).join('|')
  useEffect(() => {
    const arrived: string[] = []
    for (const { id, status, errorAt } of outcomes) {
      if (status === 'success' && !openedOnArrival.current.has(id)) {
        openedOnArrival.current.add(id)
        arrived.push(id)
      }
      if (status === 'error' && !reportedFailures.current.has(`${id}:${errorAt}`)) {
        reportedFailures.current.add(`${id}:${errorAt}`)
        toast(ANALYSIS_ERROR_TOAST)
      }
    }
    if (arrived.length > 0) setExpanded((current) => new Set([...current, ...arrived]))
    // Keyed by outcomeKey: `outcomes` is a new array on every render, its content changes less often.
  }, [outcomeKey])

  const indexOf = useCallback((resumeId: string) => resumeIds.indexOf(resumeId), [resumeIds])

  /** Fetches the analysis again (Load Analysis), unless it is on its way. */
  const loadAnalysis = useCallback(
    (resumeId: string) => {
      const query = queries[indexOf(resumeId)]
      if (query && !query.isFetching) void query.refetch()
    },
    [queries, indexOf],
  )

  /** Opens or closes a card; opening one without its analysis fetches it. */
  const toggle = useCallback(
    (resumeId: string) => {
      const opening = !expanded.has(resumeId)
      setExpanded((current) => {
        const next = new Set(current)
        if (next.has(resumeId)) next.delete(resumeId)
        else next.add(resumeId)
        return next
      })
      if (opening && !queries[indexOf(resumeId)]?.data) loadAnalysis(resumeId)
    },
    [expanded, queries, indexOf, loadAnalysis],
  )

  const detailsOf = (resumeId: string): CandidateDetails => {
    const query = queries[indexOf(resumeId)]
    return {
      analysis: query?.data ?? null,
      loading: Boolean(query?.isFetching && !query.data),
      expanded: expanded.has(resumeId),
    }
  }

  return { detailsOf, toggle, loadAnalysis }
}
