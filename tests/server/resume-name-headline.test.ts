import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fileForm, type TestApp } from '../helpers/test-app.ts'
import { getResume } from '../resumes/index.ts'
import { renderSingle } from '../resumes/render/single.ts'

/*
 * The line on top of a resume is often not the person's name: a degree or standing ("PhD
 * Candidate in Finance"), a job title, the document's own heading, a field of work. Those are not
 * names; the real name below them is found, and with none the name is left empty.
 */

const BODY = `jane.doe@example.com | (555) 123-4567
SUMMARY
Accountant with eight years in audit and financial reporting.
EXPERIENCE
Staff Accountant, Acme Ltd, 2019 - 2023
EDUCATION
MBA, State University, 2018
`

describe('POST /api/v1/resume/parse: a headline is not a name', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function nameOf(bytes: Uint8Array, filename: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(bytes, filename) })
    expect(response.statusCode).toBe(200)
    return response.json().parsed.contact.name as string | null
  }
  const txt = (head: string) => nameOf(new Uint8Array(Buffer.from(`${head}\n${BODY}`)), 'resume.txt')

  it.each([
    ['PHD CANDIDATE IN FINANCE', null],
    ['MBA Graduate', null],
    ['Recent Graduate', null],
    ['Senior Accountant', null],
    ['Professional Summary', null],
    ['Curriculum Vitae', null],
    ['INTERNATIONAL BUSINESS DEVELOPMENT', null],
    ['Cover Letter', null],
  ])('%s on top, no name under it: the name is empty', async (head, name) => {
    expect(await txt(head)).toBe(name)
  })

  it.each([
    ['PHD CANDIDATE IN FINANCE\nJANE DOE', 'Jane Doe'],
    ['MBA Graduate\nJane Doe', 'Jane Doe'],
    ['Senior Accountant\nJane Doe', 'Jane Doe'],
    ['CURRICULUM VITAE\nJane Doe', 'Jane Doe'],
    ['Resume of Jane Doe', 'Jane Doe'],
    // Names stay names: post-nominal degrees, two-letter surnames that are also degrees.
    ['Jane Doe\nPhD Candidate in Finance', 'Jane Doe'],
    ['Jane Doe, PhD', 'Jane Doe, PhD'],
    ['WEI MA', 'Wei Ma'],
  ])('%s: the name is found', async (head, name) => {
    expect(await txt(head)).toBe(name)
  })

  it('a PDF whose name was removed and its headline left on top, as in the report, gets no name', async () => {
    // A written accountant's resume as the report's file was: "SENIOR ACCOUNTANT, CPA" in large
    // capitals where the name was, then the contact line and the sections.
    const accountant = getResume('accountant-priya-raman')
    const pdf = await renderSingle({ ...accountant, name: accountant.headline!.toUpperCase(), headline: undefined })
    expect(await nameOf(pdf, 'accountant.pdf')).toBeNull()
    // The same file with the name left in gives the name.
    expect(await nameOf(await renderSingle(accountant), 'accountant.pdf')).toBe(accountant.name)
  })
})
