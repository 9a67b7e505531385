import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { ACCOUNTANT_JD, BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { bearer, fileForm, signUp } from '../helpers/test-app.ts'
import { renderingPath } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-resume-'))
const dataDir = join(work, 'data')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Written test resumes: an accountant's PDF for the pool, a student's text resume for generation.
const ACCOUNTANT_PDF = renderingPath('accountant-priya-raman', 'single')
const STUDENT_TEXT = renderingPath('student-cs-emily-carter', 'plain')

const local = (args: string[], input?: string) => runCliInProcess([...args, '--data-dir', dataDir], input === undefined ? {} : { input })

describe('t10 resume show|edit --pool (the program in-process, embedded server)', () => {
  let id: string

  beforeAll(async () => {
    const ingested = await local(['ingest', ACCOUNTANT_PDF, '--json'])
    expect(ingested.code, ingested.stderr).toBe(0)
    id = JSON.parse(ingested.stdout)[0].resume_id
  })

  it('shows the reading for people, roles and schools numbered as the edit flags name them', async () => {
    const result = await local(['resume', 'show', id, '--pool'])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^accountant-priya-raman\.single\.pdf \(.+\)\nWe read \d+ roles?, \d+ schools?, not corrected\n/)
    for (const heading of ['== Contact', '== Roles', '== Education', '== Skills']) expect(result.stdout).toContain(heading)
    expect(result.stdout).toMatch(/^1\. .+ \| .+ \| .+ \| .+$/m)
  })

  it('shows the reading as JSON: the answer of the API, ready to edit and give back with --file', async () => {
    const result = await local(['resume', 'show', id, '--pool', '--json'])
    expect(result.code).toBe(0)
    const shown = JSON.parse(result.stdout)
    expect(Object.keys(shown).sort()).toEqual(['corrected_at', 'filename', 'parsed', 'resume_id'])
    expect(shown).toMatchObject({ resume_id: id, corrected_at: null })
    expect(shown.parsed.experience.length).toBeGreaterThan(0)
  })

  it('corrects with field flags and ranks the pool with the correction', async () => {
    const nameIn = async (ranking: Promise<{ code: number; stdout: string; stderr: string }>) => {
      const ranked = await ranking
      expect(ranked.code, ranked.stderr).toBe(0)
      return JSON.parse(ranked.stdout).matches.find((m: { resume_id: string }) => m.resume_id === id).name as string
    }
    // `t10 match` over the whole pool keeps a snapshot of the pool's index, read by the next call.
    expect(await nameIn(local(['match', '--jd', '-', '--json'], ACCOUNTANT_JD))).not.toBe('Priya S. Raman')

    const result = await local([
      'resume',
      'edit',
      id,
      '--pool',
      '--name',
      'Priya S. Raman',
      '--title',
      '1=Senior Accountant',
      '--start',
      '1=Jan 2019',
      '--end',
      '1=Present',
      '--add-skill',
      'NetSuite',
      '--json',
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const saved = JSON.parse(result.stdout)
    expect(saved.message).toBe('Corrections saved: rankings now use them')
    expect(saved.parsed.contact.name).toBe('Priya S. Raman')
    expect(saved.parsed.experience[0]).toMatchObject({ title: 'Senior Accountant', start: 'Jan 2019', end: 'Present' })
    expect(saved.parsed.skills).toContain('NetSuite')
    expect(Date.parse(saved.corrected_at)).not.toBeNaN()

    // The correction gave the pool a new version: the snapshot of the old one is not ranked with.
    expect(await nameIn(local(['match', '--jd', '-', '--json'], ACCOUNTANT_JD))).toBe('Priya S. Raman')

    const shown = await local(['resume', 'show', id, '--pool'])
    expect(shown.stdout).toMatch(/; corrected \d{4}-\d\d-\d\d \d\d:\d\d UTC\n/)
    expect(shown.stdout).toMatch(/^1\. Senior Accountant \| /m)
  }, 180_000) // several command lines, each building the embedded server: slow on a busy 2-core machine

  it('corrects from a file: the edited output of show --json, or only the parts to replace, from standard input', async () => {
    const shown = JSON.parse((await local(['resume', 'show', id, '--pool', '--json'])).stdout)
    shown.parsed.education = [{ degree: 'B.S.', field: 'Accounting', institution: 'University of Illinois Urbana-Champaign', year: '2012' }]
    const file = join(work, 'reading.json')
    writeFileSync(file, JSON.stringify(shown, null, 2))
    const fromFile = await local(['resume', 'edit', id, '--pool', '--file', file, '--json'])
    expect(fromFile.code, fromFile.stderr).toBe(0)
    expect(JSON.parse(fromFile.stdout).parsed.education).toEqual(shown.parsed.education)

    const partial = await local(['resume', 'edit', id, '--pool', '--file', '-', '--json'], JSON.stringify({ contact: { phone: '(217) 555-0100' } }))
    expect(partial.code, partial.stderr).toBe(0)
    const saved = JSON.parse(partial.stdout).parsed
    expect(saved.contact).toMatchObject({ name: 'Priya S. Raman', phone: '(217) 555-0100' })
    expect(saved.education).toEqual(shown.parsed.education)
  }, 180_000) // several command lines, each building the embedded server: slow on a busy 2-core machine

  describe('refusals', () => {
    /** `show --json` before the refusals. */
    let stored: string
    beforeAll(async () => {
      stored = (await local(['resume', 'show', id, '--pool', '--json'])).stdout
    })

    it.each([
      [[], 'Nothing to correct: give --file corrections.json or a field flag such as --title 1="Staff Engineer" (t10 resume edit --help)'],
      // Far past the roles read, whatever the reader makes of the file.
      [['--title', '99=Controller'], /^There is no role 99: the resume has \d+ roles? \(number \d+ adds one\)$/],
      [['--title', 'Controller'], '--title takes NUMBER=VALUE, as numbered by `t10 resume show` (e.g. --title 1="...")'],
      [['--start', '1=soon'], 'Role 1’s start “soon” is not a date T10 can read: write it as “Jan 2020”, “03/2020”, “2020” or “Present”'],
      [['--remove-skill', 'Underwater Basket Weaving'], 'There is no skill "Underwater Basket Weaving" to remove'],
      [['--email', 'priya at example'], '“priya at example” is not an e-mail address'],
    ])('refuses %j with one clear line and exit code 1', async (flags, message) => {
      const result = await local(['resume', 'edit', id, '--pool', ...flags])
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      const line = result.stderr.trim().replace(/^t10: /, '')
      if (typeof message === 'string') expect(line).toBe(message)
      else expect(line).toMatch(message)
    })

    it('changed nothing by the refusals', async () => {
      expect((await local(['resume', 'show', id, '--pool', '--json'])).stdout).toBe(stored)
    })
  })

  it('says a resume that is not there is not found', async () => {
    const result = await local(['resume', 'show', 'no-such-resume', '--pool'])
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe('t10: Resume not found')
    const notJson = join(work, 'broken.json')
    writeFileSync(notJson, '{ "contact": ')
    const broken = await local(['resume', 'edit', id, '--pool', '--file', notJson])
    expect(broken.code).toBe(1)
    expect(broken.stderr).toMatch(/^t10: .*broken\.json is not JSON: /)
  })
})

describe('t10 generate --resume-id after t10 resume edit (the program in-process, embedded server)', () => {
  it('writes the next documents from the corrected reading', async () => {
    const out = join(work, 'first')
    const first = await local(['generate', '--resume', STUDENT_TEXT, '--jd', '-', '--out', out, '--json'], BACKEND_JD)
    expect(first.code, first.stderr).toBe(0)
    const resumeId = JSON.parse(first.stdout).resume_id as string
    expect(resumeId).toBeTruthy()

    const edited = await local(['resume', 'edit', resumeId, '--title', '1=Backend Engineering Intern', '--employer', '1=Northwind Data Labs'])
    expect(edited.code, edited.stderr).toBe(0)
    expect(edited.stdout).toMatch(/^Corrections saved\n/)
    expect(edited.stdout).toMatch(/^1\. Backend Engineering Intern \| Northwind Data Labs \| /m)

    const again = join(work, 'again')
    const second = await local(['generate', '--resume-id', resumeId, '--jd', '-', '--out', again, '--json'], BACKEND_JD)
    expect(second.code, second.stderr).toBe(0)
    expect(JSON.parse(second.stdout).resume_id).toBe(resumeId)
    const tex = readFileSync(join(again, 'resume.tex'), 'utf8')
    expect(tex).toContain('Backend Engineering Intern')
    expect(tex).toContain('Northwind Data Labs')
  }, 180_000) // several command lines, each building the embedded server: slow on a busy 2-core machine

  it('asks for one resume: a file or a stored id', async () => {
    const neither = await local(['generate', '--jd', '-'], BACKEND_JD)
    expect(neither.code).toBe(1)
    expect(neither.stderr.trim()).toBe('t10: Give the resume: --resume FILE, or --resume-id ID for one stored before (not both)')
  })
})

describe('t10 resume show|edit --server (the program in-process against a running server)', () => {
  let server: FastifyInstance
  let url: string
  let owner: Awaited<ReturnType<typeof signUp>>
  let stranger: Awaited<ReturnType<typeof signUp>>
  let resumeId: string

  beforeAll(async () => {
    server = await buildApp(loadConfig({ DATA_DIR: join(work, 'server'), LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { webApp: false })
    url = await server.listen({ host: '127.0.0.1', port: 0 })
    owner = await signUp(server)
    stranger = await signUp(server)
    const upload = await server.inject({
      method: 'POST',
      url: '/api/v1/resume/upload',
      headers: bearer(owner.token),
      payload: fileForm(readFileSync(STUDENT_TEXT), 'emily.txt'),
    })
    expect(upload.statusCode).toBe(201)
    resumeId = upload.json().data.resume_id
  })
  afterAll(() => server.close())

  const remote = (token: string, args: string[]) => runCliInProcess(['--server', url, '--token', token, ...args])

  it('shows and corrects the caller’s own resume, which later reads use', async () => {
    const edited = await remote(owner.token, ['resume', 'edit', resumeId, '--name', 'Emily R. Carter', '--degree', '1=B.S.', '--json'])
    expect(edited.code, edited.stderr).toBe(0)
    expect(JSON.parse(edited.stdout).parsed.contact.name).toBe('Emily R. Carter')
    const shown = await remote(owner.token, ['resume', 'show', resumeId])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain('Name:     Emily R. Carter')
    const stored = await server.inject({ method: 'GET', url: `/api/v1/resumes/${resumeId}`, headers: bearer(owner.token) })
    expect(stored.json().resume.parsed.contact.name).toBe('Emily R. Carter')
    expect(stored.json().resume.parsed.education[0].degree).toBe('B.S.')
  })

  it('finds nothing of another account’s', async () => {
    for (const args of [
      ['resume', 'show', resumeId],
      ['resume', 'edit', resumeId, '--name', 'Someone Else'],
    ]) {
      const result = await remote(stranger.token, args)
      expect(result.code).toBe(1)
      expect(result.stderr.trim()).toBe('t10: Resume not found')
    }
  })
})
