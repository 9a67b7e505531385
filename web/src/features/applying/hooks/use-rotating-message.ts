import { useEffect, useState } from 'react'

/**
 * Cycles through messages while active: each shows for `intervalMs`, then fades out for
 * `fadeMs` before the next one fades in. Starts again from the first on each activation.
 */
export function useRotatingMessage(messages: readonly string[], active: boolean, intervalMs: number, fadeMs: number) {
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    setIndex(0)
    setVisible(true)
    if (!active) return
    let fade: ReturnType<typeof setTimeout> | undefined
    const timer = setInterval(() => {
      setVisible(false)
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % messages.length)
        setVisible(true)
      }, fadeMs)
    }, intervalMs)
    return () => {
      clearInterval(timer)
      clearTimeout(fade)
    }
  }, [active, messages.length, intervalMs, fadeMs])

  return { message: messages[index % messages.length] ?? '', visible }
}
