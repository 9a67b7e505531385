import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_TIMEOUT_MS, usePdfPreview } from '@/features/applying/api/preview-pdf.ts'
import { deferred, on, requests } from './fake-server.ts'
import { resetGeneratorScreen } from './generator-fixtures.ts'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const PREVIEW = '/api/v1/documents/preview'

beforeEach(() => {
  resetGeneratorScreen()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PDF preview: never an endless spinner', () => {
  it('fails when the server refuses, and Retry asks again', async () => {
    on('POST', PREVIEW, () => new Response('Bad gateway', { status: 502 }))
    const { result } = renderHook(() => usePdfPreview('resume-1.tex'))
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.loading).toBe(false)

    on('POST', PREVIEW, () => new Response('%PDF-1.5', { headers: { 'content-type': 'application/pdf' } }))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.url).toBe('blob:preview'))
    expect(result.current.failed).toBe(false)
    expect(requests.filter((r) => r.path === PREVIEW)).toHaveLength(2)
  })

  it(`fails when no answer comes in ${PREVIEW_TIMEOUT_MS / 1000} s, and ignores the answer that comes later`, async () => {
    vi.useFakeTimers()
    const late = deferred<Response>()
    on('POST', PREVIEW, () => late.promise)
    const { result } = renderHook(() => usePdfPreview('resume-1.tex'))
    await act(async () => vi.advanceTimersByTime(PREVIEW_TIMEOUT_MS - 1))
    expect(result.current.failed).toBe(false)
    expect(result.current.loading).toBe(true)
    await act(async () => vi.advanceTimersByTime(1))
    expect(result.current.failed).toBe(true)

    await act(async () => late.resolve(new Response('%PDF-1.5')))
    expect(result.current.failed).toBe(true)
    expect(result.current.url).toBeNull()
  })
})
