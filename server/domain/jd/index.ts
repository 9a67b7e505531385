export { parseJobAsks, parseJobDescription, type JobAsks } from './parse-job.ts'
export { JOB_DESCRIPTION_MAX_CHARS, MISSING_INPUT_MESSAGE, validateJobDescription } from './validate.ts'
export { UNTITLED_POSITION } from './fields.ts'
export {
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  MAX_KEYWORDS,
  type EducationLevel,
  type EducationRequirement,
  type ExperienceLevel,
  type ParsedJob,
  type AskKind,
} from './types.ts'
