import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { MATCH_CSV_COLUMNS, MATCH_CSV_DETAIL_COLUMNS, MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { runCli } from '../helpers/run-cli.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { renderingPath, resumesByField } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-match-'))
const dataDir = join(work, 'data')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Written test resumes: the accountant's resume as three files (two PDF layouts and Word), and
// three people of other fields (two teachers and a nurse, PDF and DOCX).
const [accountant] = resumesByField('accounting')
const accountants = (['single', 'sidebar', 'word'] as const).map((layout) => renderingPath(accountant!.id, layout))
const others = [
  renderingPath(resumesByField('teaching')[0]!.id, 'word'),
  renderingPath(resumesByField('art-teacher')[0]!.id, 'sidebar'),
  renderingPath(resumesByField('nursing')[0]!.id, 'single'),
]

describe('t10 match, ingest and analyze', () => {
  it('match FILES ranks only those files, as JSON and CSV (the real binary)', async () => {
    const csv = join(work, 'ranking.csv')
    const result = await runCli(['match', '--jd', '-', '--top', '4', '--csv', csv, '--json', '--data-dir', dataDir, ...accountants, ...others], {
      input: ACCOUNTANT_JD,
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const printed = JSON.parse(result.stdout)
    expect(printed.title).toBe('Senior Accountant')
    expect(printed.matches).toHaveLength(4)
    expect(printed.matches.map((m: { rank: number }) => m.rank)).toEqual([1, 2, 3, 4])
    const top3 = printed.matches.slice(0, 3)
    expect(top3.map((m: { filename: string }) => m.filename).sort()).toEqual(accountants.map((p) => p.split('/').pop()).sort())
    // Each is read as the person it is.
    expect(top3.map((m: { name: string }) => m.name)).toEqual([accountant!.name, accountant!.name, accountant!.name])
    expect(others.map((p) => p.split('/').pop())).toContain(printed.matches[3].filename)
    for (const m of printed.matches) {
      expect(Object.keys(m).sort()).toEqual(['categoryScores', 'filename', 'match_percentage', 'name', 'rank', 'resume_id', 'score'])
    }

    const rows = parse(readFileSync(csv, 'utf8')) as string[][]
    // The web export's columns: the spec's six, then the candidate's details and the recruiter's review.
    expect(rows[0]).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    expect(rows.slice(1).map((r) => r[0])).toEqual(printed.matches.map((m: { filename: string }) => m.filename))
    const table = parse(readFileSync(csv, 'utf8'), { columns: true }) as Array<Record<string, string>>
    expect(table.map((row) => row['Rank'])).toEqual(['1', '2', '3', '4'])
    for (const row of table.slice(0, 3)) {
      expect(row['Candidate']).toBe(accountant!.name)
      expect(row['Email']).toBe(accountant!.contact.email)
      expect(row['Recommendation']).not.toBe('')
    }
    // The accountant three times: the later two are flagged as duplicates of one of her files, not refused.
    const flagged = table.slice(0, 3).filter((row) => row['Duplicate of'] !== '')
    expect(flagged).toHaveLength(2)
    for (const row of flagged) expect(accountants.map((p) => p.split('/').pop())).toContain(row['Duplicate of'])

    // The job and a resume can be explained afterwards.
    const analysis = await runCliInProcess([
      'analyze',
      '--job',
      printed.job_id,
      '--resume',
      printed.matches[0].resume_id,
      '--json',
      '--data-dir',
      dataDir,
    ])
    expect(analysis.code).toBe(0)
    expect(JSON.parse(analysis.stdout)).toMatchObject({ overall_match: { score: expect.any(Number) }, hiring_recommendation: expect.any(String) })
    const human = await runCliInProcess(['analyze', '--job', printed.job_id, '--resume', printed.matches[0].resume_id, '--data-dir', dataDir])
    expect(human.stdout).toMatch(/Hiring recommendation:/)
  })

  it('ingest reports each file, and exits 1 when one fails', async () => {
    const bad = join(work, 'notes.txt')
    writeFileSync(bad, 'just some text')
    const result = await runCliInProcess(['ingest', '--json', '--data-dir', dataDir, others[0]!, bad])
    expect(result.code).toBe(1)
    const rows = JSON.parse(result.stdout)
    expect(rows[0]).toMatchObject({ filename: others[0]!.split('/').pop(), resume_id: expect.any(String), skills: expect.any(Number) })
    expect(rows[1]).toMatchObject({ filename: 'notes.txt', error: expect.stringMatching(/Only PDF and DOCX/) })
  })

  it('match without files ranks the whole pool, and prints a table for people', async () => {
    const result = await runCliInProcess(['match', '--jd', '-', '--top', '10', '--data-dir', dataDir], { input: ACCOUNTANT_JD })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Senior Accountant: 7 best candidates/)
    expect(result.stdout).toMatch(/rank\s+candidate\s+file\s+match\s+skills\s+experience\s+education/)
  })

  it('match without files takes any --top its help allows, beyond the web page’s choices', async () => {
    const result = await runCliInProcess(['match', '--jd', '-', '--top', '150', '--json', '--data-dir', dataDir], { input: ACCOUNTANT_JD })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).matches).toHaveLength(7)
  })
})
