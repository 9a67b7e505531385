import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { type Adapters, realAdapters } from './adapters/index.ts'
import type { Config } from './config.ts'
import { databaseTargetOf } from './db/database.ts'
import { resolveJwtSecret } from './lib/jwt-secret.ts'
import { requestWithoutTokens } from './lib/log-redaction.ts'
import { fastifyTrustProxy } from './lib/trust-proxy.ts'
import { buildSerializerOnFirstUse, compilingOnFirstUse } from './lib/lazy-schema-compilers.ts'
import { buildBodyStrictValidator } from './lib/validator-compiler.ts'
import authPlugin from './plugins/auth.ts'
import passwordsPlugin from './plugins/passwords.ts'
import databasePlugin from './plugins/database.ts'
import errorHandlerPlugin from './plugins/error-handler.ts'
import housekeepingPlugin from './plugins/housekeeping.ts'
import multipartPlugin from './plugins/multipart.ts'
import recruitingPoolsPlugin from './plugins/recruiting-pools.ts'
import sameOriginPlugin from './plugins/same-origin.ts'
import untrustedWorkPlugin from './plugins/untrusted-work.ts'
import recruitingRoutes from './routes/recruiting.ts'
import shortlistRoutes from './routes/recruiting-shortlist.ts'

export interface BuildOptions {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream
  /** Serve the built web app too (default true); the CLI's embedded server needs only the API. */
  webApp?: boolean
  /** What this process is among the instances over the database (default: server, or cli without the web app). */
  role?: 'server' | 'worker' | 'cli'
  /**
   * 'recruiting': only the pool, jobs and rankings (the /api/v1/t10 routes and what they stand
   * on), for `t10 match`, `ingest` and `analyze` run in-process: a process started for one query
   * loads no other route, plugin or package. Default 'all'.
   */
  scope?: 'all' | 'recruiting'
  /**
   * What the app reaches the outside through (pdflatex, poppler, scrypt), each replaceable: tests
   * pass fakes (tests/helpers/fake-adapters.ts) to run generations with no TeX installed.
   */
  adapters?: Partial<Adapters>
}

/**
 * The whole application, ready to listen or to be called with `inject`. Used by server/main.ts,
 * by the CLI's embedded mode and by tests, so all three run the same code.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    // Never let a credential reach the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Nor a token carried in a query string (an old reset link): the request line is logged without it.
    serializers: { req: requestWithoutTokens },
    ...(options.logStream ? { stream: options.logStream } : {}),
  }
  const app = Fastify({
    logger,
    // Off unless TRUST_PROXY names the proxies in front: otherwise any client could pick its
    // address (and so its rate limit and trial count) with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Each route's schemas compile on its first request (lib/lazy-schema-compilers.ts).
    schemaController: {
      compilersFactory: { buildValidator: compilingOnFirstUse(buildBodyStrictValidator), buildSerializer: buildSerializerOnFirstUse },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()
  const adapters: Adapters = { ...realAdapters({ passwordHashCost: config.passwordHashCost }), ...options.adapters }

  // Parts outside the recruiting scope are imported only for the whole app, so that scope never loads them.
  const parts = options.scope === 'recruiting' ? null : await import('./app-parts.ts')

  // External plugins and app decorators first, then routes (fastify/demo's order).
  await app.register(errorHandlerPlugin)
  if (parts) {
    await app.register(parts.securityHeaders, { https: config.publicUrl.startsWith('https:') })
    await app.register(parts.swagger)
  }
  await app.register(databasePlugin, { target: databaseTargetOf(config) })
  if (config.databaseUrl && !config.jwtSecret) {
    // A shared database means other servers: a secret generated here is theirs to refuse.
    app.log.warn(
      'JWT_SECRET is not set: this server signs sessions with its own secret from DATA_DIR; set the same JWT_SECRET on every server over this database',
    )
  }
  await app.register(passwordsPlugin, { hasher: adapters.passwords })
  await app.register(authPlugin, {
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    expiresIn: config.jwtExpiresIn,
    idleMinutes: config.sessionIdleMinutes,
    secureCookies: config.publicUrl.startsWith('https:'),
  })
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl })
  await app.register(multipartPlugin, {
    maxFileBytes: config.maxUploadBytes,
    maxFiles: config.maxFilesPerRequest,
    maxRequestBytes: config.maxRequestBytes,
  })
  if (parts) {
    await app.register(parts.rateLimit, {
      anonymousPerMinute: config.anonymousRateLimitPerMinute,
      guestAccountsPerDay: config.guestAccountsPerAddressPerDay,
      regenerationsPerMinute: config.regenerationsPerAccountPerMinute,
    })
  }
  if (parts) {
    await app.register(parts.mailer, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logUnsentMail: config.logUnsentMail,
      // Reset links lead to the web app; the CLI's embedded server has none and keeps stderr quiet.
      announceDelivery: options.webApp !== false,
    })
  }
  await app.register(housekeepingPlugin, { dataDir: config.dataDir })
  await app.register(untrustedWorkPlugin, {
    threads: config.readingThreads,
    timeLimitMs: config.readingTimeLimitMs,
    memoryMb: config.readingMemoryMb,
  })
  if (parts) {
    await app.register(parts.sse)
    await app.register(parts.latex, {
      create: adapters.latex,
      dataDir: config.dataDir,
      timeoutSeconds: config.compileTimeoutSeconds,
      concurrency: config.compileConcurrency,
      warmup: config.latexWarmup,
    })
    await app.register(parts.pdfText, { reader: adapters.pdfText })
    await app.register(parts.generationTurns, { concurrency: config.generationConcurrency })
    await app.register(parts.providers, { config })
  }
  await app.register(recruitingPoolsPlugin, { dataDir: config.dataDir })
  if (!parts) {
    await app.register(recruitingRoutes)
    await app.register(shortlistRoutes)
    return app
  }
  await app.register(parts.jobCatalog)
  // This instance's heartbeat before the queue: closing runs in reverse, so the queue's running
  // jobs finish (and settle their charges) before this instance says it is gone.
  await app.register(parts.chargeReconcile, {
    role: options.role ?? (options.webApp === false ? 'cli' : 'server'),
    timeoutSeconds: config.instanceTimeoutSeconds,
  })
  await app.register(parts.queue, { databaseUrl: config.databaseUrl, workers: config.workers, publicUrl: config.publicUrl })
  await app.register(parts.accountMail, { publicUrl: config.publicUrl })
  await app.register(parts.billing, { settings: config.billing, publicUrl: config.publicUrl })

  await app.register(parts.systemRoutes)
  await app.register(parts.authRoutes, {
    rateLimitPerMinute: config.authRateLimitPerMinute,
    loginLimit: { max: config.loginFailuresPerAccount, windowMs: config.loginLockoutMinutes * 60_000 },
    resetMailLimit: { max: config.resetMailsPerAddressPerHour, windowMs: 3_600_000 },
    // Without SMTP no mail can confirm an address (README, "Security settings worth knowing").
    verifyEmail: config.smtpUrl !== null,
  })
  await app.register(parts.accountRoutes)
  await app.register(parts.billingRoutes)
  await app.register(parts.profileRoutes)
  await app.register(parts.resumeRoutes, { anonymousRetentionHours: config.anonymousRetentionHours })
  await app.register(parts.generateRoutes, { anonymousRetentionHours: config.anonymousRetentionHours })
  await app.register(parts.documentRoutes, { anonymousRetentionHours: config.anonymousRetentionHours })
  await app.register(recruitingRoutes)
  await app.register(shortlistRoutes)
  await app.register(parts.recruitingAiRoutes, { aiGrading: config.aiGrading })
  await app.register(parts.jobSearchRoutes)
  const scrape = { timeoutSeconds: config.scrapeTimeoutSeconds, maxBytes: config.scrapeMaxBytes, allowPrivate: config.scrapeAllowPrivate }
  await app.register(parts.scrapeRoutes, scrape)
  // Reads postings from links as the scrape route does, with the same limits.
  await app.register(parts.applicationRoutes, scrape)
  if (options.webApp !== false) await app.register(parts.webApp)

  return app
}
