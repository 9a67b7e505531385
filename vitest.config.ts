import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  test: {
    // Real pdflatex, real files and child processes: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/web/**', 'tests/e2e/**', '**/node_modules/**'],
        },
      },
      {
        // The server tests again, over PostgreSQL instead of SQLite (DATABASE_URL): a throwaway
        // cluster for the run, a schema per test app. The domain and lib tests never open a
        // database, so they run once, above.
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/server/*.test.ts'],
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
        },
      },
      {
        // Web components in a simulated DOM, queried by role and label.
        extends: true,
        plugins: [react()],
        // The app's `@/` imports, as in web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        // The built web app in a real Chromium against the real server.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
