import type { ParsedResume } from '../../../../shared/schemas/resume.ts'

/** Parsed resumes written for these tests: what ingest gives for a well-formed resume. */

export const ENGINEER: ParsedResume = {
  contact: {
    name: 'Jordan Alvarez',
    email: 'jordan.alvarez@example.com',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    links: ['github.com/jalvarez'],
  },
  summary: 'Backend engineer who likes owning systems end to end. Built event-driven services and tuned PostgreSQL for high-throughput payments.',
  experience: [
    {
      title: 'Backend Engineer',
      company: 'Brightwave Payments',
      location: 'San Francisco, CA',
      start: 'Mar 2021',
      end: 'Present',
      bullets: [
        'Organized the quarterly hackathon and the team offsite.',
        'Wrote onboarding documentation for new hires.',
        'Designed and shipped a settlement service in TypeScript and Node.js that processes 2.3M transactions a day.',
        'Mentored five engineers and led design reviews for the platform group.',
        'Cut p99 API latency from 480 ms to 290 ms by tuning PostgreSQL queries.',
        'Ran the on-call rotation for the payments team.',
        'Migrated 14 services to Kubernetes with Terraform, reducing infrastructure cost by 28%.',
        'Presented the platform roadmap at the engineering all-hands.',
        'Reviewed pull requests across four repositories.',
        'Introduced a blameless incident process adopted across the company.',
        'Automated release notes with a small Python script.',
        'Interviewed candidates for backend roles.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Cloudnest',
      location: 'Oakland, CA',
      start: 'Jun 2018',
      end: 'Feb 2021',
      bullets: [
        'Built multi-tenant REST APIs in Go serving 1,200 business customers.',
        'Implemented CI/CD pipelines with GitHub Actions and Docker.',
        'Added tracing and dashboards, halving the time to resolve incidents.',
        'Maintained the billing integration with Stripe.',
        'Supervised two interns during the summer program.',
        'Wrote the internal style guide for Go services.',
        'Upgraded the CI runners to a newer machine image.',
      ],
    },
    {
      title: 'Junior Developer',
      company: 'Pixel & Co.',
      location: 'Austin, TX',
      start: 'Jul 2016',
      end: 'May 2018',
      bullets: [
        'Maintained Express.js services and a React dashboard used by 40 analysts.',
        'Wrote integration tests that raised coverage from 35% to 80%.',
        'Fixed accessibility issues in the customer portal.',
        'Kept the staging database in sync with a nightly script.',
        'Set up the office printers.',
      ],
    },
  ],
  education: [{ degree: 'B.S.', field: 'Computer Science', institution: 'University of Texas at Austin', year: '2016' }],
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Terraform', 'Go', 'Python', 'Docker', 'React', 'REST APIs', 'CI/CD', 'Kafka'],
  projects: [
    'pg-migrate-lite: zero-downtime migration runner for PostgreSQL (github.com/jalvarez/pg-migrate-lite)',
    'Recipe Box: a React app for sharing family recipes',
  ],
  certifications: ['AWS Certified Solutions Architect - Associate', 'Certified Kubernetes Application Developer (CKAD)'],
  sections: [],
}

export const ACCOUNTANT: ParsedResume = {
  contact: { name: 'Ebony Moore', email: 'emoore@email.com', phone: '206-555-0149', location: 'Seattle, WA', links: [] },
  summary: 'Detail-oriented accountant with a record of clean audits. Experienced with month-end close and GAAP reporting.',
  experience: [
    {
      title: 'Staff Accountant',
      company: 'Evergreen Outfitters',
      location: 'Seattle, WA',
      start: 'January 2019',
      end: 'Current',
      bullets: [
        'Answer vendor questions about payment status',
        'Prepare monthly financial statements and variance analysis for the Controller',
        'Reconcile 40 balance sheet accounts each month, clearing a backlog of $1.2M in unmatched items',
        'Record journal entries for accruals, prepaid expenses and fixed assets in the general ledger',
        'Led the migration from QuickBooks to SAP for 3 subsidiaries',
      ],
    },
    {
      title: 'Accounts Payable Clerk',
      company: 'Harbor Freight Lines',
      location: 'Tacoma, WA',
      start: 'June 2016',
      end: 'December 2018',
      bullets: [
        'Processed 600 vendor invoices a month in Oracle',
        'Matched purchase orders and receipts before payment',
        'Trained two new clerks on the payment process',
      ],
    },
  ],
  education: [{ degree: 'Bachelor of Science', field: 'Accounting', institution: 'University of Washington', year: '2016' }],
  skills: [
    'Microsoft Excel',
    'SAP',
    'QuickBooks',
    'General Ledger',
    'Journal entries',
    'Financial statements',
    'Account reconciliation',
    'Accounts Payable',
    'Oracle Database',
  ],
  projects: [],
  certifications: ['Certified Public Accountant (CPA), Washington'],
  sections: [],
}

/** A resume with no dates, no name and no skills: every fallback. */
export const SPARSE: ParsedResume = {
  contact: { name: null, email: null, phone: null, location: null, links: [] },
  summary: null,
  experience: [
    { title: null, company: 'Corner Cafe', location: null, start: null, end: null, bullets: ['served customers', 'Opened the store on weekends.'] },
  ],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
  sections: [],
}

/** ENGINEER with many more (and longer) bullets: a resume long enough to need selecting. */
export const LONG_ENGINEER: ParsedResume = {
  ...ENGINEER,
  experience: ENGINEER.experience.map((role, r) => ({
    ...role,
    bullets: [
      ...role.bullets,
      ...Array.from(
        { length: [10, 8, 6][r]! },
        (_, i) =>
          `Handled the ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][i]} internal support rotation for the operations group, answering questions from colleagues in other offices and keeping the shared runbooks current`,
      ),
    ],
  })),
}
