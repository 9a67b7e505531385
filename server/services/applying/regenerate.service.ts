import { SKILLS_INSTRUCTION } from '../../../shared/quick-prompts.ts'
import type { ProviderName, RegenerateBody } from '../../../shared/schemas/generate.ts'
import type { DocumentRow } from '../../db/tables/documents.ts'
import { guestDataExpiry } from '../../domain/account.ts'
import { validateJobDescription } from '../../domain/jd/index.ts'
import { instructionRequests, parseInstructions, stackInstructions } from '../../domain/tailor/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Caller, WritingDeps } from './charged-generation.service.ts'
import { documentPdf, findOwnDocument } from './documents.service.ts'
import { generateSingleDocument, type SingleDocumentResult, type SourceSnapshot } from './generation.service.ts'
import { NO_VISIBLE_CHANGE } from './instruction-report.ts'
import { findCurrentParse } from './resumes.service.ts'
import { chargeTrialGeneration } from '../usage.service.ts'

export const BLANK_INSTRUCTIONS_MESSAGE = 'Please provide feedback before regenerating'

/**
 * A new version of one of the caller's documents, written again from the same source (the
 * stored resume parse and job) with the instructions and, for the skills variant, the selected
 * skills as the user's emphasis. The client's LaTeX is not trusted or parsed: the stored
 * structure is the source of truth. The new document keeps its parent's template.
 *
 * Instructions stack: the parent's own (themselves stacked) stay in force under the new ones,
 * which may take them back (domain/tailor/instructions.ts). The logs end with a "No visible
 * change" line when the new document's text is the parent's.
 */
export async function regenerateDocument(deps: WritingDeps, caller: Caller, body: RegenerateBody): Promise<SingleDocumentResult> {
  const { account } = caller
  const instructions = body.user_instructions.trim()
  if (instructions === '') throw new AppError(400, 'validation_error', BLANK_INSTRUCTIONS_MESSAGE)
  const original = await findOwnDocument(deps.db, account.id, body.original_filename)
  if (original.document_type !== body.document_type) {
    throw new AppError(
      400,
      'validation_error',
      `${body.original_filename} is a ${original.document_type.replace('_', ' ')}, not a ${body.document_type.replace('_', ' ')}`,
    )
  }
  const previous = JSON.parse(original.source_json) as SourceSnapshot
  const jobText = body.job_description?.trim() ? body.job_description : previous.job_text
  validateJobDescription(jobText)
  // The resume as its owner has corrected it since (a title T10 misread, say); as it was when
  // the resume is gone.
  const resume = previous.resume_id ? await findCurrentParse(deps.db, account.id, previous.resume_id) : null
  await chargeTrialGeneration(deps.db, account, caller.trialClient)
  const emphasize = body.skills ?? previous.emphasize
  // The skills variant's fixed sentence is carried out by the emphasis itself, not as free text.
  const skillsOnly = instructions === SKILLS_INSTRUCTION
  const onePage = skillsOnly ? null : await alreadyOnePage(deps, original, previous, instructions)
  const latest = skillsOnly ? '' : (onePage?.rest ?? instructions)
  const source: SourceSnapshot = {
    ...previous,
    ...(resume ? { resume } : {}),
    job_text: jobText,
    emphasize,
    instructions: stackInstructions(previous.instructions, latest),
  }
  const result = await generateSingleDocument(deps, {
    ownerId: account.id,
    documentType: original.document_type,
    provider: deps.providers.get(original.provider as ProviderName),
    template: original.template,
    source,
    job: await deps.untrusted.run('parseJob', [jobText], 'text'),
    parentId: original.id,
    // A new version of a document sent for an application is filed under the same application.
    applicationId: original.application_id,
    expiresAt: guestDataExpiry(account, caller.guestRetentionHours),
    today: new Date(),
  })
  if (skillsOnly) result.logs.unshift(`Applied: emphasised the selected skills (${emphasize.join(', ') || 'none selected'})`)
  for (const request of onePage?.asked ?? []) result.logs.push(`Could not apply: ${request.replace(/[.!?]+$/, '')} (already one page).`)
  if (visibleText(result.row.latex_content) === visibleText(original.latex_content)) {
    const what = original.document_type === 'resume' ? 'resume' : 'cover letter'
    result.logs.push(`${NO_VISIBLE_CHANGE} the new ${what} reads the same as the one it was regenerated from.`)
  }
  return result
}

/**
 * "Make it one page" for a resume whose PDF is one page already (and that no earlier "up to two
 * pages" holds open): nothing to do. Those requests are left out of what the engine is given, and
 * of what later regenerations keep, so the resume is not cut further; the rest is returned.
 */
async function alreadyOnePage(
  deps: WritingDeps,
  original: DocumentRow,
  previous: SourceSnapshot,
  instructions: string,
): Promise<{ asked: string[]; rest: string } | null> {
  if (original.document_type !== 'resume') return null
  const requests = instructionRequests(instructions)
  const asked = requests.filter((r) => parseInstructions(r).intents.some((i) => i.kind === 'shorter' && i.onePage))
  if (asked.length === 0 || parseInstructions(previous.instructions).intents.some((i) => i.kind === 'pages')) return null
  const rest = requests.filter((r) => !asked.includes(r))
  // "More concise and keep it to one page": the shorter request is carried out, and covers the page.
  if (rest.some((r) => parseInstructions(r).intents.some((i) => i.kind === 'shorter'))) return null
  const pages = await deps.pdfText.pageCount(await documentPdf(deps.db, deps.latex, original))
  return pages === 1 ? { asked, rest: rest.join('\n') } : null
}

/**
 * What a reader sees of a document's LaTeX: its body, spaces collapsed. The letter's date line is
 * left out: a letter regenerated on another day is dated that day, which is not the change asked for.
 */
function visibleText(latex: string): string {
  const begin = latex.indexOf('\\begin{document}')
  const end = latex.lastIndexOf('\\end{document}')
  const body = begin >= 0 && end > begin ? latex.slice(begin, end) : latex
  return body
    .replace(/\\cldate\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
