import type { AtsScore, DocumentType } from '../../shared/schemas/documents.ts'
import { scoreAts, type AtsJob } from '../domain/ats/index.ts'
import { extractPdfText } from './poppler-pdf-text.ts'

/**
 * Reads the PDF's text with poppler and scores it, both in this thread: for tests and benches. The
 * server scores in a worker thread instead (scoreDocument in services/applying/generation.service.ts).
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
