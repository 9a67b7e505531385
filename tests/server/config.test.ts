import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIG_DEFAULTS, loadConfig } from '../../server/config.ts'

describe('config', () => {
  it('has defaults for everything: port 3000, ./data, 10 MB uploads, 50 files and 50 MB a request', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(join(process.cwd(), 'data'))
    expect(config.maxUploadBytes).toBe(10 * 1024 * 1024)
    expect(config.maxFilesPerRequest).toBe(50)
    expect(config.maxRequestBytes).toBe(50 * 1024 * 1024)
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it.each([
    ['PORT', 'eighty', /Invalid PORT/],
    ['PORT', '70000', /Invalid PORT/],
    ['MAX_UPLOAD_MB', '-1', /Invalid MAX_UPLOAD_MB/],
    ['LOG_LEVEL', 'loud', /Invalid LOG_LEVEL/],
    ['JWT_SECRET', 'short', /Invalid JWT_SECRET/],
    ['JWT_EXPIRES_IN', 'forever', /Invalid JWT_EXPIRES_IN/],
    ['SMTP_URL', 'http://mail', /Invalid SMTP_URL/],
    ['COMPILE_CONCURRENCY', '0', /Invalid COMPILE_CONCURRENCY/],
    // Below a batch of the web app and the CLI (10 files, 20 MB), their uploads would be refused.
    ['MAX_FILES_PER_REQUEST', '5', /Invalid MAX_FILES_PER_REQUEST/],
    ['MAX_REQUEST_MB', '15', /Invalid MAX_REQUEST_MB: "15" is below 21/],
  ])('stops on a bad %s naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('takes PostgreSQL from DATABASE_URL, SQLite in DATA_DIR when it is unset; a bad one is named, its password never shown', () => {
    expect(loadConfig({}).databaseUrl).toBeNull()
    expect(loadConfig({ DATABASE_URL: 'postgres://t10:secret@db:5432/t10' }).databaseUrl).toBe('postgres://t10:secret@db:5432/t10')
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/t10' }).databaseUrl).toBe('postgresql://db/t10')
    expect(() => loadConfig({ DATABASE_URL: 'mysql://t10:secret@db/t10' })).toThrow(/^Invalid DATABASE_URL: must start with postgres:\/\/[^]*$/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://t10:secret@db/t10' })).not.toThrow(/secret/)
  })

  it('refuses a password hash cost below the default in production, and a warm-up that is not on or off', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10)
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(/Invalid PASSWORD_HASH_COST: below 15 is for tests only/)
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe(15)
    expect(() => loadConfig({ LATEX_WARMUP: 'maybe' })).toThrow(/Invalid LATEX_WARMUP/)
    expect(loadConfig({ LATEX_WARMUP: 'off' }).latexWarmup).toBe(false)
  })

  it('configures a local model by its name, on this machine unless OLLAMA_URL says where (with or without /v1)', () => {
    expect(loadConfig({}).ollama).toBeNull()
    expect(loadConfig({ OLLAMA_MODEL: 'llama3.1:8b' }).ollama).toEqual({
      baseUrl: 'http://127.0.0.1:11434',
      model: 'llama3.1:8b',
      timeoutSeconds: 300,
    })
    expect(loadConfig({ OLLAMA_MODEL: 'qwen2.5', OLLAMA_URL: 'http://gpu-box:8080/v1/' }).ollama?.baseUrl).toBe('http://gpu-box:8080')
    expect(() => loadConfig({ OLLAMA_MODEL: 'qwen2.5', OLLAMA_URL: 'gpu-box:8080' })).toThrow(/Invalid OLLAMA_URL/)
    expect(() => loadConfig({ DEFAULT_PROVIDER: 'ollama' })).toThrow(/Invalid DEFAULT_PROVIDER: ollama needs OLLAMA_MODEL/)
    expect(loadConfig({ DEFAULT_PROVIDER: 'ollama', OLLAMA_MODEL: 'qwen2.5' }).defaultProvider).toBe('ollama')
  })

  it('.env.example lists every setting with its default', () => {
    const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8')
    const listed = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    expect(listed).toEqual(CONFIG_DEFAULTS)
  })
})
