import { describe, expect, it } from 'vitest'
import { degreeLevel, extractResume, findDateRanges, parseResume, toYearMonth } from '../../../../server/domain/ingest/index.ts'
import { readShared } from './helpers/build-files.ts'

const dev = (path: string) => extractResume(readShared(`resumes-dev/${path}`))

describe('date ranges as resumes write them', () => {
  it.each([
    ['Jan 2020 - Present', 'Jan 2020', 'Present', { year: 2020, month: 1 }, 'present'],
    ['01/2019 – 03/2021', '01/2019', '03/2021', { year: 2019, month: 1 }, { year: 2021, month: 3 }],
    ['2018-2020', '2018', '2020', { year: 2018, month: null }, { year: 2020, month: null }],
    ['March 2017 to Current', 'March 2017', 'Current', { year: 2017, month: 3 }, 'present'],
    ['Sept. 2015 — May 2017', 'Sept. 2015', 'May 2017', { year: 2015, month: 9 }, { year: 2017, month: 5 }],
    ["Jan '19 - Dec '20", "Jan '19", "Dec '20", { year: 2019, month: 1 }, { year: 2020, month: 12 }],
    ['Fall 2018 through Spring 2020', 'Fall 2018', 'Spring 2020', { year: 2018, month: 9 }, { year: 2020, month: 3 }],
    ['Engineer\t2019-01 to 2020-03', '2019-01', '2020-03', { year: 2019, month: 1 }, { year: 2020, month: 3 }],
  ])('%s', (text, start, end, startYm, endYm) => {
    const [range] = findDateRanges(text)
    expect(range).toMatchObject({ start, end })
    expect(toYearMonth(start)).toEqual(startYm)
    expect(toYearMonth(end)).toEqual(endYm)
  })

  it('is not fooled by phone numbers or backwards years', () => {
    expect(findDateRanges('Call 555-2019-2020')).toEqual([])
    expect(findDateRanges('Awards 2010 - 2009')).toEqual([])
  })
})

describe('real resumes of the development set', () => {
  it('ACCOUNTANT 24294778: sections under their usual names, roles with dates on one line', async () => {
    const { parsed } = await dev('ACCOUNTANT/24294778.pdf')
    expect(parsed.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['contact', ''],
      ['summary', 'Summary'],
      ['skills', 'Highlights'],
      ['other', 'Accomplishments'],
      ['experience', 'Professional Experience'],
      ['education', 'Education'],
      ['skills', 'Skills'],
    ])
    expect(parsed.contact.name).toBeNull() // the set removes names; the title on top is not one
    expect(parsed.summary).toMatch(/^Flexible Accountant who adapts/)
    expect(parsed.experience).toHaveLength(8)
    expect(parsed.experience[0]).toMatchObject({
      title: 'Staff Accountant',
      company: 'Company Name',
      location: 'City , State',
      start: 'December 2009',
      end: 'Current',
    })
    expect(parsed.experience[0]!.bullets[0]).toMatch(/^Prepares general ledger entries/)
    expect(parsed.experience.at(-1)).toMatchObject({ title: 'Customer Service Representative', start: 'September 2004', end: 'December 2005' })
    expect(parsed.education).toEqual([
      { degree: 'Bachelor of Science', field: 'Accounting', institution: 'Strayer University', year: '2014' },
      { degree: 'Associate of Applied Science', field: 'Business Management', institution: 'Strayer University', year: '2011' },
    ])
    expect(parsed.skills).toEqual(expect.arrayContaining(['Accounts Receivable', 'General Ledger', 'SAP', 'QuickBooks', 'Microsoft Excel']))
  })

  it('INFORMATION-TECHNOLOGY 12763627: a range stacked over three lines, numeric month dates', async () => {
    const { parsed } = await dev('INFORMATION-TECHNOLOGY/12763627.pdf')
    expect(parsed.experience.map((e) => [e.title, e.start, e.end])).toEqual([
      ['ASP.Net Web Developer', 'April 2015', 'Current'],
      ['Software Engineer', 'July 2011', 'July 2014'],
    ])
    expect(parsed.education[0]).toMatchObject({ degree: 'Masters', field: 'Computer Science', institution: 'Indiana University' })
    expect(parsed.skills).toEqual(expect.arrayContaining(['ASP.NET', 'C#', 'SQL Server', 'JavaScript', 'jQuery']))
  })

  it('TEACHER 20230207: dates above the role, title and employer on one line without separator', async () => {
    const { parsed } = await dev('TEACHER/20230207.pdf')
    expect(parsed.experience[0]).toMatchObject({ title: 'Art Teacher', company: 'Company Name', start: '09/2012', end: '06/2015' })
    expect(parsed.education[0]).toMatchObject({
      degree: 'Masters Degree',
      field: 'Curriculum and Instruction',
      institution: 'University of St. Thomas',
      year: '1996',
    })
    expect(parsed.certifications).toContain('MN Teaching Licensure in K-12 Art Education')
  })

  it('every resume of the set yields sections, dated roles and skills', async () => {
    const manifest = new TextDecoder().decode(readShared('resumes-dev/manifest.csv')).trim().split('\n').slice(1)
    const results = await Promise.all(manifest.map((row) => dev(row.split(',')[2]!)))
    const withRoles = results.filter((r) => r.parsed.experience.some((e) => e.start)).length
    const withEducation = results.filter((r) => r.parsed.education.length > 0).length
    expect(results.every((r) => r.parsed.sections.length >= 3)).toBe(true)
    expect(results.every((r) => r.parsed.skills.length > 0)).toBe(true)
    expect(withRoles / results.length).toBeGreaterThanOrEqual(0.95)
    expect(withEducation / results.length).toBeGreaterThanOrEqual(0.95)
  }, 60_000)
})

describe('headings and degrees in many wordings', () => {
  it('"Certifications and Credentials" opens a certifications section, not a line of the one before', () => {
    const parsed = parseResume(
      ['Language Skills', 'Fluent Spanish', '', 'Certifications and Credentials', '', 'Certified Public Accountant CPA - # 138.882 (2014-2015)'].join(
        '\n',
      ),
    )
    expect(parsed.sections.map((s) => s.kind)).toEqual(['other', 'certifications'])
    expect(parsed.certifications).toEqual(['Certified Public Accountant CPA - # 138.882 (2014-2015)'])
  })

  it('recognises synonyms and "Heading: content" lines', () => {
    const text = [
      'Jane Q. Public',
      'jane@example.com | (555) 010-2000 | Austin, TX',
      '',
      'PROFILE',
      'Analyst with eight years of experience in budgeting and forecasting.',
      '',
      'Career History',
      'Senior Financial Analyst | Acme Corp | Austin, TX | Mar 2018 – Present',
      '• Built the budget model',
      '',
      'Core Competencies: Budgeting, Forecasting, Excel',
      '',
      'Education & Training',
      'MBA, Finance, University of Texas at Austin, 2017',
      '',
      'Licenses',
      'Certified Public Accountant (CPA)',
    ].join('\n')
    const parsed = parseResume(text)
    expect(parsed.sections.map((s) => s.kind)).toEqual(['contact', 'summary', 'experience', 'skills', 'education', 'certifications'])
    expect(parsed.contact).toEqual({ name: 'Jane Q. Public', email: 'jane@example.com', phone: '(555) 010-2000', location: 'Austin, TX', links: [] })
    expect(parsed.experience).toEqual([
      {
        title: 'Senior Financial Analyst',
        company: 'Acme Corp',
        location: 'Austin, TX',
        start: 'Mar 2018',
        end: 'Present',
        bullets: ['Built the budget model'],
      },
    ])
    expect(parsed.education).toEqual([{ degree: 'MBA', field: 'Finance', institution: 'University of Texas at Austin', year: '2017' }])
    expect(parsed.certifications).toEqual(['Certified Public Accountant (CPA)'])
    expect(parsed.skills).toEqual(expect.arrayContaining(['Budgeting', 'Forecasting', 'Microsoft Excel']))
  })

  it('ranks degrees for the matching engine', () => {
    expect(degreeLevel('Ph.D.')).toBe('doctorate')
    expect(degreeLevel('Master of Science')).toBe('master')
    expect(degreeLevel('B.S.')).toBe('bachelor')
    expect(degreeLevel('Associate of Applied Science')).toBe('associate')
    expect(degreeLevel('High School Diploma')).toBe('high_school')
    expect(degreeLevel('Baltimore, MD')).toBeNull()
  })
})
