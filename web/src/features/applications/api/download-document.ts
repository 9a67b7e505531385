import { useMutation } from '@tanstack/react-query'
import type { ApplicationDocument } from '@shared/schemas/applications.ts'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

/** The PDF of a document as it was sent (the generator's compile-and-download call, by file name). */
export async function downloadDocumentPdf(document: ApplicationDocument): Promise<void> {
  const bytes = await api.downloadPdf(document.filename)
  saveFile(bytes as BlobPart, document.filename.replace(/\.tex$/i, '.pdf'), 'application/pdf')
}

/** Opens the document's PDF preview in a new tab (the generator's preview call). */
export async function previewDocumentPdf(document: ApplicationDocument): Promise<void> {
  // Opened before the wait, inside the click: a window opened after an await is blocked as a pop-up.
  const opened = window.open('', '_blank')
  try {
    const bytes = await api.previewPdf(document.filename)
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
    if (opened) opened.location.href = url
    else window.open(url, '_blank', 'noopener')
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (error) {
    opened?.close()
    throw error
  }
}

export function useDownloadDocumentPdf() {
  return useMutation({ mutationFn: downloadDocumentPdf })
}

export function usePreviewDocumentPdf() {
  return useMutation({ mutationFn: previewDocumentPdf })
}
