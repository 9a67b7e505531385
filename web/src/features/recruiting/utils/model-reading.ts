import type { AiMatchBody, AiUsage } from '@shared/schemas/recruiting-ai.ts'

/** A provider that is a model (the AI mode); the local engine is the matching without one. */
export type ModelProvider = AiMatchBody['provider']

/** How many of the engine's best candidates a model reads, unless the recruiter says otherwise. */
export const DEFAULT_TOP_K = 20
export const MAX_TOP_K = 50

/** The field's text as a count the server accepts (1–50); a blank or unreadable field keeps the default. */
export function topKOf(text: string): number {
  const value = Math.round(Number(text))
  if (text.trim() === '' || !Number.isFinite(value)) return DEFAULT_TOP_K
  return Math.min(MAX_TOP_K, Math.max(1, value))
}

/**
 * "Reading candidate 7 of 20": the server reports each candidate as the model finishes it, so the
 * one being read is the next; "Ranking the candidates..." before the server has said how many.
 */
export function readingText({ done, total }: { done: number; total: number }): string {
  if (total === 0) return 'Ranking the candidates...'
  if (done >= total) return `Read all ${total} candidates`
  return `Reading candidate ${done + 1} of ${total}`
}

/** Dollars as people say an estimate: "about $0.01", "under $0.01", "no cost" (all from the cache). */
function formatCost(usd: number): string {
  if (usd === 0) return 'no cost'
  if (usd < 0.005) return 'under $0.01'
  return `about $${usd.toFixed(2)}`
}

/**
 * "Read by gpt-4o-mini: 3 graded, 2 from cache, 12,400 tokens, about $0.01": one line under the
 * results. A local model costs nothing ("free"); a model without a known price says no cost.
 */
export function usageLine(usage: AiUsage): string {
  const parts: string[] = []
  // "3 from cache" alone when the model was asked nothing this time.
  if (usage.graded > 0 || usage.cached === 0) parts.push(`${usage.graded} graded`)
  if (usage.cached > 0) parts.push(`${usage.cached} from cache`)
  if (usage.fallbacks > 0) parts.push(`${usage.fallbacks} kept the engine's score`)
  parts.push(`${(usage.input_tokens + usage.output_tokens).toLocaleString('en-US')} tokens`)
  if (usage.provider === 'ollama' || usage.provider === 'local') parts.push('free')
  else if (usage.cost_usd !== null) parts.push(formatCost(usage.cost_usd))
  return `Read by ${usage.model}: ${parts.join(', ')}`
}
