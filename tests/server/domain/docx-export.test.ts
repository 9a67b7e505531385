import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import { coverLetterDocx, resumeDocx } from '../../../server/domain/docx-export/index.ts'
import type { CoverLetterDocument, ResumeDocument } from '../../../shared/schemas/documents.ts'

/* The Word export's layout rules, read back with mammoth as an ATS would read the file. */

const html = async (bytes: Buffer) => (await mammoth.convertToHtml({ buffer: bytes })).value

const RESUME: ResumeDocument = {
  contact: {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '555-0100',
    location: 'Austin, TX',
    links: ['github.com/ana', 'javascript:alert(1)'],
  },
  headline: 'Senior Data Analyst',
  summary: 'Analyst with eight years of budgeting and variance analysis.',
  experience: [
    {
      title: 'Financial Analyst',
      company: 'Acme Corp',
      location: 'Austin, TX',
      start: 'Jan 2019',
      end: 'Present',
      bullets: ['Built the budget model in Excel', '  '],
    },
    { title: 'Bookkeeper', company: 'Old Books LLC', location: 'Waco, TX', start: '1998', end: '2001', bullets: ['Filed invoices'], condensed: true },
  ],
  skills: [
    { label: 'Tools', items: ['Excel', 'SQL'] },
    { label: null, items: ['Tableau'] },
  ],
  education: [{ degree: 'B.S.', field: 'Economics', institution: 'Baylor University', year: '2012' }],
  projects: [],
  certifications: ['CPA'],
  section_order: ['skills', 'experience'],
}

describe('resume as .docx', () => {
  it('prints the sections in the document’s order, a condensed role as one line, links clickable only when safe', async () => {
    const out = await html(await resumeDocx(RESUME))
    const headings = [...out.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1])
    expect(headings).toEqual(['Skills', 'Experience', 'Summary', 'Education', 'Certifications'])
    expect(out).toContain('<h2>Bookkeeper, Old Books LLC\t1998 – 2001</h2>')
    expect(out).not.toContain('Filed invoices')
    expect(out).not.toContain('Waco, TX')
    expect(out).toContain('<ul><li>Built the budget model in Excel</li></ul>')
    expect(out).toContain('<a href="https://github.com/ana">github.com/ana</a>')
    expect(out).not.toContain('href="javascript:')
    expect(out).toContain('javascript:alert(1)') // printed as the user wrote it, as text
  })

  it('keeps text with markup characters and drops characters XML cannot hold, so Word opens the file', async () => {
    const hostile = { ...RESUME, summary: 'R&D <lab> "quotes" \u0001\u0008 \uD800 done', section_order: undefined }
    const out = await html(await resumeDocx(hostile))
    expect(out).toContain('R&amp;D &lt;lab&gt; "quotes" done')
  })
})

describe('cover letter as .docx', () => {
  const LETTER: CoverLetterDocument = {
    sender: { name: 'Ana Ruiz', email: 'ana@example.com', phone: null, location: null, links: [] },
    date: 'March 3, 2026',
    recipient: { name: null, company: 'Brightline Retail Analytics' },
    subject: 'Application: Senior Data Analyst',
    greeting: 'Dear Hiring Team,',
    paragraphs: ['First paragraph.', 'Second paragraph.', ''],
    sign_off: 'Sincerely,',
    signature: '',
  }

  it('prints every part in order and signs with the sender’s name when the signature is empty', async () => {
    const out = await html(await coverLetterDocx(LETTER))
    const paragraphs = [...out.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
    expect(paragraphs).toEqual([
      'Ana Ruiz',
      'ana@example.com',
      'March 3, 2026',
      'Brightline Retail Analytics',
      'Application: Senior Data Analyst',
      'Dear Hiring Team,',
      'First paragraph.',
      'Second paragraph.',
      'Sincerely,',
      'Ana Ruiz',
    ])
  })
})
