import { useLayoutEffect, useState, type RefObject } from 'react'

export type ToastPlacement = 'top' | 'bottom'

/** Marks the button a screen is for (Generate); toasts move out of its way. */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action'

// Tailwind's `sm` breakpoint: below it the toasts span the screen's width.
const NARROW = '(max-width: 639.98px)'
// Layout moves without a scroll (results appearing, a panel opening): looked at again this often.
const RECHECK_MS = 500

interface Band {
  top: number
  bottom: number
  left: number
  right: number
}

const overlaps = (band: Band, box: DOMRect) => box.top < band.bottom && box.bottom > band.top && box.left < band.right && box.right > band.left

/**
 * Where the toasts go: across the top on phones (the primary button sits low, under the thumb),
 * bottom right on wider screens; the other edge when the preferred one would cover a visible
 * primary action.
 */
export function choosePlacement(stack: HTMLElement, viewportHeight: number, narrow: boolean): ToastPlacement {
  const preferred: ToastPlacement = narrow ? 'top' : 'bottom'
  const box = stack.getBoundingClientRect()
  if (box.height === 0 || stack.childElementCount === 0) return preferred
  const actions = [...document.querySelectorAll(`[${PRIMARY_ACTION_ATTRIBUTE}]`)]
    .map((element) => element.getBoundingClientRect())
    .filter((action) => action.width > 0 && action.height > 0 && action.bottom > 0 && action.top < viewportHeight)
  const band = (placement: ToastPlacement): Band => ({
    top: placement === 'top' ? 0 : viewportHeight - box.height,
    bottom: placement === 'top' ? box.height : viewportHeight,
    left: box.left,
    right: box.right,
  })
  const free = (placement: ToastPlacement) => !actions.some((action) => overlaps(band(placement), action))
  if (free(preferred)) return preferred
  const other: ToastPlacement = preferred === 'top' ? 'bottom' : 'top'
  return free(other) ? other : preferred
}

/** The toast stack's edge, looked at again when toasts come and go, on scroll and on resize. */
export function useToastPlacement(stack: RefObject<HTMLElement | null>, shown: readonly unknown[]): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>(() =>
    typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches ? 'top' : 'bottom',
  )

  useLayoutEffect(() => {
    const element = stack.current
    if (!element) return
    const update = () => setPlacement(choosePlacement(element, window.innerHeight, window.matchMedia?.(NARROW).matches ?? false))
    update()
    if (shown.length === 0) return
    let frame = 0
    const onChange = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onChange, { passive: true })
    window.addEventListener('resize', onChange)
    const timer = setInterval(update, RECHECK_MS)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onChange)
      window.removeEventListener('resize', onChange)
      clearInterval(timer)
    }
  }, [stack, shown])

  return placement
}
