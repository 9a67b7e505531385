import { useCallback, useEffect, useState } from 'react'
import { api } from '@/lib/api-client.ts'

/**
 * How long a preview may take before it is called failed: compiling a page takes a second or two,
 * so a preview still missing after this is stuck, and an endless spinner would never say so.
 */
export const PREVIEW_TIMEOUT_MS = 20_000

export async function previewPdf(latexFilename: string): Promise<Blob> {
  const bytes = await api.previewPdf(latexFilename)
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}

interface PreviewState {
  url: string | null
  file: Blob | null
  failed: boolean
}

const EMPTY: PreviewState = { url: null, file: null, failed: false }

/**
 * The PDF of a document, and a temporary object URL of it to open or link to. The URL is released
 * when the document is replaced and when the view goes away. A failure, or no answer within
 * PREVIEW_TIMEOUT_MS, sets `failed` (and is logged); `retry` asks again.
 */
export function usePdfPreview(latexFilename: string | null) {
  const [state, setState] = useState<PreviewState>(EMPTY)
  const [loading, setLoading] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    setState(EMPTY)
    setLoading(false)
    if (!latexFilename) return
    let active = true
    let settled = false
    let created: string | null = null
    setLoading(true)
    const fail = (reason: unknown) => {
      if (!active || settled) return
      settled = true
      console.error(`Preview of ${latexFilename} failed`, reason)
      setState({ ...EMPTY, failed: true })
      setLoading(false)
    }
    const timer = setTimeout(() => fail(new Error(`no answer in ${PREVIEW_TIMEOUT_MS / 1000} s`)), PREVIEW_TIMEOUT_MS)
    previewPdf(latexFilename)
      .then((blob) => {
        if (!active || settled) return
        settled = true
        created = URL.createObjectURL(blob)
        setState({ url: created, file: blob, failed: false })
        setLoading(false)
      })
      .catch(fail)
      .finally(() => clearTimeout(timer))
    return () => {
      active = false
      clearTimeout(timer)
      if (created) URL.revokeObjectURL(created)
    }
  }, [latexFilename, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, loading, retry }
}
