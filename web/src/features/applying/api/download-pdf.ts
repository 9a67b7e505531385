import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'
import { type SavedDocument, saveAsName } from './save-as-name.ts'

/** Compiles (or fetches the compiled) PDF and saves it under the document's name ("Jane Doe – Staff Accountant – Acme.pdf"). */
export async function downloadPdf(doc: SavedDocument): Promise<void> {
  const bytes = await api.downloadPdf(doc.filename)
  saveFile(bytes as BlobPart, saveAsName(doc, 'pdf'), 'application/pdf')
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf })
}
