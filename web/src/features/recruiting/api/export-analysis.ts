import { useMutation } from '@tanstack/react-query'
import type { ModelProvider } from '@/features/recruiting/utils/model-reading.ts'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

export const EXPORT_FILENAME = 'resume-analysis.csv'

interface ExportAnalysisInput {
  jobId: string
  limit: number
  /** A match with a model: its columns too, from the grades the server kept of that match. */
  model?: { provider: ModelProvider; topK: number } | null
}

/** Saves the job's ranking as CSV, the same top `limit` candidates the screen shows. */
export async function exportAnalysis({ jobId, limit, model }: ExportAnalysisInput): Promise<void> {
  const csv = await api.recruiting.exportCsv(jobId, limit, model ? { provider: model.provider, top_k: model.topK } : undefined)
  saveFile(csv, EXPORT_FILENAME, 'text/csv;charset=utf-8')
}

export function useExportAnalysis() {
  return useMutation({ mutationFn: exportAnalysis })
}
