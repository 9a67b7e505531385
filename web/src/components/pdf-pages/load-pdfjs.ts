/**
 * pdf.js, fetched only when a preview is first shown: it is large, and most screens never need it.
 * Its worker is a separate file that Vite emits next to the app; pdf.js starts it from that URL.
 */
export async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>
export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>
