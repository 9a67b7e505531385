import { RotateCw } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
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
  const [attempt, setAttempt] = useState(0)
  const pdf = usePdfDocument(file, attempt)
  const [drawFailed, setDrawFailed] = useState(false)
  const onDrawFailed = useCallback(() => setDrawFailed(true), [])
  useEffect(() => setDrawFailed(false), [file, attempt])

  return (
    <div ref={container} className="flex flex-col gap-3">
      {pdf.status === 'loading' && (
        <p role="status" className="py-24 text-center text-sm text-muted-foreground">
          Rendering {name} preview...
        </p>
      )}
      {(pdf.status === 'failed' || drawFailed) && (
        <div className="flex flex-col items-center gap-3 px-4 py-20 text-center">
          <p role="alert" className="text-sm text-muted-foreground">
            The {name} preview cannot be shown here.{' '}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
              Open the {name} PDF
            </a>{' '}
            or download it below.
          </p>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Retry<span className="sr-only"> the {name} preview</span>
          </Button>
        </div>
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
