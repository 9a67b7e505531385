import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CoverLetterDocument, ResumeDocument } from '../../../../shared/schemas/documents.ts'
import { isPrintableCodePoint } from '../../../../server/domain/latex/escape.ts'
import { listTemplates, renderCoverLetter, renderResume } from '../../../../server/domain/latex/render.ts'
import { compact, pdfTextCompact, testCompiler } from './helpers.ts'

/*
 * Every field of every template gets LaTeX-injection attempts and text pdflatex cannot set.
 * They must compile within the timeout, come out printed, read no file and run nothing. A compile
 * past the compiler's time limit is stopped and refused (compile.test.ts), so a PDF back is the proof
 * it compiled within it; the test does not time the call as well (on a loaded machine that measures
 * the queue for pdflatex as much as the compile).
 */

const PWNED = '/tmp/t10-pwned'
const SMALL: readonly string[] = [
  '\\input{/etc/passwd}',
  `\\immediate\\write18{touch ${PWNED}}`,
  '\\def\\x{\\x}\\x',
  '^^5cinput{/etc/passwd}',
  '\\catcode`\\{=12 \\catcode`\\}=12',
  '100% sure %\\iffalse',
  '\\end{document}',
  '\\csname endofdump\\endcsname \\dump',
  '$\\x$ & #1 ~ _ ^ \\\\[2pt] \\item[x]',
  '-- --- << >>',
  'emoji 😀👩‍💻 CJK 中文 RTL שלום مرحبا combining e\u0301 x\u0303 zero\u200bwidth\ufeff',
]
const PRINTED = SMALL.slice(0, 10) // the last one loses characters on purpose
const BIG: readonly string[] = ['{'.repeat(5000) + '}'.repeat(5000), 'W'.repeat(10_000)]

function resumeWith(value: string): ResumeDocument {
  return {
    contact: { name: value, email: value, phone: value, location: value, links: [value, 'https://example.com/x'] },
    headline: value,
    summary: value,
    experience: [{ title: value, company: value, location: value, start: value, end: value, bullets: [value, value] }],
    skills: [
      { label: value, items: [value, value] },
      { label: null, items: [value] },
    ],
    education: [{ degree: value, field: value, institution: value, year: value }],
    projects: [{ name: value, description: value, link: value, bullets: [value] }],
    certifications: [value],
  }
}

function letterWith(value: string): CoverLetterDocument {
  return {
    sender: { name: value, email: value, phone: value, location: value, links: [value] },
    date: value,
    recipient: { name: value, company: value },
    subject: value,
    greeting: value,
    paragraphs: [value, value, value],
    sign_off: value,
    signature: value,
  }
}

const TIMEOUT_MS = 20_000
const compiler = testCompiler({ timeoutMs: TIMEOUT_MS })
let passwdLines: string[] = []

beforeAll(() => {
  rmSync(PWNED, { force: true })
  passwdLines = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .filter((l) => l.includes(':x:') || l.includes(':/'))
})
afterAll(() => compiler.close())

const cases = [
  ...listTemplates('resume').map((t) => ({ kind: 'resume' as const, template: t.id })),
  ...listTemplates('cover_letter').map((t) => ({ kind: 'cover_letter' as const, template: t.id })),
]
const render = (kind: 'resume' | 'cover_letter', template: string, value: string) =>
  kind === 'resume' ? renderResume(resumeWith(value), { template }) : renderCoverLetter(letterWith(value), { template })

describe.each(cases)('$kind template $template with hostile input in every field', { timeout: 120_000 }, ({ kind, template }) => {
  it('prints injection attempts literally and runs nothing', async () => {
    const { source, log } = render(kind, template, SMALL.join(' | '))
    expect(log.some((l) => l.startsWith('Dropped'))).toBe(true)
    const { pdf } = await compiler.compile(source)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfTextCompact(pdf)
    for (const literal of PRINTED) expect(text).toContain(compact(literal))
    expect(text).toContain(compact('emoji CJK RTL combining é x zerowidth'))
    for (const line of passwdLines) expect(text).not.toContain(compact(line))
    expect(existsSync(PWNED)).toBe(false)
  })

  it('sets every character the escaper lets through with Type 1 fonts (no bitmap fallback)', async () => {
    const all = Array.from({ length: 0x3100 - 0xa0 }, (_, i) => i + 0xa0)
      .filter(isPrintableCodePoint)
      .map((cp) => String.fromCodePoint(cp))
      .filter((ch) => ch.normalize('NFC') === ch) // U+2126 OHM SIGN is Ω after NFC
      .join(' ')
    const { source, log } = render(kind, template, all)
    expect(log).toEqual([])
    const { pdf } = await compiler.compile(source)
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString()
    expect(fonts).toMatch(/Type 1/)
    expect(fonts).not.toMatch(/Type 3/)
  })

  it('survives 5,000 nested braces and a 10,000-character word', async () => {
    const { source } = render(kind, template, BIG.join(' '))
    const { pdf } = await compiler.compile(source)
    const text = await pdfTextCompact(pdf)
    expect(text).toContain('{'.repeat(5000) + '}'.repeat(5000))
    expect(text).toContain('W'.repeat(10_000))
  })
})
