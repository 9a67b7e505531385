import { type Static, Type } from 'typebox'

const Score = Type.Integer({ minimum: 0, maximum: 100 })

export const GradePointSchema = Type.Object({
  section: Type.Union([Type.Literal('skills'), Type.Literal('experience'), Type.Literal('education'), Type.Literal('recommendation')]),
  kind: Type.Union([Type.Literal('strength'), Type.Literal('gap')]),
  text: Type.String({ minLength: 1, maxLength: 400 }),
  /** A strength's words copied from the resume; a gap's from the posting. */
  quote: Type.String({ maxLength: 400 }),
})

/** A model's grade of one candidate, as the rubric (rubric.md) asks for it. */
export const ModelGradeSchema = Type.Object({
  skills: Score,
  experience: Score,
  education: Score,
  overall: Score,
  verdict: Type.String({ minLength: 1, maxLength: 400 }),
  points: Type.Array(GradePointSchema, { maxItems: 12 }),
})

export type GradePoint = Static<typeof GradePointSchema>
export type ModelGrade = Static<typeof ModelGradeSchema>
