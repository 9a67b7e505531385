import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { ROOT } from './app-server.ts'

/** Debian's Chromium with the flags that work on this machine (TOOLCHAIN.md); never a downloaded browser. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export const SCREENSHOTS = join(ROOT, 'tests', 'e2e', '.screenshots')

export interface Browser {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/** A fresh profile (its own --user-data-dir): no cookies, no storage. */
export async function openBrowser(baseURL: string, viewport = { width: 1280, height: 900 }): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 't10-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
    baseURL,
    viewport,
    acceptDownloads: true,
  })
  context.setDefaultTimeout(20_000)
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/** Writes a screenshot for people to look at: tests/e2e/.screenshots/<name>.png */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // From the top, so that the sticky navigation bar sits where a person sees it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })
}

/** A screenshot of one part of the page (scrolled into view, so embedded PDFs paint). */
export async function screenshotOf(locator: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await locator.scrollIntoViewIfNeeded()
  await locator.page().waitForTimeout(1500)
  await locator.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })
}
