import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLatexCompiler } from '../../server/adapters/pdflatex-compiler.ts'
import type { SourceResume } from '../server/domain/tailor/helpers.ts'
import { compareTailoredAts, oneFilePerResume } from '../helpers/tailored-ats.ts'

/*
 * The sweep behind tests/server/domain/tailor/ats.test.ts: every written test resume (tests/resumes,
 * in the repository, so this runs on any clone), from one of its files in turn, each against one
 * of four jobs in turn: two pdflatex compiles a resume (44 resumes today, 88 compiles). The
 * behaviour test checks the same bar on the first four; this is the sweep over all of them.
 */

const workDir = path.join(os.tmpdir(), `t10-tailor-ats-test-${process.getuid?.() ?? 'user'}`)
mkdirSync(workDir, { recursive: true, mode: 0o700 })
const compiler = createLatexCompiler({ workDir, timeoutMs: 30_000, concurrency: 2 })

let resumes: SourceResume[] = []
beforeAll(async () => {
  resumes = await oneFilePerResume()
}, 300_000)
afterAll(() => compiler.close())

describe('ATS score of tailored resumes, every written resume', () => {
  it('is never lower than the untailored resume for the same job, keywords included, and gains on average', async () => {
    // Resumes none of whose files has its roles read are left out (the chef and the mechanical
    // engineer, once); 44 are compared today.
    expect(resumes.length).toBeGreaterThanOrEqual(42)
    const { worse, gain } = await compareTailoredAts(compiler, resumes)
    console.log(`tailored ATS: ${resumes.length} resumes, mean gain ${gain.toFixed(1)} points`)
    expect(worse).toEqual([])
    expect(gain).toBeGreaterThan(0)
  }, 600_000)
})
