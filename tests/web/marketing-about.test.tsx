import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import AboutRoute from '@/app/routes/about.tsx'

const renderAbout = () =>
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutRoute />
    </MemoryRouter>,
  )

describe('about page', () => {
  it('names where its knowledge comes from: its own knowledge base, and GloVe for word meanings', () => {
    renderAbout()
    const sources = within(screen.getByRole('region', { name: 'Data sources' }))
    expect(sources.getByText(/its own knowledge base, written by the T10 team/)).toBeInTheDocument()
    expect(sources.getByText(/GloVe word vectors/)).toBeInTheDocument()
    expect(screen.queryByText(/O\*NET/)).toBeNull()
  })

  it('shows the four impact figures with their labels', () => {
    renderAbout()
    const impact = within(screen.getByRole('region', { name: 'Our impact' }))
    const pairs = impact.getAllByRole('term').map((term) => [term.nextElementSibling?.textContent, term.textContent])
    expect(pairs).toEqual([
      ['50k+', 'Active users'],
      ['250k+', 'Resumes generated'],
      ['85%', 'Interview rate'],
      ['92%', 'User satisfaction'],
    ])
  })

  it('tells the story from 2023, the mission, vision, values and three leaders', () => {
    renderAbout()
    expect(screen.getByRole('heading', { level: 1, name: 'About T10' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Our story' })).getByText('Founded in 2023')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument()
    const values = within(screen.getByRole('region', { name: 'Core values' }))
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Excellence', 'Innovation', 'Integrity'])
    expect(within(screen.getByRole('region', { name: 'Leadership' })).getAllByRole('article')).toHaveLength(3)
  })
})
