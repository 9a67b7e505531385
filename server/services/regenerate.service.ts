import type { FastifyInstance } from 'fastify'
import type { AtsScore } from '../../shared/schemas/documents.ts'
import { SKILLS_INSTRUCTION } from '../../shared/quick-prompts.ts'
import type { RegenerateBody } from '../../shared/schemas/generate.ts'
import type { DocumentRow } from '../db/tables/documents.ts'
import { parseJobDescription, validateJobDescription } from '../domain/jd/index.ts'
import { AppError } from '../lib/app-error.ts'
import type { Account, TrialClient } from '../domain/account.ts'
import { findOwnDocument } from './documents.service.ts'
import { generateSingleDocument, type SourceSnapshot } from './generation.service.ts'
import { chargeTrialGeneration } from './usage.service.ts'

export const BLANK_INSTRUCTIONS_MESSAGE = 'Please provide feedback before regenerating'

/**
 * A new version of one of the caller's documents, written again from the same source (the
 * stored resume parse and job) with the instructions and, for the skills variant, the selected
 * skills as the user's emphasis. The client's LaTeX is not trusted or parsed: the stored
 * structure is the source of truth. The new document keeps its parent's template.
 */
export async function regenerateDocument(
  app: Pick<FastifyInstance, 'db' | 'latex' | 'providers'>,
  account: Account,
  body: RegenerateBody,
  options: { anonymousRetentionHours: number; trialClient: () => TrialClient },
): Promise<{ row: DocumentRow; ats: AtsScore; logs: string[] }> {
  const instructions = body.user_instructions.trim()
  if (instructions === '') throw new AppError(400, 'validation_error', BLANK_INSTRUCTIONS_MESSAGE)
  const original = await findOwnDocument(app.db, account.id, body.original_filename)
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
  await chargeTrialGeneration(app.db, account, options.trialClient)
  const emphasize = body.skills ?? previous.emphasize
  // The skills variant's fixed sentence is carried out by the emphasis itself, not as free text.
  const skillsOnly = instructions === SKILLS_INSTRUCTION
  const source: SourceSnapshot = {
    ...previous,
    job_text: jobText,
    emphasize,
    instructions: skillsOnly ? null : instructions,
  }
  const result = await generateSingleDocument(app.db, app.latex, {
    ownerId: account.id,
    documentType: original.document_type,
    provider: app.providers.get(original.provider as 'local' | 'openai' | 'anthropic'),
    template: original.template,
    source,
    job: parseJobDescription(jobText),
    parentId: original.id,
    expiresAt: account.isGuest ? new Date(Date.now() + options.anonymousRetentionHours * 3_600_000).toISOString() : null,
    today: new Date(),
  })
  if (skillsOnly) result.logs.unshift(`Applied: emphasised the selected skills (${emphasize.join(', ') || 'none selected'})`)
  return result
}
