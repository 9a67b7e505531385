import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'
import { type SavedDocument, saveAsName } from './save-as-name.ts'

/** Saves the document's LaTeX source (.tex). */
export async function downloadLatex(doc: SavedDocument): Promise<void> {
  const bytes = await api.documentFile(doc.filename)
  saveFile(bytes as BlobPart, saveAsName(doc, 'tex'), 'application/x-tex')
}

export function useDownloadLatex() {
  return useMutation({ mutationFn: downloadLatex })
}
