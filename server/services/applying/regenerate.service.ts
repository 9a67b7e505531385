import { SKILLS_INSTRUCTION } from '../../../shared/quick-prompts.ts'
import type { RegenerateBody } from '../../../shared/schemas/generate.ts'
import { guestDataExpiry } from '../../domain/account.ts'
import { validateJobDescription } from '../../domain/jd/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Caller, WritingDeps } from './charged-generation.service.ts'
import { findOwnDocument } from './documents.service.ts'
import { generateSingleDocument, type SingleDocumentResult, type SourceSnapshot } from './generation.service.ts'
import { findCurrentParse } from './resumes.service.ts'
import { chargeTrialGeneration } from '../usage.service.ts'

export const BLANK_INSTRUCTIONS_MESSAGE = 'Please provide feedback before regenerating'

/**
 * A new version of one of the caller's documents, written again from the same source (the
 * stored resume parse and job) with the instructions and, for the skills variant, the selected
 * skills as the user's emphasis. The client's LaTeX is not trusted or parsed: the stored
 * structure is the source of truth. The new document keeps its parent's template.
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
  const source: SourceSnapshot = {
    ...previous,
    ...(resume ? { resume } : {}),
    job_text: jobText,
    emphasize,
    instructions: skillsOnly ? null : instructions,
  }
  const result = await generateSingleDocument(deps, {
    ownerId: account.id,
    documentType: original.document_type,
    provider: deps.providers.get(original.provider as 'local' | 'openai' | 'anthropic'),
    template: original.template,
    source,
    job: await deps.untrusted.run('parseJob', [jobText], 'text'),
    parentId: original.id,
    expiresAt: guestDataExpiry(account, caller.guestRetentionHours),
    today: new Date(),
  })
  if (skillsOnly) result.logs.unshift(`Applied: emphasised the selected skills (${emphasize.join(', ') || 'none selected'})`)
  return result
}
