import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import type { DocumentType, TemplateInfo } from '../../../shared/schemas/documents.ts'
import { InvalidInputError } from '../errors.ts'

/**
 * The template catalogue. Template files are data: LaTeX with two marker lines that the
 * renderer replaces (see MARKERS); they define the macros the per-document renderers call.
 */
const CATALOGUE: readonly TemplateInfo[] = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean sans-serif layout with a navy accent and ruled section headings.',
    document_type: 'resume',
    default: true,
  },
  {
    id: 'classic',
    name: 'Classic',
    description: 'Traditional serif layout with a centred header and small-caps headings.',
    document_type: 'resume',
    default: false,
  },
  {
    id: 'compact',
    name: 'Compact',
    description: 'Dense serif layout with narrow margins that fits more experience on one page.',
    document_type: 'resume',
    default: false,
  },
  {
    id: 'standard',
    name: 'Standard',
    description: 'Business letter in a serif face: sender block, date, recipient, letter body.',
    document_type: 'cover_letter',
    default: true,
  },
  {
    id: 'modern',
    name: 'Modern',
    description: 'Sans-serif letter with the same accented header as the Modern resume.',
    document_type: 'cover_letter',
    default: false,
  },
]

export const MARKERS = { meta: '%%T10:META%%', body: '%%T10:BODY%%' } as const

const FOLDER: Record<DocumentType, string> = { resume: 'resume', cover_letter: 'cover-letter' }

export const DEFAULT_TEMPLATES_DIR = fileURLToPath(new URL('../../../templates/', import.meta.url))

export function listTemplates(documentType?: DocumentType): TemplateInfo[] {
  return CATALOGUE.filter((t) => documentType === undefined || t.document_type === documentType).map((t) => ({ ...t }))
}

/** The template for `id` (the default when id is empty); an InvalidInputError naming the valid ids otherwise. */
export function resolveTemplate(documentType: DocumentType, id?: string | null): TemplateInfo {
  const candidates = CATALOGUE.filter((t) => t.document_type === documentType)
  const wanted = id?.trim().toLowerCase()
  const found = wanted ? candidates.find((t) => t.id === wanted) : candidates.find((t) => t.default)
  if (!found) {
    const valid = candidates.map((t) => t.id).join(', ')
    const what = documentType === 'resume' ? 'resume' : 'cover letter'
    throw new InvalidInputError(`Unknown ${what} template "${id}". Valid templates: ${valid}.`)
  }
  return { ...found }
}

export interface TemplateSource {
  info: TemplateInfo
  /** Text before the META marker line, the text between META and BODY, and after BODY. */
  head: string
  middle: string
  tail: string
}

const loaded = new Map<string, TemplateSource>()

export function loadTemplate(info: TemplateInfo, templatesDir = DEFAULT_TEMPLATES_DIR): TemplateSource {
  const file = path.join(templatesDir, FOLDER[info.document_type], `${info.id}.tex`)
  const cached = loaded.get(file)
  if (cached) return cached
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n')
  const metaAt = lines.findIndex((l) => l.trim() === MARKERS.meta)
  const bodyAt = lines.findIndex((l) => l.trim() === MARKERS.body)
  const once = (m: string) => lines.filter((l) => l.trim() === m).length === 1
  if (metaAt < 0 || bodyAt < metaAt || !once(MARKERS.meta) || !once(MARKERS.body)) {
    throw new Error(`Template ${file} must contain the lines ${MARKERS.meta} and ${MARKERS.body}, once each, in that order`)
  }
  const source: TemplateSource = {
    info,
    head: lines.slice(leadingCommentLines(lines), metaAt).join('\n'),
    middle: lines.slice(metaAt + 1, bodyAt).join('\n'),
    tail: lines.slice(bodyAt + 1).join('\n'),
  }
  loaded.set(file, source)
  return source
}

/**
 * The template's opening comment is for whoever edits templates here (the marker lines, the macro
 * contract, where it is filled); a person who downloads their .tex gets their document from its
 * first line.
 */
function leadingCommentLines(lines: readonly string[]): number {
  const first = lines.findIndex((line) => !/^\s*(?:%.*)?$/.test(line))
  return first < 0 ? 0 : first
}

/**
 * Assembles the final source. Plain concatenation on purpose: String.replace would read
 * `$&` or `$'` in the (escaped) values as replacement patterns.
 */
export function fillTemplate(template: TemplateSource, meta: string, body: string): string {
  return `${template.head}\n${meta}\n${template.middle}\n${body}\n${template.tail}`
}
