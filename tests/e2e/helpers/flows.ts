import { basename } from 'node:path'
import type { Download, Page } from 'playwright-core'
import { renderingPath } from '../../resumes/index.ts'

export const PASSWORD = 'correct horse battery'
/** A written test resume: a Linux systems administrator (Bash, Python, Grafana), as a PDF with the dates on the right, for the DevOps posting below. */
export const RESUME_PDF = renderingPath('sysadmin-tomasz-nowak', 'dates-right')
export const RESUME_PDF_NAME = basename(RESUME_PDF)
/** A written test resume as a plain text file: a computer science student. */
export const RESUME_TEXT_FILE = renderingPath('student-cs-emily-carter', 'plain')

export const JOB_DESCRIPTION = `Role: Senior DevOps Engineer
Company: Acme Cloud

We are looking for a senior DevOps engineer to run our cloud platform.

Requirements:
- 5+ years of experience with AWS, Docker and Kubernetes
- Terraform, Jenkins and CI/CD pipelines
- Python or Bash scripting; Linux administration
- Bachelor's degree in Computer Science or related field

Responsibilities:
- Build and automate infrastructure as code
- Monitor production systems with Prometheus and Grafana
- Mentor engineers and improve reliability
`

let counter = 0
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${++counter}@example.com`

/** Fills and sends the sign-up form the page shows. */
export async function submitSignUp(page: Page, email: string, name = 'Ada Lovelace'): Promise<void> {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** Signs up on /register and lands on the generator. */
export async function register(page: Page, email: string, name = 'Ada Lovelace'): Promise<void> {
  await page.goto('/register')
  await submitSignUp(page, email, name)
  await page.waitForURL('**/generator')
}

export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Picks the file through the drop zone's input, as the file dialog would. */
export async function uploadResume(page: Page, file = RESUME_PDF): Promise<void> {
  await page.getByLabel('Resume file').setInputFiles(file)
  // Read in the server's worker thread through poppler: seconds on a loaded machine.
  await page.getByText('Resume uploaded and text extracted successfully').first().waitFor({ timeout: 60_000 })
}

export async function pasteJobDescription(page: Page, text = JOB_DESCRIPTION): Promise<void> {
  await page.getByLabel('Job Description').fill(text)
}

export const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Resume & Cover Letter' })

/** Clicks Generate and waits for the results, returning every step status the page showed. */
export async function generate(page: Page): Promise<Record<string, string[]>> {
  // Record each step's status changes as the stream delivers them.
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {}
    ;(window as unknown as { __steps: typeof seen }).__steps = seen
    const record = () => {
      for (const li of document.querySelectorAll<HTMLElement>('[data-step]')) {
        const id = li.dataset.step as string
        const status = li.dataset.status as string
        const list = (seen[id] ??= [])
        if (list.at(-1) !== status) list.push(status)
      }
    }
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] })
  })
  await generateButton(page).click()
  await page.getByRole('heading', { name: 'Generated Documents' }).waitFor({ timeout: 60_000 })
  return page.evaluate(() => (window as unknown as { __steps: Record<string, string[]> }).__steps)
}

/** The first bytes of the PDF a preview shows: its panel's "Open ... in a new tab" blob: URL, fetched in the page. */
export async function previewPdfHeader(page: Page, title: string): Promise<string> {
  const preview = page.getByRole('region', { name: title })
  await preview.waitFor({ timeout: 30_000 })
  const open = page
    .getByRole('article')
    .filter({ has: preview })
    .getByRole('link', { name: /in a new tab$/ })
  await open.waitFor({ timeout: 30_000 })
  const src = await open.getAttribute('href')
  if (!src) throw new Error(`${title} has no PDF link`)
  return page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer())
    return String.fromCharCode(...bytes.slice(0, 5))
  }, src)
}

export interface DrawnPage {
  width: number
  height: number
  /** Pixels that are not white (the text and rules of the page). */
  inked: number
}

/** The pages a preview has drawn, once the first one shows ink: their canvas sizes and how many pixels are not white. */
export async function drawnPreviewPages(page: Page, title: string): Promise<DrawnPage[]> {
  const canvases = page.getByRole('region', { name: title }).getByRole('img')
  await canvases.first().waitFor({ timeout: 30_000 })
  const measure = () =>
    canvases.evaluateAll((elements) =>
      (elements as HTMLCanvasElement[]).map((canvas) => {
        const { width, height } = canvas
        const pixels = width && height ? canvas.getContext('2d')?.getImageData(0, 0, width, height).data : undefined
        let inked = 0
        // Ink is an opaque pixel that is not white: a canvas not drawn yet is transparent black.
        for (let i = 0; pixels && i < pixels.length; i += 4) {
          if (pixels[i + 3]! > 0 && (pixels[i]! < 250 || pixels[i + 1]! < 250 || pixels[i + 2]! < 250)) inked++
        }
        return { width, height, inked }
      }),
    )
  const deadline = Date.now() + 30_000
  let pages = await measure()
  while (!(pages[0]?.inked ?? 0) && Date.now() < deadline) {
    await page.waitForTimeout(250)
    pages = await measure()
  }
  return pages
}

/** A download's name and bytes, streamed from the shared Chromium (a connected browser gives no local path). */
export async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) }
}
