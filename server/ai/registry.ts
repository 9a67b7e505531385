import type { ProviderName } from '../../shared/schemas/generate.ts'
import type { Config } from '../config.ts'
import { AppError } from '../lib/app-error.ts'
import { createAnthropicProvider } from './anthropic.ts'
import { createLocalProvider } from './local.ts'
import { createOpenAiProvider } from './openai.ts'
import type { AiProvider } from './provider.ts'

export interface ProviderRegistry {
  /** The named provider, or the configured default; a 400 naming the missing key if it is not set up. */
  get(name?: ProviderName | null): AiProvider
}

const KEY_OF: Record<Exclude<ProviderName, 'local'>, string> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
}

export function createProviderRegistry(config: Pick<Config, 'defaultProvider' | 'openai' | 'anthropic'>): ProviderRegistry {
  const providers = new Map<ProviderName, AiProvider>([['local', createLocalProvider()]])
  if (config.openai) providers.set('openai', createOpenAiProvider(config.openai))
  if (config.anthropic) providers.set('anthropic', createAnthropicProvider(config.anthropic))
  return {
    get(name) {
      const wanted = name ?? config.defaultProvider
      const provider = providers.get(wanted)
      if (provider) return provider
      const key = wanted === 'local' ? 'nothing' : KEY_OF[wanted]
      throw new AppError(
        400,
        'provider_not_configured',
        `The ${wanted} provider is not configured on this server: set ${key} (or choose the local provider).`,
      )
    },
  }
}
