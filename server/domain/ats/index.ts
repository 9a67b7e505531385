export type { PdfText, PdfTextOptions } from './pdf-text.ts'
export { ATS_WEIGHTS, scoreAts, type AtsInput, type AtsJob } from './score.ts'
// The ATS's keyword match is the platform's one (server/domain/text/keyword-index.ts); the benches
// still import it from here under its old name.
export { KeywordIndex } from '../text/index.ts'
