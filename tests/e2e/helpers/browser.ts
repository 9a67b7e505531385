import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import type { ConfigVariable } from '../../../server/config.ts'
import { ROOT, startServer, type RunningServer } from './app-server.ts'

export const SCREENSHOTS = join(ROOT, 'tests', 'e2e', '.screenshots')

const DESKTOP = { width: 1280, height: 900 }

export interface Browser {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/**
 * A fresh browser context (no cookies, no storage) with one page, in the run's one Chromium
 * (started by tests/helpers/e2e-global-setup.ts). Closing it closes the context and this
 * file's connection, never the browser.
 */
export async function openBrowser(baseURL: string, viewport = DESKTOP): Promise<Browser> {
  const browser = await chromium.connect(inject('t10ChromiumEndpoint'))
  try {
    const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true })
    context.setDefaultTimeout(20_000)
    const page = await context.newPage()
    return {
      context,
      page,
      async close() {
        await context.close()
        await browser.close()
      },
    }
  } catch (error) {
    await browser.close()
    throw error
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

export interface AppInBrowser {
  readonly server: RunningServer
  readonly browser: Browser
  /** The browser's page. */
  readonly page: Page
}

export interface AppInBrowserOptions {
  /**
   * Server settings beyond the e2e defaults: the describe block then gets a server of its own.
   * Without them it uses the run's shared server, and tells its data apart by its own accounts.
   */
  env?: Partial<Record<ConfigVariable, string>>
  /** A server of its own even with the default settings: for a test that reads the server's logs. */
  ownServer?: boolean
  viewport?: { width: number; height: number }
}

/** The run's shared server: started and stopped by the global setup; its logs are not kept. */
function sharedServer(): RunningServer {
  return {
    url: inject('t10E2eServerUrl'),
    get logs(): string[] {
      throw new Error('the shared e2e server keeps no logs: useAppInBrowser({ ownServer: true }) for a server whose logs a test reads')
    },
    async close() {},
  }
}

/**
 * The real server and a fresh browser context for the tests of one describe block: ready before
 * its first test (and before any beforeAll declared after this call), closed after its last.
 */
export function useAppInBrowser(options: AppInBrowserOptions = {}): AppInBrowser {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    server = options.env || options.ownServer ? await startServer(options.env) : sharedServer()
    browser = await openBrowser(server.url, options.viewport)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app is not started yet: use it in a test or a beforeAll declared after useAppInBrowser')
    return value
  }
  return {
    get server() {
      return started(server)
    },
    get browser() {
      return started(browser)
    },
    get page() {
      return started(browser).page
    },
  }
}

/** How many pixels the page sticks out sideways past the viewport (0 or less: it fits); names the widest culprits. */
export async function horizontalOverflow(page: Page): Promise<number> {
  const { extra, culprits } = await page.evaluate(() => {
    const width = window.innerWidth
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(el.getBoundingClientRect().right)} px)`)
    return { extra: document.documentElement.scrollWidth - width, culprits }
  })
  if (extra > 0) console.error('wider than the screen:', culprits)
  return extra
}
