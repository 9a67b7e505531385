import type Anthropic from '@anthropic-ai/sdk'
import type { ProviderSettings } from '../config.ts'
import { strictJsonSchema } from './prompt.ts'
import { createHostedProvider } from './hosted.ts'
import type { AiProvider } from './provider.ts'

/** Anthropic messages with one forced tool whose input schema is the document: structured output. */
export function createAnthropicProvider(settings: ProviderSettings): AiProvider {
  // The SDK (hundreds of modules) loads on the first document asked of it, not when a process starts.
  let client: Promise<Anthropic> | undefined
  const clientOf = () =>
    (client ??= import('@anthropic-ai/sdk').then(
      ({ default: AnthropicSdk }) =>
        new AnthropicSdk({
          apiKey: settings.apiKey,
          ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
          timeout: 90_000,
          maxRetries: 1,
        }),
    ))
  return createHostedProvider('anthropic', async ({ documentType, system, user, signal }) => {
    const tool = `write_${documentType}`
    const message = await (
      await clientOf()
    ).messages.create(
      {
        model: settings.model,
        max_tokens: 4096,
        system,
        messages: [{ role: 'user', content: user }],
        tools: [
          {
            name: tool,
            description: `Returns the ${documentType.replace('_', ' ')} as structured data.`,
            input_schema: strictJsonSchema(documentType) as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'tool', name: tool },
      },
      signal ? { signal } : {},
    )
    const block = message.content.find((b) => b.type === 'tool_use' && b.name === tool)
    return block && block.type === 'tool_use' ? block.input : null
  })
}
