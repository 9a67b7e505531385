import { Type, type Static } from 'typebox'
import { CORRECTION_LIMITS } from './limits.ts'

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
/** How the pages of a scan were read by OCR (Tesseract): set only when some page had no text layer. */
export const OcrReadingSchema = Type.Object({
  /** The mean of the pages' confidences (0-100). */
  mean_confidence: Type.Integer({ minimum: 0, maximum: 100 }),
  pages: Type.Array(Type.Object({ page: Type.Integer({ minimum: 1 }), confidence: Type.Integer({ minimum: 0, maximum: 100 }) })),
  /** Pages read with a confidence under the threshold: their text may hold mistakes. */
  poor_pages: Type.Array(Type.Integer({ minimum: 1 })),
  /** Pages that needed OCR past the ten read. */
  skipped_pages: Type.Array(Type.Integer({ minimum: 1 })),
  /** What to tell the person, in a sentence or two. */
  note: Type.String(),
})

export const ExtractedResumeSchema = Type.Object({
  resume_text: Type.String(),
  raw_resume_text: Type.String(),
  parsed: ParsedResumeSchema,
  ocr: Type.Optional(OcrReadingSchema),
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
export type OcrReading = Static<typeof OcrReadingSchema>
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

/*
 * A person's corrections to what T10 read (PUT /api/v1/resumes/:id/parsed, and the same for a
 * pool candidate). The same fields as ParsedResume, every text and list bounded; `sections` is not
 * among them: it says where each part sits in the extracted text, which a correction does not move.
 */

const L = CORRECTION_LIMITS
const OptionalText = (maxLength: number, description?: string) =>
  Type.Union([Type.String({ maxLength }), Type.Null()], description ? { description } : {})
const strict = { additionalProperties: false } as const

export const ContactCorrectionSchema = Type.Object(
  {
    name: OptionalText(L.text, 'the name that signs the cover letter; null when none is known'),
    email: OptionalText(L.text),
    phone: OptionalText(L.text),
    location: OptionalText(L.text),
    links: Type.Array(Type.String({ maxLength: L.link }), { maxItems: L.links }),
  },
  strict,
)

export const ExperienceCorrectionSchema = Type.Object(
  {
    title: OptionalText(L.text),
    company: OptionalText(L.text, 'the employer'),
    location: OptionalText(L.text),
    start: OptionalText(L.text, 'as the resume writes it: "Jan 2020", "2020", "03/2020"'),
    end: OptionalText(L.text, 'as the resume writes it, or "Present"'),
    bullets: Type.Array(Type.String({ maxLength: L.bullet }), { maxItems: L.bulletsPerRole }),
  },
  strict,
)

export const EducationCorrectionSchema = Type.Object(
  {
    degree: OptionalText(L.text),
    field: OptionalText(L.text, 'the field of study'),
    institution: OptionalText(L.text, 'the school'),
    year: OptionalText(L.text, 'the dates, as the resume writes them ("2019", "2015 - 2019")'),
  },
  strict,
)

export const ParsedResumeCorrectionSchema = Type.Object(
  {
    contact: ContactCorrectionSchema,
    experience: Type.Array(ExperienceCorrectionSchema, { maxItems: L.roles, description: 'the roles, as the resume lists them' }),
    education: Type.Array(EducationCorrectionSchema, { maxItems: L.schools }),
    skills: Type.Array(Type.String({ maxLength: L.skill }), { maxItems: L.skills }),
    summary: Type.Optional(OptionalText(L.summary, 'left out: kept as it is')),
    projects: Type.Optional(Type.Array(Type.String({ maxLength: L.entry }), { maxItems: L.entries, description: 'left out: kept as they are' })),
    certifications: Type.Optional(
      Type.Array(Type.String({ maxLength: L.entry }), { maxItems: L.entries, description: 'left out: kept as they are' }),
    ),
  },
  strict,
)

/** What T10 uses of a resume now: the reading, or the person's corrections of it. */
export const ParsedResumeResponseSchema = Type.Object({
  success: Type.Literal(true),
  resume_id: Type.String(),
  filename: Type.String(),
  parsed: ParsedResumeSchema,
  /** When the person last corrected it; null while it is T10's reading as it was. */
  corrected_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

export const SaveParsedResumeResponseSchema = Type.Object({
  ...ParsedResumeResponseSchema.properties,
  message: Type.String(),
})

export type ContactCorrection = Static<typeof ContactCorrectionSchema>
export type ExperienceCorrection = Static<typeof ExperienceCorrectionSchema>
export type EducationCorrection = Static<typeof EducationCorrectionSchema>
export type ParsedResumeCorrection = Static<typeof ParsedResumeCorrectionSchema>
export type ParsedResumeResponse = Static<typeof ParsedResumeResponseSchema>
export type SaveParsedResumeResponse = Static<typeof SaveParsedResumeResponseSchema>
