import type { InstructionReport } from '@shared/schemas/generate.ts'
import type { ToastInput } from '@/components/ui/toast-store.ts'

/*
 * The toast after a regeneration says what the engine did with the user's instructions: success
 * only when every part was carried out; otherwise which parts were applied, which were not, and why.
 */

const notAppliedText = (report: InstructionReport) => report.not_applied.map((n) => `"${n.instruction}" (${n.reason})`).join('; ')

export function regeneratedToast(report: InstructionReport | undefined, message: string): ToastInput {
  if (!report || report.not_applied.length === 0) {
    return { title: 'Regenerated!', description: message || 'Document updated', variant: 'success' }
  }
  if (report.applied.length === 0) {
    return {
      title: 'Nothing was changed',
      description: `The document was left as it was. Not applied: ${notAppliedText(report)}.`,
      variant: 'default',
    }
  }
  return {
    title: 'Regenerated, in part',
    description: `Applied: ${report.applied.join('; ')}. Not applied: ${notAppliedText(report)}.`,
    variant: 'default',
  }
}
