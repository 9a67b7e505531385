import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { ensureWebBuilt, startServer } from '../e2e/helpers/app-server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

/**
 * The browser tests' run: the web app built once, one server and one Chromium for every file.
 * Files tell their data apart by creating their own accounts, and their browser state by a fresh
 * context each (tests/e2e/helpers/browser.ts); a file that needs other server settings starts a
 * server of its own but still uses this Chromium.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuilt()
  const server = await startServer({}, { keepLogs: false })
  try {
    const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true })
    project.provide('t10E2eServerUrl', server.url)
    project.provide('t10ChromiumEndpoint', browserServer.wsEndpoint())
    return async () => {
      await browserServer.close()
      await server.close()
    }
  } catch (error) {
    await server.close()
    throw error
  }
}
