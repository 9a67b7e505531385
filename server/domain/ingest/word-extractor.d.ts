// Types for the parts of word-extractor (untyped CommonJS) that extract-doc.ts uses.
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean
  }
  export interface WordDocument {
    getBody(options?: TextOptions): string
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>
  }
}
