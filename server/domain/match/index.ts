/*
 * T10 matching: resumes ranked for a job. Pure domain code; storage and routes are the caller's.
 *
 *   at ingest:         resumeFeatures(extracted, { asOf: uploadTime })   -> store as JSON
 *   at job creation:   parseJobForMatching(description)                  -> store as JSON
 *   find matches:      rankResumes(job, pool, limit)                     -> top N with evidence
 *   one resume:        scoreResume(job, features, pool)                  -> the same numbers
 *   analysis:          analyzeMatch(job, features, score, { hiddenText }) -> prose from the evidence
 *
 * Weights and rules are in score.ts (MATCH_WEIGHTS and the comment above it).
 */
export { resumeFeatures, findStatedYears, seniorityOf, type FeaturesInput, type ResumeFeaturesOptions } from './features.ts'
export { parseJobForMatching, jobFeaturesFrom } from './job.ts'
export {
  rankResumes,
  scoreResume,
  partScores,
  shippedWeights,
  shippedGate,
  gateFactor,
  FIELD_GATE,
  type FieldGate,
  COMPONENTS,
  type Component,
  MATCH_WEIGHTS,
  SKILL_WEIGHTS,
  LEVEL_YEARS,
  DEFAULT_YEARS_ASKED,
  RELEVANCE_SCALE,
  OVERQUALIFIED_PENALTY,
  UNKNOWN_EXPERIENCE,
  NO_DEGREE_FOUND,
} from './score.ts'
export { indexPool, PoolIndex, BM25 } from './pool-index.ts'
export { analyzeMatch, type AnalyzeOptions } from './analysis.ts'
export { occupationAttribution, occupationsOfTitle, familySimilarity, titleWords } from './occupations.ts'
export { occupationsOfText } from './occupation-profiles.ts'
export { MAX_RESUME_TERMS } from './terms.ts'
export * from './types.ts'
