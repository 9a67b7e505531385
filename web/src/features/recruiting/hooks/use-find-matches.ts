import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AiMatch, AiMatchBody, AiUsage } from '@shared/schemas/recruiting-ai.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useCreateJob } from '@/features/recruiting/api/create-job.ts'
import { findAiMatches } from '@/features/recruiting/api/find-ai-matches.ts'
import { matchesQueryOptions } from '@/features/recruiting/api/get-matches.ts'
import { resumesQueryOptions } from '@/features/recruiting/api/get-resumes.ts'
import type { ModelProvider } from '@/features/recruiting/utils/model-reading.ts'
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
  /** Best first; with a model, those it read carry its grade (`ai`) and are ordered by it. */
  matches: AiMatch[]
  /** The model that re-graded the top candidates and what its reading cost; absent or null for the engine alone. */
  model?: (ModelChoice & { usage: AiUsage }) | null
}

/** How far the model's reading is: `done` of `total` candidates read (total 0 until the server says). */
export interface ModelReading {
  done: number
  total: number
}

interface FindMatchesOptions {
  hasPendingFiles: boolean
  processPending: () => Promise<number>
}

/**
 * Find Matches, in this order: upload any pending files, then require a
 * processed resume, then a job description, then create the job, then ask for the matches (from
 * the engine, or with a model re-grading its best: streamed, cancellable, and cancelled when the
 * screen goes). Each failure stops the run with its own toast; a spent AI budget is said beside
 * the button instead, as `budgetRefusal`.
 */
export function useFindMatches({ hasPendingFiles, processPending }: FindMatchesOptions) {
  const queryClient = useQueryClient()
  const { mutateAsync: createJob } = useCreateJob()
  const [finding, setFinding] = useState(false)
  const [results, setResults] = useState<MatchResults | null>(null)
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

        let job
        try {
          job = await createJob(description)
        } catch (error) {
          toast(stepErrorToast(error, 'Failed to create job'))
          return false
        }

        let found: { matches: AiMatch[]; usage: AiUsage | null }
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
        setResults({
          jobId: job.job_id,
          jobTitle: job.title,
          limit,
          matches,
          published: job.published,
          model: model && usage ? { ...model, usage } : null,
        })
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
