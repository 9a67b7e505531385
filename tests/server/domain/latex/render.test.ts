import { inflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import type { CoverLetterDocument, ResumeDocument } from '../../../../shared/schemas/documents.ts'
import { InvalidInputError } from '../../../../server/domain/errors.ts'
import { asAppError } from '../../../../server/http-errors.ts'
import { listTemplates, renderCoverLetter, renderResume, resolveTemplate } from '../../../../server/domain/latex/render.ts'
import { extractPdfText } from '../../../../server/adapters/poppler-pdf-text.ts'
import { fullCoverLetter, fullResume, minimalCoverLetter, minimalResume } from './fixtures.ts'
import { testCompiler } from './helpers.ts'

const compiler = testCompiler()
afterAll(() => compiler.close())

const pageCount = (text: string) => text.split('\f').filter((p) => p.trim()).length

/** Link targets of a PDF (pdfTeX puts annotations in compressed object streams). */
function linkTargets(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const texts = [raw]
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length
    const end = raw.indexOf('endstream', start)
    try {
      texts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'))
    } catch {
      // not a deflated stream
    }
  }
  return texts.flatMap((t) => [...t.matchAll(/\/URI\s*\(([^)]*)\)/g)].map((m) => m[1]!))
}

describe('listTemplates', () => {
  it('lists three resume and two cover-letter templates with one default each', () => {
    const all = listTemplates()
    expect(all.map((t) => `${t.document_type}/${t.id}`)).toEqual([
      'resume/modern',
      'resume/classic',
      'resume/compact',
      'cover_letter/standard',
      'cover_letter/modern',
    ])
    expect(all.filter((t) => t.default).map((t) => `${t.document_type}/${t.id}`)).toEqual(['resume/modern', 'cover_letter/standard'])
    expect(listTemplates('cover_letter')).toHaveLength(2)
  })

  it('resolves the default and rejects unknown names with a 400 naming the valid ones', () => {
    expect(resolveTemplate('resume').id).toBe('modern')
    expect(resolveTemplate('cover_letter', null).id).toBe('standard')
    expect(resolveTemplate('resume', 'Classic').id).toBe('classic')
    let error: unknown
    try {
      renderResume(fullResume, { template: 'fancy' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(asAppError(error)).toMatchObject({ status: 400, code: 'validation_error' })
    expect((error as Error).message).toMatch(/fancy.*modern, classic, compact/)
    expect(() => renderCoverLetter(fullCoverLetter, { template: 'compact' })).toThrow(/standard, modern/)
  })
})

const resumeTemplates = listTemplates('resume').map((t) => t.id)
const letterTemplates = listTemplates('cover_letter').map((t) => t.id)

describe.each(resumeTemplates)('resume template %s', { timeout: 60_000 }, (template) => {
  it('renders a full resume to a one-page PDF with the standard headings', async () => {
    const rendered = renderResume(fullResume, { template })
    expect(rendered.log).toEqual([])
    expect(rendered.template.id).toBe(template)
    const { pdf } = await compiler.compile(rendered.source)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await extractPdfText(pdf)
    expect(pageCount(text)).toBe(1)
    expect(
      text
        .split('\n')
        .find((l) => l.trim())!
        .trim(),
    ).toBe('Jordan Alvarez')
    for (const heading of ['Summary', 'Experience', 'Skills', 'Education', 'Projects', 'Certifications']) {
      expect(text).toMatch(new RegExp(`^\\s*${heading}\\s*$`, 'im'))
    }
    expect(text).toContain('• Designed and shipped an event-driven settlement service')
    expect(text).toContain('jordan.alvarez@example.com')
    expect(text).toContain('Mar 2021 – Present')
    expect(text).toContain('Node.js, Kubernetes, Docker')
    expect(text).toContain('AWS Certified Solutions Architect – Associate (2022)')
    expect(linkTargets(pdf)).toEqual(
      expect.arrayContaining(['mailto:jordan.alvarez@example.com', 'https://www.linkedin.com/in/jordan-alvarez', 'https://github.com/jalvarez']),
    )
  })

  it('renders a resume with only a name', async () => {
    const { source } = renderResume(minimalResume, { template })
    const { pdf } = await compiler.compile(source)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await extractPdfText(pdf)
    expect(text.trim()).toBe('Jordan Alvarez')
  })
})

describe.each(letterTemplates)('cover letter template %s', { timeout: 60_000 }, (template) => {
  it('renders a full letter on one page in reading order', async () => {
    const { source, log } = renderCoverLetter(fullCoverLetter, { template })
    expect(log).toEqual([])
    const { pdf } = await compiler.compile(source)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await extractPdfText(pdf)
    expect(pageCount(text)).toBe(1)
    const order = [
      'Jordan Alvarez',
      'March 3, 2025',
      'Priya Raman',
      'Northwind Logistics',
      'Application for Senior Backend Engineer',
      'Dear Ms. Raman,',
      'I am writing to apply',
      'At Brightwave Payments',
      'Beyond the code',
      'I would welcome',
      'Sincerely,',
    ]
    const positions = order.map((s) => text.indexOf(s))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(text.trim().endsWith('Jordan Alvarez')).toBe(true)
  })

  it('renders a letter with only a name', async () => {
    const { source } = renderCoverLetter(minimalCoverLetter, { template })
    const { pdf } = await compiler.compile(source)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await extractPdfText(pdf)).toContain('Jordan Alvarez')
  })
})

describe('render', () => {
  it('leaves out empty sections and empty bullets, and fills the signature from the sender', () => {
    const doc: ResumeDocument = {
      ...minimalResume,
      experience: [{ title: 'Engineer', company: null, location: null, start: null, end: null, bullets: ['', '  '] }],
      skills: [{ label: 'Empty', items: [' '] }],
    }
    const body = renderResume(doc).source.split('\\begin{document}')[1]!
    expect(body).toContain('\\cvsection{Experience}')
    expect(body).not.toContain('\\begin{cvitems}')
    expect(body).not.toContain('\\cvsection{Skills}')
    const letter: CoverLetterDocument = { ...minimalCoverLetter, sign_off: 'Best,' }
    expect(renderCoverLetter(letter).source).toContain('\\clclosing{Best,}{Jordan Alvarez}')
  })

  it('names a degree and its field once: the field is left out when the degree already ends with it', () => {
    const doc: ResumeDocument = {
      ...minimalResume,
      education: [
        { degree: 'Master of Arts in Teaching', field: 'Teaching', institution: 'Towson University', year: '2012' },
        { degree: 'Bachelor of Fine Arts', field: 'Printmaking', institution: 'Maryland Institute College of Art', year: '2010' },
      ],
    }
    const body = renderResume(doc).source.split('\\begin{document}')[1]!
    expect(body).toContain('\\cveducation{Master of Arts in Teaching}{Towson University}{2012}')
    expect(body).toContain('\\cveducation{Bachelor of Fine Arts, Printmaking}{Maryland Institute College of Art}{2010}')
  })

  it('is deterministic', () => {
    expect(renderResume(fullResume).source).toBe(renderResume(structuredClone(fullResume)).source)
  })

  it('keeps $-patterns in values literal (no String.replace substitution)', () => {
    const doc = { ...minimalResume, summary: "$& $' $` $1 %%T10:BODY%%" }
    const { source } = renderResume(doc)
    expect(source).toContain("\\$\\& \\$' \\$\\textasciigrave{} \\$1 \\%\\%T10:BODY\\%\\%")
    expect(source.match(/^\\begin\{document\}$/gm)).toHaveLength(1)
  })
})
