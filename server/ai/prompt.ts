import { Check, Errors } from 'typebox/value'
import {
  CoverLetterDocumentSchema,
  type DocumentType,
  ResumeDocumentSchema,
} from '../../shared/schemas/documents.ts'
import { AppError } from '../lib/app-error.ts'
import type { WriteInput } from './provider.ts'

/** What both hosted providers send: the same instructions, the same facts, the same schema. */

const RULES = `You tailor job application documents. Hard rules:
- Use only facts from the candidate's resume. Never add an employer, job title, degree, date, number, certification or skill the resume does not contain. The only exception: skills listed under "skills the candidate added" may appear in the skills section.
- You may reorder, select, shorten and rephrase what the resume says, to put forward what this job asks for.
- Plain text only in every field: no LaTeX, no Markdown, no HTML.
- Unknown values are null (or an empty list).`

export function systemPrompt(documentType: DocumentType): string {
  return documentType === 'resume'
    ? `${RULES}\nWrite a one-page resume aimed at the job: a summary from the candidate's own roles and strongest matching skills; experience bullets ordered by relevance to the job; skills with the job's matching skills first.`
    : `${RULES}\nWrite a one-page cover letter (250-400 words): greeting to the hiring manager or the company when known, an opening naming the role and company, two body paragraphs pairing the job's main requirements with concrete evidence from the resume, a closing paragraph.`
}

export function userPrompt(documentType: DocumentType, input: WriteInput): string {
  const date = input.today.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  return JSON.stringify(
    {
      task: documentType === 'resume' ? 'tailored resume' : `cover letter dated ${date}`,
      job: {
        title: input.job.title,
        company: input.job.company,
        hiring_manager: input.job.hiringManager,
        required_skills: input.job.requiredSkills,
        nice_to_have: input.job.niceToHave,
        years_required: input.job.yearsRequired,
        description: input.jobText,
      },
      resume: input.resume,
      resume_text: input.resumeText,
      skills_the_candidate_added: input.emphasize,
      instructions: input.instructions,
    },
    null,
    1,
  )
}

export function documentSchema(documentType: DocumentType) {
  return documentType === 'resume' ? ResumeDocumentSchema : CoverLetterDocumentSchema
}

/**
 * The JSON schema in the strict form hosted models accept: every object closed
 * (additionalProperties false), every property required (ours already are).
 */
export function strictJsonSchema(documentType: DocumentType): Record<string, unknown> {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close)
    if (!node || typeof node !== 'object') return node
    const copy: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) copy[k] = close(v)
    if (copy.type === 'object') copy.additionalProperties = false
    return copy
  }
  return close(JSON.parse(JSON.stringify(documentSchema(documentType)))) as Record<string, unknown>
}

/** Checks a model's answer against the schema; a wrong shape is the provider's error, not ours. */
export function validateDocument<T>(documentType: DocumentType, value: unknown, provider: string): T {
  const schema = documentSchema(documentType)
  if (Check(schema, value)) return value as T
  const first = [...Errors(schema, value)][0]
  throw new AppError(
    502,
    'provider_error',
    `The ${provider} provider returned a document T10 cannot use${first ? ` (${first.instancePath || 'document'} ${first.message})` : ''}. Please try again.`,
  )
}
