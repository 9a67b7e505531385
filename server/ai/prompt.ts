import { Check, Errors } from 'typebox/value'
import { CoverLetterDocumentSchema, type DocumentType, ResumeDocumentSchema } from '../../shared/schemas/documents.ts'
import type { WriteInput } from './provider.ts'

/** What both hosted providers send: the same instructions, the same facts, the same schema. */

const RULES = `You tailor job application documents. Hard rules:
- Use only facts from the candidate's resume. Never add an employer, job title, degree, date, number, certification or skill the resume does not contain. The only exception: skills listed under "skills the candidate added" may appear in the skills section.
- You may reorder, select, shorten and rephrase what the resume says, to put forward what this job asks for.
- Plain text only in every field: no LaTeX, no Markdown, no HTML.
- Unknown values are null (or an empty list).`

const RESUME_TASK = `Write a resume aimed at the job:
- summary: 2-3 sentences for the target role from true facts: the candidate's years of experience (from the dates), their titles most relevant to the job, and the job's requirements the resume supports.
- skills: first a group labelled "Relevant Skills" with the job's requirements the resume supports, in the job's wording when the resume's wording means the same (e.g. "Excel" -> "Microsoft Excel"); then "Additional Skills".
- experience: every role, most recent first; within a role, bullets most relevant to the job first, weak or off-target bullets left out. Recent, relevant roles in full; old (over 15 years) or unrelated roles with "condensed": true and no bullets.
- section_order: the sections in the order the job values (e.g. skills before experience when the resume supports several of the job's skills).
- One page for under five years of experience, at most two otherwise, unless the instructions say otherwise.`

const LETTER_TASK = `Write a cover letter of 3-4 paragraphs and 220-380 words: greeting to the hiring manager, else the company's hiring team; an opening naming the role and the company (its name only, not its location); one or two body paragraphs with the candidate's two or three strongest pieces of evidence rewritten as first-person sentences (never pasted bullets, never "my work included:"); no two sentences starting with the same words; a closing paragraph; sign-off; the candidate's name as signature.`

export function systemPrompt(documentType: DocumentType): string {
  return `${RULES}\n${documentType === 'resume' ? RESUME_TASK : LETTER_TASK}`
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
 * A JSON schema in the strict form hosted models accept: every object closed
 * (additionalProperties false), every property required (the optional ones too: a strict
 * response format allows no optional keys, and the model fills them).
 */
export function strictSchema(schema: unknown): Record<string, unknown> {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close)
    if (!node || typeof node !== 'object') return node
    const copy: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) copy[k] = close(v)
    if (copy.type === 'object') {
      copy.additionalProperties = false
      if (copy.properties && typeof copy.properties === 'object') copy.required = Object.keys(copy.properties)
    }
    return copy
  }
  return close(JSON.parse(JSON.stringify(schema))) as Record<string, unknown>
}

/** A document's schema in the strict form (strictSchema). */
export function strictJsonSchema(documentType: DocumentType): Record<string, unknown> {
  return strictSchema(documentSchema(documentType))
}

/** What is wrong with a model's answer against the document schema ("/summary must be string"), or null. */
export function documentProblem(documentType: DocumentType, value: unknown): string | null {
  const schema = documentSchema(documentType)
  if (Check(schema, value)) return null
  const first = [...Errors(schema, value)][0]
  return first ? `${first.instancePath || 'document'} ${first.message}` : 'it does not match the schema'
}
