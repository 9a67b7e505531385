import fastifyRateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { isPostgres } from '../db/dialect.ts'
import { AppError } from '../lib/app-error.ts'
import { databaseRateLimitStore } from '../services/rate-limit-store.ts'

/**
 * Off by default; routes that need it (login, register, forgot-password) opt in with their own limit.
 * Over PostgreSQL the counts live in the database, where every server sharing it sees them. With
 * SQLite there is one server process, so the plugin's memory store holds the counts (it is faster:
 * bench/rate-limit-store.ts).
 */
export default fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(isPostgres(app.db) ? { store: databaseRateLimitStore(app.db) } : {}),
      errorResponseBuilder: (_request, context) => new AppError(429, 'rate_limited', `Too many attempts. Please try again in ${context.after}.`),
    })
  },
  { name: 'rate-limit', dependencies: ['database'] },
)
