import { Type, type Static } from 'typebox'

/*
 * Structured documents: what an AI provider (local, OpenAI, Anthropic) returns and what the
 * LaTeX templates render. Never raw LaTeX — every string here is plain text that the renderer
 * escapes. All keys are required and "not known" is null (or an empty list), which keeps the
 * shape easy for a model to fill and valid as a strict JSON-schema response format.
 */

const NullableString = (description?: string) => Type.Union([Type.String(), Type.Null()], description ? { description } : {})

export const DocumentContactSchema = Type.Object({
  name: Type.String({ description: 'Full name as the candidate writes it' }),
  email: NullableString(),
  phone: NullableString(),
  location: NullableString('City, region or country'),
  links: Type.Array(Type.String(), { description: 'LinkedIn, GitHub, portfolio: URLs or bare domains' }),
})

export const ResumeExperienceSchema = Type.Object({
  title: NullableString(),
  company: NullableString(),
  location: NullableString(),
  start: NullableString('As written, e.g. "Jan 2020"'),
  end: NullableString('As written, e.g. "Present"'),
  bullets: Type.Array(Type.String()),
  /**
   * An old or unrelated role shown as one line (title, employer, dates) without bullets. Optional:
   * documents written before it existed print every role in full.
   */
  condensed: Type.Optional(Type.Boolean({ description: 'true: print the role as one line, without bullets' })),
})

/** A labelled group ("Languages": [...]) or, with label null, a plain list. */
export const SkillGroupSchema = Type.Object({
  label: NullableString(),
  items: Type.Array(Type.String()),
})

export const ResumeEducationSchema = Type.Object({
  degree: NullableString(),
  field: NullableString(),
  institution: NullableString(),
  year: NullableString(),
})

export const ResumeProjectSchema = Type.Object({
  name: Type.String(),
  description: NullableString(),
  link: NullableString(),
  bullets: Type.Array(Type.String()),
})

/** The sections after the header that a resume may order. */
export const ResumeSectionSchema = Type.Union([
  Type.Literal('summary'),
  Type.Literal('skills'),
  Type.Literal('experience'),
  Type.Literal('education'),
  Type.Literal('projects'),
  Type.Literal('certifications'),
])

/** Print order when a document gives none (and for sections its order leaves out). */
export const DEFAULT_RESUME_SECTION_ORDER = ['summary', 'experience', 'skills', 'education', 'projects', 'certifications'] as const

export const ResumeDocumentSchema = Type.Object({
  contact: DocumentContactSchema,
  headline: NullableString('One line under the name, e.g. the target role'),
  summary: NullableString(),
  experience: Type.Array(ResumeExperienceSchema),
  skills: Type.Array(SkillGroupSchema),
  education: Type.Array(ResumeEducationSchema),
  projects: Type.Array(ResumeProjectSchema),
  certifications: Type.Array(Type.String()),
  /**
   * Sections in print order, what the job values first (e.g. skills before experience for a
   * skills-heavy posting). Optional: without it, DEFAULT_RESUME_SECTION_ORDER.
   */
  section_order: Type.Optional(Type.Array(ResumeSectionSchema, { description: 'Order of the sections after the header' })),
  /** Pages the resume must fit on (measured on the compiled PDF); optional, none means no limit. */
  page_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
})

export const CoverLetterRecipientSchema = Type.Object({
  name: NullableString('Hiring manager, when known'),
  company: NullableString(),
})

export const CoverLetterDocumentSchema = Type.Object({
  sender: DocumentContactSchema,
  date: NullableString('As it should be printed, e.g. "March 3, 2025"'),
  recipient: CoverLetterRecipientSchema,
  subject: NullableString('Optional subject line, e.g. "Application: Senior Backend Engineer"'),
  greeting: Type.String({ description: 'e.g. "Dear Ms. Rivera,"' }),
  paragraphs: Type.Array(Type.String(), {
    description: 'Opening (naming the role and company), body paragraphs, closing paragraph',
  }),
  sign_off: Type.String({ description: 'e.g. "Sincerely,"' }),
  signature: Type.String({ description: 'Name printed under the sign-off' }),
})

export const DocumentTypeSchema = Type.Union([Type.Literal('resume'), Type.Literal('cover_letter')])

export const TemplateInfoSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  document_type: DocumentTypeSchema,
  default: Type.Boolean(),
})

export const TemplateListResponseSchema = Type.Object({
  templates: Type.Array(TemplateInfoSchema),
})

const SubScore = Type.Integer({ minimum: 0, maximum: 100 })

export const AtsBreakdownSchema = Type.Object({
  keywords: SubScore,
  sections: SubScore,
  contact: SubScore,
  length: SubScore,
  readability: SubScore,
})

/** Share of each sub-score in the total; they sum to 1 (keywords get 0 when the job lists none). */
export const AtsWeightsSchema = Type.Object({
  keywords: Type.Number({ minimum: 0, maximum: 1 }),
  sections: Type.Number({ minimum: 0, maximum: 1 }),
  contact: Type.Number({ minimum: 0, maximum: 1 }),
  length: Type.Number({ minimum: 0, maximum: 1 }),
  readability: Type.Number({ minimum: 0, maximum: 1 }),
})

export const AtsScoreSchema = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  breakdown: AtsBreakdownSchema,
  weights: AtsWeightsSchema,
  matched_keywords: Type.Array(Type.String()),
  missing_keywords: Type.Array(Type.String()),
  /** What cost points, in words a person can act on ("No email address found"). */
  notes: Type.Array(Type.String()),
})

export type DocumentContact = Static<typeof DocumentContactSchema>
export type ResumeExperience = Static<typeof ResumeExperienceSchema>
export type SkillGroup = Static<typeof SkillGroupSchema>
export type ResumeEducation = Static<typeof ResumeEducationSchema>
export type ResumeProject = Static<typeof ResumeProjectSchema>
export type ResumeDocument = Static<typeof ResumeDocumentSchema>
export type ResumeSection = Static<typeof ResumeSectionSchema>
export type CoverLetterRecipient = Static<typeof CoverLetterRecipientSchema>
export type CoverLetterDocument = Static<typeof CoverLetterDocumentSchema>
export type DocumentType = Static<typeof DocumentTypeSchema>
export type TemplateInfo = Static<typeof TemplateInfoSchema>
export type TemplateListResponse = Static<typeof TemplateListResponseSchema>
export type AtsBreakdown = Static<typeof AtsBreakdownSchema>
export type AtsWeights = Static<typeof AtsWeightsSchema>
export type AtsScore = Static<typeof AtsScoreSchema>
