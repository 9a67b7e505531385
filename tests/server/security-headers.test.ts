import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../server/plugins/security-headers.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0] as string, part.slice(part.indexOf(' ') + 1)]),
  )
}

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it.each([
    ['an API answer', 'GET', '/api/v1/test-connection'],
    ['an error', 'GET', '/api/v1/auth/me'],
    ['a path that does not exist', 'GET', '/api/v1/nowhere'],
    ['the API docs', 'GET', '/api/docs/static/index.html'],
    ['a refused change', 'POST', '/api/v1/auth/logout'],
  ])('come with %s', async (_what, method, url) => {
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: { origin: 'https://evil.example' } })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('same-origin')
    const csp = directives(response.headers['content-security-policy'])
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('script-src')).toMatch(/^'self'/)
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('allow inline styles on the API docs only (swagger-ui adds <style> elements), never inline scripts', async () => {
    const docs = directives((await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' })).headers['content-security-policy'])
    expect(docs.get('style-src')).toBe("'self' 'unsafe-inline'")
    expect(docs.get('script-src')).toMatch(/^'self'/)
    const api = directives((await t.app.inject({ method: 'GET', url: '/api/v1/test-connection' })).headers['content-security-policy'])
    expect(api.get('style-src')).toBe("'self'")
  })

  it('over plain http neither pins https nor upgrades requests (a LAN install keeps working)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test-connection' })
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false)
  })

  it('with an https PUBLIC_URL, pins https and upgrades requests', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://t10.example.com' })
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/v1/test-connection' })
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true)
    } finally {
      await secure.close()
    }
  })
})

describe('the inline scripts of the built page', () => {
  const dir = mkdtempSync(join(tmpdir(), 't10-csp-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('are allowed by their sha256, and script files are not hashed', () => {
    mkdirSync(dir, { recursive: true })
    const page = join(dir, 'index.html')
    writeFileSync(page, '<head><script>document.x = 1</script><script type="module" src="/assets/app.js"></script></head>')
    // openssl: printf 'document.x = 1' | openssl dgst -sha256 -binary | base64 (what a browser computes).
    expect(inlineScriptHashes(page)).toEqual(["'sha256-U77mrA4lxymTH1BFP6qBLqBIZ5cUZThZDLVALuyVv9A='"])
    expect(inlineScriptHashes(join(dir, 'missing.html'))).toEqual([])
  })
})
