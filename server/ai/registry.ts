import { PROVIDER_LABELS } from '../../shared/providers.ts'
import type { ProviderName } from '../../shared/schemas/generate.ts'
import type { Config, ProviderSettings } from '../config.ts'
import { AppError } from '../lib/app-error.ts'
import { createAnthropicProvider } from './anthropic.ts'
import { createLocalProvider } from './local.ts'
import { createOllamaProvider, localModelAsker } from './ollama.ts'
import { createOpenAiProvider } from './openai.ts'
import type { JsonAsker } from './json-asker.ts'
import type { AiProvider } from './provider.ts'
import { anthropicMessagesAsker } from './vendors/anthropic-messages.ts'
import { openAiChatAsker } from './vendors/openai-chat.ts'

/** A provider this server can use, as GET /api/v1/providers lists it. */
export interface ConfiguredProvider {
  name: ProviderName
  label: string
  /** The model it asks; null for the local engine, which is no model. */
  model: string | null
  /** Whether the request's text leaves this server: a hosted vendor; the engine and a local model keep it here. */
  hosted: boolean
  default: boolean
}

export interface ProviderRegistry {
  /** The named provider, or the configured default; a 400 naming the missing setting if it is not set up. */
  get(name?: ProviderName | null): AiProvider
  /** What this server has configured: the local engine first, then the others in PROVIDERS order. */
  configured(): ConfiguredProvider[]
  /** A configured model to grade candidates with (the local engine grades nothing); a 400 like get's otherwise. */
  grader(name: Exclude<ProviderName, 'local'>): ModelGrader
}

/** A model asked for grades: no SDK retries (the grading makes its own one), one candidate's time limit. */
export interface ModelGrader {
  provider: Exclude<ProviderName, 'local'>
  model: string
  ask: JsonAsker
}

const SETTING_OF: Record<Exclude<ProviderName, 'local'>, string> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  ollama: 'OLLAMA_MODEL (and OLLAMA_URL when the server is not on this machine)',
}

export function createProviderRegistry(
  config: Pick<Config, 'defaultProvider' | 'openai' | 'anthropic' | 'ollama'> & { aiGrading?: Pick<Config['aiGrading'], 'timeoutSeconds'> },
): ProviderRegistry {
  const gradeTimeoutMs = (config.aiGrading?.timeoutSeconds ?? 60) * 1000
  // Each configured model: its writer, its name, and how to build its grader (no SDK retries: the
  // grading makes its own one; one candidate's time limit).
  const configuredModels: Array<{ name: Exclude<ProviderName, 'local'>; model: string; writer: AiProvider; ask: () => JsonAsker }> = [
    ...(config.openai ? [hosted('openai', config.openai, createOpenAiProvider, openAiChatAsker)] : []),
    ...(config.anthropic ? [hosted('anthropic', config.anthropic, createAnthropicProvider, anthropicMessagesAsker)] : []),
    ...(config.ollama
      ? [
          {
            name: 'ollama' as const,
            model: config.ollama.model,
            writer: createOllamaProvider(config.ollama),
            ask: () => localModelAsker(config.ollama!),
          },
        ]
      : []),
  ]
  function hosted(
    name: 'openai' | 'anthropic',
    settings: ProviderSettings,
    writer: (settings: ProviderSettings) => AiProvider,
    asker: (settings: ProviderSettings & { timeoutMs: number; maxRetries: number }) => JsonAsker,
  ) {
    return { name, model: settings.model, writer: writer(settings), ask: () => asker({ ...settings, timeoutMs: gradeTimeoutMs, maxRetries: 0 }) }
  }
  const providers = new Map<ProviderName, AiProvider>([['local', createLocalProvider()], ...configuredModels.map((m) => [m.name, m.writer] as const)])
  const models = new Map<ProviderName, string>(configuredModels.map((m) => [m.name, m.model]))
  const graders = new Map<ProviderName, () => ModelGrader>(
    configuredModels.map((m) => [m.name, () => ({ provider: m.name, model: m.model, ask: m.ask() })]),
  )
  const notConfigured = (wanted: ProviderName) =>
    new AppError(
      400,
      'provider_not_configured',
      `The ${wanted} provider is not configured on this server: set ${wanted === 'local' ? 'nothing' : SETTING_OF[wanted]} (or choose the local provider).`,
    )
  // Built on first use and kept: each holds its SDK client.
  const builtGraders = new Map<ProviderName, ModelGrader>()
  return {
    get(name) {
      const wanted = name ?? config.defaultProvider
      const provider = providers.get(wanted)
      if (provider) return provider
      throw notConfigured(wanted)
    },
    grader(name) {
      const built = builtGraders.get(name)
      if (built) return built
      const build = graders.get(name)
      if (!build) throw notConfigured(name)
      const grader = build()
      builtGraders.set(name, grader)
      return grader
    },
    configured() {
      return [...providers.keys()].map((name) => ({
        name,
        label: PROVIDER_LABELS[name],
        model: models.get(name) ?? null,
        hosted: name === 'openai' || name === 'anthropic',
        default: name === config.defaultProvider,
      }))
    },
  }
}
