import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MATCH_CSV_COLUMNS, MATCH_CSV_DETAIL_COLUMNS, MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import type { Match, MatchAnalysis, RecruitingResume } from '../../shared/schemas/recruiting.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { bearer, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts'
import { type WrittenFile, writtenFile } from '../helpers/written-resumes.ts'
import type { ResumeSource } from '../resumes/schema.ts'

/*
 * What a match row and the CSV say of each candidate beyond the score (contact, title, years and
 * the level read from them, skills had and lacking, the verdict), and duplicates flagged in the
 * pool: through the API, with written resumes whose ground truth says what each should read as.
 */

/** Years of the resume's roles as its dates give them (overlaps once), "present" ending now. */
function yearsFromDates(truth: ResumeSource, now = new Date()): number {
  const month = (value: string) => {
    if (/^present$/i.test(value)) return now.getUTCFullYear() * 12 + now.getUTCMonth()
    const [year, m] = value.split('-').map(Number)
    return year! * 12 + ((m ?? 1) - 1)
  }
  const covered = new Set<number>()
  for (const role of truth.experience) {
    if (!role.start) continue
    for (let at = month(String(role.start)); at <= month(String(role.end ?? 'present')); at++) covered.add(at)
  }
  return covered.size / 12
}

/** The brief's bands: Entry under 2 years, Mid 2 to 5, Senior 5 to 10, Lead 10 and more. */
const bandOf = (years: number) => (years < 2 ? 'entry' : years < 8 ? 'mid' : 'senior')

// People whose dates put them far from a band's edge, one per band, and the accountant twice more:
// the same file again (same bytes) and her Word file (same e-mail address).
const graduate = writtenFile('marketing-graduate-noah-kim', 'single')
const pharmacyTech = writtenFile('pharmacy-tech-jasmine-lee', 'single')
const analyst = writtenFile('cybersecurity-analyst-fatima-rahman', 'single')
const accountant = writtenFile('accountant-priya-raman', 'single')
const accountantWord = writtenFile('accountant-priya-raman', 'word')

describe('T10 match details, CSV columns and duplicates', () => {
  let t: TestApp
  let recruiter: Awaited<ReturnType<typeof signUp>>
  let jobId = ''
  let matches: Match[] = []

  beforeAll(async () => {
    t = await createTestApp()
    recruiter = await signUp(t.app)
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(recruiter.token) })

  async function upload(files: Array<{ file: WrittenFile; as?: string }>) {
    const form = new FormData()
    for (const { file, as } of files) form.append('files', new Blob([file.bytes]), as ?? file.filename)
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(recruiter.token), payload: form })
    expect(response.statusCode).toBe(200)
    expect(response.json().results.every((r: { success: boolean }) => r.success)).toBe(true)
  }

  it('takes a repeated candidate and flags it in the pool: the same file, or the same e-mail address', async () => {
    // One upload at a time, so that "earlier" is certain.
    await upload([{ file: accountant }])
    await upload([{ file: graduate }, { file: pharmacyTech }, { file: analyst }])
    await upload([{ file: accountant, as: 'priya-again.pdf' }])
    await upload([{ file: accountantWord }])

    const pool = (await get('/api/v1/t10/resumes')).json().resumes as RecruitingResume[]
    expect(pool).toHaveLength(6)
    const byName = new Map(pool.map((r) => [r.filename, r]))
    const first = byName.get(accountant.filename)!
    expect(first.duplicate_of).toBeNull()
    expect(byName.get('priya-again.pdf')!.duplicate_of).toEqual({ resume_id: first.resume_id, filename: accountant.filename, reason: 'same_file' })
    expect(byName.get(accountantWord.filename)!.duplicate_of).toEqual({
      resume_id: first.resume_id,
      filename: accountant.filename,
      reason: 'same_email',
    })
    for (const other of [graduate, pharmacyTech, analyst]) expect(byName.get(other.filename)!.duplicate_of).toBeNull()
  })

  it('gives each match its contact, title, years, level from the dates, skills had and lacking, and a verdict', async () => {
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/t10/jobs',
      headers: bearer(recruiter.token),
      payload: { job_data: { description: ACCOUNTANT_JD } },
    })
    jobId = job.json().job_id
    matches = (await get(`/api/v1/t10/jobs/${jobId}/matches?limit=10`)).json().matches as Match[]
    expect(matches).toHaveLength(6)

    for (const file of [graduate, pharmacyTech, analyst, accountant]) {
      const match = matches.find((m) => m.filename === file.filename)!
      expect(match.email).toBe(file.truth.contact.email)
      expect(match.phone).toBe(file.truth.contact.phone)
      expect(match.current_title).toBeTruthy()
      const years = yearsFromDates(file.truth)
      expect(Math.abs(match.years_experience! - years), `${file.id}: ${match.years_experience} vs ${years}`).toBeLessThan(0.5)
      expect(match.experienceLevel, file.id).toBe(bandOf(years))
    }
    // Under two years, four and a half, nine and twelve: entry, mid, senior, senior; not one level for all.
    expect(
      new Set([graduate, pharmacyTech, analyst, accountant].map((f) => matches.find((m) => m.filename === f.filename)!.experienceLevel)),
    ).toEqual(new Set(['entry', 'mid', 'senior']))

    // The title at the top of her resume, as written.
    expect(matches.find((m) => m.filename === accountant.filename)!.current_title).toBe(accountant.truth.headline)
    const top = matches[0]!
    expect(top.name).toBe('Priya Raman')
    expect(top.matched_skills!.length).toBeGreaterThan(0)
    expect(top.recommendation).toMatch(/^(Strong match — interview|Possible match — phone screen first|Not a match for this role)$/)
    const graduateMatch = matches.find((m) => m.filename === graduate.filename)!
    expect(graduateMatch.missing_skills!.length).toBeGreaterThan(0)
    expect(graduateMatch.recommendation).toBe('Not a match for this role')

    // The results flag the repeats too.
    expect(matches.find((m) => m.filename === 'priya-again.pdf')!.duplicate_of?.filename).toBe(accountant.filename)
  })

  it('says the same level in the analysis as in the match row', async () => {
    for (const file of [graduate, analyst, accountant]) {
      const match = matches.find((m) => m.filename === file.filename)!
      const analysis = (await get(`/api/v1/t10/resumes/${match.resume_id}/jobs/${jobId}/analysis`)).json().analysis as MatchAnalysis
      expect(analysis.experienceLevel).toBe(match.experienceLevel)
      expect(analysis.experience_fit.analysis).toContain(`Reads as ${match.experienceLevel} level`)
      // The hiring recommendation opens with the verdict the CSV gives.
      expect(analysis.hiring_recommendation.startsWith(match.recommendation!)).toBe(true)
    }
  })

  it("exports the spec's six columns first, then the candidate's details and review, best first", async () => {
    const response = await get(`/api/v1/t10/jobs/${jobId}/export.csv`)
    const rows = parse(response.body, { columns: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0]!)).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    expect(MATCH_CSV_DETAIL_COLUMNS).toEqual(
      expect.arrayContaining(['Rank', 'Candidate', 'Email', 'Phone', 'Current title', 'Years', 'Matched skills', 'Missing skills', 'Recommendation']),
    )
    expect(rows.map((row) => row['Rank'])).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(rows.map((row) => row['Resume Name'])).toEqual(matches.map((m) => m.filename))
    rows.forEach((row, i) => {
      const match = matches[i]!
      expect(row['Candidate']).toBe(match.name)
      expect(row['Email']).toBe(match.email)
      expect(row['Current title']).toBe(match.current_title)
      expect(Number(row['Years'])).toBe(match.years_experience)
      expect(row['Experience level']!.toLowerCase()).toBe(match.experienceLevel)
      expect(row['Matched skills']).toBe(match.matched_skills!.join('; '))
      expect(row['Missing skills']).toBe(match.missing_skills!.join('; '))
      expect(row['Recommendation']).toBe(match.recommendation)
      expect(row['Duplicate of']).toBe(match.duplicate_of?.filename ?? '')
    })
    // A phone number starting with "+" would open a formula: none of these does, and none is quoted as one.
    expect(rows.map((row) => row['Phone'])).toEqual(matches.map((m) => m.phone))
  })
})
