import type { ProviderName } from '../../../shared/providers.ts'
import type { TokenUsage } from '../json-asker.ts'

/**
 * List prices in US dollars per million tokens (input, output) of the models T10 names by
 * default and their usual neighbours, as the vendors published them in 2026; an estimate for
 * the recruiter, not an invoice. A model not listed has no estimate (null), and a local model
 * costs nothing.
 */
const PRICES_PER_MILLION: Readonly<Record<string, readonly [number, number]>> = {
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1': [2, 8],
  'claude-3-5-haiku-latest': [0.8, 4],
  'claude-3-5-sonnet-latest': [3, 15],
  'claude-sonnet-4-0': [3, 15],
}

export function estimatedCostUsd(provider: ProviderName, model: string, usage: TokenUsage): number | null {
  if (provider === 'ollama' || provider === 'local') return 0
  const price = PRICES_PER_MILLION[model]
  if (!price) return null
  return (usage.input * price[0] + usage.output * price[1]) / 1_000_000
}
