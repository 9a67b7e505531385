export {
  createLatexCompiler,
  hashLatexSource,
  latexErrorLines,
  MemoryPdfCache,
  type CompileOptions,
  type CompileResult,
  type CompilerStats,
  type LatexCompiler,
  type LatexCompilerOptions,
  type PdfCache,
} from './compile.ts'
export { createEscaper, escapeLatex, type EscapeOptions, type EscapeResult, type Escaper } from './escape.ts'
export {
  listTemplates,
  prepareTemplateFormats,
  renderCoverLetter,
  renderDocument,
  renderResume,
  resolveTemplate,
  type RenderInput,
  type RenderOptions,
  type RenderedLatex,
} from './render.ts'
export { pdfPageCount } from './pdf-pages.ts'
