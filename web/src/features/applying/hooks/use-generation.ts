import { useCallback, useEffect, useRef, useState } from 'react'
import { STEP_IDS, type ProgressEvent, type StepId } from '@shared/events.ts'
import type { GenerateBody, GenerationResult } from '@shared/schemas/generate.ts'
import { generateDocuments } from '@/features/applying/api/generate-documents.ts'

export type StepState = Pick<ProgressEvent, 'status' | 'detail'> & { label?: string }
export type Steps = Record<StepId, StepState>

const pendingSteps = (): Steps => Object.fromEntries(STEP_IDS.map((id) => [id, { status: 'pending', detail: null }])) as Steps

/**
 * One streamed generation at a time: the live step states, and an abort when the view goes
 * away. `run` resolves with the result or rejects with the error (and the steps as they stood).
 */
export function useGeneration() {
  const [generating, setGenerating] = useState(false)
  const [steps, setSteps] = useState<Steps | null>(null)
  const stepsRef = useRef<Steps>(pendingSteps())
  const abortRef = useRef<AbortController | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])

  const run = useCallback(async (body: GenerateBody): Promise<GenerationResult> => {
    abortRef.current?.abort()
    const controller = new AbortController()
    abortRef.current = controller
    stepsRef.current = pendingSteps()
    setSteps(stepsRef.current)
    setGenerating(true)
    try {
      return await generateDocuments(
        body,
        (event) => {
          stepsRef.current = { ...stepsRef.current, [event.id]: { status: event.status, detail: event.detail, label: event.label } }
          setSteps(stepsRef.current)
        },
        controller.signal,
      )
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null
        setGenerating(false)
      }
    }
  }, [])

  return { generating, steps, stepsRef, run, reset: () => setSteps(null) }
}
