import type { CoverLetterDocument, DocumentType, ResumeDocument } from '../../shared/schemas/documents.ts'
import type { ProviderName } from '../../shared/schemas/generate.ts'
import { AppError } from '../lib/app-error.ts'
import { systemPrompt, userPrompt, validateDocument } from './prompt.ts'
import type { AiProvider, WriteInput } from './provider.ts'
import { guardCoverLetter, guardResume } from './truth-guard.ts'
import { fitResume, instructionFlags, pageLimitFor, parseInstructions, yearsOfExperience } from '../domain/tailor/index.ts'

/** One request to a vendor: returns the model's JSON answer (not yet validated). */
export type AskModel = (request: { documentType: DocumentType; system: string; user: string; signal?: AbortSignal }) => Promise<unknown>

/**
 * A hosted model as a provider: the vendor call is the only part that differs. Its answer is
 * checked against the document schema and then passed through the truth guard.
 */
export function createHostedProvider(name: Exclude<ProviderName, 'local'>, ask: AskModel): AiProvider {
  const call = async (documentType: DocumentType, input: WriteInput) => {
    try {
      return await ask({
        documentType,
        system: systemPrompt(documentType),
        user: userPrompt(documentType, input),
        ...(input.signal ? { signal: input.signal } : {}),
      })
    } catch (error) {
      throw vendorError(name, error)
    }
  }
  const context = (input: WriteInput) => ({
    resume: input.resume,
    resumeText: input.resumeText,
    emphasize: input.emphasize,
    extraNumbers: [String(input.today.getUTCDate()), String(input.today.getUTCFullYear())],
    jobWords: `${input.job.title}\n${input.job.company ?? ''}`,
  })
  return {
    name,
    async writeResume(input) {
      const document = validateDocument<ResumeDocument>('resume', await call('resume', input), name)
      const guarded = guardResume(document, context(input))
      // The same length rule as the local engine, held on the compiled PDF (generation.service).
      const flags = instructionFlags(parseInstructions(input.instructions))
      const pageLimit = pageLimitFor(yearsOfExperience(input.resume.experience, input.today).years, flags)
      let fitted: ResumeDocument = { ...guarded.document, page_limit: pageLimit }
      for (let i = 0; i < (input.fit ?? 0); i++) fitted = fitResume(fitted)
      return { document: fitted, log: [`Written by ${name}`, ...guarded.log] }
    },
    async writeCoverLetter(input) {
      const document = validateDocument<CoverLetterDocument>('cover_letter', await call('cover_letter', input), name)
      const guarded = guardCoverLetter(document, context(input))
      return { document: guarded.document, log: [`Written by ${name}`, ...guarded.log] }
    },
  }
}

/** Vendor failures in words a person can act on; details stay in the server log via `cause`. */
function vendorError(name: string, error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Error && error.name === 'AbortError') throw error
  const status = (error as { status?: number }).status
  const message =
    status === 401 || status === 403
      ? `The ${name} provider refused the API key configured on this server`
      : status === 429
        ? `The ${name} provider is rate limiting this server; please try again in a minute`
        : status !== undefined && status >= 500
          ? `The ${name} provider had an internal error (${status}); please try again`
          : status !== undefined
            ? `The ${name} provider refused the request (${status})`
            : `Could not reach the ${name} provider; please try again or choose the local provider`
  return new AppError(502, 'provider_error', message, { cause: error })
}
