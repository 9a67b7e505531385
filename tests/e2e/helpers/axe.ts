import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core's browser build, evaluated in the page over the DevTools protocol: the app's
// Content-Security-Policy refuses inline <script> tags, and the test must not loosen it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The WCAG 2.0 and 2.1 rules at levels A and AA. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface Violation {
  rule: string
  impact: string
  help: string
  /** CSS selectors of the offending elements (the first few). */
  targets: string[]
}

/**
 * Runs axe-core on what the page shows now and returns the serious and critical violations,
 * each with the elements at fault, so a failing assertion says what to fix.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours are judged as shown: an element still fading in (a toast that just appeared) would
  // read as low contrast. Animations that end are awaited; endless ones (spinners) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    type Result = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')) }))
  }, RULE_TAGS)
}
