import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { runCli } from '../helpers/run-cli.ts'
import { getResume, renderingPath } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-generate-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A written test resume as a plain text file: a computer science student (Python, PostgreSQL, Docker) for a backend posting.
const STUDENT = 'student-cs-emily-carter'
const RESUME = renderingPath(STUDENT, 'plain')

describe('t10 generate (the real binary, embedded server)', () => {
  it('writes both documents as LaTeX and PDF and prints the scores as JSON', async () => {
    const out = join(work, 'out')
    const result = await runCli(
      [
        'generate',
        '--resume',
        RESUME,
        '--jd',
        '-',
        '--out',
        out,
        '--template',
        'classic',
        '--emphasize',
        'Terraform',
        '--instructions',
        'Emphasize leadership',
        '--json',
        '--data-dir',
        join(work, 'data'),
      ],
      { input: BACKEND_JD },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const printed = JSON.parse(result.stdout)
    for (const [key, name] of [
      ['resume', 'resume'],
      ['cover_letter', 'cover-letter'],
    ] as const) {
      expect(printed[key].tex).toBe(join(out, `${name}.tex`))
      expect(printed[key].pdf).toBe(join(out, `${name}.pdf`))
      expect(readFileSync(printed[key].pdf).subarray(0, 5).toString()).toBe('%PDF-')
      expect(readFileSync(printed[key].tex, 'utf8')).toContain('\\begin{document}')
      expect(printed[key].ats.score).toBeGreaterThan(0)
    }
    expect(readFileSync(printed.resume.tex, 'utf8')).toContain(getResume(STUDENT).name)
    expect(printed.skills.length).toBeGreaterThan(0)
    expect(printed.logs.join('\n')).toMatch(/leadership/i)
  })

  it('fails clearly on a blank job description and writes nothing', async () => {
    const out = join(work, 'blank')
    const result = await runCli(['generate', '--resume', RESUME, '--jd', '-', '--out', out, '--data-dir', join(work, 'data')], { input: '   \n' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe('t10: Please upload your resume and provide a job description')
    expect(existsSync(join(out, 'resume.pdf'))).toBe(false)
  })
})
