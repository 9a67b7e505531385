import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STEP_IDS } from '@shared/events.ts'
import { QUICK_PROMPTS } from '@shared/quick-prompts.ts'
import type { GeneratedDocument, GenerationResult } from '@shared/schemas/generate.ts'
import { GenerationProgress } from '@/features/applying/components/generation-progress.tsx'
import { GeneratedDocuments } from '@/features/applying/components/results/generated-documents.tsx'
import type { Steps } from '@/features/applying/hooks/use-generation.ts'
import { MESSAGE_FADE_MS, MESSAGE_INTERVAL_MS, PROGRESS_MESSAGES } from '@/features/applying/utils/progress-messages.ts'
import { deferred, errorJson, json, on, requests, resetServer } from './fake-server.ts'
import { generationResult, regenerateAnswer, unreachable } from './generator-fixtures.ts'
import { dismissAllToasts, findToast, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const PDF = () => new Response('%PDF-1.5', { headers: { 'content-type': 'application/pdf' } })

/** The results as the generator holds them: a regeneration replaces the document. */
function Harness({ initial }: { initial: GenerationResult }) {
  const [result, setResult] = useState(initial)
  const onReplace = (updated: GeneratedDocument, logs: string[]) =>
    setResult((current) => ({ ...current, [updated.document_type]: updated, logs: [...current.logs, ...logs] }))
  return <GeneratedDocuments result={result} jobDescription="Role: Senior DevOps Engineer" onReplace={onReplace} />
}

const panel = (name: 'Resume' | 'Cover Letter') => screen.getByRole('article', { name })
const inPanel = (name: 'Resume' | 'Cover Letter') => within(panel(name))

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  on('POST', '/api/v1/documents/preview', PDF)
})

describe('results', () => {
  it('shows Cover Letter then Resume, each with a preview, ATS score and bar, and the logs box', async () => {
    const preview = deferred<void>()
    on('POST', '/api/v1/documents/preview', () => preview.promise.then(PDF))
    renderWithApp(<Harness initial={generationResult()} />)
    expect(screen.getByRole('heading', { name: 'Generated Documents' })).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Cover Letter', 'Resume'])
    expect(inPanel('Cover Letter').getByText('Preparing cover letter preview...')).toBeInTheDocument()
    expect(inPanel('Resume').getByText('Preparing resume preview...')).toBeInTheDocument()
    preview.resolve()
    const openResume = await screen.findByRole('link', { name: /the resume PDF in a new tab$/ })
    expect(openResume.getAttribute('href')).toBe('blob:preview')
    expect(screen.getByRole('region', { name: 'Cover letter preview' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Resume preview' })).toBeInTheDocument()

    expect(inPanel('Resume').getByText(/^ATS Score: 81/)).toBeInTheDocument()
    expect(inPanel('Resume').getByRole('progressbar', { name: 'Resume ATS score' }).getAttribute('aria-valuenow')).toBe('81')
    expect(inPanel('Cover Letter').getByText(/^ATS Score: 74/)).toBeInTheDocument()

    expect(screen.getByRole('heading', { name: 'Generation Logs' })).toBeInTheDocument()
    const logs = screen.getByLabelText('Generation log lines')
    expect(logs.textContent).toContain('Compiled 2 PDFs')
    expect(logs.className).toContain('h-[200px]')
  })

  it('says when a PDF cannot be drawn and still links to it', async () => {
    // The fake server's PDF is only a header: pdf.js cannot read it (jsdom could not draw it either).
    renderWithApp(<Harness initial={generationResult()} />)
    const preview = within(screen.getByRole('region', { name: 'Resume preview' }))
    expect(await preview.findByRole('alert')).toHaveTextContent('The resume preview cannot be shown here. Open the resume PDF or download it below.')
    expect(preview.getByRole('link', { name: 'Open the resume PDF' }).getAttribute('href')).toBe('blob:preview')
    expect(inPanel('Resume').getByRole('button', { name: 'Download PDF' })).toBeEnabled()
  })

  it('has no logs box without logs, and the skill list area is 240 px', () => {
    renderWithApp(<Harness initial={generationResult({ logs: [] })} />)
    expect(screen.queryByRole('heading', { name: 'Generation Logs' })).not.toBeInTheDocument()
    const skills = inPanel('Resume').getByRole('list', { name: 'Skills' })
    expect(skills.parentElement?.className).toContain('h-[240px]')
  })
})

describe('regenerate with selected skills', () => {
  it('is disabled with zero selected skills', () => {
    renderWithApp(<Harness initial={generationResult({ skills: [] })} />)
    expect(inPanel('Resume').getByRole('button', { name: 'Regenerate with selected skills' })).toBeDisabled()
    expect(inPanel('Resume').getByText('No skills extracted yet')).toBeInTheDocument()
  })

  it('sends the selected skills, shows "Generating resume..." meanwhile, and replaces the document', async () => {
    const answer = deferred<Response>()
    on('POST', '/api/v1/documents/regenerate-with-instructions', () => answer.promise)
    renderWithApp(<Harness initial={generationResult()} />)
    await screen.findByRole('link', { name: /the resume PDF in a new tab$/ })
    const button = inPanel('Resume').getByRole('button', { name: 'Regenerate with selected skills' }) as HTMLButtonElement
    expect(button.disabled).toBe(false) // AWS is in the resume: selected and locked
    await userEvent.click(button)
    expect(inPanel('Resume').getByText('Generating resume...')).toBeInTheDocument()
    const sent = requests.find((r) => r.path === '/api/v1/documents/regenerate-with-instructions')?.body
    expect(sent).toMatchObject({ document_type: 'resume', original_filename: 'resume-1.tex', skills: ['AWS'] })

    answer.resolve(json(regenerateAnswer('resume-2.tex')))
    await findToast('Regenerated!', 'Document updated')
    expect(inPanel('Resume').getByTestId('document-file').textContent).toContain('resume-2.tex')
    expect(inPanel('Resume').getByText(/^ATS Score: 88/)).toBeInTheDocument()
    await screen.findByRole('link', { name: /the resume PDF in a new tab$/ })
    expect(
      requests.filter((r) => r.path === '/api/v1/documents/preview').map((r) => (r.body as { latex_filename: string }).latex_filename),
    ).toContain('resume-2.tex')
  })

  it.each([
    ['the server refuses', () => errorJson(500, 'The template could not be compiled'), 'Regeneration failed', 'The template could not be compiled'],
    ['the server fails without a message', () => new Response('', { status: 502 }), 'Regeneration failed', 'Unknown error'],
    ['the server cannot be reached', unreachable, 'Network Error', 'Failed to regenerate document'],
  ])('says so when %s', async (_, response, title, description) => {
    on('POST', '/api/v1/documents/regenerate-with-instructions', response)
    renderWithApp(<Harness initial={generationResult()} />)
    await userEvent.click(inPanel('Cover Letter').getByRole('button', { name: 'Regenerate with selected skills' }))
    await findToast(title, description)
    expect(inPanel('Cover Letter').getByTestId('document-file').textContent).toContain('cover-letter-1.tex')
  })
})

describe('custom instructions', () => {
  it('opens with three quick prompts; regenerate is disabled while blank; success closes and clears it', async () => {
    on('POST', '/api/v1/documents/regenerate-with-instructions', () => json(regenerateAnswer('resume-3.tex')))
    renderWithApp(<Harness initial={generationResult()} />)
    const toggle = inPanel('Resume').getByRole('button', { name: 'Custom instructions' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    const prompts = within(inPanel('Resume').getByRole('group', { name: 'Quick prompts' })).getAllByRole('button')
    expect(prompts.map((p) => p.textContent)).toEqual(QUICK_PROMPTS.map((p) => `+ ${p}`))
    const submit = inPanel('Resume').getByRole('button', { name: 'Regenerate with instructions' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    await userEvent.type(inPanel('Resume').getByLabelText('Instructions for the resume'), '   ')
    expect(submit.disabled).toBe(true)

    await userEvent.click(prompts[1]!)
    expect((inPanel('Resume').getByLabelText('Instructions for the resume') as HTMLTextAreaElement).value).toBe(`${QUICK_PROMPTS[1]}.`)
    expect(submit.disabled).toBe(false)
    await userEvent.click(submit)
    await findToast('Regenerated!', 'Document updated')
    const sent = requests.find((r) => r.path === '/api/v1/documents/regenerate-with-instructions')?.body as Record<string, unknown>
    expect(sent.user_instructions).toBe(`${QUICK_PROMPTS[1]}.`)
    expect(sent.skills).toBeUndefined()
    expect(inPanel('Resume').queryByLabelText('Instructions for the resume')).toBeNull()
    await userEvent.click(inPanel('Resume').getByRole('button', { name: 'Custom instructions' }))
    expect((inPanel('Resume').getByLabelText('Instructions for the resume') as HTMLTextAreaElement).value).toBe('')
  })
})

describe('what the regeneration did with the instructions', () => {
  const ISSUE_SENTENCE = 'Open with my infrastructure automation work and keep it under 250 words'

  async function regenerateCoverLetter(instructions: Parameters<typeof regenerateAnswer>[1]) {
    on('POST', '/api/v1/documents/regenerate-with-instructions', () => json(regenerateAnswer('cover-letter-2.tex', instructions)))
    renderWithApp(<Harness initial={generationResult()} />)
    await userEvent.click(inPanel('Cover Letter').getByRole('button', { name: 'Custom instructions' }))
    const field = inPanel('Cover Letter').getByLabelText('Instructions for the cover letter')
    expect(field).toHaveAccessibleDescription(/"under 250 words".*Anything else is reported back as not applied/)
    await userEvent.type(field, ISSUE_SENTENCE)
    await userEvent.click(inPanel('Cover Letter').getByRole('button', { name: 'Regenerate with instructions' }))
  }

  it('says "Regenerated!" when every part was applied', async () => {
    await regenerateCoverLetter({ applied: ['open with infrastructure automation', 'at most 250 words'], not_applied: [] })
    const shown = await findToast('Regenerated!', 'Document updated')
    expect(shown.getAttribute('data-variant')).toBe('success')
  })

  it('names what was applied and what was not, with the reason, beside the box when only some parts were', async () => {
    await regenerateCoverLetter({
      applied: ['at most 250 words'],
      not_applied: [{ instruction: 'open with infrastructure automation', reason: 'the resume does not mention infrastructure automation' }],
      kept: ['remove the phone number'],
      unchanged: false,
    })
    // One short toast; the details stay beside the box after it is gone.
    const shown = await findToast('Regenerated, in part', 'See the report under Custom instructions.')
    expect(shown.getAttribute('data-variant')).not.toBe('success')
    expect(screen.queryByText('Regenerated!')).toBeNull()
    const report = within(inPanel('Cover Letter').getByRole('region', { name: 'What the last regeneration did' }))
    expect(report.getByText('at most 250 words')).toBeInTheDocument()
    expect(report.getByText(/open with infrastructure automation/)).toHaveTextContent(
      'Not applied: open with infrastructure automation — the resume does not mention infrastructure automation',
    )
    expect(report.getByText('Kept from before: remove the phone number')).toBeInTheDocument()
    expect(report.queryByText(/No visible change/)).toBeNull()
  })

  it('says the document was left as it was, and why, when nothing was applied', async () => {
    await regenerateCoverLetter({ applied: [], not_applied: [{ instruction: 'write it in Klingon', reason: 'not understood' }], unchanged: true })
    const shown = await findToast('Nothing was changed', 'See the report under Custom instructions.')
    expect(shown.getAttribute('data-variant')).not.toBe('success')
    expect(screen.queryByText('Regenerated!')).toBeNull()
    const report = within(inPanel('Cover Letter').getByRole('region', { name: 'What the last regeneration did' }))
    expect(report.getByText(/write it in Klingon/)).toHaveTextContent('Not applied: write it in Klingon — not understood')
    expect(report.getByText('No visible change: the new cover letter reads the same as before.')).toBeInTheDocument()
  })
})

describe('Download PDF', () => {
  it('shows the compiling flag, then saves the PDF under the name of the person, job and company', async () => {
    const answer = deferred<Response>()
    on('POST', '/api/v1/documents/compile-and-download', () => answer.promise)
    renderWithApp(<Harness initial={generationResult()} />)
    await userEvent.click(inPanel('Resume').getByRole('button', { name: 'Download PDF' }))
    expect(inPanel('Resume').getByRole('button', { name: 'Compiling...' })).toBeDisabled()
    answer.resolve(PDF())
    const toast = await screen.findByText('PDF compiled and downloaded successfully', { selector: 'section[aria-label="Notifications"] p' })
    expect(toast.closest('[role="status"]')).toBeTruthy()
    const click = vi.mocked(HTMLAnchorElement.prototype.click)
    expect((click.mock.contexts.at(-1) as HTMLAnchorElement).download).toBe('Jane Doe – Cloud Engineer – Acme.pdf')
    expect(inPanel('Resume').getByRole('button', { name: 'Download PDF' })).toBeInTheDocument()
  })

  it.each([
    ['the server refuses with a message', () => errorJson(500, 'pdflatex timed out'), 'pdflatex timed out'],
    ['the server fails without a message', () => new Response('', { status: 500 }), 'Failed to compile PDF'],
    ['the server cannot be reached', unreachable, 'Something went wrong compiling the PDF'],
  ])('says "Error" when %s', async (_, response, description) => {
    on('POST', '/api/v1/documents/compile-and-download', response)
    renderWithApp(<Harness initial={generationResult()} />)
    await userEvent.click(inPanel('Cover Letter').getByRole('button', { name: 'Download PDF' }))
    await findToast('Error', description)
  })
})

describe('progress while generating', () => {
  const pending = () => Object.fromEntries(STEP_IDS.map((id) => [id, { status: 'pending', detail: null }])) as Steps

  it('rotates ten messages every 9.6 s with a 350 ms fade', () => {
    vi.useFakeTimers()
    expect(PROGRESS_MESSAGES).toHaveLength(10)
    expect([MESSAGE_INTERVAL_MS, MESSAGE_FADE_MS]).toEqual([9600, 350])
    render(<GenerationProgress steps={pending()} generating />)
    const message = () => screen.getByTestId('progress-message')
    expect(message().textContent).toBe(PROGRESS_MESSAGES[0])
    expect(message().style.opacity).toBe('1')
    expect(message().style.transitionDuration).toBe('350ms')
    act(() => vi.advanceTimersByTime(9599))
    expect(message().textContent).toBe(PROGRESS_MESSAGES[0])
    act(() => vi.advanceTimersByTime(1))
    expect(message().style.opacity).toBe('0')
    act(() => vi.advanceTimersByTime(350))
    expect(message().textContent).toBe(PROGRESS_MESSAGES[1])
    expect(message().style.opacity).toBe('1')
    act(() => vi.advanceTimersByTime(9 * 9600))
    expect(message().textContent).toBe(PROGRESS_MESSAGES[0]) // round again after the tenth
  })

  it('shows each step with its status', () => {
    const steps = { ...pending(), resume_ingest: { status: 'done', detail: null }, jd_parse: { status: 'in_progress', detail: null } } as Steps
    render(<GenerationProgress steps={steps} generating={false} />)
    const items = screen.getByRole('region', { name: 'Generation progress' }).querySelectorAll('[data-step]')
    expect([...items].map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-status')}`)).toEqual([
      'resume_ingest:done',
      'jd_parse:in_progress',
      'match:pending',
      'resume_gen:pending',
      'cover_gen:pending',
      'compile:pending',
      'ats:pending',
    ])
    expect(screen.queryByTestId('progress-message')).not.toBeInTheDocument()
  })
})
