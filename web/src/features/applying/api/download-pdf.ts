import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

export const pdfNameOf = (latexFilename: string) => latexFilename.replace(/\.tex$/i, '') + '.pdf'

/** Compiles (or fetches the compiled) PDF and saves it under the .tex name switched to .pdf. */
export async function downloadPdf(latexFilename: string): Promise<void> {
  const bytes = await api.downloadPdf(latexFilename)
  saveFile(bytes as BlobPart, pdfNameOf(latexFilename), 'application/pdf')
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf })
}
