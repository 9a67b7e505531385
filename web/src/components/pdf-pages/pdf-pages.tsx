import { useCallback, useEffect, useRef, useState } from 'react'
import type { PdfDocument } from './load-pdfjs.ts'
import { useElementWidth } from './use-element-width.ts'
import { usePdfDocument } from './use-pdf-document.ts'

// Resizing fires many widths in a row; the pages are drawn again once it settles.
const RESIZE_SETTLE_MS = 150

interface PdfPagesProps {
  /** The PDF. */
  file: Blob
  /** A URL of the same PDF, offered when it cannot be drawn. */
  url: string
  /** What the document is, for the page names: "Page 1 of the resume". */
  name: string
}

/**
 * Every page of a PDF drawn on a canvas as wide as the container, sharp on high-density screens,
 * so the document shows where the browser has no PDF viewer of its own (many phones).
 */
export function PdfPages({ file, url, name }: PdfPagesProps) {
  const container = useRef<HTMLDivElement>(null)
  const width = useElementWidth(container)
  const pdf = usePdfDocument(file)
  const [drawFailed, setDrawFailed] = useState(false)
  const onDrawFailed = useCallback(() => setDrawFailed(true), [])
  useEffect(() => setDrawFailed(false), [file])

  return (
    <div ref={container} className="flex flex-col gap-3">
      {pdf.status === 'loading' && (
        <p role="status" className="py-24 text-center text-sm text-muted-foreground">
          Rendering {name} preview...
        </p>
      )}
      {(pdf.status === 'failed' || drawFailed) && (
        <p role="alert" className="px-4 py-24 text-center text-sm text-muted-foreground">
          The {name} preview cannot be shown here.{' '}
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
            Open the {name} PDF
          </a>{' '}
          or download it below.
        </p>
      )}
      {pdf.status === 'ready' && !drawFailed && <Pages document={pdf.document} width={width} name={name} onFail={onDrawFailed} />}
    </div>
  )
}

function Pages({ document, width, name, onFail }: { document: PdfDocument; width: number; name: string; onFail: () => void }) {
  const canvases = useRef<(HTMLCanvasElement | null)[]>([])

  useEffect(() => {
    if (width <= 0) return
    let cancelled = false
    const tasks: { cancel: () => void }[] = []
    const draw = async () => {
      for (let number = 1; number <= document.numPages && !cancelled; number++) {
        const canvas = canvases.current[number - 1]
        if (!canvas) continue
        const page = await document.getPage(number)
        if (cancelled) return
        const ratio = window.devicePixelRatio || 1
        const cssScale = width / page.getViewport({ scale: 1 }).width
        const viewport = page.getViewport({ scale: cssScale * ratio })
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
        const task = page.render({ canvas, viewport })
        tasks.push(task)
        await task.promise
      }
    }
    const timer = setTimeout(() => {
      draw().catch((error: unknown) => {
        // A drawing stopped by a newer width or by leaving the page is not a failure.
        if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return
        console.error('The PDF preview could not be drawn', error)
        onFail()
      })
    }, RESIZE_SETTLE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      for (const task of tasks) task.cancel()
    }
  }, [document, width, onFail])

  return Array.from({ length: document.numPages }, (_, index) => (
    <canvas
      key={index}
      ref={(canvas) => {
        canvases.current[index] = canvas
      }}
      role="img"
      aria-label={`Page ${index + 1} of the ${name}`}
      className="block w-full bg-white shadow-sm"
    />
  ))
}
