import { createHash } from 'node:crypto'
import { prng } from '../../../bench/lib/synthetic-pool.ts'
import type { ResumeSource } from '../schema.ts'
import { imagesToPdf } from './scanned.ts'
import { renderSingle } from './single.ts'
import { LATEX_REPRODUCIBLE, compileLatex, pdfPageCount, pdfPagesToJpeg } from './tools.ts'

/*
 * A scan as an office copier makes one of a printout fed a little crooked: the single layout's
 * pages turned by 0.8-2 degrees either way, on grey paper, with toner specks and a faint streak down
 * the page, scanned at 200 dpi into grey JPEGs, one picture a page in a PDF with no text layer.
 * The angle and the specks come from the resume's id, so a rebuild gives the same file.
 */

const DPI = 200
const SPECKS = 700

export async function renderScannedNoisy(resume: ResumeSource): Promise<Buffer> {
  // Seeded by the id, so a rebuild gives the same file.
  const random = prng(createHash('sha256').update(resume.id).digest().readUInt32LE(0))
  const single = await renderSingle(resume)
  const pageCount = await pdfPageCount(single)
  const pages: string[] = []
  for (let page = 1; page <= pageCount; page++) {
    const angle = (random() < 0.5 ? -1 : 1) * (0.8 + 1.2 * random())
    const specks = Array.from({ length: SPECKS }, () => {
      const x = (random() * 8.5).toFixed(3)
      const y = (random() * 11).toFixed(3)
      const r = (0.1 + random() * 0.35).toFixed(2)
      return String.raw`\fill[black!${Math.round(40 + random() * 50)}] (${x}in,${y}in) circle (${r}pt);`
    })
    const streakX = (1 + random() * 6.5).toFixed(2)
    pages.push(
      [
        String.raw`\begin{tikzpicture}[x=1in,y=1in]`,
        String.raw`\fill[black!9] (0,0) rectangle (8.5,11);`,
        String.raw`\node[inner sep=0pt,rotate=${angle.toFixed(2)}] at (4.25,5.5) {\includegraphics[page=${page},width=8.5in,height=11in]{single.pdf}};`,
        ...specks,
        String.raw`\fill[black!14] (${streakX},0) rectangle +(0.012,11);`,
        String.raw`\end{tikzpicture}`,
      ].join('\n'),
    )
  }
  const source = [
    String.raw`\documentclass{article}`,
    LATEX_REPRODUCIBLE,
    String.raw`\usepackage{graphicx,tikz}`,
    String.raw`\pdfpagewidth=8.5in \pdfpageheight=11in \hoffset=-1in \voffset=-1in`,
    String.raw`\begin{document}`,
    ...pages.map((p) => String.raw`\shipout\hbox to 8.5in{\vbox to 11in{\vss${p}}\hss}`),
    String.raw`\end{document}`,
    '',
  ].join('\n')
  const composed = await compileLatex(source, { 'single.pdf': single })
  return imagesToPdf(await pdfPagesToJpeg(composed, DPI, 70))
}
