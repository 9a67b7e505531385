import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client.ts'

export async function previewPdf(latexFilename: string): Promise<Blob> {
  const bytes = await api.previewPdf(latexFilename)
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}

/**
 * The PDF of a document as a temporary object URL for an embedded frame. The URL is released
 * when the document is replaced and when the view goes away. A failure is only logged.
 */
export function usePdfPreview(latexFilename: string | null) {
  const [url, setUrl] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setUrl(null)
    if (!latexFilename) return
    let active = true
    let created: string | null = null
    setLoading(true)
    previewPdf(latexFilename)
      .then((blob) => {
        if (!active) return
        created = URL.createObjectURL(blob)
        setUrl(created)
      })
      .catch((error: unknown) => {
        if (active) console.error(`Preview of ${latexFilename} failed`, error)
      })
      .finally(() => {
        if (active) setLoading(false)
      })
    return () => {
      active = false
      if (created) URL.revokeObjectURL(created)
    }
  }, [latexFilename])

  return { url, loading }
}
