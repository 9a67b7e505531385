import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ParsedResume } from '../../../../shared/schemas/resume.ts'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { toYearMonth } from '../../../../server/domain/ingest/index.ts'
import { allRenderings, getResume, renderingPath, type ResumeSource } from '../../../resumes/index.ts'

/*
 * Layouts that once lost roles, bullets or schools, read through the upload's ingest and compared
 * with the written ground truth (tests/resumes/source).
 */

const roles = (parsed: ParsedResume) =>
  parsed.experience.map((e) => ({
    title: e.title,
    employer: e.company,
    location: e.location,
    start: e.start === null ? null : toYearMonth(e.start),
    end: e.end === null ? null : toYearMonth(e.end),
    bullets: e.bullets,
  }))

const yearMonth = (date: string) => ({ year: Number(date.slice(0, 4)), month: date.length > 4 ? Number(date.slice(5, 7)) : null })

/** The ground truth the same way; a single date ("2022") is read as the start with no end. */
const written = (truth: ResumeSource) =>
  truth.experience.map((r) => ({
    title: r.title,
    employer: r.employer ?? null,
    location: r.location ?? null,
    start: yearMonth(r.start),
    end: r.end === undefined ? null : r.end === 'present' ? 'present' : yearMonth(r.end),
    bullets: r.bullets,
  }))

const read = async (path: string) => (await readResumeFile(new Uint8Array(readFileSync(path)))).parsed

describe('the quirks layout: shapes from uploaded files', () => {
  // Capital headings with the first role on the heading's line or under it, "Title at Company,
  // City, .2022", "Title | Employer | City | Jan 2019 - Mar 2021", "- " items, schools over a
  // "Month Year" line.
  const files = allRenderings().filter((r) => r.layout === 'quirks')

  it.each(files.map((f) => [f.resume.id, f] as const))('%s: every role and bullet as written', async (_, file) => {
    const parsed = await read(file.path)
    const expected = written(file.resume)
    // A single date may be read as the start with no end, or as both.
    const got = roles(parsed).map((r, i) => (expected[i]?.end === null ? { ...r, end: null } : r))
    expect(got).toEqual(expected)
    expect(parsed.education.map((e) => e.institution)).toEqual(file.resume.education.map((e) => e.school))
  })
})

describe('roles written as in uploaded Word CVs, no blank lines between them', () => {
  it('a heading with the first role on its line, "Title at Company, City, .2019", a header run', async () => {
    const text = [
      'OLEKSANDR SHEVCHUK',
      'E-mail: o.shevchuk@example.com',
      'ABOUT ME',
      'iOS developer with six years of Swift.',
      'Professional Experience: Independent Developer, 2021 till now',
      '- Build and ship apps for small businesses.',
      'iOS Developer at Pechersk Apps, Kyiv, .2019',
      '- Wrote the payments module in Swift.',
      'Junior iOS Developer | Appflow Studio | Kyiv | Jan 2017 - Mar 2019',
      '- Fixed crashes in the booking app.',
      'EDUCATION',
      'Kyiv College of Information Systems and Technologies, Kyiv',
      'June 2016',
      'Bachelor of Science in Computer Science',
    ].join('\n')
    const { parsed } = await readResumeFile(new TextEncoder().encode(text))
    expect(parsed.experience.map((e) => [e.title, e.company, e.location, e.start, e.bullets])).toEqual([
      ['Independent Developer', null, null, '2021', ['Build and ship apps for small businesses.']],
      ['iOS Developer', 'Pechersk Apps', 'Kyiv', '2019', ['Wrote the payments module in Swift.']],
      ['Junior iOS Developer', 'Appflow Studio', 'Kyiv', 'Jan 2017', ['Fixed crashes in the booking app.']],
    ])
    expect(parsed.education).toEqual([
      { degree: 'Bachelor of Science', field: 'Computer Science', institution: 'Kyiv College of Information Systems and Technologies', year: '2016' },
    ])
  })
})

describe('grouped positions and stacked education', () => {
  it('a position away from its employer’s place says where, under the employer’s line', async () => {
    const truth = getResume('coo-richard-ashford')
    const parsed = await read(renderingPath('coo-richard-ashford', 'dates-right'))
    expect(roles(parsed).map(({ title, employer, location }) => ({ title, employer, location }))).toEqual(
      written(truth).map(({ title, employer, location }) => ({ title, employer, location })),
    )
  })

  it('"Certificate in UX Academy" over the school’s own line: the academy is the field', async () => {
    const text = [
      'Carlos Mendoza',
      'carlos.mendoza@example.com',
      '',
      'Education',
      'Certificate in UX Academy',
      'Hill Country Design Institute',
      'Jul 2021',
      '',
      'Bachelor of Business Administration in Management',
      'The University of Texas at San Antonio',
      'San Antonio, TX',
      'May 2012',
    ].join('\n')
    const { parsed } = await readResumeFile(new TextEncoder().encode(text))
    expect(parsed.education).toEqual([
      { degree: 'Certificate', field: 'UX Academy', institution: 'Hill Country Design Institute', year: '2021' },
      { degree: 'Bachelor of Business Administration', field: 'Management', institution: 'The University of Texas at San Antonio', year: '2012' },
    ])
  })

  it('two degrees from one school keep their own names', async () => {
    const parsed = await read(renderingPath('technical-designer-mei-lin-zhao', 'single'))
    expect(parsed.education.map((e) => [e.institution, e.degree])).toEqual(
      getResume('technical-designer-mei-lin-zhao').education.map((e) => [e.school, e.degree]),
    )
  })
})
