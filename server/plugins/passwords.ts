import fp from 'fastify-plugin'
import type { PasswordHasher } from '../domain/password-hasher.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and checks passwords: scrypt at PASSWORD_HASH_COST unless buildApp was given another (adapters/). */
    passwords: PasswordHasher
  }
}

export default fp<{ hasher: PasswordHasher }>(
  async (app, { hasher }) => {
    app.decorate('passwords', hasher)
  },
  { name: 'passwords' },
)
