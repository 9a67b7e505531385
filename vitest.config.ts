import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  test: {
    // Real pdflatex, real files and child processes: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core free: a single worker on a 2-core machine. Most of a test's
    // time is spent waiting on child processes (pdflatex, poppler, servers), so one file per core runs
    // side by side.
    maxWorkers: availableParallelism(),
    // Servers and CLIs the tests start inherit these (createTestApp sets its own): scrypt at the
    // lowest cost, and no background build of the LaTeX formats by every short-lived server.
    env: { PASSWORD_HASH_COST: '10', LATEX_WARMUP: 'off' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/web/**', 'tests/e2e/**', 'tests/scale/**', '**/node_modules/**'],
          globalSetup: ['tests/helpers/compiled-build-global-setup.ts'],
        },
      },
      {
        // The server tests that store and read, again over PostgreSQL instead of SQLite
        // (DATABASE_URL): a throwaway cluster for the run, a schema per test app. They cover every
        // repository, the migrations, the locks and concurrent charges, the queue and its workers,
        // the pool version and the rate-limit store. The rest (upload and text limits, file
        // kinds, headers, providers, the documents' content) do the same whatever the database,
        // so they run once, above, as the domain and lib tests do.
        extends: true,
        test: {
          name: 'postgres',
          include: [
            'account-lifecycle',
            'account-privacy',
            'auth',
            'auth-hardening',
            'charge-reconcile',
            'generate',
            'generation-turns',
            'job-publishing',
            'job-search',
            'parsed-corrections',
            'plan-limits',
            'profile',
            'queue-ingest-outcome',
            'queue-installs',
            'resume-upload',
            'shutdown',
            'start-up-chores',
            't10',
            't10-pool-version',
            'text-storage',
            'trial',
          ].map((name) => `tests/server/${name}.test.ts`),
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          // One file at a time: with files side by side, an app's migration once found the schema
          // made for it missing ("schema ... does not exist"); not understood yet.
          fileParallelism: false,
        },
      },
      {
        // Real server, worker and PostgreSQL processes: several servers over one database, kill -9
        // mid-run (`npm run test:scale`, run by CI after `npm test`).
        extends: true,
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
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
