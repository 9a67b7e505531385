import { Type, type Static } from 'typebox'

export const SkillEntrySchema = Type.Object({
  name: Type.String(),
  in_resume: Type.Boolean(),
  in_jd: Type.Boolean(),
})

export const SkillsExtractBodySchema = Type.Object({
  resume_text: Type.String({ minLength: 1, maxLength: 200_000 }),
  job_description: Type.String({ maxLength: 200_000 }),
})

export const SkillsExtractResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** Resume skills first, then those only the job description names. */
  skills: Type.Array(SkillEntrySchema),
})

export type SkillEntry = Static<typeof SkillEntrySchema>
export type SkillsExtractBody = Static<typeof SkillsExtractBodySchema>
export type SkillsExtractResponse = Static<typeof SkillsExtractResponseSchema>
