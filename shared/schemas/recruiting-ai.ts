import { type Static, Type } from 'typebox'
import { type Match, MatchAnalysisSchema } from './recruiting.ts'

/*
 * A match with a model: the engine ranks the pool, a model re-grades the best candidates against
 * the rubric (server/ai/grading/rubric.md), and every point it makes quotes the resume (or, for a
 * gap, the posting) word for word, checked before it is shown.
 */

const Score = Type.Integer({ minimum: 0, maximum: 100 })

/** The providers that can grade: every one but the local engine. */
const ModelProviderSchema = Type.Union([Type.Literal('openai'), Type.Literal('anthropic'), Type.Literal('ollama')])

export const AiPointSchema = Type.Object({
  section: Type.Union([Type.Literal('skills'), Type.Literal('experience'), Type.Literal('education'), Type.Literal('recommendation')]),
  kind: Type.Union([Type.Literal('strength'), Type.Literal('gap')]),
  text: Type.String(),
  /** Found word for word in the resume (a strength) or in the posting (a gap). */
  quote: Type.String(),
})

/** The model's grade of one candidate, or why the engine's score stands for it. */
export const AiGradeSchema = Type.Object({
  status: Type.Union([Type.Literal('graded'), Type.Literal('fallback')]),
  /** The model's grades on the engine's scale; null when it fell back. */
  overall: Type.Union([Score, Type.Null()]),
  skills: Type.Union([Score, Type.Null()]),
  experience: Type.Union([Score, Type.Null()]),
  education: Type.Union([Score, Type.Null()]),
  verdict: Type.Union([Type.String(), Type.Null()]),
  points: Type.Array(AiPointSchema),
  /** Points dropped because their quote is in neither the resume nor the posting. */
  dropped: Type.Integer({ minimum: 0 }),
  /** Why the engine's score stands (a timeout, a refusal, nothing quoted); null when graded. */
  note: Type.Union([Type.String(), Type.Null()]),
  /** From the cache: asked before with the same resume, job, model and rubric; it cost nothing now. */
  cached: Type.Boolean(),
})

export const AiMatchBodySchema = Type.Object({
  provider: ModelProviderSchema,
  /** Candidates the model reads, best first by the engine; the server's AI_GRADE_TOP_K when absent. */
  top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  /** Rank among these resumes of the pool only (as POST .../matches does). */
  resume_ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100_000 })),
})

export const AiProviderQuerySchema = Type.Object({ provider: ModelProviderSchema })

export const AiExportQuerySchema = Type.Object({
  provider: ModelProviderSchema,
  top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
})

/** A candidate's analysis written from the model's verified reading, with its grade. */
export const AiAnalysisResponseSchema = Type.Object({
  success: Type.Literal(true),
  analysis: Type.Intersect([MatchAnalysisSchema, Type.Object({ ai: AiGradeSchema })]),
})

/** What the model's reading of a match cost. */
export const AiUsageSchema = Type.Object({
  provider: Type.String(),
  model: Type.String(),
  rubric_version: Type.String(),
  graded: Type.Integer({ minimum: 0 }),
  cached: Type.Integer({ minimum: 0 }),
  fallbacks: Type.Integer({ minimum: 0 }),
  input_tokens: Type.Integer({ minimum: 0 }),
  output_tokens: Type.Integer({ minimum: 0 }),
  /** An estimate in US dollars; null for a model without a known price. */
  cost_usd: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
})

/** "Reading candidate 7 of 20": one event as each candidate's reading finishes. */
export const AiProgressEventSchema = Type.Object({
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  name: Type.String(),
})

export type AiPoint = Static<typeof AiPointSchema>
export type AiGrade = Static<typeof AiGradeSchema>
export type AiMatchBody = Static<typeof AiMatchBodySchema>
export type AiUsage = Static<typeof AiUsageSchema>
export type AiProgressEvent = Static<typeof AiProgressEventSchema>

/** A match row with the model's reading beside the engine's scores (absent past the top K). */
export type AiMatch = Match & { ai?: AiGrade }

/** The stream's `result` event. */
export interface AiMatchesResponse {
  success: true
  message: string
  matches: AiMatch[]
  usage: AiUsage
}

export type AiAnalysisResponse = Static<typeof AiAnalysisResponseSchema>
