import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/run-cli.ts'
import { runCliInProcess } from '../helpers/run-cli-in-process.ts'
import { getResume, renderingPath } from '../resumes/index.ts'

const work = mkdtempSync(join(tmpdir(), 't10-cli-'))
const dataDir = join(work, 'data')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// Written test resumes: an accountant's one-column PDF, and a student's plain text file.
const ACCOUNTANT = 'accountant-priya-raman'
const STUDENT = 'student-cs-emily-carter'

describe('t10', () => {
  it('prints help listing its commands and global options (the real binary)', async () => {
    const result = await runCli(['--help'])
    expect(result.code).toBe(0)
    for (const word of ['serve', 'parse', '--server', '--token', '--json', '--data-dir']) {
      expect(result.stdout).toContain(word)
    }
  })

  it('parse --json prints exactly the upload data object, and stores nothing', async () => {
    const truth = getResume(ACCOUNTANT)
    const result = await runCliInProcess(['parse', renderingPath(ACCOUNTANT, 'single'), '--json', '--data-dir', dataDir])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const data = JSON.parse(result.stdout)
    expect(Object.keys(data).sort()).toEqual(['parsed', 'raw_resume_text', 'resume_text'])
    expect(data.resume_text.length).toBeGreaterThan(500)
    expect(data.parsed.contact).toMatchObject({ name: truth.name, email: truth.contact.email })
    expect(data.parsed.experience.map((role: { title: string }) => role.title)).toEqual(truth.experience.map((role) => role.title))

    // The embedded server ran over dataDir; parsing must not have added a resume there.
    const { default: SQLite } = await import('better-sqlite3')
    const db = new SQLite(join(dataDir, 't10.sqlite'), { readonly: true })
    try {
      expect(db.prepare('select count(*) as n from resumes').get()).toEqual({ n: 0 })
      expect(db.prepare('select count(*) as n from files').get()).toEqual({ n: 0 })
    } finally {
      db.close()
    }
  })

  it('parse prints text and the structure for people', async () => {
    const result = await runCliInProcess(['parse', renderingPath(STUDENT, 'plain'), '--data-dir', dataDir])
    expect(result.code).toBe(0)
    for (const heading of ['== Text', '== Contact', '== Sections', '== Experience', '== Education', '== Skills']) {
      expect(result.stdout).toContain(heading)
    }
  })

  it('a bad file gives the API’s clear error and exit code 1', async () => {
    const png = join(work, 'photo.pdf')
    writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
    const result = await runCliInProcess(['parse', png, '--data-dir', dataDir])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim()).toBe('t10: This file is a PNG image, not a PDF.')
  })

  it('ingest names what a wrong file really is, listing only what matching takes', async () => {
    const photo = join(work, 'holiday.pdf')
    writeFileSync(photo, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\u0000'), Buffer.alloc(256)]))
    const png = join(work, 'scan.png')
    writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
    const result = await runCliInProcess(['ingest', photo, png, '--data-dir', dataDir])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(`${photo}: This file is a JPEG image, not a PDF.`)
    expect(result.stdout).toContain(`${png}: This file is a PNG image. Please upload a PDF or DOCX file.`)
    expect(result.stdout).toContain('0 of 2 files added to your pool')
  })

  it('a missing file says so', async () => {
    const result = await runCliInProcess(['parse', join(work, 'nope.pdf'), '--data-dir', dataDir])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^t10: no such file: .*nope\.pdf/)
    expect(readdirSync(work)).not.toContain('nope.pdf')
  })

  it('talks to a running server with --server', async () => {
    const { createTestApp } = await import('../helpers/test-app.ts')
    const t = await createTestApp()
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
      const result = await runCliInProcess(['--server', address, 'parse', renderingPath(STUDENT, 'plain'), '--json'])
      expect(result.code).toBe(0)
      const data = JSON.parse(result.stdout)
      expect(data.resume_text.length).toBeGreaterThan(100)
      expect(data.parsed.contact.name).toBe(getResume(STUDENT).name)
    } finally {
      await t.close()
    }
  })
})
