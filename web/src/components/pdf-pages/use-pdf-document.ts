import { useEffect, useState } from 'react'
import { loadPdfjs, type PdfDocument } from './load-pdfjs.ts'

export type PdfDocumentState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; document: PdfDocument }

/** A PDF file opened with pdf.js; closed when the file changes or the view goes away. */
export function usePdfDocument(file: Blob): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' })

  useEffect(() => {
    let active = true
    let opened: PdfDocument | null = null
    setState({ status: 'loading' })
    // Both steps inside the chain, so that any failure lands in the catch below.
    Promise.all([loadPdfjs(), Promise.resolve(file).then((blob) => blob.arrayBuffer())])
      // No eval: the Content-Security-Policy forbids it, and pdf.js draws as well without.
      .then(([pdfjs, data]) => pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise)
      .then((document) => {
        if (!active) {
          void document.destroy()
          return
        }
        opened = document
        setState({ status: 'ready', document })
      })
      .catch((error: unknown) => {
        if (!active) return
        console.error('The PDF preview could not be read', error)
        setState({ status: 'failed' })
      })
    return () => {
      active = false
      if (opened) void opened.destroy()
    }
  }, [file])

  return state
}
