import type { ProgressEvent } from '@shared/events.ts'
import type { GenerateBody, GenerationResult } from '@shared/schemas/generate.ts'
import { api } from '@/lib/api-client.ts'

/**
 * The streamed generation (POST /api/v1/generate, server-sent events): progress events for each
 * step, then the result. Rejects with an ApiError for a refusal or the stream's error event.
 * The hook that drives it is useGeneration (it keeps the steps and the abort controller).
 */
export function generateDocuments(body: GenerateBody, onProgress: (event: ProgressEvent) => void, signal?: AbortSignal): Promise<GenerationResult> {
  return api.generate(body, onProgress, signal)
}
