// Lint: typescript-eslint's recommended rules (syntax only: the type-aware set would cost a second
// type-check on every run, and `npm run typecheck` already does one), and the import directions
// that ARCHITECTURE.md promises. Formatting is Prettier's job; eslint-config-prettier switches off
// whatever rule would fight it.
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { includeIgnoreFile } from '@eslint/compat'
import js from '@eslint/js'
import prettierConfig from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

// typescript-eslint parses with the TypeScript compiler's JavaScript API, which TypeScript 7 (our
// `tsc`) no longer has. The 6.0 compiler is installed beside it as `typescript-6`, and every
// `require('typescript')` in this process is pointed at it before typescript-eslint loads.
// Remove this, and the `typescript-6` package, once typescript-eslint reads TypeScript 7.
const require = createRequire(import.meta.url)
require('typescript-6')
require.cache[require.resolve('typescript')] = require.cache[require.resolve('typescript-6')]
const { default: tseslint } = await import('typescript-eslint')
const { importX } = await import('eslint-plugin-import-x')

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Each zone forbids files under `target` to import files under `from` (paths resolved, so a
// relative path and the `@/` alias are caught alike).
const architecture = [
  // The server's folders, as ARCHITECTURE.md's "Who owns what" lists them.
  {
    target: './server/domain',
    from: './server',
    except: ['./domain'],
    message:
      'server/domain is pure logic: it imports only itself and shared/, and reaches the outside through the ports it declares (LatexCompiler, PdfText, ToolRunner, PasswordHasher), which server/adapters implement.',
  },
  {
    target: './server/adapters',
    from: './server',
    except: ['./adapters', './domain', './lib'],
    message:
      'server/adapters implement the domain ports over tools and libraries; the app hands them in (server/app.ts), they never reach up into it.',
  },
  {
    target: './server/lib',
    from: [
      './server/domain',
      './server/adapters',
      './server/services',
      './server/routes',
      './server/plugins',
      './server/pipeline',
      './server/queue',
      './server/db',
      './server/ai',
    ],
    message: 'server/lib is plumbing any layer may use: it imports none of them.',
  },
  {
    target: './server/config.ts',
    from: ['./server/services', './server/routes', './server/plugins', './server/pipeline', './server/queue', './server/db', './server/ai'],
    message: 'config.ts reads the environment once, before anything else is built: it imports only lib, adapters (their defaults) and shared.',
  },
  {
    target: './server/db',
    from: [
      './server/domain',
      './server/adapters',
      './server/services',
      './server/routes',
      './server/plugins',
      './server/pipeline',
      './server/queue',
      './server/ai',
    ],
    message: 'server/db is tables and repositories: services call it, it calls none of them.',
  },
  {
    target: './server/ai',
    from: ['./server/adapters', './server/services', './server/routes', './server/plugins', './server/pipeline', './server/queue', './server/db'],
    message: "server/ai writes documents from the domain's structures: it imports domain, lib and shared.",
  },
  {
    target: './server/services',
    from: ['./server/adapters', './server/routes', './server/plugins', './server/pipeline', './server/queue'],
    message: 'Services take what they need (storage, ports) through their deps: they never reach routes, plugins, the pipeline or the queue.',
  },
  {
    target: './server/pipeline',
    from: ['./server/adapters', './server/queue', './server/routes', './server/plugins'],
    message:
      'The pipeline hands queued runs over through its enqueue port (pipeline/enqueue.ts): the queue imports the pipeline, never the other way.',
  },
  {
    target: './server/queue',
    from: ['./server/adapters', './server/routes'],
    message: 'The queue runs the pipeline and services; routes start it, not the other way.',
  },
  {
    target: './server/routes',
    from: ['./server/adapters', './server/db'],
    message: "Routes call services and use the plugins' decorators: storage and adapters are reached through them.",
  },
  {
    target: './server/workers',
    from: ['./server/services', './server/routes', './server/plugins', './server/pipeline', './server/queue', './server/db', './server/ai'],
    message: 'The worker threads run domain code on what users sent: no storage, no app.',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A web feature imports other features only through a shared folder (web/src/components, lib, hooks) or is composed with them in web/src/app.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/hooks'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code is imported by features and the app, never the other way round.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app shell: the app composes features.',
  },
  {
    target: './web',
    from: ['./server', './cli'],
    message: 'The web app speaks to the server through the API contract in shared/.',
  },
  {
    target: './cli',
    from: ['./server/routes', './server/plugins', './server/pipeline', './server/domain', './server/adapters', './server/ai'],
    message: 'The CLI is an HTTP client: it builds the app (server/app.ts) or calls a server, and never reaches route or engine internals.',
  },
  {
    target: './shared',
    from: ['./server', './web', './cli'],
    message: 'shared/ is the API contract: server, web and cli import it, it imports none of them.',
  },
]

export default tseslint.config(
  // What git ignores (builds, local data, scratch), and data that is not code.
  includeIgnoreFile(fileURLToPath(new URL('./.gitignore', import.meta.url))),
  { ignores: ['bench/data/', 'templates/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architecture }],
      // Text cleaning strips control characters on purpose (file names, DOCX text, DOC fields).
      'no-control-regex': 'off',
      // `_`-prefixed names are kept for a signature's sake; `const { id, ...rest } = x` drops `id`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },
  {
    // The web import rule of web/tsconfig.json: `./` within a file's own folder, aliases beyond it.
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'Import through `@/` (web/src) or `@shared/` (shared/): `./` only for the own folder and below.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*', 'kysely', 'better-sqlite3', 'pg'],
              message: 'server/domain is pure logic: no Fastify, no database.',
            },
          ],
        },
      ],
    },
  },
  {
    // A migration is frozen: it types the database as it was then (kysely's `Kysely<any>`), not
    // as the current schema.
    files: ['server/db/migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Tests read JSON answers and events whose shape the assertions check: `any` saves a cast a line.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': ['error'],
    },
  },
  prettierConfig,
)
