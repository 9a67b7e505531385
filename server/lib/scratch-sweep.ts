import { lstat, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/*
 * Scratch directories live under DATA_DIR: a PDF being read (domain/ingest/extract-pdf.ts) and
 * each LaTeX compile (adapters/pdflatex-compiler.ts) get one, removed when done. Their names'
 * prefixes are theirs: the caller passes them in. A crash (kill -9, power
 * loss) leaves them behind, with the resumes and letters in them; the sweep removes those.
 *
 * Only directories untouched for STALE_AFTER_MS go: another process may be working in the same
 * DATA_DIR (the CLI runs the app in its own process), and a directory in use is younger than the
 * longest compile or read (minutes at most).
 */

export const STALE_AFTER_MS = 60 * 60 * 1000

export interface ScratchLocation {
  dir: string
  prefix: string
}

/** The names the scratch directories start with, as the code that makes them names them. */
export interface ScratchPrefixes {
  pdf: string
  latexJob: string
}

/** The scratch directories the app makes under `dataDir`. */
export function scratchLocations(dataDir: string, prefixes: ScratchPrefixes): { pdfScratchDir: string; all: ScratchLocation[] } {
  const pdfScratchDir = join(dataDir, 'scratch')
  // plugins/latex.ts gives the compiler DATA_DIR/latex as its work directory.
  const latexWorkDir = join(dataDir, 'latex')
  return {
    pdfScratchDir,
    all: [
      { dir: pdfScratchDir, prefix: prefixes.pdf },
      { dir: latexWorkDir, prefix: prefixes.latexJob },
    ],
  }
}

/** Removes the scratch directories not modified for `olderThanMs`; returns how many went. */
export async function sweepStaleScratch(locations: ScratchLocation[], olderThanMs = STALE_AFTER_MS, now = Date.now()): Promise<number> {
  let removed = 0
  for (const { dir, prefix } of locations) {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[]
      throw error
    })
    for (const name of names) {
      if (!name.startsWith(prefix)) continue
      const path = join(dir, name)
      const stat = await lstat(path).catch(() => null)
      if (!stat?.isDirectory() || now - stat.mtimeMs < olderThanMs) continue
      await rm(path, { recursive: true, force: true })
      removed++
    }
  }
  return removed
}
