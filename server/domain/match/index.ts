/*
 * T10 matching: resumes ranked for a job. Pure domain code; storage and routes are the caller's.
 *
 *   at ingest:         resumeFeatures(extracted, { asOf: uploadTime })   -> store as JSON
 *   at job creation:   parseJobForMatching(description)                  -> store as JSON
 *   find matches:      rankResumes(job, pool, limit)                     -> top N with evidence
 *   one resume:        scoreResume(job, features, pool)                  -> the same numbers
 *   analysis:          analyzeMatch(job, features, score, { hiddenText }) -> prose from the evidence
 *
 * The score's parts are in parts/ (one file each, saying what it measures); weights in weights.ts.
 */
export { resumeFeatures, findStatedYears, seniorityOf, type FeaturesInput, type ResumeFeaturesOptions } from './features.ts'
export { parseJobForMatching, jobFeaturesFrom } from './job.ts'
export { rankResumes, scoreResume, partScores } from './score.ts'
export { shippedWeights, shippedGate, gateFactor, FIELD_GATE, type FieldGate, MATCH_WEIGHTS } from './weights.ts'
export { COMPONENTS, PARTS } from './parts/index.ts'
export { SKILL_WEIGHTS } from './parts/skills.ts'
export { LEVEL_YEARS, DEFAULT_YEARS_ASKED, OVERQUALIFIED_PENALTY, UNKNOWN_EXPERIENCE } from './parts/experience.ts'
export { RELEVANCE_SCALE } from './parts/relevance.ts'
export { NO_DEGREE_FOUND } from './parts/education.ts'
export { indexPool, PoolIndex, BM25 } from './pool-index.ts'
export { analyzeMatch, recommendationOf, type AnalyzeOptions } from './analysis.ts'
export { experienceLevelOf, experienceYears, experienceBand, LEVEL_NOT_STATED, type ExperienceBand } from './experience-level.ts'
export { ResumeText, citablePhrase, FIELD_STANDS_IN, type CredentialFound } from './resume-text.ts'
export { occupationsOfTitle, occupationSimilarity, occupationMove, titleWords } from './occupations.ts'
export { occupationsOfText } from './occupation-profiles.ts'
export { MAX_RESUME_TERMS } from './terms.ts'
export * from './types.ts'
