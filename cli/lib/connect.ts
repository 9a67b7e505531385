import type { BuildOptions } from '../../server/app.ts'
import { type ApiClient, createApiClient } from '../../shared/client.ts'
import { injectFetch } from './inject-fetch.ts'
import { openServerSession, renewingFetch } from './server-session.ts'
import { cliIo } from './cli-io.ts'

export interface GlobalOptions {
  server?: string
  token?: string
  json?: boolean
  dataDir?: string
}

export interface Connection {
  client: ApiClient
  close(): Promise<void>
}

/** Which routes a command calls: the in-process app then loads those only (server/app.ts). */
export type ApiScope = NonNullable<BuildOptions['scope']>

export interface ConnectOptions {
  scope?: ApiScope
  /** The command reads a streamed answer (a generation's events) as it arrives. */
  streamed?: boolean
}

/**
 * A client for the command: against --server when given, else against the app started in this
 * process — the same routes, validation and answers either way. In-process, calls go through
 * `app.inject` (no socket); a command that reads a stream gets the app on a free loopback port.
 */
export async function connect(options: GlobalOptions, { scope = 'all', streamed = false }: ConnectOptions = {}): Promise<Connection> {
  if (options.server) {
    const session = await openServerSession(options.server, options.token)
    return { client: createApiClient({ baseUrl: options.server, token: session.token, fetch: renewingFetch(session) }), close: async () => {} }
  }
  return startEmbedded(options.dataDir, scope, streamed)
}

async function startEmbedded(dataDir: string | undefined, scope: ApiScope, streamed: boolean): Promise<Connection> {
  // Loaded only here: commands that talk to --server, and --help, never pay for the whole app.
  const [{ buildApp }, { loadConfig }, { ensureLocalUser }] = await Promise.all([
    import('../../server/app.ts'),
    import('../../server/config.ts'),
    import('../../server/services/accounts.service.ts'),
  ])
  const config = loadConfig({
    ...cliIo().env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: cliIo().env.LOG_LEVEL ?? 'warn',
  })
  const app = await buildApp(config, { logStream: cliIo().stderr, webApp: false, scope })
  try {
    const baseUrl = streamed ? await app.listen({ host: '127.0.0.1', port: 0 }) : 'http://t10.local'
    const user = await ensureLocalUser(app.db)
    const token = app.jwt.sign({ sub: user.id, tv: user.token_version })
    const client = createApiClient({ baseUrl, token, ...(streamed ? {} : { fetch: injectFetch(app) }) })
    return { client, close: () => app.close() }
  } catch (error) {
    await app.close()
    throw error
  }
}

/** Runs a command body with a connection that is always closed afterwards. */
export async function withConnection<T>(
  options: GlobalOptions,
  body: (client: ApiClient) => Promise<T>,
  connectOptions: ConnectOptions = {},
): Promise<T> {
  const connection = await connect(options, connectOptions)
  try {
    return await body(connection.client)
  } finally {
    await connection.close()
  }
}
