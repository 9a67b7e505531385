import type { InstructionReport } from '../../../shared/schemas/generate.ts'

/*
 * What the engine did with the user's instructions, read back from the same "Applied: ...",
 * "Could not apply: ...", "Kept: ..." and "No visible change: ..." lines it writes to the
 * Generation Logs, so the reply and the logs agree.
 */

const APPLIED = /^Applied: (.+?)(?: \((.*)\))?\.?$/
const NOT_APPLIED = /^Could not apply: (.+?)(?: \((.*)\))?\.?$/
const NOT_UNDERSTOOD = /^Could not apply: not understood: "(.*)"$/
const KEPT = /^Kept: (.+?)\.?$/
const TAKES_BACK = /(?:^|; )takes back: (.+)$/
/** The line regeneration writes when the new document's text is the old one's. */
export const NO_VISIBLE_CHANGE = 'No visible change:'

export function instructionReport(logs: readonly string[]): InstructionReport {
  const report: InstructionReport = { applied: [], not_applied: [], kept: [], unchanged: false }
  for (const line of logs) {
    if (line.startsWith(NO_VISIBLE_CHANGE)) {
      report.unchanged = true
      continue
    }
    const kept = KEPT.exec(line)
    if (kept) {
      report.kept!.push(kept[1]!)
      continue
    }
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
    if (!done) continue
    // Taking back an earlier request is part of what was done: "friendlier tone (takes back: more formal tone)".
    const takesBack = TAKES_BACK.exec(done[2] ?? '')
    report.applied.push(takesBack ? `${done[1]!} (takes back: ${takesBack[1]!})` : done[1]!)
  }
  return report
}
