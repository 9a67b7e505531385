import type { CoverLetterDocument, DocumentType, ResumeDocument } from '../../shared/schemas/documents.ts'
import type { ProviderName } from '../../shared/schemas/generate.ts'
import { AppError } from '../lib/app-error.ts'
import type { ChatTurn, JsonAnswer, JsonAsker } from './json-asker.ts'
import { documentProblem, strictJsonSchema, systemPrompt, userPrompt } from './prompt.ts'
import type { AiProvider, WriteInput } from './provider.ts'
import { guardCoverLetter, guardResume } from './truth-guard.ts'
import { fitResume, instructionFlags, pageLimitFor, parseInstructions, yearsOfExperience } from '../domain/tailor/index.ts'

/** How a provider differs from the vendor defaults: its repair turns and its words for failures. */
export interface HostedOptions extends VendorWords {
  /** Turns given to a model whose answer is not a usable document, telling it what was wrong (0 by default). */
  repairTurns?: number
  /** The error when the answer is still unusable: "resume" or "cover letter", and what was wrong. */
  unusable?: (document: string, problem: string) => string
}

/**
 * A model as a provider: the vendor call (a JsonAsker) is the only part that differs. Its answer
 * is checked against the document schema and then passed through the truth guard.
 */
export function createHostedProvider(name: Exclude<ProviderName, 'local'>, ask: JsonAsker, options: HostedOptions = {}): AiProvider {
  const call = async (documentType: DocumentType, input: WriteInput): Promise<unknown> => {
    const turns: ChatTurn[] = [{ role: 'user', content: userPrompt(documentType, input) }]
    const request = (history: ChatTurn[]) =>
      ask({
        name: documentType,
        schema: strictJsonSchema(documentType),
        system: systemPrompt(documentType),
        turns: history,
        temperature: 0.2,
        ...(input.signal ? { signal: input.signal } : {}),
      }).catch((error: unknown) => {
        throw vendorError(name, error, options)
      })
    let answer = await request(turns)
    for (let repair = 0; repair < (options.repairTurns ?? 0); repair++) {
      const problem = answerProblem(documentType, answer)
      if (problem === null) break
      turns.push(
        { role: 'assistant', content: answer.text },
        { role: 'user', content: `That answer cannot be used: ${problem}. Answer again with only the JSON object the schema describes.` },
      )
      answer = await request(turns)
    }
    const problem = answerProblem(documentType, answer)
    if (problem === null) return answer.value
    const document = documentType.replace('_', ' ')
    throw new AppError(
      502,
      'provider_error',
      options.unusable?.(document, problem) ?? `The ${name} provider returned a ${document} T10 cannot use (${problem}). Please try again.`,
    )
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
      const document = (await call('resume', input)) as ResumeDocument
      const guarded = guardResume(document, context(input))
      // The same length rule as the local engine, held on the compiled PDF (generation.service).
      const flags = instructionFlags(parseInstructions(input.instructions))
      const pageLimit = pageLimitFor(yearsOfExperience(input.resume.experience, input.today).years, flags)
      let fitted: ResumeDocument = { ...guarded.document, page_limit: pageLimit }
      for (let i = 0; i < (input.fit ?? 0); i++) fitted = fitResume(fitted)
      return { document: fitted, log: [`Written by ${name}`, ...guarded.log] }
    },
    async writeCoverLetter(input) {
      const document = (await call('cover_letter', input)) as CoverLetterDocument
      const guarded = guardCoverLetter(document, context(input))
      return { document: guarded.document, log: [`Written by ${name}`, ...guarded.log] }
    },
  }
}

/** What makes an answer unusable as the document: not JSON, a refusal, or the wrong shape; null when usable. */
function answerProblem(documentType: DocumentType, answer: JsonAnswer): string | null {
  if (answer.refusal) return `the model declined: ${answer.refusal}`
  if (answer.value === undefined) return answer.text.trim() === '' ? 'it was empty' : 'it was not valid JSON'
  return documentProblem(documentType, answer.value)
}

/** What a provider says in place of the vendor defaults, where it knows better (a local server's address, its model). */
export interface VendorWords {
  /** When the server cannot be reached at all. */
  unreachable?: string
  /** When it answers 404: for a local server, the model is not there. */
  notFound?: string
}

/** Vendor failures in words a person can act on; details stay in the server log via `cause`. */
export function vendorError(name: string, error: unknown, words: VendorWords = {}): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Error && error.name === 'AbortError') throw error
  const status = (error as { status?: number }).status
  const message =
    status === 401 || status === 403
      ? `The ${name} provider refused the API key configured on this server`
      : status === 429
        ? `The ${name} provider is rate limiting this server; please try again in a minute`
        : status === 404 && words.notFound
          ? words.notFound
          : status !== undefined && status >= 500
            ? `The ${name} provider had an internal error (${status}); please try again`
            : status !== undefined
              ? `The ${name} provider refused the request (${status})`
              : (words.unreachable ?? `Could not reach the ${name} provider; please try again or choose the local provider`)
  return new AppError(502, 'provider_error', message, { cause: error })
}
