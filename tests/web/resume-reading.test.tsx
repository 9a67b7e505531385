import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ParsedResume, ParsedResumeCorrection } from '@shared/schemas/resume.ts'
import { Generator } from '@/features/applying/components/generator.tsx'
import { errorJson, json, on, requests } from './fake-server.ts'
import { generationStream, resetGeneratorScreen, uploadAnswer } from './generator-fixtures.ts'
import { findToast, pdf, renderWithApp } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const RESUME_ID = 'r-resume.pdf'
const PARSED_URL = `/api/v1/resumes/${RESUME_ID}/parsed`

/** A reading with the faults the issue found: a role whose title is a department, a school with words lost. */
const reading = (overrides: Partial<ParsedResume> = {}): ParsedResume => ({
  contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, location: 'London', links: ['github.com/ada'] },
  summary: 'Engineer.',
  experience: [
    {
      title: 'IT Operations',
      company: 'Millennium Entertainment',
      location: 'Los Angeles, CA',
      start: 'Jan 2019',
      end: 'Present',
      bullets: ['Ran the AWS estate.'],
    },
    { title: 'Director of Engineering', company: 'Acme', location: null, start: '2015', end: '2019', bullets: [] },
  ],
  education: [{ degree: 'B.S.', field: 'Computer Science', institution: 'University of California', year: '2014' }],
  skills: ['AWS', 'Microsoft Office (Word, Excel)', 'Terraform'],
  projects: [],
  certifications: ['AWS Certified Solutions Architect'],
  sections: [{ kind: 'experience', heading: 'Experience', startLine: 3, endLine: 9 }],
  ...overrides,
})

const answer = (parsed: ParsedResume, correctedAt: string | null = null) => ({
  success: true,
  resume_id: RESUME_ID,
  filename: 'resume.pdf',
  parsed,
  corrected_at: correctedAt,
})

/** The server's side of a save: the correction over the reading, as it answers it. */
function saving(parsed: ParsedResume) {
  on('PUT', PARSED_URL, (request: { body: unknown }) => {
    const { summary, projects, certifications, ...rest } = request.body as ParsedResumeCorrection
    const saved = { ...parsed, ...rest, summary: summary ?? null, projects: projects ?? [], certifications: certifications ?? [] }
    return json({ ...answer(saved, '2025-03-02T10:00:00.000Z'), message: 'Corrections saved' })
  })
}

const user = () => userEvent.setup({ applyAccept: false })
const sent = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body as ParsedResumeCorrection)

async function upload(parsed: ParsedResume | Response = reading()) {
  on('POST', '/api/v1/resume/upload', () => uploadAnswer())
  on('GET', PARSED_URL, () => (parsed instanceof Response ? parsed : json(answer(parsed))))
  renderWithApp(<Generator />)
  await user().upload(screen.getByLabelText('Resume file'), pdf('resume.pdf'))
}

const openForm = async () => {
  await user().click(await screen.findByRole('button', { name: 'Check and correct' }))
  return screen.findByRole('form', { name: 'What we read from resume.pdf' })
}

beforeEach(() => {
  resetGeneratorScreen()
})

describe('generator: what we read from the resume', () => {
  it('says a scan was read by OCR, with how well, beside what it read', async () => {
    const note =
      'This PDF is a scan: its text was read by OCR (text recognition), 71% confidence. Page 2 read poorly: check the text below for mistakes, or upload a sharper scan or the original document.'
    on('POST', '/api/v1/resume/upload', () =>
      json({
        message: 'Resume uploaded and text extracted successfully',
        data: {
          resume_id: RESUME_ID,
          resume_text: 'Ada Lovelace. Engineer. AWS.',
          raw_resume_text: 'Ada Lovelace. Engineer. AWS.',
          ocr: {
            mean_confidence: 71,
            pages: [
              { page: 1, confidence: 90 },
              { page: 2, confidence: 52 },
            ],
            poor_pages: [2],
            skipped_pages: [],
            note,
          },
        },
      }),
    )
    on('GET', PARSED_URL, () => json(answer(reading())))
    renderWithApp(<Generator />)
    await user().upload(screen.getByLabelText('Resume file'), pdf('resume.pdf'))
    expect(await screen.findByRole('heading', { name: 'We read 2 roles, 1 school' })).toBeInTheDocument()
    expect(screen.getByText(note)).toBeInTheDocument()
  })

  it('says what it read once the upload is done, and corrects a title the next generation uses', async () => {
    await upload()
    expect(await screen.findByRole('heading', { name: 'We read 2 roles, 1 school' })).toBeInTheDocument()
    expect(screen.getByText(/Check what we read from resume.pdf: your documents are written from it\./)).toBeInTheDocument()
    // The form is not there (nor loaded) until asked for.
    expect(screen.queryByRole('form', { name: 'What we read from resume.pdf' })).not.toBeInTheDocument()

    const form = await openForm()
    expect(screen.getByRole('button', { name: 'Close without saving' }).getAttribute('aria-expanded')).toBe('true')
    const role1 = within(form).getByRole('group', { name: 'Role 1' })
    expect(within(role1).getByLabelText('Title')).toHaveValue('IT Operations')
    expect(within(role1).getByLabelText('Employer')).toHaveValue('Millennium Entertainment')
    expect(within(role1).getByLabelText('Start')).toHaveValue('Jan 2019')
    expect(within(role1).getByLabelText('Bullets (one per line)')).toHaveValue('Ran the AWS estate.')
    expect(within(form).getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(within(form).getByLabelText('Skills (comma-separated)')).toHaveValue('AWS, Microsoft Office (Word, Excel), Terraform')
    const school = within(form).getByRole('group', { name: 'School 1' })
    expect(within(school).getByLabelText('School')).toHaveValue('University of California')

    saving(reading())
    await user().clear(within(role1).getByLabelText('Title'))
    await user().type(within(role1).getByLabelText('Title'), 'Staff Engineer')
    await user().clear(within(school).getByLabelText('School'))
    await user().type(within(school).getByLabelText('School'), 'University of California, Berkeley')
    await user().type(within(role1).getByLabelText('Bullets (one per line)'), '{Enter}{Enter}Cut costs by 30%.')
    await user().click(within(form).getByRole('button', { name: 'Save corrections' }))

    await findToast('Corrections saved', 'Your next documents are written from them.')
    const [body] = sent()
    expect(body!.experience[0]).toEqual({
      title: 'Staff Engineer',
      company: 'Millennium Entertainment',
      location: 'Los Angeles, CA',
      start: 'Jan 2019',
      end: 'Present',
      bullets: ['Ran the AWS estate.', 'Cut costs by 30%.'],
    })
    expect(body!.education[0]!.institution).toBe('University of California, Berkeley')
    // Commas part the skills, but not one inside a skill's brackets.
    expect(body!.skills).toEqual(['AWS', 'Microsoft Office (Word, Excel)', 'Terraform'])
    // What the form does not show is sent back as it was read; where sections sit is not the person's to send.
    expect(body!.certifications).toEqual(['AWS Certified Solutions Architect'])
    expect(body).not.toHaveProperty('sections')
    expect(screen.queryByRole('form', { name: 'What we read from resume.pdf' })).not.toBeInTheDocument()
    expect(screen.getByText(/Your corrections are saved with it\./)).toBeInTheDocument()

    // Generation goes on from the stored resume: the server reads the corrections with it.
    on('POST', '/api/v1/generate', () => generationStream())
    await user().type(screen.getByLabelText('Job Description'), 'Role: Staff Engineer\nAWS.')
    await user().click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }))
    await findToast('Success!', 'Your documents have been generated successfully')
    expect(requests.find((r) => r.path === '/api/v1/generate')?.body).toMatchObject({ resume_id: RESUME_ID })
  })

  it('adds and removes roles and schools, and counts what was saved', async () => {
    await upload()
    const form = await openForm()
    saving(reading())
    await user().click(within(form).getByRole('button', { name: 'Remove role 2' }))
    expect(within(form).queryByRole('group', { name: 'Role 2' })).not.toBeInTheDocument()
    await user().click(within(form).getByRole('button', { name: 'Add role' }))
    const added = within(form).getByRole('group', { name: 'Role 2' })
    await user().type(within(added).getByLabelText('Title'), 'Director, Technology')
    await user().type(within(added).getByLabelText('Employer'), 'Millennium Entertainment')
    await user().type(within(added).getByLabelText('Start'), '2015')
    await user().type(within(added).getByLabelText('End'), '2019')
    // A school added and left blank is not sent.
    await user().click(within(form).getByRole('button', { name: 'Add school' }))
    expect(within(form).getByRole('group', { name: 'School 2' })).toBeInTheDocument()
    await user().click(within(form).getByRole('button', { name: 'Save corrections' }))

    await findToast('Corrections saved', 'Your next documents are written from them.')
    const [body] = sent()
    expect(body!.experience.map((r) => r.title)).toEqual(['IT Operations', 'Director, Technology'])
    expect(body!.experience[1]).toEqual({
      title: 'Director, Technology',
      company: 'Millennium Entertainment',
      location: null,
      start: '2015',
      end: '2019',
      bullets: [],
    })
    expect(body!.education).toHaveLength(1)
    expect(await screen.findByRole('heading', { name: 'We read 2 roles, 1 school' })).toBeInTheDocument()
  })

  it('puts the server’s refusal beside the field it names, and moves there', async () => {
    await upload()
    const form = await openForm()
    on('PUT', PARSED_URL, () =>
      json(
        {
          success: false,
          error_type: 'validation_error',
          message: 'Role 1’s start “soonish” is not a date T10 can read: write it as “Jan 2020”, “03/2020”, “2020” or “Present”',
          field: 'experience.0.start',
        },
        400,
      ),
    )
    // A role emptied is not sent: the server's first role is the form's second.
    const role1 = within(form).getByRole('group', { name: 'Role 1' })
    for (const field of within(role1).getAllByRole('textbox')) await user().clear(field)
    const role2 = within(form).getByRole('group', { name: 'Role 2' })
    await user().clear(within(role2).getByLabelText('Start'))
    await user().type(within(role2).getByLabelText('Start'), 'soonish')
    await user().click(within(form).getByRole('button', { name: 'Save corrections' }))

    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('Role 1’s start “soonish” is not a date T10 can read')
    expect(sent()[0]!.experience.map((r) => r.title)).toEqual(['Director of Engineering'])
    const start = within(role2).getByLabelText('Start')
    expect(start).toHaveAttribute('aria-invalid', 'true')
    expect(start).toHaveAccessibleDescription(alert.textContent!)
    await waitFor(() => expect(start).toHaveFocus())
    // Still open, with what was typed.
    expect(within(role2).getByLabelText('Start')).toHaveValue('soonish')
  })

  it('asks for the name when none was read, since the cover letter is signed with it', async () => {
    await upload(reading({ contact: { name: null, email: 'ada@example.com', phone: null, location: null, links: [] } }))
    const name = await screen.findByLabelText('Your name')
    expect(name).toHaveAccessibleDescription('We could not read your name from the resume. Add it: your cover letter is signed with it.')

    await user().click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument()
    expect(sent()).toEqual([])

    saving(reading({ contact: { name: null, email: 'ada@example.com', phone: null, location: null, links: [] } }))
    await user().type(name, '  Ada King  ')
    await user().click(screen.getByRole('button', { name: 'Save name' }))
    await findToast('Name saved', 'Your cover letter is signed with it.')
    expect(sent()[0]!.contact).toEqual({ name: 'Ada King', email: 'ada@example.com', phone: null, location: null, links: [] })
    await waitFor(() => expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument())
  })

  it('shows the missing name in the form too, with the reason', async () => {
    await upload(reading({ contact: { name: null, email: null, phone: null, location: null, links: [] } }))
    const form = await openForm()
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('We could not read your name. Add it: it signs your cover letter.')
  })

  it('closes without saving, and says when what was read cannot be shown, without stopping generation', async () => {
    await upload()
    const form = await openForm()
    await user().type(within(within(form).getByRole('group', { name: 'Role 1' })).getByLabelText('Title'), ' (edited)')
    await user().click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(sent()).toEqual([])
    // Opened again, it starts from what was read.
    const again = await openForm()
    expect(within(within(again).getByRole('group', { name: 'Role 1' })).getByLabelText('Title')).toHaveValue('IT Operations')
  })

  it('offers to try again when the reading cannot be loaded', async () => {
    await upload(errorJson(500, 'Something went wrong on our side. Please try again.'))
    expect(await screen.findByText('We could not show what we read from resume.pdf; you can still generate.')).toBeInTheDocument()
    on('GET', PARSED_URL, () => json(answer(reading())))
    await user().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'We read 2 roles, 1 school' })).toBeInTheDocument()
  })
})
