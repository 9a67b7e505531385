import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLatexCompiler, type LatexCompilerOptions } from '../../../../server/adapters/pdflatex-compiler.ts'
import { extractPdfText } from '../../../../server/adapters/poppler-pdf-text.ts'

/** Shared by the test files: formats built once are reused (builds are atomic renames). */
export const TEST_WORK_DIR = path.join(os.tmpdir(), `t10-latex-test-${process.getuid?.() ?? 'user'}`)
mkdirSync(TEST_WORK_DIR, { recursive: true, mode: 0o700 })

export function testCompiler(options: LatexCompilerOptions = {}) {
  return createLatexCompiler({ workDir: TEST_WORK_DIR, timeoutMs: 30_000, ...options })
}

/** PDF text with all whitespace removed: line wrapping cannot break a comparison. */
export async function pdfTextCompact(pdf: Buffer): Promise<string> {
  return (await extractPdfText(pdf)).replace(/\s+/g, '')
}

export const compact = (s: string) => s.replace(/\s+/g, '')
