import type { ComponentType } from 'react'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import PrivacyRoute from '@/app/routes/privacy.tsx'
import TermsRoute from '@/app/routes/terms.tsx'

const renderPage = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/^\d+\. /, ''))

describe('privacy policy', () => {
  it('shows its title and the last-updated date', () => {
    renderPage(PrivacyRoute)
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByText('Last updated: March 15, 2025')).toBeInTheDocument()
  })

  it('covers what a privacy policy must, with a contents list linking to each section', () => {
    renderPage(PrivacyRoute)
    const titles = sectionTitles()
    for (const title of [
      'Information we collect',
      'How we use your information',
      'Uploaded resumes and generated documents',
      'Data retention',
      'Cookies and local storage',
      'Your rights and choices',
      'Contact us',
    ]) {
      expect(titles).toContain(title)
    }
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link')
    expect(contents.length).toBe(titles.length - 1) // every section, not the "Contents" heading itself
    for (const link of contents) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull()
    }
  })

  it('makes the contact address a mail link', () => {
    renderPage(PrivacyRoute)
    const contact = within(screen.getByRole('region', { name: /Contact us/ }))
    expect(contact.getByRole('link', { name: 'privacy@t10.app' }).getAttribute('href')).toBe('mailto:privacy@t10.app')
  })
})

describe('terms of service', () => {
  it('shows its title, the last-updated date and California as the governing law', () => {
    renderPage(TermsRoute)
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(screen.getByText('Last updated: March 15, 2025')).toBeInTheDocument()
    const law = screen.getByRole('region', { name: /Governing law/ })
    expect(law.textContent).toContain('governed by the laws of the State of California')
  })

  it('covers accounts, acceptable use, billing, IP, disclaimers, liability and termination', () => {
    renderPage(TermsRoute)
    const titles = sectionTitles()
    for (const title of [
      'Acceptance of these terms',
      'Accounts',
      'Acceptable use',
      'Plans and billing',
      'Intellectual property',
      'Disclaimers',
      'Limitation of liability',
      'Termination',
    ]) {
      expect(titles).toContain(title)
    }
    const billing = screen.getByRole('region', { name: /Plans and billing/ }).textContent
    expect(billing).toContain('$9.99/month')
    expect(billing).toContain('$19.99/month')
    expect(billing).toContain('7-day money-back guarantee')
  })
})
