import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { getResume, renderingPath } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-docx-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A written test resume as a plain text file: a computer science student (Python, PostgreSQL, Docker) for a backend posting.
const STUDENT = 'student-cs-emily-carter'
const RESUME = renderingPath(STUDENT, 'plain')

const generate = (out: string, ...extra: string[]) =>
  runCliInProcess(['generate', '--resume', RESUME, '--jd', '-', '--out', out, '--data-dir', join(work, 'data'), ...extra], { input: BACKEND_JD })

const wordHtml = async (path: string) => (await mammoth.convertToHtml({ path })).value

describe('t10 generate --format (the program in-process, embedded server)', () => {
  it('--format both writes the PDFs with their LaTeX and the Word files, and reports all of them', async () => {
    const out = join(work, 'both')
    const result = await generate(out, '--format', 'both', '--json')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const printed = JSON.parse(result.stdout)
    for (const [key, name] of [
      ['resume', 'resume'],
      ['cover_letter', 'cover-letter'],
    ] as const) {
      expect(printed[key]).toMatchObject({ tex: join(out, `${name}.tex`), pdf: join(out, `${name}.pdf`), docx: join(out, `${name}.docx`) })
      expect(readFileSync(printed[key].pdf).subarray(0, 5).toString()).toBe('%PDF-')
    }
    const resume = await wordHtml(printed.resume.docx)
    expect(resume).toContain(`<p>${getResume(STUDENT).name}</p>`)
    expect(resume).toContain('<h1>Experience</h1>')
    expect(resume).toMatch(/<ul><li>[^<]+<\/li>/)
    const letter = await wordHtml(printed.cover_letter.docx)
    expect(letter).toMatch(/<p>Dear [^<]+<\/p>/)
  }, 120_000) // a whole generation (two LaTeX compiles): slow on a busy 2-core machine

  it('--format docx writes only the Word files; the human output names them', async () => {
    const out = join(work, 'docx')
    const result = await generate(out, '--format', 'docx')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Resume:       ${join(out, 'resume.docx')}`)
    expect(result.stdout).toContain(`Cover letter: ${join(out, 'cover-letter.docx')}`)
    expect(existsSync(join(out, 'resume.docx'))).toBe(true)
    expect(existsSync(join(out, 'cover-letter.docx'))).toBe(true)
    for (const other of ['resume.pdf', 'resume.tex', 'cover-letter.pdf', 'cover-letter.tex']) expect(existsSync(join(out, other)), other).toBe(false)
  }, 120_000)

  it('refuses an unknown format before doing any work', async () => {
    const out = join(work, 'odt')
    const result = await generate(out, '--format', 'odt')
    expect(result.code).not.toBe(0)
    expect(result.stderr).toMatch(/--format.*odt.*(pdf, docx, both)/s)
    expect(existsSync(out)).toBe(false)
  })
})
