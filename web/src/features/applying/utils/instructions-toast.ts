import type { InstructionReport } from '@shared/schemas/generate.ts'
import type { ToastInput } from '@/components/ui/toast-store.ts'

/*
 * The toast after a regeneration only says it is done, and whether in full: what was applied,
 * what was not and why is the report kept beside the instruction box (instruction-report.tsx),
 * so the two never say the same thing twice.
 */

export function regeneratedToast(report: InstructionReport | undefined, message: string): ToastInput {
  if (!report || (report.not_applied.length === 0 && !report.unchanged)) {
    return { title: 'Regenerated!', description: message || 'Document updated', variant: 'success' }
  }
  if (report.applied.length === 0 || report.unchanged) {
    return { title: 'Nothing was changed', description: 'See the report under Custom instructions.', variant: 'default' }
  }
  return { title: 'Regenerated, in part', description: 'See the report under Custom instructions.', variant: 'default' }
}
