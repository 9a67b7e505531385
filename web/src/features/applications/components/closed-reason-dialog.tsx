import { useEffect, useId, useRef, useState } from 'react'
import { CLOSED_REASON_LABELS, CLOSED_REASONS, type ApplicationSummary, type ClosedReason } from '@shared/schemas/applications.ts'
import { Button } from '@/components/ui/button.tsx'

interface ClosedReasonDialogProps {
  /** The application being moved to Closed; null: the dialog is shut. */
  application: ApplicationSummary | null
  onConfirm: (application: ApplicationSummary, reason: ClosedReason) => void
  /** Called when it closes either way, with the application it asked about. */
  onClose: (application: ApplicationSummary) => void
}

/**
 * Asks why an application closed before it moves to Closed (the server refuses Closed without a
 * reason). The browser's modal <dialog>, as ConfirmDialog: Escape cancels, the page behind is inert.
 */
export function ClosedReasonDialog({ application, onConfirm, onClose }: ClosedReasonDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const asked = useRef<ApplicationSummary | null>(null)
  const [reason, setReason] = useState<ClosedReason>('rejected')
  const titleId = useId()
  const name = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element || !application) return
    asked.current = application
    setReason('rejected')
    // jsdom has no showModal: there the dialog just opens.
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal()
    } else element.setAttribute('open', '')
  }, [application])

  const close = () => {
    const element = dialog.current
    if (!element) return
    if (typeof element.close === 'function') element.close()
    else {
      element.removeAttribute('open')
      closed()
    }
  }
  const closed = () => {
    const current = asked.current
    asked.current = null
    if (current) onClose(current)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={closed}
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-card p-6 text-foreground shadow-lg backdrop:bg-black/50"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          const current = asked.current
          close()
          if (current) onConfirm(current, reason)
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Why did it close?
        </h2>
        {application && <p className="mt-1 text-sm text-muted-foreground">{application.title} moves to Closed.</p>}
        <fieldset className="mt-4 space-y-2">
          <legend className="sr-only">Reason</legend>
          {CLOSED_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary">
              <input type="radio" name={name} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {CLOSED_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Move to Closed</Button>
        </div>
      </form>
    </dialog>
  )
}
