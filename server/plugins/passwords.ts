import fp from 'fastify-plugin'
import { type PasswordHasher, scryptPasswordHasher } from '../lib/password.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and checks passwords at PASSWORD_HASH_COST (lib/password.ts). */
    passwords: PasswordHasher
  }
}

export default fp<{ cost: number }>(
  async (app, { cost }) => {
    app.decorate('passwords', scryptPasswordHasher(cost))
  },
  { name: 'passwords' },
)
