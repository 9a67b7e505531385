// Answers of the generator's calls, shaped as the server sends them, for component tests, and the
// fake server's state each generator test starts from.
import { vi } from 'vitest'
import { STEP_IDS, STEP_LABELS, type StepId, type StepStatus } from '@shared/events.ts'
import type { AtsScore } from '@shared/schemas/documents.ts'
import type { GeneratedDocument, GenerationResult, RegenerateResponse } from '@shared/schemas/generate.ts'
import type { SkillEntry } from '@shared/schemas/skills.ts'
import { json, on, resetServer } from './fake-server.ts'
import { dismissAllToasts } from './test-utils.tsx'

export const ats = (score: number): AtsScore => ({
  score,
  breakdown: { keywords: score, sections: 100, contact: 100, length: 90, readability: 80 },
  weights: { keywords: 0.4, sections: 0.2, contact: 0.15, length: 0.1, readability: 0.15 },
  matched_keywords: ['AWS'],
  missing_keywords: ['Terraform'],
  notes: [],
})

export const generatedDocument = (type: 'resume' | 'cover_letter', overrides: Partial<GeneratedDocument> = {}): GeneratedDocument => ({
  id: `${type}-1`,
  document_type: type,
  latex_content: `\\documentclass{article}\\begin{document}${type}\\end{document}`,
  filename: type === 'resume' ? 'resume-1.tex' : 'cover-letter-1.tex',
  pdf_url: `/api/v1/documents/${type}-1.pdf`,
  template: type === 'resume' ? 'modern' : 'standard',
  download_name: type === 'resume' ? 'Jane Doe – Cloud Engineer – Acme' : 'Jane Doe – Cloud Engineer – Acme – Cover Letter',
  ats: ats(type === 'resume' ? 81 : 74),
  ...overrides,
})

export const SKILLS: SkillEntry[] = [
  { name: 'AWS', in_resume: true, in_jd: true },
  { name: 'Terraform', in_resume: false, in_jd: true },
]

export const generationResult = (overrides: Partial<GenerationResult> = {}): GenerationResult => ({
  resume: generatedDocument('resume'),
  cover_letter: generatedDocument('cover_letter'),
  skipped: [],
  skills: SKILLS,
  job: { title: 'Senior DevOps Engineer', company: 'Acme Cloud' },
  logs: ['Parsed the job description', 'Compiled 2 PDFs'],
  ...overrides,
})

export const uploadAnswer = (filename = 'resume.pdf') =>
  json({
    message: 'Resume uploaded and text extracted successfully',
    data: { resume_id: `r-${filename}`, resume_text: 'Ada Lovelace. Engineer. AWS.', raw_resume_text: 'Ada Lovelace. Engineer. AWS.' },
  })

export const regenerateAnswer = (
  filename: string,
  instructions: RegenerateResponse['instructions'] = { applied: ['shorter / one page'], not_applied: [] },
): RegenerateResponse => ({
  success: true,
  message: 'Document updated',
  logs: [`Regenerated ${filename}`],
  instructions,
  data: {
    latex_content: '\\documentclass{article}',
    latex_filename: filename,
    pdf_url: `/api/v1/documents/${filename}`,
    download_name: 'Jane Doe – Cloud Engineer – Acme',
    ats: ats(88),
  },
})

const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

const progress = (id: StepId, status: StepStatus) => sseEvent('progress', { id, label: STEP_LABELS[id], status, detail: null })

/** A generation stream: every step done, then the result. */
export const generationStream = (result: GenerationResult = generationResult()) =>
  new Response(STEP_IDS.map((id) => progress(id, 'done')).join('') + sseEvent('result', result), {
    headers: { 'content-type': 'text/event-stream' },
  })

/** A generation stream that fails at one step with the server's error event. */
export const failedStream = (failing: StepId, error: { error_type: string; message: string }) => {
  const until = STEP_IDS.indexOf(failing)
  const events = STEP_IDS.slice(0, until).map((id) => progress(id, 'done'))
  return new Response(events.join('') + progress(failing, 'error') + sseEvent('error', error), {
    headers: { 'content-type': 'text/event-stream' },
  })
}

/** What a fetch that never reaches the server does. */
export const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))

/** Before each generator test: a fresh fake server answering what the screen asks for by itself (templates, previews), no toast left, blob URLs stubbed. */
export function resetGeneratorScreen(): void {
  resetServer()
  dismissAllToasts()
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  on('GET', '/api/v1/templates', { templates: [] })
  on('POST', '/api/v1/documents/preview', () => new Response('%PDF-1.5', { headers: { 'content-type': 'application/pdf' } }))
}
