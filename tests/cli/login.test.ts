import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/**
 * Sessions last 12 hours and are renewed while used: `t10 login` keeps a session that the CLI renews
 * from the server's answers, and a token the CLI can't write back fails with a line saying what to do.
 */

const work = mkdtempSync(join(tmpdir(), 't10-cli-login-'))
// The login file goes here, not into the home of whoever runs the tests.
const configHome = join(work, 'config')
const loginFile = join(configHome, 't10', 'login.json')
let server: TestApp
let url: string
let user: Awaited<ReturnType<typeof signUp>>
let resumeId: string

beforeAll(async () => {
  server = await createTestApp()
  url = await server.app.listen({ host: '127.0.0.1', port: 0 })
  user = await signUp(server.app)
  const upload = await server.app.inject({
    method: 'POST',
    url: '/api/v1/resume/upload',
    headers: bearer(user.token),
    payload: fileForm(softwareEngineerText().bytes, 'cv.txt'),
  })
  expect(upload.statusCode).toBe(201)
  resumeId = upload.json().data.resume_id
})

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

const t10 = (args: string[], { env = {}, input }: { env?: Record<string, string>; input?: string } = {}) =>
  runCliInProcess(args, { env: { XDG_CONFIG_HOME: configHome, T10_TOKEN: '', ...env }, ...(input === undefined ? {} : { input }) })
const storedToken = () => (JSON.parse(readFileSync(loginFile, 'utf8')).servers[url]?.token as string | undefined) ?? ''
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti?: string; exp: number }
/** A token of a new session of the user with `seconds` left of its 12 hours: past half its life. */
const agingToken = (seconds: number) => server.app.jwt.sign({ sub: user.userId, tv: 0, jti: randomUUID() }, { expiresIn: seconds })
const signedOutToken = async () => {
  const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } })
  const token = login.json().token as string
  expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200)
  return token
}

describe('t10 login', () => {
  it('signs in with the password from standard input and keeps the session for this user only', async () => {
    const wrong = await t10(['login', '--server', url, '--email', user.email], { input: 'not the password\n' })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr.trim()).toBe('t10: Invalid email or password')

    const result = await t10(['login', '--server', `${url}/`, '--email', user.email, '--json'], { input: `${user.password}\n` })
    expect(result.code, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ server: url, email: user.email, login_file: loginFile })
    expect(result.stdout).not.toContain(storedToken())
    expect(statSync(loginFile).mode & 0o777).toBe(0o600)

    // Later calls to that server use it without --token or T10_TOKEN.
    const shown = await t10(['--server', url, 'resume', 'show', resumeId, '--json'])
    expect(shown.code, shown.stderr).toBe(0)
    expect(JSON.parse(shown.stdout).resume_id).toBe(resumeId)
  })

  it('keeps the renewed token a server hands back, so a script goes on past the first token’s 12 hours', async () => {
    const aging = agingToken(60)
    writeFileSync(loginFile, JSON.stringify({ servers: { [url]: { token: aging, email: user.email } } }), { mode: 0o600 })

    const shown = await t10(['--server', url, 'resume', 'show', resumeId])
    expect(shown.code, shown.stderr).toBe(0)
    const renewed = storedToken()
    expect(renewed).not.toBe(aging)
    // The same session, another 12 hours from now.
    expect(claimsOf(renewed).jti).toBe(claimsOf(aging).jti)
    expect(claimsOf(renewed).exp).toBeGreaterThan(Date.now() / 1000 + 11 * 3600)
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(renewed) })).statusCode).toBe(200)

    // t10 logout ends that session on the server and forgets it.
    const logout = await t10(['logout', '--server', url])
    expect(logout.code, logout.stderr).toBe(0)
    expect(logout.stdout).toContain(`Signed out of ${url}`)
    expect(storedToken()).toBe('')
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(renewed) })).statusCode).toBe(401)
  })

  it('says to sign in again when the kept session has ended', async () => {
    writeFileSync(loginFile, JSON.stringify({ servers: { [url]: { token: await signedOutToken() } } }), { mode: 0o600 })
    const result = await t10(['--server', url, 'resume', 'show', resumeId])
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      `t10: Please sign in to continue. Your sign-in to ${url} has ended: it expired, went unused past the server’s idle limit, or was signed out. Sign in again with \`t10 login --server ${url} --email YOUR_EMAIL\`.`,
    )
  })
})

describe('a token given in T10_TOKEN or --token', () => {
  it('works until refused, and the refusal says how to sign in for good (t10 can’t write a renewal back to it)', async () => {
    rmSync(loginFile, { force: true })
    const aging = agingToken(60)
    const shown = await t10(['--server', url, 'resume', 'show', resumeId], { env: { T10_TOKEN: aging } })
    expect(shown.code, shown.stderr).toBe(0)

    const refused = await t10(['--server', url, 'resume', 'show', resumeId], { env: { T10_TOKEN: await signedOutToken() } })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('The token in T10_TOKEN was refused')
    expect(refused.stderr).toContain(`\`t10 login --server ${url} --email YOUR_EMAIL\` and unset T10_TOKEN`)

    const option = await t10(['--server', url, '--token', await signedOutToken(), 'resume', 'show', resumeId])
    expect(option.code).toBe(1)
    expect(option.stderr).toContain('The token given with --token was refused')
    expect(option.stderr).toContain(`t10 login --server ${url}`)
  })
})
