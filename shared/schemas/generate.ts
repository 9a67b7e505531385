import { Type, type Static } from 'typebox'
import { AtsScoreSchema, DocumentTypeSchema } from './documents.ts'
import { JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS, RESUME_TEXT_MAX_CHARS } from './limits.ts'
import { SkillEntrySchema } from './skills.ts'

export { PROVIDERS, type ProviderName } from '../providers.ts'

/** Lower-case provider name; unknown names are refused by the schema, unconfigured ones by the server. */
export const ProviderSchema = Type.Union([Type.Literal('local'), Type.Literal('openai'), Type.Literal('anthropic'), Type.Literal('ollama')], {
  description:
    'local (the offline engine, default), openai, anthropic or ollama (a local model server); GET /api/v1/providers lists the configured ones',
})

// Blank text is refused by the handler, with the product's wording.
const JobText = Type.String({ maxLength: JOB_DESCRIPTION_MAX_CHARS })
const TemplateId = Type.String({ minLength: 1, maxLength: 50 })

export const GenerateBodySchema = Type.Object({
  resume_id: Type.String({ minLength: 1, maxLength: 100 }),
  job_description: JobText,
  template: Type.Optional(TemplateId),
  cover_template: Type.Optional(TemplateId),
  provider: Type.Optional(ProviderSchema),
  /** Skills the user selected or added in the skill bank. */
  skills: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })),
  /** One of the caller's applications: the documents written are filed under it (404 when there is no such application). */
  application_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})

/** One document of a generation, as the browser shows it. */
export const GeneratedDocumentSchema = Type.Object({
  id: Type.String(),
  document_type: DocumentTypeSchema,
  latex_content: Type.String(),
  filename: Type.String(),
  pdf_url: Type.String(),
  template: Type.String(),
  /** The name to save its files under, without extension: "Jane Doe – Staff Accountant – Acme". */
  download_name: Type.String(),
  ats: AtsScoreSchema,
})

/** A document a generation did not write because the plan's allowance for it is used. */
export const SkippedDocumentSchema = Type.Object({
  document: DocumentTypeSchema,
  /** Why, for people: the plan, when the allowance was used and when it renews. */
  reason: Type.String(),
})

export const GenerationResultSchema = Type.Object({
  resume: GeneratedDocumentSchema,
  /** null when the cover letter was skipped (see `skipped`). */
  cover_letter: Type.Union([GeneratedDocumentSchema, Type.Null()]),
  /** Documents not written, with the reason; empty when both were. */
  skipped: Type.Array(SkippedDocumentSchema),
  skills: Type.Array(SkillEntrySchema),
  job: Type.Object({ title: Type.String(), company: Type.Union([Type.String(), Type.Null()]) }),
  logs: Type.Array(Type.String()),
})

/** The spec's separate calls: POST /api/v1/generate/resume and /generate/cover-letter. */
export const GenerateDocumentBodySchema = Type.Object({
  resume_text: Type.String({ maxLength: RESUME_TEXT_MAX_CHARS }),
  job_data: Type.Object({ description: JobText, title: Type.Optional(Type.String({ maxLength: JOB_TITLE_MAX_CHARS })) }),
  template: Type.Optional(TemplateId),
  provider: Type.Optional(ProviderSchema),
  skills: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })),
})

export const GenerateDocumentResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  error_type: Type.Null(),
  logs: Type.Array(Type.String()),
  data: Type.Object({
    latex_content: Type.String(),
    filename: Type.String(),
    pdf_url: Type.String(),
    download_name: Type.String(),
    ats: AtsScoreSchema,
  }),
})

export const RegenerateBodySchema = Type.Object({
  user_instructions: Type.String({ maxLength: 5000 }),
  document_type: DocumentTypeSchema,
  original_filename: Type.String({ minLength: 1, maxLength: 200 }),
  /** base64 of the UTF-8 LaTeX the client holds; accepted for compatibility, the stored document is used. */
  encoded_existing_latex: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  job_description: Type.Optional(JobText),
  skills: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 })),
})

/** Which of the user's instructions the engine carried out, and why the others were not. */
export const InstructionReportSchema = Type.Object({
  /** The new instructions carried out ("friendlier tone (takes back: more formal tone)"). */
  applied: Type.Array(Type.String()),
  not_applied: Type.Array(Type.Object({ instruction: Type.String(), reason: Type.String() })),
  /** Instructions of earlier regenerations still in force. */
  kept: Type.Optional(Type.Array(Type.String())),
  /** The new document's text reads the same as the one it was regenerated from. */
  unchanged: Type.Optional(Type.Boolean()),
})

export const RegenerateResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  logs: Type.Array(Type.String()),
  instructions: InstructionReportSchema,
  data: Type.Object({
    latex_content: Type.String(),
    latex_filename: Type.String(),
    pdf_url: Type.String(),
    download_name: Type.String(),
    ats: AtsScoreSchema,
  }),
})

export const LatexFilenameBodySchema = Type.Object({ latex_filename: Type.String({ minLength: 1, maxLength: 200 }) })

export const DocumentFileParamsSchema = Type.Object({ filename: Type.String({ minLength: 1, maxLength: 200 }) })

export const DocumentHistoryEntrySchema = Type.Object({
  id: Type.String(),
  parent_id: Type.Union([Type.String(), Type.Null()]),
  document_type: DocumentTypeSchema,
  filename: Type.String(),
  template: Type.String(),
  provider: Type.String(),
  pdf_url: Type.String(),
  download_name: Type.String(),
  /** The posting's job title and company; null when it names none. */
  job_title: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([Type.String(), Type.Null()]),
  ats_score: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
})

export const DocumentHistoryResponseSchema = Type.Object({
  success: Type.Literal(true),
  documents: Type.Array(DocumentHistoryEntrySchema),
})

export const DeleteDocumentBodySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })

export type GenerateBody = Static<typeof GenerateBodySchema>
export type GeneratedDocument = Static<typeof GeneratedDocumentSchema>
export type SkippedDocument = Static<typeof SkippedDocumentSchema>
export type GenerationResult = Static<typeof GenerationResultSchema>
export type GenerateDocumentBody = Static<typeof GenerateDocumentBodySchema>
export type GenerateDocumentResponse = Static<typeof GenerateDocumentResponseSchema>
export type RegenerateBody = Static<typeof RegenerateBodySchema>
export type RegenerateResponse = Static<typeof RegenerateResponseSchema>
export type InstructionReport = Static<typeof InstructionReportSchema>
export type DocumentHistoryEntry = Static<typeof DocumentHistoryEntrySchema>
export type DocumentHistoryResponse = Static<typeof DocumentHistoryResponseSchema>
