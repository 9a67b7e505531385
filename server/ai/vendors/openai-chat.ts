import type OpenAI from 'openai'
import { type JsonAsker, parseJsonAnswer } from '../json-asker.ts'

export interface OpenAiChatSettings {
  apiKey: string
  /** null: the SDK's default address. */
  baseUrl: string | null
  model: string
  timeoutMs: number
  /** The SDK's own retries of connection errors, 429 and 5xx. */
  maxRetries: number
}

/**
 * The OpenAI chat completions wire format with a strict JSON-schema response format: OpenAI
 * itself, and every local server that speaks it (Ollama passes the schema on as its `format`).
 */
export function openAiChatAsker(settings: OpenAiChatSettings): JsonAsker {
  // The SDK (hundreds of modules) loads on the first request, not when a process starts.
  let client: Promise<OpenAI> | undefined
  const clientOf = () =>
    (client ??= import('openai').then(
      ({ default: OpenAi }) =>
        new OpenAi({
          apiKey: settings.apiKey,
          ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
          timeout: settings.timeoutMs,
          maxRetries: settings.maxRetries,
        }),
    ))
  return async ({ name, schema, system, turns, temperature, maxTokens, signal }) => {
    const completion = await (
      await clientOf()
    ).chat.completions.create(
      {
        model: settings.model,
        temperature,
        ...(maxTokens ? { max_tokens: maxTokens } : {}),
        messages: [{ role: 'system', content: system }, ...turns],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
      },
      signal ? { signal } : {},
    )
    const message = completion.choices[0]?.message
    const text = message?.content ?? ''
    return {
      text,
      value: parseJsonAnswer(text),
      refusal: message?.refusal ?? null,
      usage: { input: completion.usage?.prompt_tokens ?? 0, output: completion.usage?.completion_tokens ?? 0 },
    }
  }
}
