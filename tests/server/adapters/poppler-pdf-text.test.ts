import { describe, expect, it } from 'vitest'
import { extractPdfText } from '../../../server/adapters/poppler-pdf-text.ts'
import { asAppError } from '../../../server/http-errors.ts'
import { renderResume } from '../../../server/domain/latex/render.ts'
import { fullResume } from '../domain/latex/fixtures.ts'
import { testCompiler } from '../domain/latex/helpers.ts'

describe('extractPdfText', { timeout: 30_000 }, () => {
  it('reads a compiled resume back in reading order, pages ending with a form feed', async () => {
    const compiler = testCompiler()
    const { pdf } = await compiler.compile(renderResume(fullResume).source)
    await compiler.close()
    const text = await extractPdfText(pdf)
    expect(text.endsWith('\f')).toBe(true)
    expect(text.indexOf('Summary')).toBeLessThan(text.indexOf('Experience'))
    expect(text.indexOf('Experience')).toBeLessThan(text.indexOf('Education'))
    expect(text).toMatch(/Senior Backend Engineer \| Brightwave Payments +Mar 2021 – Present/)
  })

  it('a cancelled run gives no text', async () => {
    const controller = new AbortController()
    controller.abort(new Error('client went away'))
    await expect(extractPdfText(Buffer.from('%PDF-1.4'), { signal: controller.signal })).rejects.toThrow('client went away')
  })

  it('rejects bytes that are not a PDF with a 422', async () => {
    const error = await extractPdfText(Buffer.from('not a pdf')).catch(asAppError)
    expect(error).toMatchObject({ status: 422, code: 'unprocessable_file' })
  })
})
