import { Type, type Static } from 'typebox'
import { JOB_DESCRIPTION_MAX_CHARS, RESUME_TEXT_MAX_CHARS } from './limits.ts'

export const SkillEntrySchema = Type.Object({
  name: Type.String(),
  in_resume: Type.Boolean(),
  in_jd: Type.Boolean(),
})

export const SkillsExtractBodySchema = Type.Object({
  resume_text: Type.String({ minLength: 1, maxLength: RESUME_TEXT_MAX_CHARS }),
  job_description: Type.String({ maxLength: JOB_DESCRIPTION_MAX_CHARS }),
})

export const SkillsExtractResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** Resume skills first, then those only the job description names. */
  skills: Type.Array(SkillEntrySchema),
})

export type SkillEntry = Static<typeof SkillEntrySchema>
export type SkillsExtractBody = Static<typeof SkillsExtractBodySchema>
export type SkillsExtractResponse = Static<typeof SkillsExtractResponseSchema>
