import { type PointerEvent, useRef, useState } from 'react'

// Past this many pixels sideways a swipe dismisses; less springs back (a shaky tap is not a swipe).
const SWIPE_DISTANCE = 64

/** A horizontal swipe that dismisses: the offset to draw while dragging and the pointer handlers. */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)
  return {
    offset,
    /** True once the pointer moved far enough that releasing it is a swipe, not a tap. */
    swiped: Math.abs(offset) >= SWIPE_DISTANCE,
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = event.clientX
      },
      onPointerMove(event: PointerEvent) {
        if (start.current !== null) setOffset(event.clientX - start.current)
      },
      onPointerUp() {
        const distance = offset
        start.current = null
        setOffset(0)
        if (Math.abs(distance) >= SWIPE_DISTANCE) onDismiss()
      },
      onPointerCancel() {
        start.current = null
        setOffset(0)
      },
    },
  }
}
