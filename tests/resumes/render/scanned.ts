import type { ResumeSource } from '../schema.ts'
import { renderSingle } from './single.ts'
import { LATEX_REPRODUCIBLE, compileLatex, pdfPagesToJpeg } from './tools.ts'

/*
 * An image-only PDF, as a scanner or "print to image" makes it: the single layout's pages drawn
 * at 100 dpi in grey (JPEG) and placed, one picture per page, in a PDF with no text layer at all.
 */

const DPI = 100

export async function renderScanned(resume: ResumeSource): Promise<Buffer> {
  const pages = await pdfPagesToJpeg(await renderSingle(resume), DPI)
  const inputs: Record<string, Uint8Array> = {}
  const body: string[] = []
  pages.forEach((jpg, i) => {
    inputs[`page-${i + 1}.jpg`] = jpg
    // Shipped out as the whole page: the picture's top-left corner on the page's, nothing else on it.
    body.push(String.raw`\shipout\hbox{\includegraphics[width=\pdfpagewidth,height=\pdfpageheight]{page-${i + 1}.jpg}}`)
  })
  const source = [
    String.raw`\documentclass{article}`,
    LATEX_REPRODUCIBLE,
    String.raw`\usepackage{graphicx}`,
    String.raw`\pdfpagewidth=8.5in \pdfpageheight=11in \hoffset=-1in \voffset=-1in`,
    String.raw`\begin{document}`,
    ...body,
    String.raw`\end{document}`,
    '',
  ].join('\n')
  return compileLatex(source, inputs)
}
