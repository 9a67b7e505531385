import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import webApp from '../../server/plugins/web-app.ts'

/*
 * The built web app served beside the API: its files as they are, the page for every other path
 * outside /api (the browser's router takes it from there), and the cache rules of each.
 */

const root = mkdtempSync(join(tmpdir(), 't10-web-app-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>T10</title>')
writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
// As the build writes every text file big enough to gain: beside it, brotli and gzip.
const bundle = `export const words = ${JSON.stringify('T10 '.repeat(2000))}\n`
writeFileSync(join(root, 'assets', 'main-def456.js'), bundle)
writeFileSync(join(root, 'assets', 'main-def456.js.br'), brotliCompressSync(bundle))
writeFileSync(join(root, 'assets', 'main-def456.js.gz'), gzipSync(bundle))
const app = Fastify()
await app.register(webApp, { root })
afterAll(async () => {
  await app.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the built web app', () => {
  it('serves its page at / and at every client-side route, never cached', async () => {
    for (const url of ['/', '/generator', '/T10/pool?x=1', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body, url).toBe('<!doctype html><title>T10</title>')
    }
  })

  it('serves hashed assets for a year, and answers 304 to a request that has them', async () => {
    const first = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toMatch(/javascript/)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.body).toBe('console.log(1)')
    const again = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it('sends a bundle compressed as the browser accepts it (brotli first, then gzip), and whole to one that accepts neither', async () => {
    const url = '/assets/main-def456.js'
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 10)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle)

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle)

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)
  })

  it('leaves /api paths to the API: a path that is not a route is a 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nowhere' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).not.toMatch(/text\/html/)
  })
})
