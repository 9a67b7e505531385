import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'
import { type SavedDocument, saveAsName } from './save-as-name.ts'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Saves the document as a Word file (.docx), built by the server from the same content as the PDF. */
export async function downloadDocx(doc: SavedDocument): Promise<void> {
  const bytes = await api.documentFile(doc.filename.replace(/\.tex$/i, '.docx'))
  saveFile(bytes as BlobPart, saveAsName(doc, 'docx'), DOCX_MIME)
}

export function useDownloadDocx() {
  return useMutation({ mutationFn: downloadDocx })
}
