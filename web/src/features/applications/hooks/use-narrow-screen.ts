import { useSyncExternalStore } from 'react'

/** Phones: below Tailwind's `sm` breakpoint, where the navigation bar turns into the menu button. */
const NARROW = '(max-width: 639px)'

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null)

function subscribe(onChange: () => void) {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** True on a phone-width screen, following the window as it is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
