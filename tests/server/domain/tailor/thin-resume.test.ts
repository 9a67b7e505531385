import { describe, expect, it } from 'vitest'
import type { ParsedResume } from '../../../../shared/schemas/resume.ts'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'
import { SALES_JD } from '../jd/job-descriptions.ts'

/*
 * Resumes as the dev set often gives them: a role the parser found no title for, its bullets one
 * paragraph with the periods run together, an objective aimed at another job, and a posting that
 * names one skill twice ("CPA (Certified Public Accountant)").
 */

const TODAY = new Date(Date.UTC(2025, 2, 3))
const words = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length
const sentencesOf = (paragraphs: string[]) => paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/))

const SERVICE_DESK: ParsedResume = {
  contact: { name: null, email: null, phone: null, location: null, links: [] },
  summary: 'Looking for a position as a graphic designer in a studio where my skills can grow. Friendly and dependable.',
  experience: [
    {
      title: null,
      company: null,
      location: null,
      start: '03/2019',
      end: 'Current',
      bullets: [
        'Handled returns at the service desk.Greets customers and answers questions about orders..Resolves customer complaints with patience and customer service skills.Operates the cash register and balances the drawer at closing.',
      ],
    },
    {
      title: 'Warehouse Lead',
      company: 'Harbor Supply',
      location: 'Oakland, CA',
      start: '01/2012',
      end: '02/2019',
      bullets: ['Supervised 6 people on the evening shift', 'Record keeping of inbound pallets.'],
    },
  ],
  education: [{ degree: 'Associate', field: 'Graphic Design', institution: 'Laney College', year: '2011' }],
  skills: ['Customer service', 'Microsoft Excel', 'Adobe Photoshop', 'Time management'],
  projects: [],
  certifications: [],
  sections: [],
}

const CUSTOMER_SUCCESS_JD = `Customer Success Associate
Company: Lumen Desk

What you will do:
- Answer customer questions by phone and email
- Resolve complaints and follow up until each case is closed

Requirements:
- Customer service experience
- Microsoft Excel
- Time management
`

const ACCOUNTANT: ParsedResume = {
  contact: { name: 'Dana Whitfield', email: null, phone: null, location: null, links: [] },
  summary: 'CPA with a focus on month-end work.',
  experience: [
    {
      title: 'Staff Accountant',
      company: 'Lakeview Dairy',
      location: null,
      start: '2019',
      end: 'Present',
      bullets: ['Prepare journal entries in accordance with GAAP', 'Reconcile bank accounts monthly'],
    },
  ],
  education: [],
  skills: ['Certified Public Accountant', 'Generally Accepted Accounting Principles', 'QuickBooks'],
  projects: [],
  certifications: ['CPA'],
  sections: [],
}

const STAFF_ACCOUNTANT_JD = `Staff Accountant
Company: Cedar Works

Requirements:
- CPA (Certified Public Accountant) preferred
- Knowledge of GAAP (Generally Accepted Accounting Principles)
- QuickBooks
- Journal entries and account reconciliation
`

describe('a resume with little to quote', () => {
  const support = parseJobDescription(CUSTOMER_SUCCESS_JD)

  it('splits a paragraph-long bullet whose periods run together into its sentences', () => {
    const { document } = tailorResume({ resume: SERVICE_DESK, job: support, today: TODAY })
    const current = document.experience.find((e) => e.start === '03/2019')!
    expect(current.bullets).toEqual(
      expect.arrayContaining([
        'Greets customers and answers questions about orders',
        'Resolves customer complaints with patience and customer service skills',
        'Operates the cash register and balances the drawer at closing',
      ]),
    )
  })

  it('leaves an objective aimed at another job out of the summary', () => {
    const { document } = tailorResume({ resume: SERVICE_DESK, job: support, today: TODAY })
    expect(document.summary).not.toMatch(/graphic designer|Looking for a position/)
    // What the resume shows instead: the title it gives, the years its dates give, and work the posting asks for.
    expect(document.summary).toMatch(/^Warehouse Lead with 13 years of experience\./)
    expect(document.summary).toContain('Resolves customer complaints with patience and customer service skills.')
  })

  it('writes a short letter from what the resume shows, and says why it is short', () => {
    const { document: letter, log } = writeCoverLetter({ resume: SERVICE_DESK, job: support, today: TODAY })
    expect(words(letter.paragraphs)).toBeLessThanOrEqual(380)
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3)
    expect(letter.paragraphs.length).toBeLessThanOrEqual(4)
    const text = letter.paragraphs.join(' ')
    // The titled role by its own dates; the untitled current one never called "latest" of another.
    expect(sentencesOf(letter.paragraphs).some((x) => /Warehouse Lead/.test(x) && /Harbor Supply/.test(x) && /2019/.test(x))).toBe(true)
    expect(text).not.toMatch(/latest role was Warehouse Lead/)
    // The posting's asks, shown by the candidate's work, and its listed skills.
    expect(text).toMatch(/resolve customer complaints with patience and customer service skills/)
    expect(text).toMatch(/Microsoft Excel/)
    if (words(letter.paragraphs) < 220) expect(log.join('\n')).toMatch(/too little to say more without repeating it/)
  })

  it('turns each sentence of the paragraph into evidence, every later verb in the same form', () => {
    const { document: letter } = writeCoverLetter({ resume: SERVICE_DESK, job: support, today: TODAY })
    const text = letter.paragraphs.join(' ')
    expect(text).toMatch(/greet customers and answer questions about orders/)
    expect(text).toMatch(/operate the cash register and balance the drawer at closing/)
    expect(text).not.toMatch(/and answers questions|and balances the drawer/)
    // "There, I ..." follows a sentence about the same role, never opens a paragraph.
    for (const p of letter.paragraphs) expect(p).not.toMatch(/^(?:There|Alongside that),/)
    const openings = sentencesOf(letter.paragraphs).map((x) => x.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
    expect(openings.length - new Set(openings).size).toBe(0)
  })

  it('falls back cleanly when the resume backs nothing the job asks for: true sentences only, and says why it is short', () => {
    const { document: letter, log } = writeCoverLetter({ resume: SERVICE_DESK, job: parseJobDescription(SALES_JD), today: TODAY })
    const text = letter.paragraphs.join(' ')
    expect(text).not.toMatch(/Salesforce|HubSpot|cold calling|prospecting/i)
    expect(sentencesOf(letter.paragraphs).some((x) => /Warehouse Lead/.test(x) && /Harbor Supply/.test(x) && /2019/.test(x))).toBe(true)
    expect(text).toMatch(/In my current role, I handled returns at the service desk\./)
    // No name on the resume: no signature line (the review step asks for the name).
    expect(letter.signature).toBe('')
    expect(log.join('\n')).toMatch(/No name was found/)
    if (words(letter.paragraphs) < 220) expect(log.join('\n')).toMatch(/too little to say more without repeating it/)
  })
})

describe('a posting that names one skill twice', () => {
  const job = parseJobDescription(STAFF_ACCOUNTANT_JD)

  it('names each skill once in every list of the letter and the summary', () => {
    expect(job.keywords).toEqual(expect.arrayContaining(['CPA', 'Certified Public Accountant']))
    const { document: letter } = writeCoverLetter({ resume: ACCOUNTANT, job, today: TODAY })
    const { document: resume } = tailorResume({ resume: ACCOUNTANT, job, today: TODAY })
    for (const text of [letter.paragraphs.join(' '), resume.summary ?? '']) {
      expect(text).not.toMatch(/\b(\p{L}[\p{L} ]{2,60}?)(?:,| and) \1(?=[,.;]|\s+and\b|$)/iu)
      expect(text).not.toMatch(/CPA(?:,| and) Certified Public Accountant|Certified Public Accountant(?:,| and) CPA/)
    }
  })
})

describe('verbs later in a bullet', () => {
  const CASHIER: ParsedResume = {
    ...SERVICE_DESK,
    summary: null,
    experience: [
      {
        title: 'Cash Office Associate',
        company: 'Northgate Market',
        location: null,
        start: '2015',
        end: '2018',
        bullets: [
          'Balances the store safe and registers daily before opening',
          'Assists with IT audits and reviews including user access',
          'Greets customers and answers questions about orders',
        ],
      },
    ],
  }

  it("takes the first verb's form, but leaves a word that is as often a plural noun as it was", () => {
    const text = writeCoverLetter({ resume: CASHIER, job: parseJobDescription(CUSTOMER_SUCCESS_JD), today: TODAY }).document.paragraphs.join(' ')
    expect(text).toContain('greeted customers and answered questions about orders')
    expect(text).toContain('balanced the store safe and registers daily before opening')
    expect(text).toContain('assisted with IT audits and reviews including user access')
  })
})
