import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import FaqRoute from '@/app/routes/faq.tsx'

function Here() {
  return <p>now at {useLocation().pathname}</p>
}

const renderFaq = (state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/faq', state }]}>
      <Routes>
        <Route path="/faq" element={<FaqRoute />} />
        <Route path="*" element={<Here />} />
      </Routes>
    </MemoryRouter>,
  )

describe('FAQ page', () => {
  it('goes back to the recruiter landing it was opened from', async () => {
    renderFaq({ from: '/T10' })
    const back = screen.getByRole('link', { name: 'Back to T10 Resume Matching' })
    expect(back.getAttribute('href')).toBe('/T10')
    await userEvent.click(back)
    expect(screen.getByText('now at /T10')).toBeInTheDocument()
  })

  it('goes back to any other in-app path it was opened from', () => {
    renderFaq({ from: '/profile' })
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile')
  })

  it('falls back to the home page without navigation state', async () => {
    renderFaq()
    const back = screen.getByRole('link', { name: 'Back to home' })
    expect(back.getAttribute('href')).toBe('/')
    await userEvent.click(back)
    expect(screen.getByText('now at /')).toBeInTheDocument()
  })

  it.each([
    ['a full URL', { from: 'https://example.com/' }],
    ['a protocol-relative URL', { from: '//example.com' }],
    ['a non-string', { from: 42 }],
    ['the FAQ itself', { from: '/faq' }],
    ['a bare string state', '/T10'],
  ])('falls back to the home page when the origin is %s', (_, state) => {
    renderFaq(state)
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })

  it('answers questions for job seekers and for recruiters', () => {
    renderFaq()
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'For job seekers' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'For recruiters: T10 Resume Matching' })).toBeInTheDocument()
    expect(screen.getByText('Will T10 add skills or experience I do not have?')).toBeInTheDocument()
    expect(screen.getByText('How is the match score calculated?')).toBeInTheDocument()
  })
})
