import fp from 'fastify-plugin'
import { createProviderRegistry, type ProviderRegistry } from '../ai/registry.ts'
import type { Config } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    providers: ProviderRegistry
  }
}

export default fp<{ config: Pick<Config, 'defaultProvider' | 'openai' | 'anthropic' | 'ollama' | 'aiGrading'> }>(
  async (app, { config }) => {
    app.decorate('providers', createProviderRegistry(config))
  },
  { name: 'providers' },
)
