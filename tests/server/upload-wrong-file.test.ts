import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISGUISED_FILES } from '../helpers/disguised-files.ts'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile } from '../helpers/written-resumes.ts'

/*
 * Someone picks a photo, a spreadsheet or a program instead of their resume (or renames one): each
 * screen says what the file really is and lists only the types that screen takes, with the status
 * and error_type clients already handle.
 */

/** An accountant's resume as a PDF. */
const realPdf = writtenFile('accountant-priya-raman', 'single')
const { png, jpeg, heic, xlsx, pptxParts, xls, html, odt, exe, zip, rtf } = DISGUISED_FILES

describe('uploading a file that is not a resume', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = (await signUp(t.app)).token
  })
  afterAll(() => t.close())

  const send = (url: string, bytes: Uint8Array, filename: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: fileForm(bytes, filename) })

  const generatorCases = [
    ['photo.pdf', png!, 'This file is a PNG image, not a PDF.'],
    ['resume.docx', heic!, 'This file is a HEIC image, not a DOCX.'],
    ['resume.doc', xls!, 'This file is an Excel spreadsheet (XLS), not a DOC.'],
    ['resume.txt', html!, 'This file is an HTML page, not a TXT.'],
    ['resume.pdf', odt!, 'This file is an OpenDocument text file (ODT), not a PDF.'],
    ['setup.pdf', exe!, 'This file is a Windows program (EXE), not a PDF.'],
    ['budget.xlsx', xlsx!, 'This file is an Excel spreadsheet. Please upload a PDF, DOC, DOCX or TXT file.'],
    ['resume.rtf', rtf!, 'This file is an RTF document. Please upload a PDF, DOC, DOCX or TXT file.'],
  ] as const

  for (const url of ['/api/v1/resume/upload', '/api/v1/resume/parse']) {
    it.each(generatorCases)(`${url}: %s is refused as what it is`, async (filename, file, message) => {
      const response = await send(url, file.build(), filename)
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({ success: false, error_type: 'unsupported_media_type', message })
    })
  }

  it('an empty file says it is empty', async () => {
    for (const url of ['/api/v1/resume/upload', '/api/v1/resume/parse']) {
      const response = await send(url, new Uint8Array(0), 'resume.pdf')
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ success: false, error_type: 'unprocessable_file', message: 'This file is empty (0 bytes).' })
    }
  })

  it('a real PDF is still read, whatever its name says', async () => {
    const response = await send('/api/v1/resume/parse', realPdf.bytes, 'resume.txt')
    expect(response.statusCode).toBe(200)
    expect(response.json().resume_text).toMatch(/Accountant/i)
  })

  it('T10 Matching names each wrong file and lists only PDF and DOCX', async () => {
    const form = new FormData()
    const files: Array<[string, Uint8Array]> = [
      ['photo.pdf', jpeg!.build()],
      ['slides.docx', pptxParts!.build()],
      ['archive.doc', zip!.build()],
      ['picture.png', png!.build()],
      ['empty.pdf', new Uint8Array(0)],
      [realPdf.filename, realPdf.bytes],
    ]
    for (const [name, bytes] of files) form.append('files', new Blob([bytes]), name)
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/t10/resumes', headers: bearer(token), payload: form })
    expect(response.statusCode).toBe(200)
    const results = response.json().results as Array<{ filename: string; success: boolean; message: string; error_type?: string }>
    expect(results.map((r) => [r.filename, r.success, r.message, r.error_type])).toEqual([
      ['photo.pdf', false, 'This file is a JPEG image, not a PDF.', 'unsupported_media_type'],
      ['slides.docx', false, 'This file is a PowerPoint presentation, not a DOCX.', 'unsupported_media_type'],
      // DOC is not taken here, so a name ending in .doc claims nothing and the list is PDF and DOCX.
      ['archive.doc', false, 'This file is a ZIP archive. Please upload a PDF or DOCX file.', 'unsupported_media_type'],
      ['picture.png', false, 'This file is a PNG image. Please upload a PDF or DOCX file.', 'unsupported_media_type'],
      ['empty.pdf', false, 'This file is empty (0 bytes).', 'unprocessable_file'],
      [realPdf.filename, true, `Successfully processed ${realPdf.filename}`, undefined],
    ])
  })
})
