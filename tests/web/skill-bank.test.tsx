import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SkillEntry } from '@shared/schemas/skills.ts'
import { SkillBank } from '@/features/applying/components/results/skill-bank.tsx'
import { useSkillSelection } from '@/features/applying/hooks/use-skill-selection.ts'

const SKILLS: SkillEntry[] = [
  { name: 'Kubernetes', in_resume: false, in_jd: true },
  { name: 'Python', in_resume: true, in_jd: true },
  { name: 'Excel', in_resume: false, in_jd: false },
  { name: 'Docker', in_resume: true, in_jd: false },
  { name: 'Terraform', in_resume: false, in_jd: true },
]

function Harness({ skills = SKILLS }: { skills?: SkillEntry[] }) {
  return <SkillBank selection={useSkillSelection(skills)} />
}

const chip = (name: string) => within(screen.getByRole('list', { name: 'Skills' })).getByRole('button', { name })
const chipNames = () =>
  within(screen.getByRole('list', { name: 'Skills' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
const pressed = (name: string) => chip(name).getAttribute('aria-pressed') === 'true'
const count = () => screen.getByRole('heading', { name: /Skill Bank/ }).textContent

describe('skill bank', () => {
  it('shows the empty state without skills', () => {
    render(<Harness skills={[]} />)
    expect(screen.getByText('No skills extracted yet')).toBeInTheDocument()
    expect(screen.getByText('Skills will appear here after document generation')).toBeInTheDocument()
    expect(count()).toContain('0 selected')
  })

  it('shows the legend and sorts chips: in resume first, then in the job description', () => {
    render(<Harness />)
    const legend = screen.getByRole('list', { name: 'Legend' })
    expect(legend.textContent).toContain('In Resume (auto-selected)')
    expect(legend.textContent).toContain('In Job Description')
    expect(legend.textContent).toContain('Match (in both)')
    expect(chipNames()).toEqual(['Python', 'Docker', 'Kubernetes', 'Terraform', 'Excel'])
  })

  it('auto-selects the resume skills and keeps them locked', async () => {
    render(<Harness />)
    expect(pressed('Python')).toBe(true)
    expect(pressed('Docker')).toBe(true)
    expect(pressed('Kubernetes')).toBe(false)
    expect(count()).toContain('2 selected')
    await userEvent.click(chip('Docker'))
    expect(pressed('Docker')).toBe(true)
    expect(chip('Docker').getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(chip('Kubernetes'))
    expect(pressed('Kubernetes')).toBe(true)
    await userEvent.click(chip('Kubernetes'))
    expect(pressed('Kubernetes')).toBe(false)
  })

  it('Select All JD adds every job-description skill; Clear keeps only the locked ones', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Select All JD' }))
    expect(pressed('Kubernetes')).toBe(true)
    expect(pressed('Terraform')).toBe(true)
    expect(pressed('Excel')).toBe(false)
    expect(count()).toContain('4 selected')
    await userEvent.click(chip('Excel'))
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(pressed('Kubernetes')).toBe(false)
    expect(pressed('Excel')).toBe(false)
    expect(pressed('Python')).toBe(true)
    expect(pressed('Docker')).toBe(true)
    expect(count()).toContain('2 selected')
  })

  it('adds a custom skill with Enter or the Add button, selected', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Add a custom skill')
    await userEvent.type(input, 'GraphQL{Enter}')
    expect(pressed('GraphQL')).toBe(true)
    expect((input as HTMLInputElement).value).toBe('')
    await userEvent.type(input, '  Rust  ')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(pressed('Rust')).toBe(true)
    expect(count()).toContain('4 selected')
    expect(chipNames().slice(-2)).toEqual(['GraphQL', 'Rust'])
  })

  it('refuses a blank skill, a known skill and one already selected', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('Add a custom skill')
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    await userEvent.type(input, '   ')
    expect(add.disabled).toBe(true)
    await userEvent.type(input, '{Enter}')
    expect(chipNames()).toHaveLength(5)

    await userEvent.clear(input)
    await userEvent.type(input, 'kubernetes{Enter}')
    expect(screen.getByText('That skill is already in the bank')).toBeInTheDocument()
    expect(chipNames()).toHaveLength(5)
    expect(pressed('Kubernetes')).toBe(false)

    await userEvent.clear(input)
    await userEvent.type(input, 'Go{Enter}')
    await userEvent.type(input, 'go{Enter}')
    expect(screen.getByText('That skill is already selected')).toBeInTheDocument()
    expect(chipNames().filter((n) => n?.toLowerCase() === 'go')).toHaveLength(1)
  })
})
