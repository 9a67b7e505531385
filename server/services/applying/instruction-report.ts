import type { InstructionReport } from '../../../shared/schemas/generate.ts'

/*
 * What the engine did with the user's instructions, read back from the same "Applied: ..." and
 * "Could not apply: ..." lines it writes to the Generation Logs, so the reply and the logs agree.
 */

const APPLIED = /^Applied: (.+?)(?: \((.*)\))?\.?$/
const NOT_APPLIED = /^Could not apply: (.+?)(?: \((.*)\))?\.?$/
const NOT_UNDERSTOOD = /^Could not apply: not understood: "(.*)"$/

export function instructionReport(logs: readonly string[]): InstructionReport {
  const report: InstructionReport = { applied: [], not_applied: [] }
  for (const line of logs) {
    const unknown = NOT_UNDERSTOOD.exec(line)
    if (unknown) {
      report.not_applied.push({ instruction: unknown[1]!, reason: 'not understood' })
      continue
    }
    const missed = NOT_APPLIED.exec(line)
    if (missed) {
      report.not_applied.push({ instruction: missed[1]!, reason: missed[2] ?? 'not possible for this document' })
      continue
    }
    const done = APPLIED.exec(line)
    if (done) report.applied.push(done[1]!)
  }
  return report
}
