import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AiMatch, AiMatchBody, AiUsage } from '@shared/schemas/recruiting-ai.ts'
import type { CreateJobResponse } from '@shared/schemas/recruiting.ts'
import type { CandidateReview } from '@shared/schemas/shortlist.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useCreateJob } from '@/features/recruiting/api/create-job.ts'
import { findAiMatches } from '@/features/recruiting/api/find-ai-matches.ts'
import { matchesQueryOptions } from '@/features/recruiting/api/get-matches.ts'
import { resumesQueryOptions } from '@/features/recruiting/api/get-resumes.ts'
import type { ModelProvider } from '@/features/recruiting/utils/model-reading.ts'
import type { ReviewedMatch } from '@/features/recruiting/utils/shortlist.ts'
import { matchesFoundToast, MISSING_JOB_DESCRIPTION_TOAST, NO_RESUMES_AVAILABLE_TOAST, stepErrorToast } from '@/features/recruiting/utils/toasts.ts'
import { ApiError } from '@/lib/api-client.ts'

/** Matching with a model: which, and how many of the engine's best it reads. */
export interface ModelChoice {
  provider: ModelProvider
  topK: number
}

export interface MatchResults {
  jobId: string
  jobTitle: string
  /** The Top N asked for; the export uses it too. */
  limit: number
  /** Listed in job search for job seekers (jobs start private). */
  published: boolean
  /**
   * Best first; with a model, those it read carry its grade (`ai`) and are ordered by it. Each
   * carries the recruiter's review of the candidate for the job.
   */
  matches: Array<ReviewedMatch<AiMatch>>
  /** The model that re-graded the top candidates and what its reading cost; absent or null for the engine alone. */
  model?: (ModelChoice & { usage: AiUsage }) | null
}

/** How far the model's reading is: `done` of `total` candidates read (total 0 until the server says). */
export interface ModelReading {
  done: number
  total: number
}

/**
 * The screen's last search, kept in the query cache rather than in the screen: a visit to a job's
 * page and back finds the results still there (the cache is emptied at sign-out).
 */
export interface LastSearch {
  /** The description searched, and its job: the same description again is the same job, so that
   * its candidates' stages, ratings and notes carry over to the new ranking. */
  description: string
  job: CreateJobResponse
  /** The results on screen: of this search, or of an earlier one when this one stopped short; null before any. */
  results: MatchResults | null
}

export const lastSearchQueryKey = ['recruiting', 'last-search'] as const

/** The last search, or null; never fetched, only set by the screen. */
export function useLastSearch(): LastSearch | null {
  const queryClient = useQueryClient()
  const { data } = useQuery({
    queryKey: lastSearchQueryKey,
    queryFn: () => queryClient.getQueryData<LastSearch>(lastSearchQueryKey) ?? null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
  return data ?? null
}

/** Writes a change the server took into the last search's results (when they are of that job), so they show it when seen again. */
export function rememberInLastSearch(queryClient: QueryClient, jobId: string, change: (results: MatchResults) => MatchResults): void {
  queryClient.setQueryData<LastSearch | null>(lastSearchQueryKey, (search) =>
    search?.results?.jobId === jobId ? { ...search, results: change(search.results) } : search,
  )
}

/** The review of one candidate, as the server saved it. */
export const withReview =
  (resumeId: string, review: CandidateReview) =>
  (results: MatchResults): MatchResults => ({ ...results, matches: results.matches.map((m) => (m.resume_id === resumeId ? { ...m, review } : m)) })

interface FindMatchesOptions {
  hasPendingFiles: boolean
  processPending: () => Promise<number>
}

/**
 * Find Matches, in this order: upload any pending files, then require a
 * processed resume, then a job description, then create the job (or, for the description of the last
 * search, take its job again), then ask for the matches (from
 * the engine, or with a model re-grading its best: streamed, cancellable, and cancelled when the
 * screen goes). Each failure stops the run with its own toast; a spent AI budget is said beside
 * the button instead, as `budgetRefusal`.
 */
export function useFindMatches({ hasPendingFiles, processPending }: FindMatchesOptions) {
  const queryClient = useQueryClient()
  const { mutateAsync: createJob } = useCreateJob()
  const [finding, setFinding] = useState(false)
  const lastSearch = useLastSearch()
  const results = lastSearch?.results ?? null
  const [reading, setReading] = useState<ModelReading | null>(null)
  const [budgetRefusal, setBudgetRefusal] = useState<string | null>(null)
  const reader = useRef<AbortController | null>(null)

  // Leaving the screen stops the model's reading: nobody is left to see it, and it costs tokens.
  useEffect(() => () => reader.current?.abort(), [])

  const matchWithModel = useCallback(
    async (jobId: string, limit: number, model: ModelChoice): Promise<{ matches: AiMatch[]; usage: AiUsage } | null> => {
      const controller = new AbortController()
      reader.current = controller
      setReading({ done: 0, total: 0 })
      try {
        const body: AiMatchBody = { provider: model.provider, top_k: model.topK, limit }
        const answer = await findAiMatches(jobId, body, ({ done, total }) => setReading({ done, total }), controller.signal)
        return { matches: answer.matches, usage: answer.usage }
      } catch (error) {
        // Cancelled (or the screen left): no message; the recruiter asked for it.
        if (controller.signal.aborted) return null
        if (error instanceof ApiError && error.code === 'ai_budget_spent') setBudgetRefusal(error.message)
        else toast(stepErrorToast(error, 'Failed to find matches'))
        return null
      } finally {
        if (reader.current === controller) reader.current = null
        setReading(null)
      }
    },
    [],
  )

  /** Resolves true when matches were found (the screen then shows them). `model` null: the engine alone. */
  const findMatches = useCallback(
    async (description: string, limit: number, model: ModelChoice | null = null): Promise<boolean> => {
      setFinding(true)
      setBudgetRefusal(null)
      try {
        if (hasPendingFiles) await processPending()

        let resumeCount: number
        try {
          resumeCount = (await queryClient.fetchQuery(resumesQueryOptions())).length
        } catch (error) {
          toast(stepErrorToast(error, 'Failed to find matches'))
          return false
        }
        if (resumeCount === 0) {
          toast(NO_RESUMES_AVAILABLE_TOAST)
          return false
        }
        if (description.trim() === '') {
          toast(MISSING_JOB_DESCRIPTION_TOAST)
          return false
        }

        let job: CreateJobResponse
        const last = queryClient.getQueryData<LastSearch | null>(lastSearchQueryKey)
        if (last?.description === description) job = last.job
        else {
          try {
            job = await createJob(description)
          } catch (error) {
            toast(stepErrorToast(error, 'Failed to create job'))
            return false
          }
          // The results on screen stay until this search has its own.
          queryClient.setQueryData<LastSearch>(lastSearchQueryKey, { description, job, results: last?.results ?? null })
        }

        let found: { matches: Array<ReviewedMatch<AiMatch>>; usage: AiUsage | null }
        if (model) {
          const answer = await matchWithModel(job.job_id, limit, model)
          if (!answer) return false
          found = answer
        } else {
          try {
            found = { matches: await queryClient.fetchQuery(matchesQueryOptions(job.job_id, limit)), usage: null }
          } catch (error) {
            toast(stepErrorToast(error, 'Failed to find matches'))
            return false
          }
        }
        const { matches, usage } = found
        queryClient.setQueryData<LastSearch | null>(lastSearchQueryKey, (search) => ({
          description,
          job,
          results: {
            jobId: job.job_id,
            jobTitle: job.title,
            limit,
            matches,
            // As last switched on the results, for the same job searched again.
            published: search?.results?.jobId === job.job_id ? search.results.published : job.published,
            model: model && usage ? { ...model, usage } : null,
          },
        }))
        toast(matchesFoundToast(matches.length))
        return true
      } finally {
        setFinding(false)
      }
    },
    [hasPendingFiles, processPending, queryClient, createJob, matchWithModel],
  )

  /** Stops the model's reading; the search ends without results or a message. */
  const cancel = useCallback(() => reader.current?.abort(), [])

  return { findMatches, finding, results, reading, cancel, budgetRefusal }
}
