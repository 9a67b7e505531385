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
          exclude: ['tests/web/**', 'tests/e2e/**', 'tests/scale/**', 'tests/quality/**', 'tests/server/domain/**', '**/node_modules/**'],
          globalSetup: ['tests/helpers/compiled-build-global-setup.ts'],
        },
      },
      {
        // The domain's tests: plain functions over plain arguments (and pdflatex and poppler run as
        // child processes), no app, no vi.mock, vi.stubEnv or other state a file leaves behind. So
        // the files in one worker share its module cache: the knowledge base, the word vectors and
        // the engine's tables load once per worker instead of once per file. A file that mocks a
        // module or changes the environment belongs in `node` instead.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/server/domain/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Quality over many documents rather than behaviour (`npm run test:quality`, run by CI
        // after the scale tier): the ranking's floors on the graded development data (skipped,
        // saying why, on a clone without it; bench/lib/dev-data.ts), the ATS sweep over every
        // written resume.
        extends: true,
        test: {
          name: 'quality',
          include: ['tests/quality/**/*.test.ts'],
          testTimeout: 600_000,
        },
      },
      {
        // The database's contract, again over PostgreSQL instead of SQLite (DATABASE_URL): a
        // throwaway cluster for the run, a database per store. tests/contract calls the repositories,
        // migrations, locks, charges, pool version, rate-limit store and queue as the app does
        // (the node project runs the same files over SQLite); the HTTP tests, which do the same
        // whatever the database, run once, above. Two HTTP files stay: a shutdown mid-generation
        // (over PostgreSQL a queued run the closing server must let finish) and a pool file whose
        // outcome cannot be written (the queue's worker task, a trigger refusing the write).
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/contract/**/*.test.ts', 'tests/server/queue-ingest-outcome.test.ts', 'tests/server/shutdown.test.ts'],
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          // Files side by side: each store is a database of its own (helpers/postgres-schemas.ts
          // says why a schema per store raced), so one file's schema changes never reach another's.
          fileParallelism: true,
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
        // The app's `@/` and `@shared/` imports, as in web/vite.config.ts.
        resolve: {
          alias: {
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
            '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        // The built web app in a real Chromium against the real server: one server and one Chromium
        // for the run (the global setup), a fresh browser context and accounts of its own per file.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Two files at a time (one per core) share the server and the browser: each has its own
          // accounts and context, so neither sees the other's data (3 runs side by side passed,
          // one beside CLI tests; 67-144 s against 197 s one at a time).
          fileParallelism: true,
        },
      },
    ],
  },
})
