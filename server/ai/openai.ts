import type { ProviderSettings } from '../config.ts'
import { createHostedProvider } from './hosted.ts'
import type { AiProvider } from './provider.ts'
import { openAiChatAsker } from './vendors/openai-chat.ts'

/** OpenAI chat completions with a strict JSON-schema response format. */
export function createOpenAiProvider(settings: ProviderSettings): AiProvider {
  return createHostedProvider('openai', openAiChatAsker({ ...settings, timeoutMs: 90_000, maxRetries: 1 }))
}
