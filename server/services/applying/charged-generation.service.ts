import type { DocumentType } from '../../../shared/schemas/documents.ts'
import type { GenerateDocumentBody } from '../../../shared/schemas/generate.ts'
import type { ProviderRegistry } from '../../ai/registry.ts'
import type { Db } from '../../db/database.ts'
import { type Account, guestDataExpiry, type TrialClient } from '../../domain/account.ts'
import { MISSING_INPUT_MESSAGE, validateJobDescription } from '../../domain/jd/index.ts'
import type { PdfText } from '../../domain/ats/index.ts'
import { type LatexCompiler, resolveTemplate } from '../../domain/latex/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import type { GenerationTurns } from '../../lib/generation-turns.ts'
import { generateSingleDocument, type SingleDocumentResult } from './generation.service.ts'
import { chargePlanGeneration, chargeTrialGeneration, type GenerationUses, type PlanChangeWay, type PlanChargeResult } from '../usage.service.ts'

/** What writing documents needs from the app: storage, the LaTeX pool and PDF reader, the writers. */
export interface WritingDeps {
  db: Db
  latex: LatexCompiler
  pdfText: PdfText
  providers: ProviderRegistry
  /** Worker threads for reading the job description (lib/untrusted-work.ts). */
  untrusted: UntrustedWork
  /** Generations wait here for their turn at the CPU, oldest first. */
  turns: GenerationTurns
}

/** Who a generation is for, and how it is counted and kept. */
export interface Caller {
  account: Account
  /** The browser and address a guest's trial is counted against (asked only for guests). */
  trialClient: () => TrialClient
  /** How long a guest's documents are kept. */
  guestRetentionHours: number
  /** How an account gets more than its plan here (a refusal offers a purchase only where one can be made). */
  planChangeWay: PlanChangeWay
}

/**
 * Counts a generation before its work starts: a guest's against the trial (429 when it is used
 * up), an account's against its plan (see chargePlanGeneration for `optional`). The charge is to
 * be settled once the work is delivered, or refunded when it fails.
 */
export async function chargeGeneration(
  db: Db,
  caller: Caller,
  uses: GenerationUses,
  optional: ReadonlyArray<keyof GenerationUses> = [],
): Promise<PlanChargeResult> {
  await chargeTrialGeneration(db, caller.account, caller.trialClient)
  return chargePlanGeneration(db, caller.account, uses, optional, caller.planChangeWay)
}

/**
 * One document written from a resume's text and a job description (the separate generate calls):
 * inputs checked, the caller charged, the document written, compiled, scored and stored; a
 * failure hands the charge back.
 */
export async function generateDocumentFromText(
  deps: WritingDeps,
  caller: Caller,
  documentType: DocumentType,
  body: GenerateDocumentBody,
): Promise<SingleDocumentResult> {
  if (body.resume_text.trim() === '') throw new AppError(400, 'validation_error', MISSING_INPUT_MESSAGE)
  validateJobDescription(body.job_data.description)
  const provider = deps.providers.get(body.provider)
  resolveTemplate(documentType, body.template)
  // Both texts are read in worker threads, before any charge: one past its time limit costs nothing.
  const job = await deps.untrusted.run('parseJob', [body.job_data.description], 'text')
  const resume = await deps.untrusted.run('parseResume', [body.resume_text], 'text')
  const { charge } = await chargeGeneration(deps.db, caller, {
    resume: documentType === 'resume' ? 1 : 0,
    cover_letter: documentType === 'cover_letter' ? 1 : 0,
  })
  const result = await generateSingleDocument(deps, {
    ownerId: caller.account.id,
    documentType,
    provider,
    template: body.template,
    source: {
      resume_id: null,
      resume,
      resume_text: body.resume_text,
      job_text: body.job_data.description,
      emphasize: body.skills ?? [],
      instructions: null,
    },
    job: body.job_data.title ? { ...job, title: body.job_data.title } : job,
    parentId: null,
    applicationId: null,
    expiresAt: guestDataExpiry(caller.account, caller.guestRetentionHours),
    today: new Date(),
  }).catch(async (error: unknown) => {
    // A failed generation delivered nothing: its plan allowance goes back.
    await charge.refund()
    throw error
  })
  await charge.settle()
  return result
}
