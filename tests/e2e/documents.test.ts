import { describe, expect, it } from 'vitest'
import { useAppInBrowser } from './helpers/browser.ts'
import { downloaded, generate, pasteJobDescription, register, uniqueEmail, uploadResume } from './helpers/flows.ts'

/*
 * The documents a person keeps: files named for the person, the job and the company (in the
 * results and in the profile's list, which shows the job of each), the .tex opening with the
 * document, a delete that asks in a dialog without breaking the page's style policy, and the
 * app's code sent compressed.
 */
describe('documents, as a person saves and keeps them', () => {
  const app = useAppInBrowser()
  const consoleErrors: string[] = []
  const resumeName = 'Tomasz Nowak – Senior DevOps Engineer – Acme Cloud'

  it('saves the generated documents under the person’s name, the job and the company', async () => {
    const { page } = app
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto('/register')
    await register(page, uniqueEmail('documents'))
    await uploadResume(page)
    await pasteJobDescription(page)
    await generate(page)

    const resume = page.getByRole('article', { name: 'Resume' })
    const [pdf] = await Promise.all([page.waitForEvent('download'), resume.getByRole('button', { name: 'Download PDF' }).click()])
    expect((await downloaded(pdf)).name).toBe(`${resumeName}.pdf`)

    const letter = page.getByRole('article', { name: 'Cover Letter' })
    const [letterPdf] = await Promise.all([page.waitForEvent('download'), letter.getByRole('button', { name: 'Download PDF' }).click()])
    expect((await downloaded(letterPdf)).name).toBe(`${resumeName} – Cover Letter.pdf`)

    const [tex] = await Promise.all([page.waitForEvent('download'), resume.getByRole('button', { name: 'Download .tex' }).click()])
    const source = await downloaded(tex)
    expect(source.name).toBe(`${resumeName}.tex`)
    expect(source.bytes.toString('utf8').startsWith('\\documentclass')).toBe(true)
  })

  it('lists each document in the profile with its job and company, and downloads it under the same name', async () => {
    const { page } = app
    await page.goto('/profile')
    const history = page.getByRole('list', { name: 'Generated documents' })
    await history.getByText('Resume for Senior DevOps Engineer at Acme Cloud').waitFor()
    await history.getByText('Cover letter for Senior DevOps Engineer at Acme Cloud').waitFor()
    const [pdf] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: `Download ${resumeName}.pdf` }).click()])
    expect((await downloaded(pdf)).name).toBe(`${resumeName}.pdf`)
  })

  it('asks before deleting, in a dialog that Escape closes with the focus back on Delete, and no style-policy error', async () => {
    const { page } = app
    const remove = page.getByRole('button', { name: `Delete ${resumeName} – Cover Letter` })
    await remove.click()
    const dialog = page.getByRole('alertdialog', { name: `Delete ${resumeName} – Cover Letter?` })
    await dialog.waitFor()
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true)

    await remove.click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Document deleted').first().waitFor()
    await page
      .getByRole('list', { name: 'Generated documents' })
      .getByText('Cover letter for Senior DevOps Engineer at Acme Cloud')
      .waitFor({ state: 'detached' })
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
  })

  it('receives the app’s code compressed', async () => {
    const { page } = app
    const html = await (await page.request.get('/')).text()
    const entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeTruthy()
    const response = await page.request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['content-type']).toMatch(/javascript/)
  })
})
