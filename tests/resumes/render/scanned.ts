import type { ResumeSource } from '../schema.ts'
import { renderSingle } from './single.ts'
import { LATEX_REPRODUCIBLE, compileLatex, pdfPagesToJpeg } from './tools.ts'

/*
 * An image-only PDF, as a scanner or "print to image" makes it: the single layout's pages scanned
 * at 200 dpi (a scanner's usual setting for documents) into grey JPEGs and placed, one picture per
 * page, in a PDF with no text layer at all. The product reads it by OCR.
 */

const DPI = 200

export async function renderScanned(resume: ResumeSource): Promise<Buffer> {
  return imagesToPdf(await pdfPagesToJpeg(await renderSingle(resume), DPI, 75))
}

/** JPEG pages as a Letter-sized PDF, one picture filling each page and nothing else on it. */
export async function imagesToPdf(pages: Uint8Array[]): Promise<Buffer> {
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
