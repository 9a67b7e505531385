import type Anthropic from '@anthropic-ai/sdk'
import type { JsonAsker } from '../json-asker.ts'

export interface AnthropicMessagesSettings {
  apiKey: string
  /** null: the SDK's default address. */
  baseUrl: string | null
  model: string
  timeoutMs: number
  maxRetries: number
}

/** Anthropic messages with one forced tool whose input schema is the answer: structured output. */
export function anthropicMessagesAsker(settings: AnthropicMessagesSettings): JsonAsker {
  // The SDK (hundreds of modules) loads on the first request, not when a process starts.
  let client: Promise<Anthropic> | undefined
  const clientOf = () =>
    (client ??= import('@anthropic-ai/sdk').then(
      ({ default: AnthropicSdk }) =>
        new AnthropicSdk({
          apiKey: settings.apiKey,
          ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
          timeout: settings.timeoutMs,
          maxRetries: settings.maxRetries,
        }),
    ))
  // No temperature: this SDK's messages API takes none; the forced tool keeps the answer's shape.
  return async ({ name, schema, system, turns, maxTokens, signal }) => {
    const tool = `write_${name}`
    const message = await (
      await clientOf()
    ).messages.create(
      {
        model: settings.model,
        max_tokens: maxTokens ?? 4096,
        system,
        messages: turns,
        tools: [
          {
            name: tool,
            description: `Returns the ${name.replace(/_/g, ' ')} as structured data.`,
            input_schema: schema as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'tool', name: tool },
      },
      signal ? { signal } : {},
    )
    const block = message.content.find((b) => b.type === 'tool_use' && b.name === tool)
    const value = block && block.type === 'tool_use' ? block.input : undefined
    const said = message.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n')
    return {
      text: value === undefined ? said : JSON.stringify(value),
      value,
      refusal: (message.stop_reason as string) === 'refusal' ? said || 'refused' : null,
      usage: { input: message.usage.input_tokens, output: message.usage.output_tokens },
    }
  }
}
