import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLatexCompiler } from '../../../../server/adapters/pdflatex-compiler.ts'
import { compareTailoredAts, oneFilePerResume } from '../../../helpers/tailored-ats.ts'
import type { SourceResume } from './helpers.ts'

/*
 * The bar: a tailored resume scores at least as high on the ATS check (keyword coverage
 * measured on the text of the compiled PDF) as the same resume rendered untailored, for the same
 * job. Here on the first four written test resumes, one against each of the four jobs (8
 * compiles): the behaviour. Every written resume is the quality sweep, `npm run test:quality`
 * (tests/quality/tailored-ats.test.ts).
 */

const workDir = path.join(os.tmpdir(), `t10-tailor-ats-test-${process.getuid?.() ?? 'user'}`)
mkdirSync(workDir, { recursive: true, mode: 0o700 })
const compiler = createLatexCompiler({ workDir, timeoutMs: 30_000, concurrency: 2 })

let resumes: SourceResume[] = []
beforeAll(async () => {
  resumes = await oneFilePerResume(4)
}, 120_000)
afterAll(() => compiler.close())

describe('ATS score of tailored resumes', () => {
  it('is never lower than the untailored resume for the same job, keywords included', async () => {
    expect(resumes.length).toBeGreaterThanOrEqual(3)
    const { worse, gain } = await compareTailoredAts(compiler, resumes)
    expect(worse).toEqual([])
    // And on average it gains.
    expect(gain).toBeGreaterThan(0)
  }, 120_000)
})
