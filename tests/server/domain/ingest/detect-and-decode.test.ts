import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { detectFileKind } from '../../../../server/domain/ingest/index.ts'
import { renderingPath, type Layout } from '../../../resumes/index.ts'
import { buildPdf, buildZip, CONTENT_TYPES, textContent, tinyPng, zipEntry } from './helpers/build-files.ts'

const written = (id: string, layout: Layout) => new Uint8Array(readFileSync(renderingPath(id, layout)))

const RESUME = 'Renée Müller\nrenee.muller@example.com\n\nExperience\nComptable — Société Générale\n2019 – 2021\n'

describe('detectFileKind decides by content, never by name', () => {
  it('recognises the formats of the written test resumes', () => {
    expect(detectFileKind(written('accountant-priya-raman', 'single'))).toBe('pdf')
    expect(detectFileKind(written('accountant-priya-raman', 'sidebar'))).toBe('pdf')
    expect(detectFileKind(written('accountant-priya-raman', 'word'))).toBe('docx')
    expect(detectFileKind(written('accountant-priya-raman', 'word97'))).toBe('doc')
    expect(detectFileKind(written('nurse-grace-mensah', 'plain'))).toBe('txt')
    expect(detectFileKind(written('pr-manager-claire-dubois', 'markdown'))).toBe('txt')
  })

  it('a PDF uploaded as "resume.txt" is still a PDF, and is read as one', async () => {
    const pdf = buildPdf({ content: textContent(['Jane Doe', 'jane.doe@example.com', 'Staff Accountant, 2019 - 2021']) })
    expect(detectFileKind(pdf)).toBe('pdf')
    const result = await readResumeFile(pdf)
    expect(result.kind).toBe('pdf')
    expect(result.parsed.contact.email).toBe('jane.doe@example.com')
  })

  it('refuses a PNG, a zip that is not a DOCX, an OLE2 file without a Word stream, and RTF', () => {
    expect(detectFileKind(tinyPng())).toBeNull()
    expect(detectFileKind(buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('xl/workbook.xml', '<x/>')]))).toBeNull()
    const ole = Buffer.alloc(1024)
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(ole)
    Buffer.from('Workbook', 'utf16le').copy(ole, 512)
    expect(detectFileKind(new Uint8Array(ole))).toBeNull()
    expect(detectFileKind(new Uint8Array(Buffer.from('{\\rtf1\\ansi Jane Doe}')))).toBeNull()
  })
})

describe('plain-text resumes in every common encoding', () => {
  const encodings: [string, Uint8Array][] = [
    ['UTF-8', new Uint8Array(Buffer.from(RESUME, 'utf8'))],
    ['UTF-8 with BOM', new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RESUME, 'utf8')]))],
    ['UTF-16 LE with BOM', new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RESUME, 'utf16le')]))],
    ['UTF-16 BE with BOM', new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(RESUME, 'utf16le').swap16()]))],
    // Latin-1 as Windows writes it: the em and en dashes are cp1252 bytes 0x97 and 0x96.
    ['Latin-1 (Windows-1252)', new Uint8Array(Buffer.from(RESUME.replace('—', '\u0097').replace('–', '\u0096'), 'latin1'))],
  ]

  it.each(encodings)('%s is detected as text and decoded', async (_name, bytes) => {
    expect(detectFileKind(bytes)).toBe('txt')
    const result = await readResumeFile(bytes)
    expect(result.kind).toBe('txt')
    expect(result.raw_resume_text).toContain('Renée Müller')
    expect(result.resume_text).toContain('Comptable — Société Générale')
    expect(result.parsed.contact.name).toBe('Renée Müller')
    expect(result.parsed.contact.email).toBe('renee.muller@example.com')
    expect(result.parsed.experience[0]).toMatchObject({ start: '2019', end: '2021' })
  })

  it('binary data that merely decodes is not text', () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 37) % 32)
    expect(detectFileKind(binary)).toBeNull()
  })
})
