import type { LocalModelSettings } from '../config.ts'
import { createHostedProvider } from './hosted.ts'
import type { AiProvider } from './provider.ts'
import { openAiChatAsker } from './vendors/openai-chat.ts'

/**
 * A model served on this machine or network by Ollama, or any server speaking the OpenAI chat
 * completions wire format (llama.cpp's server, LM Studio, vLLM): the same prompts and the same
 * truth guard as the hosted vendors. The answer's shape is asked for as a JSON schema
 * (response_format json_schema, which Ollama passes on as its `format`, so the model's sampling
 * is held to the schema); a small model that still answers with something else gets one repair
 * turn naming what was wrong, then a clear error naming the model.
 */
export function createOllamaProvider(settings: LocalModelSettings): AiProvider {
  return createHostedProvider('ollama', localModelAsker(settings), {
    repairTurns: 1,
    unreachable: `Could not reach the local model server at ${settings.baseUrl}: is it running? Or choose the local engine.`,
    notFound: `The local model server at ${settings.baseUrl} has no model named ${settings.model}: download it there first, or set OLLAMA_MODEL to one it has.`,
    unusable: (document, problem) =>
      `The local model ${settings.model} did not return a usable ${document}, even after being asked to correct it (${problem}). Try a larger model, or the local engine.`,
  })
}

/** The local server's OpenAI-compatible endpoint (its /v1), which ignores the key the SDK insists on. */
export function localModelAsker(settings: LocalModelSettings) {
  return openAiChatAsker({
    apiKey: 'local-model',
    baseUrl: `${settings.baseUrl}/v1`,
    model: settings.model,
    timeoutMs: settings.timeoutSeconds * 1000,
    maxRetries: 0,
  })
}
