import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { GenerateButton } from '@/features/applying/components/generate-button.tsx'
import { wizardStep } from '@/features/applying/utils/generate-rules.ts'

const READY = { generating: false, hasResume: true, jobDescription: 'Role: Engineer', trialUsedUp: false }
const button = () => screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }) as HTMLButtonElement

describe('Generate button', () => {
  it('is enabled with a resume and a job description, and generates on click', async () => {
    const onClick = vi.fn()
    render(<GenerateButton {...READY} onClick={onClick} />)
    expect(button().disabled).toBe(false)
    await userEvent.click(button())
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['while generating', { generating: true }],
    ['without a resume', { hasResume: false }],
    ['without a job description', { jobDescription: '' }],
    ['with a blank job description', { jobDescription: '  \n\t ' }],
    ['when the trial is used up', { trialUsedUp: true }],
  ])('is disabled %s', (_, change) => {
    render(<GenerateButton {...READY} {...change} onClick={() => {}} />)
    expect(button().disabled).toBe(true)
  })

  it('at the plan’s limit, is disabled with the reason beside it', () => {
    const reason = 'Your 2 resumes this month are used. They come back on December 1.'
    render(<GenerateButton {...READY} planLimitReason={reason} onClick={() => {}} />)
    expect(screen.getByRole('button', { name: 'Generate Resume & Cover Letter', description: reason })).toBeDisabled()
    expect(screen.getByText(reason)).toBeInTheDocument()
  })

  it('reads "Generate Resume" when the plan leaves no cover letter', () => {
    render(<GenerateButton {...READY} coverLetter={false} onClick={() => {}} />)
    expect(screen.getByRole('button', { name: 'Generate Resume' })).toBeEnabled()
  })

  it('shows it is busy while generating', () => {
    render(<GenerateButton {...READY} generating onClick={() => {}} />)
    expect(button().getAttribute('aria-busy')).toBe('true')
  })
})

describe('wizard step', () => {
  it('is 1 at first, 2 after an upload, 3 with a description or after generating', () => {
    expect(wizardStep(false, '', false)).toBe(1)
    expect(wizardStep(false, 'text', false)).toBe(1)
    expect(wizardStep(true, '', false)).toBe(2)
    expect(wizardStep(true, '  ', false)).toBe(2)
    expect(wizardStep(true, 'text', false)).toBe(3)
    expect(wizardStep(true, '', true)).toBe(3)
  })
})
