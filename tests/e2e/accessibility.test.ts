import { describe, expect, it } from 'vitest'
import { seriousViolations } from './helpers/axe.ts'
import { useAppInBrowser } from './helpers/browser.ts'
import { generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

// axe-core's WCAG A/AA rules on the built app in Chromium, and the keyboard paths a screen-reader
// or keyboard user takes: no serious or critical violation on the generator, the T10 screen and
// the navigation, in each state they show.

describe('accessibility: generator, navigation and T10 (desktop)', () => {
  const app = useAppInBrowser()

  it('the landing page and its trial generator', async () => {
    const { page } = app
    await page.goto('/')
    await page.getByLabel('Job Description').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('sign-up, with the errors the form shows', async () => {
    const { page } = app
    await page.goto('/register')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Please enter your email address').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the user menu by keyboard: opens on Enter, arrows move, Escape closes and returns focus', async () => {
    const { page } = app
    await page.goto('/generator')
    const trigger = page.getByRole('button', { name: 'User menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'User menu' })
    await menu.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Login')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Register')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('the generator signed in: empty, with a resume and a job, and with its results', async () => {
    const { page } = app
    await register(page, uniqueEmail('a11y'))
    await page
      .getByRole('heading', { name: /Generator/ })
      .first()
      .waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await uploadResume(page)
    await pasteJobDescription(page)
    expect(await seriousViolations(page)).toEqual([])

    await generate(page)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the T10 screen: both tabs, reached by the arrow keys', async () => {
    const { page } = app
    await page.goto('/T10-generator')
    await page.getByRole('heading', { name: 'T10 Resume Matching' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('tab', { name: 'Upload Resumes' }).focus()
    await page.keyboard.press('ArrowRight')
    const find = page.getByRole('tab', { name: 'Find Matches' })
    await expect.poll(() => find.getAttribute('aria-selected')).toBe('true')
    expect(await find.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.getByLabel('Job Description').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('accessibility: navigation on a phone', () => {
  const app = useAppInBrowser({ viewport: { width: 375, height: 812 } })

  it('the mobile menu, open', async () => {
    const { page } = app
    await page.goto('/generator')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the mobile menu by keyboard: focus moves in and stays, Escape closes and returns focus', async () => {
    const { page } = app
    await page.goto('/generator')
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor()
    const focusInMenu = () => dialog.evaluate((el) => el.contains(document.activeElement))
    await expect.poll(focusInMenu).toBe(true)
    // Signed out it holds three stops (Close, Generator, Profile): five Tabs wrap around inside.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    expect(await focusInMenu()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})
