import { cloneElement, type MouseEvent, type ReactElement, useId, useRef } from 'react'
import { Button } from './button.tsx'

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/**
 * Asks before something that cannot be undone. The browser's own modal <dialog>: the page behind
 * it is inert, Escape cancels, and Cancel takes the focus first, so Enter does not destroy. It
 * needs no injected <style> (a scroll-lock library's would break the page's style-src policy);
 * index.css stops the page scrolling while it is open. Focus goes back to the trigger on close.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()
  const open = (event: MouseEvent<HTMLElement>) => {
    trigger.props.onClick?.(event)
    opener.current = event.currentTarget
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()
  return (
    <>
      {cloneElement(trigger, { onClick: open })}
      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => opener.current?.focus()}
        // A click on the backdrop lands on the <dialog> itself: it cancels, as Escape does.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border bg-card p-6 text-foreground shadow-lg backdrop:bg-black/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          {description}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={close}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              close()
              onConfirm()
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  )
}
