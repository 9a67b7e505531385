import type { PdfText } from '../domain/ats/pdf-text.ts'
import type { LatexCompilerFactory } from '../domain/latex/compiler.ts'
import type { PasswordHasher } from '../domain/password-hasher.ts'
import { createLatexCompiler } from './pdflatex-compiler.ts'
import { popplerPdfText } from './poppler-pdf-text.ts'
import { scryptPasswordHasher } from './scrypt-password-hasher.ts'

/*
 * What the app reaches outside its own process through: the domain's ports, each with the
 * implementation the app runs by default. buildApp(config, { adapters }) takes any of them in
 * place of these, so a test can run a generation with no pdflatex or poppler installed.
 */
export interface Adapters {
  /** Builds the LaTeX compiler from the plugin's settings (pool size, timeout, work directory). */
  latex: LatexCompilerFactory
  pdfText: PdfText
  passwords: PasswordHasher
}

/** pdflatex, poppler and scrypt at PASSWORD_HASH_COST. */
export function realAdapters(settings: { passwordHashCost: number }): Adapters {
  return {
    latex: createLatexCompiler,
    pdfText: popplerPdfText(),
    passwords: scryptPasswordHasher(settings.passwordHashCost),
  }
}
