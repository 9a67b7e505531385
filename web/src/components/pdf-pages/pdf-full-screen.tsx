import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { PdfPages } from './pdf-pages.tsx'

interface PdfFullScreenProps {
  file: Blob
  url: string
  /** What the document is: "resume", "cover letter". */
  name: string
  /** The dialog's name: "Resume preview". */
  title: string
  onClose: () => void
}

/**
 * A PDF's pages over the whole screen, for a phone where the preview in the page is small: the
 * pages scroll, and pinch zoom is left to the browser (touch-action allows it), with a Close
 * button always in reach at the top. A modal <dialog>: Escape and the back of focus are the
 * browser's, and the page behind stays put (index.css).
 */
export function PdfFullScreen({ file, url, name, title, onClose }: PdfFullScreenProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal?.()
    return () => element?.close?.()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-background p-0 text-foreground backdrop:bg-black/60"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-3 border-b bg-card px-3 py-2">
          <h2 className="min-w-0 truncate text-base font-semibold">{title}</h2>
          <Button variant="outline" onClick={onClose} autoFocus>
            <X className="h-4 w-4" aria-hidden="true" />
            Close
          </Button>
        </header>
        {/* Pinch zoom and panning stay the browser's: nothing here takes the gestures. */}
        <div
          data-testid="pdf-full-screen-pages"
          className="min-h-0 flex-1 overflow-auto bg-muted/50 p-2"
          style={{ touchAction: 'pan-x pan-y pinch-zoom' }}
        >
          <PdfPages file={file} url={url} name={name} />
        </div>
      </div>
    </dialog>
  )
}
