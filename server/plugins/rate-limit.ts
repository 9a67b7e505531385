import fastifyRateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'

/** Off by default; routes that need it (login, register, forgot-password) opt in with their own limit. */
export default fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => new AppError(429, 'rate_limited', `Too many attempts. Please try again in ${context.after}.`),
    })
  },
  { name: 'rate-limit' },
)
