import { describe, expect, it } from 'vitest'
import { documentDownloadName } from '../../../server/domain/download-names.ts'

describe('the name a document downloads under', () => {
  it('names the person, the job and the company, and says which is the letter', () => {
    const parts = { applicantName: 'Jane Doe', jobTitle: 'Staff Accountant', company: 'Acme' }
    expect(documentDownloadName({ documentType: 'resume', ...parts })).toBe('Jane Doe – Staff Accountant – Acme')
    expect(documentDownloadName({ documentType: 'cover_letter', ...parts })).toBe('Jane Doe – Staff Accountant – Acme – Cover Letter')
  })

  it('leaves out what the resume or the posting does not name', () => {
    expect(documentDownloadName({ documentType: 'resume', applicantName: 'Jane Doe', jobTitle: null, company: 'Acme' })).toBe('Jane Doe – Acme')
    expect(documentDownloadName({ documentType: 'resume', applicantName: 'Jane Doe', jobTitle: '', company: null })).toBe('Jane Doe – Resume')
    expect(documentDownloadName({ documentType: 'resume', applicantName: null, jobTitle: null, company: null })).toBe('Resume')
    expect(documentDownloadName({ documentType: 'cover_letter', applicantName: ' ', jobTitle: null, company: null })).toBe('Cover Letter')
  })

  it('keeps the names file systems refuse out, and stays short', () => {
    const name = documentDownloadName({
      documentType: 'resume',
      applicantName: 'Jane "JD" Doe',
      jobTitle: 'AP/AR Clerk: Level 2?',
      company: 'Acme\\Corp <EU>',
    })
    expect(name).toBe('Jane JD Doe – AP AR Clerk Level 2 – Acme Corp EU')
    const long = documentDownloadName({
      documentType: 'resume',
      applicantName: 'Jane Doe',
      jobTitle: 'Senior '.repeat(40) + 'Analyst',
      company: 'Acme',
    })
    expect(long.length).toBeLessThanOrEqual(120)
    expect(long).toMatch(/^Jane Doe – Senior Senior/)
    expect(long).not.toMatch(/[\s–]$/)
  })
})
