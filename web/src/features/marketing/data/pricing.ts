import type { FaqItem } from './faq.ts'
import type { Testimonial } from './testimonial.ts'

export interface PlanFeature {
  label: string
  included: boolean
  /** Promised, not built yet: shown as coming soon rather than claimed. */
  soon?: boolean
}

export interface Plan {
  id: 'free' | 'standard' | 'premium'
  name: string
  price: string
  description: string
  features: PlanFeature[]
  /** The button of a plan that can be chosen: register for Free, subscribe for a paid plan. */
  cta: string
  /** A ribbon over the plan most people choose. */
  badge?: string
}

export const BILLING_TERMS = ['Billed monthly', 'Cancel anytime', '7-day money-back guarantee']

const included = (label: string): PlanFeature => ({ label, included: true })
const notIncluded = (label: string): PlanFeature => ({ label, included: false })
const comingSoon = (label: string): PlanFeature => ({ label, included: false, soon: true })

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    description: 'For tailoring your next application.',
    features: [
      included('5 generations per 24 hours, as the trial gives'),
      included('2 resumes and 1 cover letter a month on top'),
      included('Basic templates'),
      included('ATS compatibility check'),
      notIncluded('AI suggestions'),
      notIncluded('Priority support'),
    ],
    cta: 'Get Started Free',
  },
  {
    id: 'standard',
    name: 'Standard',
    price: '$9.99',
    description: 'For an active job search, one tailored application after another.',
    features: [
      included('Unlimited resumes and cover letters'),
      included('All templates'),
      included('Enhanced ATS optimisation'),
      included('Keyword optimisation'),
      included('AI feedback'),
    ],
    cta: 'Choose Standard',
    badge: 'Most Popular',
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$19.99',
    description: 'For a career move that matters, from application to offer.',
    features: [
      included('Everything in Standard'),
      included('Unlimited storage'),
      included('Priority email and chat support'),
      comingSoon('LinkedIn optimisation'),
      comingSoon('Interview preparation'),
      comingSoon('Salary negotiation tips'),
      comingSoon('Performance analytics'),
    ],
    cta: 'Choose Premium',
  },
]

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'What counts as a resume generation?',
    answer:
      'A generation is a tailored resume and cover letter for one job description. The Free plan gives 5 generations in any 24 hours, the same as the trial without an account, and 2 resumes and 1 cover letter a month on top, which start again on the first day of every calendar month. When the month’s cover letter is used, T10 still writes the resume and tells you the letter was skipped.',
  },
  {
    question: 'Can I try T10 before creating an account?',
    answer:
      'Yes. The free trial on the home page needs no account and allows 5 generations in any 24 hours. A free account keeps those 5 a day, adds a monthly allowance on top and keeps your documents.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Paid plans are billed monthly and you can cancel whenever you like. Your plan stays active until the end of the month you have paid for, then your account moves to Free. Documents you have already created stay in your account.',
  },
  {
    question: 'How does the 7-day money-back guarantee work?',
    answer: 'If a paid plan is not right for you, write to us within 7 days of your first payment for that plan and we will refund it in full.',
  },
  {
    question: 'Can I switch plans later?',
    answer:
      'Yes. Where T10 sells plans, choose one on this page and change or cancel it any time with Manage billing on your profile. Where an administrator runs T10 for you, they assign plans. Either way an upgrade takes effect straight away, so unlimited generations are available at once.',
  },
  {
    question: 'Is T10 Resume Matching for recruiters included?',
    answer:
      'Yes. Any signed-in account can upload candidate resumes, paste a job description and get a ranked shortlist with an analysis of each candidate, exportable to CSV.',
  },
]

export const PRICING_TESTIMONIAL: Testimonial = {
  quote:
    'I moved to Standard at the start of my search and never thought twice about applying to a role that fit, because each application got its own resume and letter. The first offer paid for it many times over.',
  name: 'Luis Moreno',
  role: 'Product Designer',
}
