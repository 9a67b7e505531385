import { useCallback, useState } from 'react'

/** A client storage key, set once the user has been through the tutorial so it shows only once. */
export const TUTORIAL_FLAG = 'hasSeenJobSearchTutorial'

function readFlag(): boolean {
  try {
    return localStorage.getItem(TUTORIAL_FLAG) === 'true'
  } catch {
    // Storage blocked (private mode, policy): show the tutorial, it is harmless.
    return false
  }
}

/** Whether to show the tutorial, and a way to dismiss it for good. */
export function useTutorialFlag(): { show: boolean; dismiss: () => void } {
  const [seen, setSeen] = useState(readFlag)
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(TUTORIAL_FLAG, 'true')
    } catch {
      // Not stored: it shows again next time, which is all that is lost.
    }
    setSeen(true)
  }, [])
  return { show: !seen, dismiss }
}
