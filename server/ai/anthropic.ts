import type { ProviderSettings } from '../config.ts'
import { createHostedProvider } from './hosted.ts'
import type { AiProvider } from './provider.ts'
import { anthropicMessagesAsker } from './vendors/anthropic-messages.ts'

/** Anthropic messages with one forced tool whose input schema is the document: structured output. */
export function createAnthropicProvider(settings: ProviderSettings): AiProvider {
  return createHostedProvider('anthropic', anthropicMessagesAsker({ ...settings, timeoutMs: 90_000, maxRetries: 1 }))
}
