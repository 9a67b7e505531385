/*
 * The port through which the domain reads a compiled PDF back: its text, as an ATS parser would get
 * it, and its page count. The app's reads it with poppler (server/adapters/poppler-pdf-text.ts).
 */

export interface PdfTextOptions {
  signal?: AbortSignal
}

export interface PdfText {
  /** The PDF's text as a layout-keeping parser reads it, pages separated by form feeds. */
  text(pdf: Buffer, options?: PdfTextOptions): Promise<string>
  pageCount(pdf: Buffer): Promise<number>
}
