import type { AtsScore, DocumentType } from '../../../shared/schemas/documents.ts'
import { extractPdfText } from './extract.ts'
import { scoreAts, type AtsJob } from './score.ts'

export { extractPdfText, type ExtractOptions } from './extract.ts'
export { ATS_WEIGHTS, scoreAts, type AtsInput, type AtsJob } from './score.ts'
export { TextIndex, tokenize } from './keywords.ts'

/**
 * Extracts the PDF's text and scores it, both in this thread: for tests and benches. The server
 * scores in a worker thread instead (scoreDocument in services/generation.service.ts).
 */
export async function measureAts(
  pdf: Buffer,
  documentType: DocumentType,
  job: AtsJob,
  options: { signal?: AbortSignal } = {},
): Promise<{ score: AtsScore; text: string }> {
  const text = await extractPdfText(pdf, options)
  return { score: scoreAts({ pdfText: text, documentType, job }), text }
}
