import { useEffect, useState } from 'react'
import { loadPdfjs, type PdfDocument } from './load-pdfjs.ts'

// pdf.js and its worker load once, then a page opens in well under a second; a PDF still not open
// after this is stuck (a worker that never started), and is called failed rather than left loading.
const OPEN_TIMEOUT_MS = 20_000

export type PdfDocumentState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; document: PdfDocument }

/**
 * A PDF file opened with pdf.js; closed when the file changes or the view goes away. A new
 * `attempt` opens it again (after a failure).
 */
export function usePdfDocument(file: Blob, attempt = 0): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' })

  useEffect(() => {
    let active = true
    let opened: PdfDocument | null = null
    setState({ status: 'loading' })
    const timer = setTimeout(() => {
      if (!active) return
      active = false
      console.error(`The PDF preview was not read in ${OPEN_TIMEOUT_MS / 1000} s`)
      setState({ status: 'failed' })
    }, OPEN_TIMEOUT_MS)
    // Both steps inside the chain, so that any failure lands in the catch below.
    Promise.all([loadPdfjs(), Promise.resolve(file).then((blob) => blob.arrayBuffer())])
      // No eval: the Content-Security-Policy forbids it, and pdf.js draws as well without.
      .then(([pdfjs, data]) => pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise)
      .then((document) => {
        clearTimeout(timer)
        if (!active) {
          void document.destroy()
          return
        }
        opened = document
        setState({ status: 'ready', document })
      })
      .catch((error: unknown) => {
        clearTimeout(timer)
        if (!active) return
        console.error('The PDF preview could not be read', error)
        setState({ status: 'failed' })
      })
    return () => {
      active = false
      clearTimeout(timer)
      if (opened) void opened.destroy()
    }
  }, [file, attempt])

  return state
}
