/**
 * The web app's weight and speed:
 *   npm run bench:web        (writes the "Web" section of bench/RESULTS.md)
 *
 * - initial JavaScript: the entry chunk and every chunk it imports statically (what the browser
 *   must fetch before the first screen), gzip level 9, from Vite's manifest of a production build;
 * - the landing page's load in Debian's Chromium against the real server in this process:
 *   a cold load (fresh browser context, empty cache) each time, median of several;
 * - the Applications board with 500 applications (created through the API): the in-app
 *   navigation from the Generator to the board drawn (a fresh context each time: the route's
 *   code is fetched while the Generator page is idle, as a signed-in page does, and the list on
 *   the click), and a keyboard move (Space, Right, Space) to the card drawn in its new
 *   column, medians of several.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts'
import { machineLine, median, ms, ROOT, writeResultsSection } from './lib/results.ts'

const LOADS = 7
const GOAL_KB = 150
const BOARD_SIZE = 500
const BOARD_LOADS = 5
const BOARD_MOVES = 9
const BOARD_RENDER_GOAL_MS = 300
const BOARD_MOVE_GOAL_MS = 50
const DIST = join(ROOT, 'web', 'dist')

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

// A production build (NODE_ENV=production, whatever the caller's environment says).
const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
if (build.status !== 0) throw new Error('vite build failed')

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024
const rawKb = (file: string) => readFileSync(join(DIST, file)).length / 1024

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) throw new Error('no entry chunk in the manifest')
const initial = new Set<string>()
const css = new Set<string>()
const visit = (key: string) => {
  const chunk = manifest[key]
  if (!chunk || initial.has(chunk.file)) return
  initial.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const next of chunk.imports ?? []) visit(next)
}
visit(entryKey)
const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'))
const sum = (files: Iterable<string>, size: (f: string) => number) => [...files].reduce((total, f) => total + size(f), 0)
const initialGzip = sum(initial, gzipKb)
const generatorChunk = Object.entries(manifest).find(([key]) => key.endsWith('features/applying/components/generator.tsx'))?.[1]

// The landing page, cold, in a real browser.
const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-web-'))
// The board's 500 applications are created through the API in a few seconds: above the default per-account rate.
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: '100000' }))
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] })

interface LoadTiming {
  fcp: number
  domContentLoaded: number
  load: number
  heroVisible: number
}

async function coldLoad(): Promise<LoadTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
  // Measured in the page, from navigation start: the hero's main action is on screen.
  const shown = await page.waitForFunction(
    `[...document.querySelectorAll('button')].some((b) => b.textContent.includes('Free Trial')) && performance.now()`,
    undefined,
    { polling: 'raf' },
  )
  const heroVisible = (await shown.jsonValue()) as number
  // Headless Chromium may record the paint entry a frame after load: wait for it (up to 3 s).
  const timing = (await page.evaluate(`new Promise((resolve) => {
    const nav = performance.getEntriesByType('navigation')[0]
    const done = (fcp) => resolve({ fcp, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd })
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0]
      if (entry) done(entry.startTime)
    }).observe({ type: 'paint', buffered: true })
    setTimeout(() => done(NaN), 3000)
  })`)) as Omit<LoadTiming, 'heroVisible'>
  await context.close()
  return { ...timing, heroVisible }
}

/** What the server sends for the initial JavaScript to a browser that accepts brotli: the bytes on the wire. */
async function sentKb(): Promise<{ kb: number; encodings: string[] }> {
  let bytes = 0
  const encodings = new Set<string>()
  for (const file of initial) {
    const response = await fetch(`${baseUrl}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } })
    // fetch decompresses the body; the stored .br file beside the asset is what went over the wire.
    const encoding = response.headers.get('content-encoding') ?? 'identity'
    encodings.add(encoding)
    await response.arrayBuffer()
    bytes +=
      encoding === 'br'
        ? readFileSync(join(DIST, `${file}.br`)).length
        : encoding === 'gzip'
          ? readFileSync(join(DIST, `${file}.gz`)).length
          : rawKb(file) * 1024
  }
  return { kb: bytes / 1024, encodings: [...encodings] }
}
const sent = await sentKb()

await coldLoad() // warm-up: the server's first file reads, Chromium's first process
const runs: LoadTiming[] = []
for (let i = 0; i < LOADS; i++) runs.push(await coldLoad())

// The Applications board: one account with BOARD_SIZE applications, spread over the open columns.
const STATUSES = ['saved', 'applied', 'interviewing', 'offer'] as const
const signUp = await fetch(`${baseUrl}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-board@example.com', password: 'correct horse battery' }),
})
const { token } = (await signUp.json()) as { token: string }
const savedIds: string[] = []
for (let i = 0; i < BOARD_SIZE; i++) {
  const status = STATUSES[i % STATUSES.length] as (typeof STATUSES)[number]
  const created = await fetch(`${baseUrl}/api/v1/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `Engineer ${i + 1}`,
      company: `Company ${i % 37}`,
      location: i % 3 ? 'Remote' : 'Berlin',
      status,
      notes: 'Referred by a former colleague; follow up after the first call.',
      ...(i % 5 === 0 ? { next_step: 'Phone screen', next_step_date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}` } : {}),
    }),
  })
  if (created.status !== 201) throw new Error(`creating application ${i + 1} failed: ${created.status} ${await created.text()}`)
  const { application } = (await created.json()) as { application: { id: string } }
  if (status === 'saved') savedIds.push(application.id)
}

async function boardPage() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.addCookies([{ name: 't10_session', value: token, url: baseUrl }])
  const page = await context.newPage()
  await page.goto(`${baseUrl}/generator`, { waitUntil: 'load' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).waitFor()
  return { context, page }
}

/** Click on Applications in the navigation bar -> every card of the board drawn (the frame after). */
async function boardRender(): Promise<{ visible: number; all: number }> {
  const { context, page } = await boardPage()
  // In the page (a string: this file is type-checked without the DOM's types, as coldLoad's are).
  const drawn = page.evaluate(`new Promise((resolve) => {
    const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent === 'Applications')
    const start = performance.now()
    let visible = 0
    const check = () => {
      const cards = document.querySelectorAll('article[data-application-id]').length
      if (cards > 0 && !visible) visible = performance.now() - start
      if (cards >= ${BOARD_SIZE}) requestAnimationFrame(() => resolve({ visible, all: performance.now() - start }))
      else requestAnimationFrame(check)
    }
    link.click()
    requestAnimationFrame(check)
  })`) as Promise<{ visible: number; all: number }>
  const elapsed = await drawn
  await context.close()
  return elapsed
}

/** Space on a Saved card's move button, Right, Space -> the card drawn in Applied (the frame after). */
async function boardMoves(ids: string[]): Promise<number[]> {
  const { context, page } = await boardPage()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click()
  await page
    .locator('article[data-application-id]')
    .nth(BOARD_SIZE - 1)
    .waitFor()
  const times: number[] = []
  for (const id of ids) {
    const handle = page.locator(`[data-move-handle="${id}"]`)
    await handle.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    // Timed in the page: from the drop key's keydown to the frame after the card is in Applied.
    await page.evaluate(`window.moved = new Promise((resolve) => {
      let start = 0
      addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (!start || !document.querySelector('section[data-status="applied"] article[data-application-id="${id}"]')) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(document.body, { childList: true, subtree: true })
      // Never waits forever: a move not shown in 5 s counts as failed (NaN).
      setTimeout(() => resolve(NaN), 5000)
    }); 'armed'`) // not the promise itself: evaluate would wait for it
    await page.keyboard.press('Space')
    times.push((await page.evaluate('window.moved')) as number)
  }
  await context.close()
  return times
}

await boardRender() // warm-up
const boardRenders: Array<{ visible: number; all: number }> = []
for (let i = 0; i < BOARD_LOADS; i++) boardRenders.push(await boardRender())
const boardVisible = median(boardRenders.map((r) => r.visible))
const boardAll = median(boardRenders.map((r) => r.all))
const moves = await boardMoves(savedIds.slice(0, BOARD_MOVES + 1))
const boardMoveTimes = moves.slice(1) // the first move also loads what a move first needs
if (boardMoveTimes.some(Number.isNaN)) console.error('some board moves were not shown within 5 s:', boardMoveTimes)
await browser.close()
await app.close()
rmSync(dataDir, { recursive: true, force: true })

const med = (key: keyof LoadTiming) => median(runs.map((r) => r[key]))
const kb = (value: number) => `${value.toFixed(1)} KB`
const body = `
${machineLine()}; load average ${loadavg()[0]?.toFixed(1)} at the end (other work on the machine slows the browser figures).
Debian Chromium (headless), the built app served by the real server in this process.
Sizes from a production build (web/dist), gzip level 9; load times are cold loads (new browser context, empty cache) of /, median of ${LOADS} after one warm-up.

| figure | value | goal | met |
| --- | ---: | ---: | :---: |
| initial JavaScript (entry + static imports, ${initial.size} files), gzip | ${kb(initialGzip)} | ${GOAL_KB} KB | ${initialGzip <= GOAL_KB ? 'yes' : 'no'} |
| initial JavaScript, raw | ${kb(sum(initial, rawKb))} | | |
| initial JavaScript as the server sends it (${sent.encodings.join(', ')}, compressed at build) | ${kb(sent.kb)} | | |
| initial CSS, gzip | ${kb(sum(css, gzipKb))} | | |
| generator chunk (lazy; the landing page's trial), gzip | ${generatorChunk ? kb(gzipKb(generatorChunk.file)) : 'n/a'} | | |
| all JavaScript (${allJs.length} files), gzip | ${kb(sum(allJs, gzipKb))} | | |
| landing: first contentful paint | ${ms(med('fcp'))} | | |
| landing: DOMContentLoaded | ${ms(med('domContentLoaded'))} | | |
| landing: load event | ${ms(med('load'))} | | |
| landing: navigation start -> hero's Free Trial button rendered | ${ms(med('heroVisible'))} | | |
| applications board (${BOARD_SIZE}): click on Applications -> board visible, first cards drawn (fresh context: route code fetched while idle, list on the click; median of ${BOARD_LOADS}) | ${ms(boardVisible)} | ${BOARD_RENDER_GOAL_MS} ms | ${boardVisible <= BOARD_RENDER_GOAL_MS ? 'yes' : 'no'} |
| applications board (${BOARD_SIZE}): click on Applications -> all ${BOARD_SIZE} cards drawn | ${ms(boardAll)} | | |
| applications board (${BOARD_SIZE}): keyboard move, drop key -> card drawn in its new column (median of ${boardMoveTimes.length}) | ${ms(median(boardMoveTimes))} | ${BOARD_MOVE_GOAL_MS} ms | ${median(boardMoveTimes) <= BOARD_MOVE_GOAL_MS ? 'yes' : 'no'} |
`
writeResultsSection('Web (bench/web.ts)', body)
console.log(body)
