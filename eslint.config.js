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
  {
    target: './server/domain',
    from: ['./server/routes', './server/plugins', './server/db', './server/services', './server/pipeline', './server/ai'],
    message: 'server/domain is pure logic: it takes plain arguments and never reaches routes, plugins, storage or the pipeline.',
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
    from: ['./server/routes', './server/plugins', './server/pipeline', './server/domain', './server/ai'],
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
