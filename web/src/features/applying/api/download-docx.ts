import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export const docxNameOf = (latexFilename: string) => latexFilename.replace(/\.tex$/i, '') + '.docx'

/** Saves the document as a Word file (.docx), built by the server from the same content as the PDF. */
export async function downloadDocx(latexFilename: string): Promise<void> {
  const name = docxNameOf(latexFilename)
  const bytes = await api.documentFile(name)
  saveFile(bytes as BlobPart, name, DOCX_MIME)
}

export function useDownloadDocx() {
  return useMutation({ mutationFn: downloadDocx })
}
