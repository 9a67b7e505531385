import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import type { FetchedResponse, Fetcher } from '../../shared/client.ts'
import { RENEWED_TOKEN_HEADER } from '../../shared/session-renewal.ts'
import { type CliIo, cliIo } from './cli-io.ts'

/**
 * Where the CLI's token for a --server comes from. Only a token from `t10 login` can be written back
 * when the server renews it; one from --token or T10_TOKEN is renewed for the rest of the run only.
 */
export type TokenSource = 'option' | 'env' | 'login' | 'none'

export interface ServerSession {
  server: string
  token: string | undefined
  source: TokenSource
}

interface LoginFile {
  servers: Record<string, { token: string; email?: string }>
}

/** `t10 login` keeps one token per server here, readable by this user only. */
export function loginFilePath(): string {
  const configHome = cliIo().env.XDG_CONFIG_HOME || join(homedir(), '.config')
  return join(configHome, 't10', 'login.json')
}

/** One spelling per server, so `--server http://host:3000/` and `http://host:3000` share a login. */
export const serverKey = (server: string): string => server.replace(/\/+$/, '')

async function readLoginFile(): Promise<LoginFile> {
  try {
    const parsed = JSON.parse(await readFile(loginFilePath(), 'utf8')) as Partial<LoginFile>
    return { servers: parsed.servers && typeof parsed.servers === 'object' ? parsed.servers : {} }
  } catch {
    // None yet, or unreadable: no stored login (`t10 login` writes a new one).
    return { servers: {} }
  }
}

async function writeLoginFile(file: LoginFile): Promise<void> {
  const path = loginFilePath()
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  // Written aside and renamed into place: a script running several t10 calls at once never reads a
  // half-written file. The last writer wins; every copy it may replace is a token of a live session.
  const aside = `${path}.${process.pid}.tmp`
  await writeFile(aside, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 })
  await rename(aside, path)
}

export async function storedToken(server: string): Promise<string | undefined> {
  return (await readLoginFile()).servers[serverKey(server)]?.token
}

export async function storeToken(server: string, token: string, email?: string): Promise<void> {
  const file = await readLoginFile()
  const key = serverKey(server)
  const known = file.servers[key]
  file.servers[key] = { token, ...((email ?? known?.email) ? { email: email ?? known?.email } : {}) }
  await writeLoginFile(file)
}

/** Forgets the server's stored login; false when there was none. */
export async function forgetToken(server: string): Promise<boolean> {
  const file = await readLoginFile()
  const key = serverKey(server)
  if (!file.servers[key]) return false
  delete file.servers[key]
  await writeLoginFile(file)
  return true
}

/** The session of each run (one per io: a test runs many in one process), for the advice on a refused sign-in (handle-error.ts). */
const sessions = new WeakMap<CliIo, ServerSession | 'signing-in'>()

/** The token for --server: --token, else T10_TOKEN, else the one `t10 login` stored for that server. */
export async function openServerSession(serverUrl: string, optionToken: string | undefined): Promise<ServerSession> {
  const server = serverKey(serverUrl)
  const envToken = cliIo().env.T10_TOKEN
  const stored = optionToken || envToken ? undefined : await storedToken(server)
  const session: ServerSession = optionToken
    ? { server, token: optionToken, source: 'option' }
    : envToken
      ? { server, token: envToken, source: 'env' }
      : { server, token: stored, source: stored ? 'login' : 'none' }
  sessions.set(cliIo(), session)
  return session
}

/** `t10 login` is running: a refusal is about the e-mail and password, and needs no advice. */
export function markSigningIn(): void {
  sessions.set(cliIo(), 'signing-in')
}

/**
 * The transport for a --server session: each request carries the session's latest token, and an
 * answer carrying a renewed one (the server renews a session past half its life while it is used)
 * replaces it, for the rest of the run and, for a stored login, in the login file. So a script using
 * `t10 login`'s token goes on for as long as it keeps using it within the server's limits.
 */
export function renewingFetch(session: ServerSession): Fetcher {
  return async (url, init): Promise<FetchedResponse> => {
    const headers = { ...(init.headers as Record<string, string> | undefined) }
    if (session.token) headers.Authorization = `Bearer ${session.token}`
    const response = await fetch(url, { ...init, headers })
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER)
    if (renewed && renewed !== session.token) {
      session.token = renewed
      if (session.source === 'login') {
        // Not fatal: the stored token still works until it expires; the next call renews it again.
        await storeToken(session.server, renewed).catch((error: unknown) =>
          cliIo().stderr.write(`t10: could not save the renewed sign-in to ${loginFilePath()}: ${String(error)}\n`),
        )
      }
    }
    return response
  }
}

/** What to do when the server refused the run's sign-in (a 401), said for where the token came from. */
export function refusedSignInAdvice(): string {
  const current = sessions.get(cliIo())
  if (current === 'signing-in') return ''
  if (!current) return 'Pass --token TOKEN or set T10_TOKEN for --server.'
  const login = `\`t10 login --server ${current.server} --email YOUR_EMAIL\``
  const ended = 'it expired, went unused past the server’s idle limit, or was signed out'
  switch (current.source) {
    case 'login':
      return `Your sign-in to ${current.server} has ended: ${ended}. Sign in again with ${login}.`
    case 'env':
      return `The token in T10_TOKEN was refused: ${ended}. t10 can’t write a renewed token back to T10_TOKEN, so it lasts one session at most: sign in with ${login} and unset T10_TOKEN (that sign-in is kept, and renewed as it is used), or set T10_TOKEN to a new token.`
    case 'option':
      return `The token given with --token was refused: ${ended}. Sign in with ${login} (that sign-in is kept, and renewed as it is used), or pass a new token with --token or T10_TOKEN.`
    case 'none':
      return `No token was given for ${current.server}: sign in with ${login}, or pass --token TOKEN or set T10_TOKEN.`
  }
}
