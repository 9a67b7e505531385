import fp from 'fastify-plugin'
import type { PdfText } from '../domain/ats/pdf-text.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads compiled PDFs back (text for the ATS score, page counts for page limits). */
    pdfText: PdfText
  }
}

export default fp<{ reader: PdfText }>(
  async (app, { reader }) => {
    app.decorate('pdfText', reader)
  },
  { name: 'pdf-text' },
)
