import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DomainError } from '../../../../server/domain/errors.ts'
import { appErrorOfDomain } from '../../../../server/http-errors.ts'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { renderingPath } from '../../../resumes/index.ts'
import { buildPdf, buildZip, CONTENT_TYPES, hugeSpacesEntry, textContent, tinyPng, zipEntry } from './helpers/build-files.ts'
import { DISGUISED_FILES } from '../../../helpers/disguised-files.ts'

describe('a file that is not a resume is named by its content', () => {
  const refused = (bytes: Uint8Array, options: Parameters<typeof readResumeFile>[1]) =>
    readResumeFile(bytes, options).then(
      () => null,
      (e: DomainError) => {
        const { status, code, message } = appErrorOfDomain(e)
        return { status, code, message }
      },
    )

  it.each(Object.entries(DISGUISED_FILES))('%s renamed cv.pdf', async (_kind, file) => {
    expect(await refused(file.build(), { filename: 'cv.pdf' })).toEqual({
      status: 415,
      code: 'unsupported_media_type',
      message: `This file is ${file.described}, not a PDF.`,
    })
  })

  it('the claim is the accepted kind the name ends in, in any case; other names get the accepted list', async () => {
    const jpeg = DISGUISED_FILES.jpeg!.build()
    expect((await refused(jpeg, { filename: 'Jane Doe.DOCX' }))?.message).toBe('This file is a JPEG image, not a DOCX.')
    expect((await refused(jpeg, { filename: 'photo.jpg' }))?.message).toBe('This file is a JPEG image. Please upload a PDF, DOC, DOCX or TXT file.')
    // A screen that takes fewer kinds lists only those, and a name ending in a kind it refuses claims nothing.
    expect((await refused(jpeg, { filename: 'cv.doc', accepted: ['pdf', 'docx'] }))?.message).toBe(
      'This file is a JPEG image. Please upload a PDF or DOCX file.',
    )
  })
})

// Every bad file is refused with the product's status, code and wording, never a bare error.
async function refusal(bytes: Uint8Array) {
  const error = await readResumeFile(bytes).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  const { status, code, message } = appErrorOfDomain(error as DomainError)
  return { status, code, message }
}

const UNREADABLE = { status: 422, code: 'unprocessable_file', message: 'Could not read this file' }
const OVERSIZED = {
  status: 422,
  code: 'unprocessable_file',
  message: 'This DOCX unpacks to far more data than a resume holds, so it was not read. Save it again without large images, or upload a PDF.',
}

describe('readResumeFile refuses bad input', () => {
  it('an empty file: 422 "This file is empty (0 bytes)."', async () => {
    expect(await refusal(new Uint8Array(0))).toEqual({
      status: 422,
      code: 'unprocessable_file',
      message: 'This file is empty (0 bytes).',
    })
  })

  it('a PNG without a name: 415 naming what it is and the accepted types', async () => {
    expect(await refusal(tinyPng())).toEqual({
      status: 415,
      code: 'unsupported_media_type',
      message: 'This file is a PNG image. Please upload a PDF, DOC, DOCX or TXT file.',
    })
  })

  it('a truncated PDF: 422 "Could not read this file"', async () => {
    const pdf = new Uint8Array(readFileSync(renderingPath('accountant-priya-raman', 'single')))
    expect(await refusal(pdf.subarray(0, 2000))).toEqual(UNREADABLE)
  })

  it('a PDF header followed by garbage: 422 "Could not read this file"', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 'not a pdf body ')])
    expect(await refusal(new Uint8Array(garbage))).toEqual(UNREADABLE)
  })

  it('an encrypted PDF (user password needed): 422 "Could not read this file"', async () => {
    const pdf = buildPdf({ content: textContent(['Jane Doe', 'jane@example.com', 'Accountant 2019 - 2021']), userPassword: 'secret' })
    expect(await refusal(pdf)).toEqual(UNREADABLE)
  })

  it('a PDF with no text layer where OCR finds no text either (a page with only a drawing): 422 saying so', async () => {
    const pdf = buildPdf({ content: '0.5 w 72 72 m 540 720 l S 100 100 200 300 re f' })
    const { status, code, message } = await refusal(pdf)
    expect({ status, code }).toEqual({ status: 422, code: 'unprocessable_file' })
    expect(message).toMatch(/no text layer/i)
    expect(message).toMatch(/scanned/i)
    expect(message).toMatch(/text-based PDF/i)
    expect(message).toMatch(/DOCX/)
  })

  it('a DOCX zip bomb (200 MB declared) is refused without inflating it', async () => {
    const bomb = buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), await hugeSpacesEntry('word/document.xml', 200 * 1024 * 1024)])
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const before = process.memoryUsage().rss
    expect(await refusal(bomb)).toEqual(OVERSIZED)
    // Inflating would have added 200 MB (and mammoth's copies); the check reads only the directory.
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024)
  }, 30_000)

  it('a DOCX whose directory lies about the size is stopped while streaming', async () => {
    const entry = await hugeSpacesEntry('word/document.xml', 20 * 1024 * 1024)
    const liar = buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), entry], (e) => (e === entry ? 1000 : e.size))
    expect(await refusal(liar)).toEqual(UNREADABLE)
  })

  it('a corrupt DOCX (central directory destroyed): 422 "Could not read this file"', async () => {
    const docx = readFileSync(renderingPath('accountant-priya-raman', 'word'))
    docx.fill(0, docx.length - 600)
    expect(await refusal(new Uint8Array(docx))).toEqual(UNREADABLE)
  })

  it('a DOCX whose document part is not XML: 422 "Could not read this file"', async () => {
    const docx = buildZip([zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('word/document.xml', '\u0000\u0001 not xml <<<')])
    expect(await refusal(docx)).toEqual(UNREADABLE)
  })

  it('an OLE2 file that claims a Word stream but is garbage: 422 "Could not read this file"', async () => {
    const ole = Buffer.alloc(2048)
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(ole)
    Buffer.from('WordDocument', 'utf16le').copy(ole, 1024)
    expect(await refusal(new Uint8Array(ole))).toEqual(UNREADABLE)
  })
})
