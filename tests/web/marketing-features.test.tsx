import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import FaqRoute from '@/app/routes/faq.tsx'
import FeaturesRoute from '@/app/routes/features.tsx'
import { SiteFooter } from '@/features/marketing/components/site-footer.tsx'

describe('features page', () => {
  it('shows the six feature cards, three steps, two testimonials and a sign-up call to action', () => {
    render(
      <MemoryRouter>
        <FeaturesRoute />
      </MemoryRouter>,
    )
    const cards = within(screen.getByRole('region', { name: 'Built for every application' })).getAllByRole('heading', { level: 3 })
    expect(cards.map((h) => h.textContent)).toEqual([
      'AI resume generator',
      'Cover letter creation',
      'ATS optimisation',
      'Real-time preview',
      'Templates',
      'Mobile friendly',
    ])
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(within(screen.getByRole('region', { name: 'What job seekers say' })).getAllByRole('figure')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Create your free account' }).getAttribute('href')).toBe('/register')
  })
})

describe('site footer', () => {
  it('links the marketing and legal pages', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    )
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['FAQ', '/faq'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ])
  })

  it('opens the FAQ with the page it came from, so the back link returns there', async () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route path="/faq" element={<FaqRoute />} />
          <Route path="*" element={<SiteFooter />} />
        </Routes>
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }))
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing')
  })
})
