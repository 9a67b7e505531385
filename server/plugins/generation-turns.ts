import fp from 'fastify-plugin'
import { GenerationTurns } from '../lib/generation-turns.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Generations and regenerations take turns at the CPU here, oldest first (pipeline/turns.ts). */
    generationTurns: GenerationTurns
  }
}

export default fp<{ concurrency: number }>(
  async (app, { concurrency }) => {
    app.decorate('generationTurns', new GenerationTurns(concurrency))
  },
  { name: 'generation-turns' },
)
