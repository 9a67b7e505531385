import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MATCH_CSV_AI_COLUMNS, MATCH_CSV_COLUMNS, MATCH_CSV_DETAIL_COLUMNS, MATCH_CSV_REVIEW_COLUMNS } from '../../shared/recruiting-csv.ts'
import { ACCOUNTANT_JD } from '../fixtures/job-descriptions.ts'
import { type FakeModelGrader, startFakeModelGrader } from '../helpers/fake-model-grader.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { renderingPath } from '../resumes/index.ts'

/* `t10 match --provider`: a model (a local stand-in for OpenAI's wire format) re-grades the top candidates. */

const work = mkdtempSync(join(tmpdir(), 't10-cli-ai-match-'))
const files = ['accountant-priya-raman', 'math-teacher-daniel-obrien', 'art-teacher-rosa-delgado'].map((id) => renderingPath(id, 'word'))
let grader: FakeModelGrader

beforeAll(async () => {
  grader = await startFakeModelGrader((resume) => (/Rosa/.test(resume) ? 92 : /Priya/.test(resume) ? 81 : 35))
})
afterAll(async () => {
  await grader.close()
  rmSync(work, { recursive: true, force: true })
})

describe('t10 match --provider', () => {
  it('ranks by the model’s grades with both scores, prints only JSON with --json, and writes the model’s columns to the CSV', async () => {
    const csv = join(work, 'ranking.csv')
    const result = await runCliInProcess(
      [
        'match',
        '--jd',
        '-',
        '--top',
        '3',
        '--provider',
        'openai',
        '--top-k',
        '3',
        '--csv',
        csv,
        '--json',
        '--data-dir',
        join(work, 'data'),
        ...files,
      ],
      { input: ACCOUNTANT_JD, env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${grader.url}/v1` } },
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const printed = JSON.parse(result.stdout)
    expect(printed.matches.map((m: { name: string }) => m.name.split(' ')[0])).toEqual(['Rosa', 'Priya', 'Daniel'])
    for (const match of printed.matches) {
      expect(match.match_percentage).toBeGreaterThan(0)
      expect(match.ai).toMatchObject({ status: 'graded' })
    }
    expect(printed.ai_usage).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', graded: 3, input_tokens: 3000, output_tokens: 600 })

    const rows = parse(readFileSync(csv, 'utf8')) as string[][]
    expect(rows[0]).toEqual([...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...MATCH_CSV_AI_COLUMNS, ...MATCH_CSV_REVIEW_COLUMNS])
    expect(rows[1]![rows[0]!.indexOf('AI overall')]).toBe('92%')
  })

  it('refuses a provider the server has not configured, naming the setting', async () => {
    const result = await runCliInProcess(['match', '--jd', '-', '--provider', 'anthropic', '--data-dir', join(work, 'data'), files[0]!], {
      input: ACCOUNTANT_JD,
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/The anthropic provider is not configured on this server: set ANTHROPIC_API_KEY/)
  })
})
