import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import PricingRoute from '../../web/src/app/routes/pricing.tsx'

const renderPricing = () =>
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingRoute />
    </MemoryRouter>,
  )
const plan = (name: string) => screen.getByRole('article', { name })
const features = (name: string) => within(plan(name)).getByRole('list', { name: `${name} plan features` })

describe('pricing page', () => {
  it('shows the three plans with their monthly prices, in order', () => {
    renderPricing()
    expect(screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'plan-free-title',
      'plan-standard-title',
      'plan-premium-title',
    ])
    for (const [name, price] of [['Free', '$0'], ['Standard', '$9.99'], ['Premium', '$19.99']] as const) {
      expect(within(plan(name)).getByText(price)).toBeInTheDocument()
      expect(within(plan(name)).getByText('/month')).toBeInTheDocument()
    }
  })

  it('labels only Standard as Most Popular', () => {
    renderPricing()
    expect(within(plan('Standard')).getByText('Most Popular')).toBeInTheDocument()
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
  })

  it('lists what Free includes and marks what it does not', () => {
    renderPricing()
    const items = within(features('Free'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      '2 resume generations per month',
      '1 cover letter per month',
      'Basic templates',
      'ATS compatibility check',
      'Not included: Advanced templates',
      'Not included: AI suggestions',
      'Not included: Priority support',
    ])
  })

  it('lists the Standard and Premium features of the spec', () => {
    renderPricing()
    const standard = within(features('Standard'))
    for (const label of ['Unlimited resumes and cover letters', 'All templates', 'Enhanced ATS optimisation', 'Keyword optimisation', 'AI feedback']) {
      expect(standard.getByText(label)).toBeInTheDocument()
    }
    const premium = within(features('Premium'))
    for (const label of [
      'Everything in Standard',
      'LinkedIn optimisation',
      'Interview preparation',
      'Salary negotiation tips',
      'Unlimited storage',
      'Performance analytics',
      'Priority email and chat support',
    ]) {
      expect(premium.getByText(label)).toBeInTheDocument()
    }
    expect(screen.queryAllByText(/^Not included:/)).toHaveLength(3)
  })

  it('states the billing terms', () => {
    renderPricing()
    const terms = within(screen.getByRole('list', { name: 'Billing terms' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(terms).toEqual(['Billed monthly', 'Cancel anytime', '7-day money-back guarantee'])
  })

  it('has an FAQ, a testimonial and sends every plan and the call to action to /register', () => {
    renderPricing()
    expect(screen.getByRole('heading', { name: 'Questions about plans' })).toBeInTheDocument()
    expect(screen.getByText('How does the 7-day money-back guarantee work?')).toBeInTheDocument()
    expect(screen.getAllByRole('figure')).toHaveLength(1)
    for (const name of ['Free', 'Standard', 'Premium']) {
      expect(within(plan(name)).getByRole('link').getAttribute('href')).toBe('/register')
    }
    const cta = screen.getByRole('region', { name: 'Start with the Free plan' })
    expect(within(cta).getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register')
  })
})
