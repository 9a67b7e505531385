import type { CoverLetterDocument, DocumentType, ResumeDocument, TemplateInfo } from '../../../shared/schemas/documents.ts'
import { createEscaper } from './escape.ts'
import { coverLetterBody } from './render-cover-letter.ts'
import { pdfMeta } from './render-parts.ts'
import { resumeBody } from './render-resume.ts'
import type { LatexCompiler } from './compiler.ts'
import { fillTemplate, listTemplates, loadTemplate, resolveTemplate } from './templates.ts'

export { listTemplates, resolveTemplate } from './templates.ts'

export interface RenderOptions {
  /** Template id; the document type's default when omitted. Unknown ids are a 400. */
  template?: string | null
  /** Where templates/ lives; the repository's folder by default. */
  templatesDir?: string
}

export interface RenderedLatex {
  /** Complete LaTeX source, ready for the compiler. */
  source: string
  template: TemplateInfo
  /** Characters that were replaced or dropped, one line per field. */
  log: string[]
}

export function renderResume(doc: ResumeDocument, options: RenderOptions = {}): RenderedLatex {
  const info = resolveTemplate('resume', options.template)
  const template = loadTemplate(info, options.templatesDir)
  const esc = createEscaper()
  const body = resumeBody(doc, esc)
  return { source: fillTemplate(template, pdfMeta(doc.contact.name, 'Resume'), body), template: info, log: esc.log }
}

export function renderCoverLetter(doc: CoverLetterDocument, options: RenderOptions = {}): RenderedLatex {
  const info = resolveTemplate('cover_letter', options.template)
  const template = loadTemplate(info, options.templatesDir)
  const esc = createEscaper()
  const body = coverLetterBody(doc, esc)
  return { source: fillTemplate(template, pdfMeta(doc.sender.name, 'Cover Letter'), body), template: info, log: esc.log }
}

export type RenderInput = { documentType: 'resume'; document: ResumeDocument } | { documentType: 'cover_letter'; document: CoverLetterDocument }

export function renderDocument(input: RenderInput, options: RenderOptions = {}): RenderedLatex {
  return input.documentType === 'resume' ? renderResume(input.document, options) : renderCoverLetter(input.document, options)
}

/**
 * Builds the precompiled format of every template, so the first real compile of each is
 * already fast (call at server start; failures only mean plain compiles).
 */
export async function prepareTemplateFormats(
  compiler: LatexCompiler,
  options: Pick<RenderOptions, 'templatesDir'> = {},
): Promise<Record<string, boolean>> {
  const ready: Record<string, boolean> = {}
  await Promise.all(
    listTemplates().map(async (info) => {
      const source = fillTemplate(loadTemplate(info, options.templatesDir), '', '')
      ready[`${info.document_type}/${info.id}`] = await compiler.prepare(source).catch(() => false)
    }),
  )
  return ready
}

export type { DocumentType }
