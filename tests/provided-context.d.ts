/*
 * What the global setups hand to test files through vitest's provide/inject, declared once here
 * for both type-checked programs (tsconfig.json, and web/tsconfig.json for the e2e files): a
 * declaration inside a setup file counts only in a program that reads that file.
 */
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL run's database (each test app in a database of its own beside it: helpers/postgres-schemas.ts). */
    t10PostgresUrl: string
    /** The shared e2e server (API and built web app) with the default e2e settings (helpers/e2e-global-setup.ts). */
    t10E2eServerUrl: string
    /** The shared Chromium's Playwright endpoint: each test file connects and opens contexts of its own. */
    t10ChromiumEndpoint: string
  }
}
