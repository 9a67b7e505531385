/**
 * Debian's Chromium with the flags that work on this machine (TOOLCHAIN.md); never a downloaded
 * browser. Shared by the browser tests and the web bench, so no test-runner import here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]
