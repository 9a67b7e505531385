/**
 * A model's grade of one candidate for one job, kept so that asking again costs nothing and
 * answers the same. The key is the hash of what the grade was made from: the resume's text, the
 * job's text, the provider, its model and the rubric's version (services/recruiting/ai-regrade).
 */
export interface AiGradesTable {
  owner_id: string
  cache_key: string
  provider: string
  model: string
  rubric_version: string
  /** The verified grade (VerifiedGrade) as JSON. */
  grade_json: string
  input_tokens: number
  output_tokens: number
  created_at: string
}

/** The tokens an account's matches have asked of models, by calendar month (UTC): its budget's meter. */
export interface AiTokenUsageTable {
  owner_id: string
  /** "2026-11". */
  month: string
  tokens: number
}
