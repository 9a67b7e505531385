import { escapeLatex } from '../../../server/domain/latex/index.ts'

/** Text printed as is in LaTeX: the server's own escaper (every special character made harmless). */
export function tex(text: string | undefined): string {
  return text ? escapeLatex(text).latex : ''
}
