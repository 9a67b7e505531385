import { createHash } from 'node:crypto'
import type { Adapters } from '../../server/adapters/index.ts'
import type { PdfText } from '../../server/domain/ats/pdf-text.ts'
import type { CompileResult, CompilerStats, LatexCompiler } from '../../server/domain/latex/compiler.ts'

/*
 * Adapters for HTTP tests that are not about rendering: a "compiler" that writes the document's
 * plain text into a small hand-made one-page PDF, and a PDF reader that gives that text back for
 * the PDFs it made. A generation through them takes milliseconds and needs no TeX or poppler.
 * buildApp(config, { adapters: fakeAdapters() }), or createTestApp(env, { adapters: fakeAdapters() }).
 */

export interface FakeAdapters extends Pick<Adapters, 'latex' | 'pdfText'> {
  /** The compilers made so far (the app makes one): each counts its compiles. */
  compilers: FakeLatexCompiler[]
}

export interface FakeLatexCompiler extends LatexCompiler {
  /** The sources compiled, in order. */
  sources: string[]
}

export function fakeAdapters(): FakeAdapters {
  // The text of every PDF the fake compiler made, by the PDF's sha256.
  const texts = new Map<string, string>()
  const compilers: FakeLatexCompiler[] = []
  const latex = () => {
    const compiler = fakeLatexCompiler(texts)
    compilers.push(compiler)
    return compiler
  }
  const pdfText: PdfText = {
    async text(pdf, options) {
      options?.signal?.throwIfAborted()
      const text = texts.get(sha256(pdf))
      if (text === undefined) throw new Error('fake PdfText: this PDF was not made by the fake LaTeX compiler')
      return text
    },
    async pageCount(pdf) {
      if (!texts.has(sha256(pdf))) throw new Error('fake PdfText: this PDF was not made by the fake LaTeX compiler')
      return 1
    },
  }
  return { latex, pdfText, compilers }
}

function fakeLatexCompiler(texts: Map<string, string>): FakeLatexCompiler {
  const sources: string[] = []
  let closed = false
  const stats: CompilerStats = { running: 0, queued: 0, compiles: 0, cacheHits: 0, formatsReady: 0 }
  return {
    sources,
    async compile(source, options): Promise<CompileResult> {
      if (closed) throw new Error('The LaTeX compiler is closed')
      options?.signal?.throwIfAborted()
      sources.push(source)
      stats.compiles++
      const text = plainTextOf(source)
      const pdf = onePagePdf(text.split('\n'))
      texts.set(sha256(pdf), text)
      return { pdf, cached: false, ms: 0, log: ['fake compiler: 1 page'] }
    },
    prepare: async () => false,
    stats: () => ({ ...stats }),
    async close() {
      closed = true
    },
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * Roughly what a reader gets from the rendered LaTeX: the document's body with its commands
 * dropped and their arguments kept (a link's target dropped), one line per source line.
 */
export function plainTextOf(source: string): string {
  const begin = source.indexOf('\\begin{document}')
  const end = source.lastIndexOf('\\end{document}')
  const body = source.slice(begin < 0 ? 0 : begin + '\\begin{document}'.length, end < 0 ? undefined : end)
  return (
    body
      // A comment runs to the end of its line and takes the line break with it (the escaper splits long lines so).
      .replace(/(?<!\\)%[^\n]*\n?/g, '')
      .replace(/\\href\{[^}]*\}/g, '')
      .replace(/\\penalty-?\d+(\{\})?/g, '')
      .replace(/\\\\/g, '\n')
      .replace(/\\([&%$#_{}])/g, '$1')
      .replace(/\\(begin|end)\{[^}]*\}/g, '')
      .replace(/\\[a-zA-Z@]+\*?(\[[^\]]*\])?/g, ' ')
      .replace(/[{}]/g, ' ')
      .replace(/~/g, ' ')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join('\n')
  )
}

/** How every PDF of the fake compiler starts: a test can tell them from pdflatex's. */
export const FAKE_PDF_HEADER = '%PDF-1.4\n% T10 test fake\n'

/**
 * A valid one-page PDF (Helvetica, one line of text per entry) written by hand, with the byte
 * offsets its cross-reference table needs. Text outside printable ASCII is written as '?'.
 */
export function onePagePdf(lines: string[]): Buffer {
  const escaped = lines.map((line) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1'))
  const content = ['BT', '/F1 9 Tf', '11 TL', '50 760 Td', ...escaped.map((line) => `(${line}) '`), 'ET'].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = FAKE_PDF_HEADER
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
