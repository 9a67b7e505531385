import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

export const EXPORT_FILENAME = 'resume-analysis.csv'

/** Saves the job's ranking as CSV, the same top `limit` candidates the screen shows. */
export async function exportAnalysis({ jobId, limit }: { jobId: string; limit: number }): Promise<void> {
  const csv = await api.recruiting.exportCsv(jobId, limit)
  saveFile(csv, EXPORT_FILENAME, 'text/csv;charset=utf-8')
}

export function useExportAnalysis() {
  return useMutation({ mutationFn: exportAnalysis })
}
