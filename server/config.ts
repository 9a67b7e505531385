import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { UPLOAD_BATCH } from '../shared/upload-batches.ts'
import { PROVIDERS, type ProviderName } from '../shared/providers.ts'
import { DEFAULT_PASSWORD_HASH_COST } from './adapters/scrypt-password-hasher.ts'
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts'
import { parseAddressRanges } from './lib/address-ranges.ts'

/**
 * Every setting T10 reads, with its default. `.env.example` lists the same names; a test keeps
 * the two in step. Values are validated once, here, and a bad one stops the process with a line
 * naming the variable.
 */
export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** postgres:// URL of a PostgreSQL database shared by several servers; null: SQLite in dataDir. */
  readonly databaseUrl: string | null
  /** Queued jobs this process runs at once (PostgreSQL only); 0: HTTP only. */
  readonly workers: number
  /** Seconds without a heartbeat after which another process is taken as dead. */
  readonly instanceTimeoutSeconds: number
  /** Public address used in links we send (password reset e-mails). */
  readonly publicUrl: string
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** null: generated into DATA_DIR/jwt-secret on first start. */
  readonly jwtSecret: string | null
  /** Session lifetime; a session in use is renewed (sliding), so this is the longest it lasts unused. */
  readonly jwtExpiresIn: string
  /** Minutes without a request after which a session is refused; 0: no idle limit. */
  readonly sessionIdleMinutes: number
  readonly maxUploadBytes: number
  /** Files one multipart request may carry. */
  readonly maxFilesPerRequest: number
  /** Bytes of one multipart request body, all its files together. */
  readonly maxRequestBytes: number
  /** nodemailer connection URL; null: reset links are written to the server log instead. */
  readonly smtpUrl: string | null
  readonly mailFrom: string
  /** Attempts per minute per client address on login, register and forgot-password. */
  readonly authRateLimitPerMinute: number
  /** Requests per minute per client address from visitors not signed in: resume upload and parse, skill extraction. */
  readonly anonymousRateLimitPerMinute: number
  /** Guest (trial) accounts one client address may start per 24 hours. */
  readonly guestAccountsPerAddressPerDay: number
  /** Document regenerations per account (guests included) per minute. */
  readonly regenerationsPerAccountPerMinute: number
  /** Which proxies' X-Forwarded-For names the client's address (false: none, the socket's address counts). */
  readonly trustProxy: TrustProxy
  /** Sign-in attempts per account (by e-mail, from any address) within loginLockoutMinutes. */
  readonly loginFailuresPerAccount: number
  readonly loginLockoutMinutes: number
  /** Password reset mails per e-mail address per hour. */
  readonly resetMailsPerAddressPerHour: number
  /** log2 of scrypt's N for new password hashes; below 15 only outside production (tests). */
  readonly passwordHashCost: number
  /** With no SMTP_URL: write the unsent mail's text (reset links) into the log. */
  readonly logUnsentMail: boolean
  /** How long an anonymous visitor's uploads are kept. */
  readonly anonymousRetentionHours: number
  /** Reading what users send (files, long text) in worker threads: lib/untrusted-work.ts. */
  readonly readingThreads: number
  readonly readingTimeLimitMs: number
  readonly readingMemoryMb: number
  readonly compileTimeoutSeconds: number
  /** Build the templates' precompiled formats in the background after start (off: on first use). */
  readonly latexWarmup: boolean
  readonly compileConcurrency: number
  /** Generations that use the machine's CPU at once in this process; the others wait, oldest first. */
  readonly generationConcurrency: number
  /** Fetching a job posting by its link: time and size limits, and the private ranges opened to it. */
  readonly scrapeTimeoutSeconds: number
  readonly scrapeMaxBytes: number
  readonly scrapeAllowPrivate: readonly string[]
  /** Provider used when a request names none. */
  readonly defaultProvider: ProviderName
  readonly openai: ProviderSettings | null
  readonly anthropic: ProviderSettings | null
  /** Stripe Checkout and webhooks for Standard and Premium: on when STRIPE_SECRET_KEY is set; null: plans are set by the operator. */
  readonly billing: BillingSettings | null
  /** A model on this machine or network behind an OpenAI-compatible server (Ollama, llama.cpp, LM Studio, vLLM). */
  readonly ollama: LocalModelSettings | null
  /** Re-grading a match's best candidates with a model (services/recruiting/ai-regrade.service.ts). */
  readonly aiGrading: AiGradingSettings
}

export interface AiGradingSettings {
  /** Candidates a model reads when a match names none (the API allows up to 50). */
  readonly topK: number
  /** One candidate's time with the model, its one retry included. */
  readonly timeoutSeconds: number
  /** Tokens an account's matches may ask of models in a calendar month; null: no limit. */
  readonly monthlyTokenBudget: number | null
}

/** A local model server: configured when OLLAMA_MODEL names the model to use. */
export interface LocalModelSettings {
  /** The server's address without the /v1 of its OpenAI-compatible API: http://127.0.0.1:11434. */
  readonly baseUrl: string
  readonly model: string
  /** Local models on a CPU take minutes for a long answer. */
  readonly timeoutSeconds: number
}

/** Selling plans through Stripe: all of these are set together, or none. */
export interface BillingSettings {
  readonly secretKey: string
  /** The signing secret of the webhook endpoint (whsec_...): events without its signature are refused. */
  readonly webhookSecret: string
  /** Stripe price ids (recurring, monthly) of the paid plans. */
  readonly prices: Readonly<{ standard: string; premium: string }>
  /** null: Stripe's own API; otherwise another address (tests point it at a local fake). */
  readonly apiBase: string | null
}

/** A hosted model vendor: configured when its API key is set. */
export interface ProviderSettings {
  readonly apiKey: string
  /** null: the SDK's default address. */
  readonly baseUrl: string | null
  readonly model: string
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid ${variable}: ${detail}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

export const CONFIG_DEFAULTS = {
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  DATABASE_URL: '',
  WORKERS: '2',
  INSTANCE_TIMEOUT_S: '30',
  PUBLIC_URL: '',
  LOG_LEVEL: 'info',
  JWT_SECRET: '',
  JWT_EXPIRES_IN: '12h',
  SESSION_IDLE_MINUTES: '30',
  PASSWORD_HASH_COST: '15',
  MAX_UPLOAD_MB: '10',
  MAX_FILES_PER_REQUEST: '50',
  MAX_REQUEST_MB: '',
  SMTP_URL: '',
  MAIL_FROM: 'T10 <no-reply@t10.local>',
  AUTH_RATE_LIMIT_PER_MINUTE: '10',
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: '10',
  GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY: '20',
  REGENERATIONS_PER_ACCOUNT_PER_MINUTE: '10',
  TRUST_PROXY: '',
  LOGIN_FAILURES_PER_ACCOUNT: '5',
  LOGIN_LOCKOUT_MINUTES: '15',
  RESET_MAILS_PER_ADDRESS_PER_HOUR: '3',
  LOG_UNSENT_MAIL: '',
  ANONYMOUS_RETENTION_HOURS: '24',
  READING_THREADS: '',
  READING_TIME_LIMIT_MS: '10000',
  READING_MEMORY_MB: '512',
  COMPILE_TIMEOUT_S: '20',
  LATEX_WARMUP: 'on',
  COMPILE_CONCURRENCY: '',
  GENERATION_CONCURRENCY: '',
  SCRAPE_TIMEOUT_S: '10',
  SCRAPE_MAX_MB: '2',
  SCRAPE_ALLOW_PRIVATE: '',
  DEFAULT_PROVIDER: 'local',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  OPENAI_MODEL: 'gpt-4o-mini',
  ANTHROPIC_API_KEY: '',
  ANTHROPIC_BASE_URL: '',
  ANTHROPIC_MODEL: 'claude-3-5-haiku-latest',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  STRIPE_PRICE_STANDARD: '',
  STRIPE_PRICE_PREMIUM: '',
  STRIPE_API_BASE: '',
  OLLAMA_URL: 'http://127.0.0.1:11434',
  OLLAMA_MODEL: '',
  OLLAMA_TIMEOUT_S: '300',
  AI_GRADE_TOP_K: '20',
  AI_GRADE_TIMEOUT_S: '60',
  AI_MONTHLY_TOKEN_BUDGET: '2000000',
} as const satisfies Record<string, string>

export type ConfigVariable = keyof typeof CONFIG_DEFAULTS

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export function loadConfig(env: Env = process.env): Config {
  const read = (name: ConfigVariable): string => {
    const value = env[name]
    return value === undefined || value.trim() === '' ? CONFIG_DEFAULTS[name] : value.trim()
  }

  const port = integer('PORT', read('PORT'), 0, 65535)
  const logLevel = read('LOG_LEVEL')
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`)
  }
  const jwtSecret = read('JWT_SECRET')
  if (jwtSecret !== '' && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters (or unset to generate one)')
  }
  const jwtExpiresIn = read('JWT_EXPIRES_IN')
  if (!/^\d+\s*(s|m|h|d|w|y)?$/.test(jwtExpiresIn)) {
    throw new ConfigError('JWT_EXPIRES_IN', `"${jwtExpiresIn}" is not a duration such as 3600, 12h or 7d`)
  }
  const databaseUrl = read('DATABASE_URL')
  // Checked by its scheme only, and never echoed: the URL carries the database's password.
  if (databaseUrl !== '' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// (or be empty for SQLite in DATA_DIR)')
  }
  const publicUrl = read('PUBLIC_URL') || `http://localhost:${port}`
  url('PUBLIC_URL', publicUrl, ['http:', 'https:'])
  const smtpUrl = read('SMTP_URL')
  if (smtpUrl !== '') url('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'])
  const trustProxy = parseTrustProxy(read('TRUST_PROXY'))
  if (typeof trustProxy === 'object' && 'error' in trustProxy) throw new ConfigError('TRUST_PROXY', trustProxy.error)
  const logUnsentMail = unsentMailLogging(read('LOG_UNSENT_MAIL'), env.NODE_ENV)
  const concurrency = read('COMPILE_CONCURRENCY')
  const generationConcurrency = read('GENERATION_CONCURRENCY')
  const scrapeAllowPrivate = parseAddressRanges(read('SCRAPE_ALLOW_PRIVATE'))
  if ('error' in scrapeAllowPrivate) throw new ConfigError('SCRAPE_ALLOW_PRIVATE', scrapeAllowPrivate.error)
  const provider = (key: 'OPENAI' | 'ANTHROPIC'): ProviderSettings | null => {
    const apiKey = read(`${key}_API_KEY`)
    const baseUrl = read(`${key}_BASE_URL`)
    if (baseUrl !== '') url(`${key}_BASE_URL`, baseUrl, ['http:', 'https:'])
    return apiKey === '' ? null : { apiKey, baseUrl: baseUrl === '' ? null : baseUrl, model: read(`${key}_MODEL`) }
  }
  const defaultProvider = read('DEFAULT_PROVIDER')
  if (!(PROVIDERS as readonly string[]).includes(defaultProvider)) {
    throw new ConfigError('DEFAULT_PROVIDER', `"${defaultProvider}" is not one of ${PROVIDERS.join(', ')}`)
  }

  const openai = provider('OPENAI')
  const anthropic = provider('ANTHROPIC')
  const ollamaUrl = read('OLLAMA_URL').replace(/\/+$/, '').replace(/\/v1$/, '')
  url('OLLAMA_URL', ollamaUrl, ['http:', 'https:'])
  const ollamaModel = read('OLLAMA_MODEL')
  const ollama =
    ollamaModel === ''
      ? null
      : { baseUrl: ollamaUrl, model: ollamaModel, timeoutSeconds: number('OLLAMA_TIMEOUT_S', read('OLLAMA_TIMEOUT_S'), 1, 3600) }
  if ((defaultProvider === 'openai' && !openai) || (defaultProvider === 'anthropic' && !anthropic)) {
    throw new ConfigError('DEFAULT_PROVIDER', `${defaultProvider} needs ${defaultProvider.toUpperCase()}_API_KEY to be set`)
  }
  if (defaultProvider === 'ollama' && !ollama) throw new ConfigError('DEFAULT_PROVIDER', 'ollama needs OLLAMA_MODEL to be set')

  const billing = billingSettings(read)

  const maxUploadMb = number('MAX_UPLOAD_MB', read('MAX_UPLOAD_MB'), 0.001, 1024)

  return Object.freeze({
    port,
    host: read('HOST'),
    dataDir: resolve(read('DATA_DIR')),
    databaseUrl: databaseUrl === '' ? null : databaseUrl,
    workers: integer('WORKERS', read('WORKERS'), 0, 256),
    instanceTimeoutSeconds: number('INSTANCE_TIMEOUT_S', read('INSTANCE_TIMEOUT_S'), 0.5, 3600),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    logLevel: logLevel as Config['logLevel'],
    jwtSecret: jwtSecret === '' ? null : jwtSecret,
    jwtExpiresIn,
    sessionIdleMinutes: number('SESSION_IDLE_MINUTES', read('SESSION_IDLE_MINUTES'), 0, 7 * 24 * 60),
    maxUploadBytes: Math.round(maxUploadMb * MiB),
    ...requestCaps(read('MAX_FILES_PER_REQUEST'), read('MAX_REQUEST_MB'), maxUploadMb),
    smtpUrl: smtpUrl === '' ? null : smtpUrl,
    mailFrom: read('MAIL_FROM'),
    authRateLimitPerMinute: integer('AUTH_RATE_LIMIT_PER_MINUTE', read('AUTH_RATE_LIMIT_PER_MINUTE'), 1, 100000),
    anonymousRateLimitPerMinute: integer('ANONYMOUS_RATE_LIMIT_PER_MINUTE', read('ANONYMOUS_RATE_LIMIT_PER_MINUTE'), 1, 100000),
    guestAccountsPerAddressPerDay: integer('GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY', read('GUEST_ACCOUNTS_PER_ADDRESS_PER_DAY'), 1, 100000),
    regenerationsPerAccountPerMinute: integer('REGENERATIONS_PER_ACCOUNT_PER_MINUTE', read('REGENERATIONS_PER_ACCOUNT_PER_MINUTE'), 1, 100000),
    trustProxy,
    loginFailuresPerAccount: integer('LOGIN_FAILURES_PER_ACCOUNT', read('LOGIN_FAILURES_PER_ACCOUNT'), 1, 1000),
    loginLockoutMinutes: number('LOGIN_LOCKOUT_MINUTES', read('LOGIN_LOCKOUT_MINUTES'), 0.01, 24 * 60),
    resetMailsPerAddressPerHour: integer('RESET_MAILS_PER_ADDRESS_PER_HOUR', read('RESET_MAILS_PER_ADDRESS_PER_HOUR'), 1, 1000),
    logUnsentMail,
    passwordHashCost: passwordHashCost(read('PASSWORD_HASH_COST'), env.NODE_ENV),
    anonymousRetentionHours: number('ANONYMOUS_RETENTION_HOURS', read('ANONYMOUS_RETENTION_HOURS'), 0.01, 24 * 365),
    readingThreads:
      read('READING_THREADS') === '' ? Math.max(1, Math.min(availableParallelism(), 8)) : integer('READING_THREADS', read('READING_THREADS'), 1, 64),
    readingTimeLimitMs: integer('READING_TIME_LIMIT_MS', read('READING_TIME_LIMIT_MS'), 1, 600_000),
    readingMemoryMb: integer('READING_MEMORY_MB', read('READING_MEMORY_MB'), 64, 16_384),
    compileTimeoutSeconds: number('COMPILE_TIMEOUT_S', read('COMPILE_TIMEOUT_S'), 0.01, 600),
    latexWarmup: onOff('LATEX_WARMUP', read('LATEX_WARMUP')),
    compileConcurrency: concurrency === '' ? availableParallelism() : integer('COMPILE_CONCURRENCY', concurrency, 1, 64),
    generationConcurrency: generationConcurrency === '' ? availableParallelism() : integer('GENERATION_CONCURRENCY', generationConcurrency, 1, 256),
    scrapeTimeoutSeconds: number('SCRAPE_TIMEOUT_S', read('SCRAPE_TIMEOUT_S'), 0.01, 120),
    scrapeMaxBytes: Math.round(number('SCRAPE_MAX_MB', read('SCRAPE_MAX_MB'), 0.001, 100) * 1024 * 1024),
    scrapeAllowPrivate: Object.freeze(scrapeAllowPrivate.ranges),
    defaultProvider: defaultProvider as Config['defaultProvider'],
    openai,
    anthropic,
    ollama,
    aiGrading: {
      topK: integer('AI_GRADE_TOP_K', read('AI_GRADE_TOP_K'), 1, 50),
      timeoutSeconds: number('AI_GRADE_TIMEOUT_S', read('AI_GRADE_TIMEOUT_S'), 1, 600),
      monthlyTokenBudget: tokenBudget(read('AI_MONTHLY_TOKEN_BUDGET')),
    },
    billing,
  })
}

/** The monthly token budget: a whole number of tokens, 0 meaning no limit. */
function tokenBudget(raw: string): number | null {
  const tokens = integer('AI_MONTHLY_TOKEN_BUDGET', raw, 0, 1_000_000_000_000)
  return tokens === 0 ? null : tokens
}

const BILLING_TOGETHER = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STANDARD', 'STRIPE_PRICE_PREMIUM'] as const

/**
 * Billing is on with STRIPE_SECRET_KEY, and then needs the rest: a key without the webhook secret
 * would take payments and never change a plan. Without the key none of them may be set, so a
 * half-made setup is caught at start rather than as a checkout that never happens.
 */
function billingSettings(read: (name: ConfigVariable) => string): BillingSettings | null {
  const secretKey = read('STRIPE_SECRET_KEY')
  const apiBase = read('STRIPE_API_BASE')
  if (apiBase !== '') url('STRIPE_API_BASE', apiBase, ['http:', 'https:'])
  if (secretKey === '') {
    const stray = BILLING_TOGETHER.find((name) => read(name) !== '')
    if (stray) throw new ConfigError(stray, 'is set but STRIPE_SECRET_KEY is not: set the key to sell plans through Stripe, or unset this')
    return null
  }
  const missing = BILLING_TOGETHER.find((name) => read(name) === '')
  if (missing) throw new ConfigError(missing, 'must be set with STRIPE_SECRET_KEY (billing needs the webhook secret and both plans’ price ids)')
  return {
    secretKey,
    webhookSecret: read('STRIPE_WEBHOOK_SECRET'),
    prices: Object.freeze({ standard: read('STRIPE_PRICE_STANDARD'), premium: read('STRIPE_PRICE_PREMIUM') }),
    apiBase: apiBase === '' ? null : apiBase.replace(/\/+$/, ''),
  }
}

/**
 * Whether mail that could not be sent (no SMTP_URL) is written to the log with its text. A reset
 * link in a log lets whoever reads the log take over the account, and production logs travel
 * (aggregators, support tickets), so production is the one signal this safety rule reads:
 * unset, it is off when NODE_ENV=production and on elsewhere (a single-machine install reads the
 * link from its console), and it can't be switched on in production.
 */
function unsentMailLogging(raw: string, nodeEnv: string | undefined): boolean {
  const production = nodeEnv === 'production'
  if (raw === '') return !production
  if (!['true', 'false'].includes(raw)) throw new ConfigError('LOG_UNSENT_MAIL', `"${raw}" is not true or false`)
  if (raw === 'true' && production) {
    throw new ConfigError('LOG_UNSENT_MAIL', 'reset links are never logged when NODE_ENV=production; set SMTP_URL to send them')
  }
  return raw === 'true'
}

/**
 * scrypt's cost. 15 (N = 2^15, ~50 ms a hash here) is what slows guessing a stolen hash; the test
 * suite signs up hundreds of accounts and may lower it, which production refuses.
 */
function passwordHashCost(raw: string, nodeEnv: string | undefined): number {
  const cost = integer('PASSWORD_HASH_COST', raw, 10, 20)
  if (cost < DEFAULT_PASSWORD_HASH_COST && nodeEnv === 'production') {
    throw new ConfigError('PASSWORD_HASH_COST', `below ${DEFAULT_PASSWORD_HASH_COST} is for tests only and refused when NODE_ENV=production`)
  }
  return cost
}

function onOff(name: ConfigVariable, raw: string): boolean {
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(name, `"${raw}" is not on or off`)
  return raw === 'on'
}

const MiB = 1024 * 1024
const DEFAULT_REQUEST_MB = 50

/**
 * The caps of one multipart request. They may not be set below a batch of the web app and the CLI
 * (shared/upload-batches.ts), nor below one file of the largest size with its form framing.
 */
function requestCaps(filesRaw: string, megabytesRaw: string, maxUploadMb: number) {
  const maxFilesPerRequest = integer('MAX_FILES_PER_REQUEST', filesRaw, UPLOAD_BATCH.maxFiles, 10_000)
  const minMegabytes = Math.max(maxUploadMb, UPLOAD_BATCH.maxBytes / MiB) + 1
  const maxRequestMb = megabytesRaw === '' ? Math.max(DEFAULT_REQUEST_MB, minMegabytes) : number('MAX_REQUEST_MB', megabytesRaw, 0.001, 100 * 1024)
  if (maxRequestMb < minMegabytes) {
    throw new ConfigError(
      'MAX_REQUEST_MB',
      `"${megabytesRaw}" is below ${minMegabytes}: a request must hold one file of MAX_UPLOAD_MB, and a batch of ` +
        `the web app and CLI (${UPLOAD_BATCH.maxBytes / MiB} MB), with the form around it`,
    )
  }
  return { maxFilesPerRequest, maxRequestBytes: Math.round(maxRequestMb * MiB) }
}

function number(name: ConfigVariable, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(name, `"${raw}" is not a number between ${min} and ${max}`)
  }
  return value
}

function integer(name: ConfigVariable, raw: string, min: number, max: number): number {
  const value = number(name, raw, min, max)
  if (!Number.isInteger(value)) throw new ConfigError(name, `"${raw}" is not a whole number`)
  return value
}

function url(name: ConfigVariable, raw: string, protocols: string[]): void {
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`)
  }
}
