import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { saveFile } from '@/lib/save-file.ts'

export const EXPORT_FILENAME = 'applications.csv'

/** Saves every application as CSV (one row each, the statuses in people's words). */
export async function exportApplications(): Promise<void> {
  const csv = await api.applications.exportCsv()
  saveFile(csv, EXPORT_FILENAME, 'text/csv;charset=utf-8')
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications })
}
