import { useEffect, useState } from 'react'
import { api } from '@/lib/api-client.ts'

export async function previewPdf(latexFilename: string): Promise<Blob> {
  const bytes = await api.previewPdf(latexFilename)
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}

/**
 * The PDF of a document, and a temporary object URL of it to open or link to. The URL is released
 * when the document is replaced and when the view goes away. A failure is only logged.
 */
export function usePdfPreview(latexFilename: string | null) {
  const [url, setUrl] = useState<string | null>(null)
  const [file, setFile] = useState<Blob | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setUrl(null)
    setFile(null)
    if (!latexFilename) return
    let active = true
    let created: string | null = null
    setLoading(true)
    previewPdf(latexFilename)
      .then((blob) => {
        if (!active) return
        created = URL.createObjectURL(blob)
        setUrl(created)
        setFile(blob)
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

  return { url, file, loading }
}
