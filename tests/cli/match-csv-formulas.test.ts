import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-csv-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('t10 match --csv (the program in-process)', () => {
  it('writes a resume file named like a formula as text, never as a live formula', async () => {
    const hostile = join(work, '=SUM(1+1)*cmd|A0.pdf')
    // Written test resumes: the accountant's PDF under the hostile name, a teacher's as it is.
    copyFileSync(renderingPath(resumesByField('accounting')[0]!.id, 'single'), hostile)
    const plain = renderingPath(resumesByField('teaching')[0]!.id, 'word')
    const csv = join(work, 'ranking.csv')

    const result = await runCliInProcess(['match', '--jd', '-', '--csv', csv, '--json', '--data-dir', join(work, 'data'), hostile, plain], {
      input: ACCOUNTANT_JD,
    })
    expect(result.code).toBe(0)

    const rows = parse(readFileSync(csv, 'utf8')) as string[][]
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(["'=SUM(1+1)*cmd|A0.pdf", plain.split('/').pop()].sort())
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })
})
