import type OpenAI from 'openai'
import type { ProviderSettings } from '../config.ts'
import { strictJsonSchema } from './prompt.ts'
import { createHostedProvider } from './hosted.ts'
import type { AiProvider } from './provider.ts'

/** OpenAI chat completions with a strict JSON-schema response format. */
export function createOpenAiProvider(settings: ProviderSettings): AiProvider {
  // The SDK (hundreds of modules) loads on the first document asked of it, not when a process starts.
  let client: Promise<OpenAI> | undefined
  const clientOf = () =>
    (client ??= import('openai').then(
      ({ default: OpenAi }) =>
        new OpenAi({
          apiKey: settings.apiKey,
          ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
          timeout: 90_000,
          maxRetries: 1,
        }),
    ))
  return createHostedProvider('openai', async ({ documentType, system, user, signal }) => {
    const completion = await (
      await clientOf()
    ).chat.completions.create(
      {
        model: settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: documentType, strict: true, schema: strictJsonSchema(documentType) },
        },
      },
      signal ? { signal } : {},
    )
    const content = completion.choices[0]?.message.content
    if (!content) return null
    try {
      return JSON.parse(content)
    } catch {
      return null
    }
  })
}
