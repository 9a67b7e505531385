import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

/** Saves the document's LaTeX source (.tex). */
export async function downloadLatex(latexFilename: string): Promise<void> {
  const bytes = await api.documentFile(latexFilename)
  saveFile(bytes as BlobPart, latexFilename, 'application/x-tex')
}

export function useDownloadLatex() {
  return useMutation({ mutationFn: downloadLatex })
}
