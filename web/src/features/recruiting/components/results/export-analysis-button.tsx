import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useExportAnalysis } from '@/features/recruiting/api/export-analysis.ts'
import { stepErrorToast } from '@/features/recruiting/utils/toasts.ts'

/** Downloads resume-analysis.csv: the same top candidates the screen shows, as the server ranks them. */
export function ExportAnalysisButton({ jobId, limit }: { jobId: string; limit: number }) {
  const exportAnalysis = useExportAnalysis()
  async function onExport() {
    try {
      await exportAnalysis.mutateAsync({ jobId, limit })
    } catch (error) {
      toast(stepErrorToast(error, 'Failed to export analysis'))
    }
  }
  return (
    <Button variant="outline" onClick={onExport} busy={exportAnalysis.isPending} className="w-full sm:w-auto">
      {!exportAnalysis.isPending && <Download className="h-4 w-4" aria-hidden="true" />}
      Export Analysis
    </Button>
  )
}
