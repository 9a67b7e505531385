import { describe, expect, it } from 'vitest'
import { extractResume, type ExtractionResult } from '../../../../server/domain/ingest/index.ts'
import { readShared } from './helpers/build-files.ts'

/*
 * Real files from tests/data/fixtures. "Agreement" of two texts is the Jaccard index of their
 * lower-cased word sets: |A ∩ B| / |A ∪ B|, words being runs of letters and digits (with inner
 * . ' + # so "C++" and "Node.js" are one word).
 */

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+(?:['.+#][\p{L}\p{N}]+)*[+#]*/gu) ?? [])

function jaccard(a: string, b: string): number {
  const A = words(a)
  const B = words(b)
  const shared = [...A].filter((w) => B.has(w)).length
  return shared / (A.size + B.size - shared)
}

const extract = (path: string) => extractResume(readShared(`fixtures/${path}`))

const PAIRS = ['01-Accountant', '01-Desktop Support', '01-Office Coordinator', '02-Accountant', '02-Desktop Support', '02-Office Coordinator']

describe('PDF and DOCX of the same resume give the same text', () => {
  it.each(PAIRS)('%s: word sets agree (Jaccard >= 0.95)', async (name) => {
    const [pdf, docx] = await Promise.all([extract(`${name}.pdf`), extract(`${name}.docx`)])
    expect(pdf.kind).toBe('pdf')
    expect(docx.kind).toBe('docx')
    expect(jaccard(pdf.resume_text, docx.resume_text)).toBeGreaterThanOrEqual(0.95)
    expect(pdf.parsed.contact).toEqual(docx.parsed.contact)
  })
})

// Name, email and phone as written in each file that has them (Minnie01 has none; Mickey01 no email).
const CONTACTS: [string, { name: string; email: string | null; phone: string }][] = [
  ['01-Accountant.pdf', { name: 'Ebony Moore', email: 'emoore@email.com', phone: '206-555-0149' }],
  ['01-Desktop Support.pdf', { name: 'Ivy Haddington', email: 'ihaddington@email.com', phone: '587-555-0176' }],
  ['01-Office Coordinator.pdf', { name: 'John Smith', email: 'jsmith@email.com', phone: '771-555-0100' }],
  ['02-Accountant.pdf', { name: 'Sofia Flores', email: 'sflores@email.com', phone: '305-555-0196' }],
  ['02-Desktop Support.pdf', { name: 'Ebony Moore', email: 'emoore@email.com', phone: '873-555-0156' }],
  ['02-Office Coordinator.pdf', { name: 'Cody Fredrickson', email: 'cfredrickson@email.com', phone: '771-555-0199' }],
  ['01-Accountant.docx', { name: 'Ebony Moore', email: 'emoore@email.com', phone: '206-555-0149' }],
  ['02-Office Coordinator.docx', { name: 'Cody Fredrickson', email: 'cfredrickson@email.com', phone: '771-555-0199' }],
  ['aws-devops-engineer-resume-example.pdf', { name: 'Catherine Stark', email: 'catherinestark@email.com', phone: '(123) 456-7890' }],
  ['devops-engineer-resume-example.pdf', { name: 'Jared Richards', email: 'jaredrich@email.com', phone: '(123) 456-7890' }],
  ['DevOps-Sample2.pdf', { name: 'Anderson', email: 'info@resumementor.com', phone: '+1-(234)-555-1234' }],
  ['Mickey01_docx.docx', { name: 'Mickey Mouse', email: null, phone: '123-456-7890' }],
  ['sample_resume.txt', { name: 'John Smith', email: 'john.smith@email.com', phone: '(555) 123-4567' }],
]

describe('contact details are found on every fixture that has them', () => {
  it.each(CONTACTS)('%s', async (file, expected) => {
    const { parsed } = await extract(file)
    expect({ name: parsed.contact.name, email: parsed.contact.email, phone: parsed.contact.phone }).toEqual(expected)
  })

  it('a file without contact details gets nulls, not guesses', async () => {
    const { parsed } = await extract('Minnie01_docx.docx')
    expect(parsed.contact).toMatchObject({ name: null, email: null, phone: null })
  })
})

describe('two-column templates are read column by column', () => {
  function sectionLines(result: ExtractionResult, kind: string): string[] {
    const lines = result.resume_text.split('\n')
    const section = result.parsed.sections.find((s) => s.kind === kind)
    expect(section, `a ${kind} section`).toBeDefined()
    return lines.slice(section!.startLine, section!.endLine).filter((l) => l.trim())
  }

  it.each([
    [
      'aws-devops-engineer-resume-example.pdf',
      ['Python', 'Java', 'Ruby', 'Bash', 'Kubernetes', 'Terraform', 'Cloudformation', 'AWS', 'Jenkins'],
      '• Built workflows to create immutable infrastructure in AWS',
      [
        ['AWS DevOps Engineer', 'S&P Global', 'April 2019', 'current'],
        ['AWS DevOps Engineer', 'Jefferson Frank', 'June 2016', 'March 2019'],
      ],
    ],
    [
      'devops-engineer-resume-example.pdf',
      ['Jenkins', 'Groovy', 'Git', 'Docker', 'Terraform', 'Chef', 'Ansible', 'Python', 'SQL', 'NoSQL'],
      'Established continuous build environments to speed up',
      [
        ['DevOps Engineer', 'Tek Systems', 'January 2019', 'current'],
        ['DevOps Engineer Level 1', 'Global Payments Inc.', 'June 2017', 'January 2019'],
      ],
    ],
  ])('%s: sidebar sections are contiguous blocks, apart from the experience', async (file, skills, bullet, roles) => {
    const result = await extract(file)
    // The skills section holds exactly the sidebar's skills, one per line, and no experience line.
    expect(sectionLines(result, 'skills')).toEqual(['SKILLS', ...skills])
    const education = sectionLines(result, 'education')
    expect(education.slice(0, 3)).toEqual(['EDUCATION', 'B.S.', 'Computer Science'])
    expect(education).toHaveLength(6)
    expect(sectionLines(result, 'experience')).toContain(bullet)
    expect(result.parsed.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual(roles)
    expect(result.parsed.education).toEqual([expect.objectContaining({ degree: 'B.S.', field: 'Computer Science' })])
  })

  it('the letter-spaced name of a designed template is read as words', async () => {
    const result = await extract('devops-engineer-resume-example.pdf')
    expect(result.resume_text.split('\n')[0]).toBe('JARED RICHARDS')
  })

  it('a single-column page with right-aligned dates keeps each date on its role line', async () => {
    const { parsed } = await extract('DevOps-Sample2.pdf')
    expect(parsed.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['DevOps Engineer', 'Red Hat', '01/2022', 'Present'],
      ['Site Reliability Engineer', 'New Relic', '05/2019', '01/2022'],
      ['Systems Engineer', 'IBM', '03/2017', '04/2019'],
      ['Technical Support Engineer', 'Oracle', '02/2015', '02/2017'],
    ])
  })
})
