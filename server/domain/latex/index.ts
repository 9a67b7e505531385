export type { CompileOptions, CompileResult, CompilerStats, LatexCompiler, LatexCompilerFactory, LatexCompilerSettings } from './compiler.ts'
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
