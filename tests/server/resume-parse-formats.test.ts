import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { createTestApp, fileForm, type TestApp } from '../helpers/test-app.ts'
import {
  buildTableDocx,
  type Cell,
  DATE_COLUMN_CV,
  DATES_RIGHT_CV,
  HEADING_COLUMN_CV,
  ROW_PER_ROLE_CV,
  SIDEBAR_CV,
} from './domain/ingest/helpers/table-cv.ts'

/*
 * Resumes that are not laid out like the PDFs of the development set -- Word CVs built as tables,
 * resumes typed as plain text or Markdown -- uploaded through POST /api/v1/resume/parse as a user
 * would, must come back with their sections, roles (title, employer, dates) and degrees.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function parse(bytes: Uint8Array, filename: string): Promise<ParsedResume> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/resume/parse', payload: fileForm(bytes, filename) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().parsed
}

const roles = (parsed: ParsedResume) => parsed.experience.map((e) => [e.title, e.company, e.start, e.end])
const kinds = (parsed: ParsedResume) => parsed.sections.map((s) => s.kind)

describe('Word CVs laid out as tables', () => {
  it('a heading column beside the content: sections open at their heading cells, each role spread over rows', async () => {
    const parsed = await parse(await buildTableDocx([HEADING_COLUMN_CV]), 'cv.docx')
    expect(kinds(parsed)).toEqual(['contact', 'summary', 'experience', 'education', 'skills'])
    // Not one "summary" swallowing the whole table.
    expect(parsed.summary).toBe('Front-end developer with nine years of experience building React and TypeScript applications for aviation software.')
    expect(roles(parsed)).toEqual([
      ['Front End Team lead / Senior Developer', 'AviaBit', '2020', 'Present'],
      ['Front End Developer', 'Elbit Systems', '03/2016', '12/2019'],
    ])
    expect(parsed.experience[0]!.bullets).toEqual(['Led a team of five front-end developers', 'Moved the booking interface to React and TypeScript'])
    expect(parsed.education).toEqual([{ degree: 'B.Sc.', field: 'Computer Science', institution: 'Tel Aviv University', year: '2015' }])
    expect(parsed.contact).toMatchObject({ name: 'Daniel Cohen', email: 'daniel.cohen@example.com' })
    expect(parsed.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'JavaScript']))
  })

  it('dates in a left column, headings in merged rows: "Title, Employer" beside its dates', async () => {
    const parsed = await parse(await buildTableDocx([DATE_COLUMN_CV]), 'cv.docx')
    expect(kinds(parsed)).toEqual(['contact', 'summary', 'experience', 'education'])
    expect(roles(parsed)).toEqual([
      ['Senior Buyer', 'Fabrikam Fashion', 'Jan 2019', 'Present'],
      ['Assistant Buyer', 'Contoso Ltd', '06/2014', '12/2018'],
    ])
    expect(parsed.experience[0]!.bullets).toEqual(['Negotiated terms with 40 vendors', 'Cut markdowns by 12%'])
    expect(parsed.education[0]).toMatchObject({
      degree: 'Bachelor of Science',
      field: 'Fashion Merchandising',
      institution: 'Ohio State University',
      year: '2014',
    })
  })

  it('dates in a narrow cell after the role’s cell stay with that role, not the next one', async () => {
    const parsed = await parse(await buildTableDocx([DATES_RIGHT_CV]), 'cv.docx')
    expect(kinds(parsed)).toEqual(['experience', 'education'])
    expect(roles(parsed)).toEqual([
      ['Staff Accountant', 'Grant Thornton LLP', 'Jan 2019', 'Present'],
      ['Junior Accountant', 'Baker Tilly', '2016', '2018'],
    ])
    expect(parsed.experience.map((e) => e.bullets)).toEqual([
      ['Closed the books every month', 'Prepared tax provisions'],
      ['Reconciled bank accounts'],
    ])
    expect(parsed.education[0]).toMatchObject({
      degree: 'Bachelor of Science',
      field: 'Accounting',
      institution: 'University of Illinois',
      year: '2016',
    })
  })

  it('a sidebar template is read column by column, never line by line across the columns', async () => {
    const parsed = await parse(await buildTableDocx([SIDEBAR_CV]), 'cv.docx')
    expect(kinds(parsed)).toEqual(['contact', 'skills', 'education', 'experience'])
    expect(roles(parsed)).toEqual([
      ['Data Analyst', 'Initech', 'Mar 2019', 'Present'],
      ['Junior Analyst', 'Umbrella Corporation', 'Jul 2017', 'Feb 2019'],
    ])
    expect(parsed.education[0]).toMatchObject({ degree: 'M.S.', field: 'Statistics', institution: 'Purdue University' })
  })

  it('a table of skills stays under its Skills heading, even with a skill named like a heading', async () => {
    const table: Cell[][] = [
      [['Leadership'], ['Communication'], ['Teamwork']],
      [['Budgeting'], ['Forecasting'], ['Excel']],
    ]
    const parsed = await parse(await buildTableDocx(['Skills', table, 'LANGUAGES', 'English, Hebrew']), 'cv.docx')
    expect(parsed.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['skills', 'Skills'],
      ['other', 'LANGUAGES'],
    ])
    expect(parsed.skills).toEqual(expect.arrayContaining(['Budgeting', 'Forecasting', 'Microsoft Excel']))
  })

  it('a row of one-line cells (title | employer | dates) stays one role header', async () => {
    const parsed = await parse(await buildTableDocx([ROW_PER_ROLE_CV]), 'cv.docx')
    expect(roles(parsed)).toEqual([
      ['Senior Accountant', 'Deloitte LLP', '2015', '2019'],
      ['Staff Accountant', 'Grant Thornton LLP', '2012', '2015'],
    ])
  })
})

const MARKDOWN = `# Jane Doe
jane.doe@example.com | +1 555 010 2000 | Denver, CO

## Summary
Backend engineer with eight years of experience building payment systems in Go and Python.

## Experience

### Senior Software Engineer, Acme Payments — Jan 2019 – Present
- Led the move of the ledger service to Go, cutting p99 latency by 40%
- Mentored four engineers

### Software Engineer (2015 - 2018)
**Globex Corporation**, Boulder, CO
1. Built the billing API in Python and PostgreSQL
2. Wrote the on-call runbook

---

## Education
**B.S. Computer Science**, University of Colorado, 2015
`

const PIPES_IN_CAPITALS = `JOHN SMITH
john.smith@example.com
(555) 123-4567

EXPERIENCE

Northwind Traders | Operations Manager | 2019–2023
• Ran a warehouse team of 30
• Cut shipping errors by half

Contoso Ltd | Shift Supervisor | 2014–2019
• Scheduled three shifts

Lakeside Regional Medical Center | Senior Clinical Research Data Coordinator | July 2010 – June 2014
• Kept the trial records

EDUCATION
Bachelor of Business Administration, State University, 2013
`

const NUMBERED_ROLES = `Alex Kim
alex@example.com

Work History

1. Marketing Coordinator (2020 - 2022)
   Fabrikam Inc, Seattle, WA
   - Planned 12 trade shows
2. Marketing Assistant (2018 - 2020)
   Tailspin Toys
   - Ran the newsletter

Education
BA Communications, University of Washington (2018)
`

const DATES_ON_THEIR_OWN_LINE = `Maria Garcia
maria@example.com

Experience:
Data Analyst
Initech
03/2019 - 05/2021
* Built Tableau dashboards for the sales team

Junior Analyst
Umbrella Corp
2017 - present
* Cleaned survey data in Excel

Education:
M.S. Statistics
Ohio State University
2016
`

const MARKDOWN_LIST_OF_ROLES = `Priya Natarajan
priya@example.com

Experience
----------

- **Product Designer**, Fabrikam — Mar 2021 – Present
  - Redesigned the onboarding flow in Figma
  - Ran 20 usability tests
- **UX Designer** @ Contoso (Jun 2018 - Feb 2021)
  - Built the design system

Jan 2016 - May 2018: Junior Designer, Northwind Traders
  * Made marketing banners
`

const OPEN_AND_HYPHENATED_DATES = `RAVI KUMAR
ravi.kumar@example.com

WORK EXPERIENCE
Infosys Limited | Senior Test Engineer | Jan-2021 – Till Date
• Automated regression suites in Selenium
Wipro Technologies | Test Engineer | Jan-17 – Dec-20
• Wrote test plans for the billing platform
QA Consultant (Since March 2019)
Self-employed
• Tested mobile apps for small businesses
`

describe('resumes typed as plain text', () => {
  it.each([
    [
      'Markdown headings, "Title, Company — dates", "Title (years)", numbered duties',
      MARKDOWN,
      ['contact', 'summary', 'experience', 'education'],
      [
        ['Senior Software Engineer', 'Acme Payments', 'Jan 2019', 'Present'],
        ['Software Engineer', 'Globex Corporation', '2015', '2018'],
      ],
    ],
    [
      'capitalised headings, "Company | Title | years", long headers whose separators are not words',
      PIPES_IN_CAPITALS,
      ['contact', 'experience', 'education'],
      [
        ['Operations Manager', 'Northwind Traders', '2019', '2023'],
        ['Shift Supervisor', 'Contoso Ltd', '2014', '2019'],
        ['Senior Clinical Research Data Coordinator', 'Lakeside Regional Medical Center', 'July 2010', 'June 2014'],
      ],
    ],
    [
      'a numbered list of roles, "Title (2020 - 2022)"',
      NUMBERED_ROLES,
      ['contact', 'experience', 'education'],
      [
        ['Marketing Coordinator', 'Fabrikam Inc', '2020', '2022'],
        ['Marketing Assistant', 'Tailspin Toys', '2018', '2020'],
      ],
    ],
    [
      '"Experience:" headings, dates on their own line, numeric months, "2017 - present"',
      DATES_ON_THEIR_OWN_LINE,
      ['contact', 'experience', 'education'],
      [
        ['Data Analyst', 'Initech', '03/2019', '05/2021'],
        ['Junior Analyst', 'Umbrella Corp', '2017', 'present'],
      ],
    ],
    [
      'roles as list items with sub-items, "Title @ Company (dates)", "dates: Title, Company"',
      MARKDOWN_LIST_OF_ROLES,
      ['contact', 'experience'],
      [
        ['Product Designer', 'Fabrikam', 'Mar 2021', 'Present'],
        ['UX Designer', 'Contoso', 'Jun 2018', 'Feb 2021'],
        ['Junior Designer', 'Northwind Traders', 'Jan 2016', 'May 2018'],
      ],
    ],
    [
      '"Jan-2021 – Till Date", "Jan-17 – Dec-20", "(Since March 2019)"',
      OPEN_AND_HYPHENATED_DATES,
      ['contact', 'experience'],
      [
        ['Senior Test Engineer', 'Infosys Limited', 'Jan-2021', 'Till Date'],
        ['Test Engineer', 'Wipro Technologies', 'Jan-17', 'Dec-20'],
        ['QA Consultant', 'Self-employed', 'March 2019', 'Present'],
      ],
    ],
  ])('%s', async (_name, text, sectionKinds, expectedRoles) => {
    const parsed = await parse(new TextEncoder().encode(text), 'resume.txt')
    expect(kinds(parsed)).toEqual(sectionKinds)
    expect(roles(parsed)).toEqual(expectedRoles)
    expect(parsed.experience.every((e) => e.bullets.length > 0)).toBe(true)
  })

  it('"- " duties under a "Title | Company | dates" line stay the role\'s duties, and a title above the next dates opens the next role', async () => {
    const text = [
      'Jordan Alvarez',
      'jordan@example.com | 415 555 0142',
      '',
      'Experience',
      'Senior Accountant | Acme Corp | Jan 2019 - Present',
      '- Led the month-end close for four entities',
      '- Prepared account reconciliations and financial statements',
      'Staff Accountant | Beta LLC | 2015 - 2018',
      '- Reconciled bank accounts',
      '- Processed accounts payable',
      '',
      'Payroll Clerk',
      'January 2012 to January 2015 Company Name',
      '',
      'Part-time, evenings.',
      '- Ran the weekly payroll for 80 staff',
      '',
      'Education',
      'B.S. Accounting, State University, 2014',
    ].join('\n')
    const parsed = await parse(new TextEncoder().encode(text), 'resume.txt')
    expect(roles(parsed)).toEqual([
      ['Senior Accountant', 'Acme Corp', 'Jan 2019', 'Present'],
      ['Staff Accountant', 'Beta LLC', '2015', '2018'],
      ['Payroll Clerk', 'Company Name', 'January 2012', 'January 2015'],
    ])
    expect(parsed.experience.map((e) => e.bullets)).toEqual([
      ['Led the month-end close for four entities', 'Prepared account reconciliations and financial statements'],
      ['Reconciled bank accounts', 'Processed accounts payable'],
      ['Part-time, evenings.', 'Ran the weekly payroll for 80 staff'],
    ])
  })

  it('a header run into its first duty on one line keeps its title and employer out of the duties', async () => {
    const text = [
      'Experience',
      '03/2016 to Current',
      'Security Guard Company Name - City , State Secures premises and personnel by patrolling property; monitoring surveillance equipment.',
      'Completes reports by recording observations.',
      'Personal Trainer',
      'March 2007 to January 2009 Company Name - City , State Created specialized wellness programs for clients. Included challenging cases of',
      'extreme obesity and injury.',
    ].join('\n')
    const parsed = await parse(new TextEncoder().encode(text), 'resume.txt')
    expect(parsed.experience.map((e) => [e.title, e.company, e.location, e.start, e.end, e.bullets])).toEqual([
      [
        'Security Guard',
        'Company Name',
        'City , State',
        '03/2016',
        'Current',
        ['Secures premises and personnel by patrolling property; monitoring surveillance equipment.', 'Completes reports by recording observations.'],
      ],
      [
        'Personal Trainer',
        'Company Name',
        'City , State',
        'March 2007',
        'January 2009',
        ['Created specialized wellness programs for clients. Included challenging cases of extreme obesity and injury.'],
      ],
    ])
  })

  it('markup does not leak into the parse: names, duties, places and degrees come back clean', async () => {
    const parsed = await parse(new TextEncoder().encode(MARKDOWN), 'resume.md.txt')
    expect(parsed.contact).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' })
    expect(parsed.summary).toBe('Backend engineer with eight years of experience building payment systems in Go and Python.')
    expect(parsed.experience[1]).toMatchObject({
      location: 'Boulder, CO',
      bullets: ['Built the billing API in Python and PostgreSQL', 'Wrote the on-call runbook'],
    })
    expect(parsed.education).toEqual([{ degree: 'B.S.', field: 'Computer Science', institution: 'University of Colorado', year: '2015' }])
  })
})
