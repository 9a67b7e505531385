import { Type, type Static } from 'typebox'

/** Contact details found at the top of a resume. Missing values are null, never guessed. */
export const ContactSchema = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  links: Type.Array(Type.String()),
})

/** A role as written in the resume. Dates keep the resume's own wording ("Jan 2020", "Present"). */
export const ExperienceEntrySchema = Type.Object({
  title: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  start: Type.Union([Type.String(), Type.Null()]),
  end: Type.Union([Type.String(), Type.Null()]),
  bullets: Type.Array(Type.String()),
})

export const EducationEntrySchema = Type.Object({
  degree: Type.Union([Type.String(), Type.Null()]),
  field: Type.Union([Type.String(), Type.Null()]),
  institution: Type.Union([Type.String(), Type.Null()]),
  year: Type.Union([Type.String(), Type.Null()]),
})

export const SectionKindSchema = Type.Union([
  Type.Literal('contact'),
  Type.Literal('summary'),
  Type.Literal('experience'),
  Type.Literal('education'),
  Type.Literal('skills'),
  Type.Literal('projects'),
  Type.Literal('certifications'),
  Type.Literal('other'),
])

/** Where a section sits in the extracted text: lines [startLine, endLine) of resume_text. */
export const SectionSchema = Type.Object({
  kind: SectionKindSchema,
  heading: Type.String(),
  startLine: Type.Integer({ minimum: 0 }),
  endLine: Type.Integer({ minimum: 0 }),
})

export const ParsedResumeSchema = Type.Object({
  contact: ContactSchema,
  summary: Type.Union([Type.String(), Type.Null()]),
  experience: Type.Array(ExperienceEntrySchema),
  education: Type.Array(EducationEntrySchema),
  /** Canonical skill names from the taxonomy, in order of first mention. */
  skills: Type.Array(Type.String()),
  projects: Type.Array(Type.String()),
  certifications: Type.Array(Type.String()),
  sections: Type.Array(SectionSchema),
})

/** The `data` of an upload answer, and `t10 parse --json`. */
export const ExtractedResumeSchema = Type.Object({
  resume_text: Type.String(),
  raw_resume_text: Type.String(),
  parsed: ParsedResumeSchema,
})

export const UploadResumeResponseSchema = Type.Object({
  message: Type.String(),
  data: Type.Intersect([Type.Object({ resume_id: Type.String() }), ExtractedResumeSchema]),
})

export type Contact = Static<typeof ContactSchema>
export type ExperienceEntry = Static<typeof ExperienceEntrySchema>
export type EducationEntry = Static<typeof EducationEntrySchema>
export type SectionKind = Static<typeof SectionKindSchema>
export type Section = Static<typeof SectionSchema>
export type ParsedResume = Static<typeof ParsedResumeSchema>
export type ExtractedResume = Static<typeof ExtractedResumeSchema>
export type UploadResumeResponse = Static<typeof UploadResumeResponseSchema>

export const ResumeSummarySchema = Type.Object({
  resume_id: Type.String(),
  filename: Type.String(),
  kind: Type.String({ description: 'pdf, docx, doc or txt, as decided from the content' }),
  created_at: Type.String({ format: 'date-time' }),
})

export const ResumeListResponseSchema = Type.Object({
  success: Type.Literal(true),
  resumes: Type.Array(ResumeSummarySchema),
})

export const ResumeDetailResponseSchema = Type.Object({
  success: Type.Literal(true),
  resume: Type.Intersect([ResumeSummarySchema, ExtractedResumeSchema]),
})

/** The caller's latest resume; null before the first upload (an ordinary start, not an error). */
export const LatestResumeResponseSchema = Type.Object({
  success: Type.Literal(true),
  resume: Type.Union([Type.Intersect([ResumeSummarySchema, ExtractedResumeSchema]), Type.Null()]),
})

export const ResumeIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })

export type ResumeSummary = Static<typeof ResumeSummarySchema>
export type ResumeListResponse = Static<typeof ResumeListResponseSchema>
export type ResumeDetailResponse = Static<typeof ResumeDetailResponseSchema>
export type LatestResumeResponse = Static<typeof LatestResumeResponseSchema>
