import type { AiMatchBody, AiMatchesResponse, AiProgressEvent } from '@shared/schemas/recruiting-ai.ts'
import { api } from '@/lib/api-client.ts'

/**
 * The best resumes for the job, the engine's top ones re-graded by a model: a stream, so that
 * `onProgress` hears of each candidate as the model finishes reading it. Aborting `signal` stops
 * the reading on the server too.
 */
export function findAiMatches(
  jobId: string,
  body: AiMatchBody,
  onProgress: (event: AiProgressEvent) => void,
  signal: AbortSignal,
): Promise<AiMatchesResponse> {
  return api.recruiting.aiMatches(jobId, body, onProgress, signal)
}
