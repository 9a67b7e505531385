import { useCallback, useEffect, useRef, useState } from 'react'
import type { ScrapeUrlResponse } from '@shared/schemas/scrape.ts'
import { api } from '@/lib/api-client.ts'
import { serverMessage } from '@/lib/server-message.ts'

export const scrapePosting = (url: string) => api.scrapeUrl(url)

const FALLBACK = 'The posting could not be fetched. Paste its text instead.'

/**
 * The posting behind a link, with its pending and error state. Plain component state rather than
 * a query-cache mutation: the field sits inside the Job Description field, which also stands
 * alone (the landing page's trial, its own tests) without the app's query provider.
 */
export function useScrapePosting() {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  const scrape = useCallback(async (url: string): Promise<ScrapeUrlResponse | null> => {
    setPending(true)
    setError('')
    try {
      return await scrapePosting(url)
    } catch (failure) {
      if (mounted.current) setError(serverMessage(failure) || FALLBACK)
      return null
    } finally {
      if (mounted.current) setPending(false)
    }
  }, [])

  return { scrape, pending, error, clearError: () => setError('') }
}
