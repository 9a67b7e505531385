import { existsSync } from 'node:fs'
import { ConfigError, loadConfig } from './config.ts'
import { serve } from './serve.ts'

// A .env beside the process (see .env.example) fills in what the environment leaves unset.
if (existsSync('.env')) process.loadEnvFile('.env')

try {
  await serve(loadConfig(process.env))
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`t10: ${error.message}`)
    process.exit(2)
  }
  throw error
}
