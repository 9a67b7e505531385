import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { type ExtractionResult } from '../../../../server/domain/ingest/index.ts'
import { allRenderings, renderingPath } from '../../../resumes/index.ts'

/*
 * Text a reader cannot see, in PDFs this file builds with pdflatex: an honest one-page resume
 * (with the things an honest design does: white text on a black banner, grey text), and copies
 * of it with keywords hidden each way a stuffer hides them. Each copy must read exactly as the
 * honest one, with the keywords reported apart as hidden text.
 */

const run = promisify(execFile)

const PREAMBLE = String.raw`\documentclass[11pt]{article}
\usepackage[margin=1in]{geometry}
\usepackage{lmodern}
\usepackage[T1]{fontenc}
\usepackage{xcolor}
\usepackage{graphicx}
\usepackage{eso-pic}
\usepackage{pdfrender}
\pagestyle{empty}
`

// %HIDDEN% marks where a stuffed copy puts its keywords: at the end of a visible paragraph.
const BODY = String.raw`
\noindent\colorbox{black}{\color{white}\bfseries\Large Jordan Avery}\\[2pt]
{\color{gray}jordan.avery@example.com \quad (555) 010-2020}

\section*{Summary}
Bookkeeper with six years of experience in small-business accounts payable and payroll.
%HIDDEN%
\section*{Experience}
\textbf{Bookkeeper}, Greenfield Bakery \hfill Jan 2019 -- Present
\begin{itemize}
\item Reconciled bank statements and managed accounts payable for 40 vendors.
\item Ran biweekly payroll for 25 staff.
\end{itemize}

\section*{Education}
Associate of Applied Science, Accounting, Lakeside Community College, 2018

\section*{Skills}
{\color[gray]{0.55}Microsoft Excel, QuickBooks, data entry}
`

// lmodern scales to any size, so 1 pt text is set at 1 pt (Computer Modern would substitute 5 pt).
const STUFFING = {
  white: String.raw`{\color{white}Certified Public Accountant CPA GAAP IFRS Hyperion reconciliations}`,
  tiny: String.raw`{\fontsize{1pt}{1.2pt}\selectfont NetSuite consolidation variance analysis}`,
  offPage: String.raw`\begin{picture}(0,0)\put(-300,2000){Sarbanes Oxley compliance}\end{picture}`,
  invisible: String.raw`\textpdfrender{TextRenderingMode=Invisible}{Workday forecasting treasury}`,
  // Black text with a white bar painted over it.
  covered: String.raw`\par\noindent\rlap{Kubernetes Terraform Ansible}{\color{white}\rule[-4pt]{8cm}{15pt}}`,
} as const

const HIDDEN_WORDS: Record<keyof typeof STUFFING, string[]> = {
  white: ['CPA', 'GAAP', 'IFRS', 'Hyperion', 'reconciliations'],
  tiny: ['NetSuite', 'consolidation', 'variance'],
  offPage: ['Sarbanes', 'Oxley', 'compliance'],
  invisible: ['Workday', 'forecasting', 'treasury'],
  covered: ['Kubernetes', 'Terraform', 'Ansible'],
}

let dir: string
const pdfs = new Map<string, Uint8Array>()

async function compile(name: string, source: string): Promise<void> {
  writeFileSync(join(dir, `${name}.tex`), source)
  await run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', `${name}.tex`], { cwd: dir })
  pdfs.set(name, new Uint8Array(readFileSync(join(dir, `${name}.pdf`))))
}

const resume = (hidden = '', preamble = '', bodyStart = '') =>
  `${PREAMBLE}${preamble}\\begin{document}\n${bodyStart}${BODY.replace('%HIDDEN%', hidden)}\\end{document}\n`

const detect = (name: string) => readResumeFile(pdfs.get(name)!, { detectHiddenText: true })
const words = (text: string) => new Set(text.match(/[\p{L}\p{N}]+/gu) ?? [])

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 't10-hidden-text-'))
  await Promise.all([
    compile('honest', resume()),
    ...Object.entries(STUFFING).map(([name, hidden]) => compile(name, resume(hidden))),
    compile('all', resume(Object.values(STUFFING).join('\n\n'))),
    // The whole page turned a quarter: word boxes and the render then disagree on orientation.
    compile('rotated', resume('', String.raw`\pdfpageattr{/Rotate 90}`)),
  ])
  // An OCR'd scan: the picture of the page, with the same text over it in invisible mode.
  await run('pdftoppm', ['-png', '-r', '100', '-singlefile', 'honest.pdf', 'scan'], { cwd: dir })
  // Only the picture shows: the banner's black box is in the scan, not drawn again over it (an
  // \fbox without a rule takes the same room, so the text still lies over its picture).
  const background = String.raw`\AddToShipoutPictureBG*{\includegraphics[width=\paperwidth,height=\paperheight]{scan.png}}
\renewcommand{\colorbox}[2]{{\fboxrule=0pt\fbox{#2}}}`
  await compile('ocr', resume('', background, String.raw`\pdfrender{TextRenderingMode=Invisible}`))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('hidden text in a PDF resume', () => {
  let honest: ExtractionResult

  beforeAll(async () => {
    honest = await detect('honest')
  })

  it('finds none in an honest resume: white on a dark banner and grey text are visible', async () => {
    expect(honest.hidden_text).toBe('')
    expect(honest.resume_text).toContain('Jordan Avery')
    expect(honest.resume_text).toContain('jordan.avery@example.com')
    expect(honest.resume_text).toContain('Microsoft Excel, QuickBooks, data entry')
    expect(honest.parsed.contact.name).toBe('Jordan Avery')
    // Exactly what the plain extraction reads.
    expect(honest.resume_text).toBe((await readResumeFile(pdfs.get('honest')!)).resume_text)
  })

  it.each(Object.keys(STUFFING) as (keyof typeof STUFFING)[])('leaves out %s text and reports it apart', async (name) => {
    const stuffed = await detect(name)
    for (const word of HIDDEN_WORDS[name]) {
      expect(words(stuffed.resume_text)).not.toContain(word)
      expect(words(stuffed.raw_resume_text)).not.toContain(word)
      expect(words(stuffed.hidden_text ?? '')).toContain(word)
    }
    expect(JSON.stringify(stuffed.parsed)).not.toMatch(new RegExp(HIDDEN_WORDS[name].join('|')))
    // What is left reads exactly as the honest resume.
    expect(stuffed.resume_text).toBe(honest.resume_text)
    expect(stuffed.parsed).toEqual(honest.parsed)
  })

  it('reports every kind at once, in reading order, then what is off the page', async () => {
    const all = await detect('all')
    expect(all.resume_text).toBe(honest.resume_text)
    expect(all.hidden_text!.replace(/\s+/g, ' ')).toBe(
      'Certified Public Accountant CPA GAAP IFRS Hyperion reconciliations NetSuite consolidation variance analysis ' +
        'Workday forecasting treasury Kubernetes Terraform Ansible Sarbanes Oxley compliance',
    )
  })

  it('without the option, reads as before: hidden words included, off-page ones dropped by poppler', async () => {
    const plain = await readResumeFile(pdfs.get('all')!)
    expect(plain).not.toHaveProperty('hidden_text')
    for (const word of [...HIDDEN_WORDS.white, ...HIDDEN_WORDS.tiny, ...HIDDEN_WORDS.invisible, ...HIDDEN_WORDS.covered]) {
      expect(words(plain.resume_text)).toContain(word)
    }
    for (const word of HIDDEN_WORDS.offPage) expect(words(plain.resume_text)).not.toContain(word)
  })

  it("keeps an OCR'd scan's invisible text layer: the scanned image is ink under its words", async () => {
    const ocr = await detect('ocr')
    expect(ocr.hidden_text).toBe('')
    expect(ocr.resume_text).toContain('Reconciled bank statements and managed accounts payable for 40 vendors.')
    expect(words(ocr.resume_text)).toEqual(words(honest.resume_text))
  })

  it('finds none on a rotated page', async () => {
    const rotated = await detect('rotated')
    expect(rotated.hidden_text).toBe('')
    expect(words(rotated.resume_text)).toEqual(words(honest.resume_text))
  })

  it('does not check other kinds', async () => {
    const docx = await readResumeFile(new Uint8Array(readFileSync(renderingPath('accountant-priya-raman', 'word'))), { detectHiddenText: true })
    expect(docx).not.toHaveProperty('hidden_text')
  })
})

describe('no hidden text in the written resumes', () => {
  // Every PDF of tests/resumes but the scans: LaTeX pages (one column, right-aligned dates, the
  // quirks) and Chromium pages whose sidebar is white text on a dark panel, which a reader sees.
  const pdfs = allRenderings().filter((r) => ['single', 'sidebar', 'dates-right', 'quirks'].includes(r.layout))

  it(`flags none of the written resumes' PDFs`, async () => {
    expect(pdfs.length).toBeGreaterThanOrEqual(60)
    const flagged: string[] = []
    let next = 0
    const worker = async () => {
      while (next < pdfs.length) {
        const r = pdfs[next++]!
        const result = await readResumeFile(new Uint8Array(readFileSync(r.path)), { detectHiddenText: true })
        if (result.hidden_text !== '') flagged.push(`${r.resume.id}.${r.layout}: ${result.hidden_text}`)
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    expect(flagged).toEqual([])
  }, 120_000)

  it.each(['single', 'sidebar', 'dates-right', 'quirks'] as const)(
    'the %s layout reads the same text with the check as without it',
    async (layout) => {
      const r = pdfs.find((p) => p.layout === layout)!
      const bytes = new Uint8Array(readFileSync(r.path))
      const result = await readResumeFile(bytes, { detectHiddenText: true })
      expect(result.hidden_text).toBe('')
      expect(result.resume_text).toBe((await readResumeFile(bytes)).resume_text)
    },
  )
})
