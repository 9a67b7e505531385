import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useExportAnalysis } from '@/features/recruiting/api/export-analysis.ts'
import type { ModelChoice } from '@/features/recruiting/hooks/use-find-matches.ts'
import { stepErrorToast } from '@/features/recruiting/utils/toasts.ts'

/**
 * Downloads resume-analysis.csv: the same top candidates the screen shows, as the server ranks
 * them; after a match with a model, in its order and with its columns.
 */
export function ExportAnalysisButton({ jobId, limit, model = null }: { jobId: string; limit: number; model?: ModelChoice | null }) {
  const exportAnalysis = useExportAnalysis()
  async function onExport() {
    try {
      await exportAnalysis.mutateAsync({ jobId, limit, model })
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
