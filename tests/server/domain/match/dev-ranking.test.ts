import { beforeAll, describe, expect, it } from 'vitest'
import {
  indexPool,
  parseJobForMatching,
  PoolIndex,
  rankResumes,
  resumeFeatures,
  scoreResume,
  type PoolEntry,
} from '../../../../server/domain/match/index.ts'
import { loadWrittenPool, WRITTEN_AS_OF, type WrittenResume } from './helpers.ts'

/*
 * The written test resumes (tests/resumes), every rendering but the scanned one (168 files of 44
 * resumes in 39 fields), read through the upload's ingest once for this file. A posting written
 * for a field ranks that field's files first: every rendering of its resumes above every file of
 * another field, however the file was laid out.
 */

const JOBS: Record<string, { fields: string[]; text: string; inTop?: number }> = {
  accounting: {
    fields: ['accounting'],
    text: `Role: Staff Accountant
We need an accountant to prepare financial statements, reconcile general ledger accounts and support audits.
Requirements:
- 3+ years of accounting experience
- Bachelor's degree in Accounting
- QuickBooks, Microsoft Excel, GAAP, accounts payable and month-end close`,
  },
  nursing: {
    fields: ['nursing'],
    text: `Job Title: Registered Nurse - Medical/Surgical
Care for adult patients on a 30-bed medical-surgical unit: assessments, medication administration, care plans and patient education.
Requirements:
- Current RN license; BLS and ACLS
- 2+ years of acute care nursing experience
- Epic or another electronic health record`,
  },
  culinary: {
    fields: ['culinary'],
    text: `Role: Executive Chef
Lead our kitchen: plan menus, cook, train line cooks, order food and keep food safety standards.
Requirements:
- 5+ years in professional kitchens
- Menu planning, food preparation, food safety, inventory control, catering`,
  },
  teaching: {
    // The mathematics teacher and the art teacher.
    fields: ['teaching', 'art-teacher'],
    text: `Position: Middle School Teacher
Teach students, plan lessons, manage the classroom and work with parents.
Requirements:
- Bachelor's degree in Education and a state teaching license
- Lesson planning, classroom management, differentiated instruction, curriculum development`,
  },
  'human-resources': {
    fields: ['human-resources'],
    text: `Role: HR Business Partner
Advise managers on employee relations, performance management, recruiting and benefits; run HR programs across the business.
Requirements:
- 5+ years in human resources
- Employee relations, performance management, HRIS (Workday), benefits administration, employment law`,
  },
  'public-relations': {
    fields: ['public-relations'],
    text: `Role: Public Relations Manager
Write press releases, manage media relations and social media, and plan events and campaigns.
Requirements:
- 5+ years in public relations or communications
- Public relations, press releases, media relations, crisis communications, social media`,
  },
  'software-engineering': {
    // The engineer, the CS student and the iOS developer; a product manager who began as a software
    // engineer may come before the iOS developer's files, so most of the top, not all of it.
    fields: ['software-engineering'],
    inTop: 8,
    text: `Position: Software Engineer
Build and run web and mobile applications with our product team.
Requirements:
- 3+ years of professional software development
- Python, JavaScript or Swift; Git; REST APIs; unit testing; code review
- Bachelor's degree in Computer Science`,
  },
  legal: {
    // The paralegal and the legal assistant.
    fields: ['paralegal', 'legal-assistant'],
    text: `Role: Litigation Paralegal
Support our litigation team: draft pleadings and discovery, manage case files and calendars, e-file with the courts.
Requirements:
- 2+ years as a paralegal or legal assistant in a law firm
- Legal research, document review, e-filing, case management software (Clio)`,
  },
  transportation: {
    fields: ['transportation'],
    text: `Role: CDL Class A Truck Driver
Drive regional routes, inspect the truck before and after each trip and keep electronic logs.
Requirements:
- CDL Class A with a clean driving record
- 2+ years of over-the-road or regional driving
- DOT regulations, ELD, pre-trip inspection`,
  },
  welding: {
    fields: ['welding'],
    text: `Role: Welder / Fabricator
Weld and fabricate steel structures from blueprints in our shop.
Requirements:
- MIG, TIG and stick welding; AWS certification
- Blueprint reading, grinding, fitting
- 3+ years of welding experience`,
  },
  'insurance-claims': {
    fields: ['insurance-claims'],
    text: `Role: Property Claims Adjuster
Investigate and settle homeowners' property claims: inspect damage, write estimates in Xactimate, set reserves and negotiate settlements.
Requirements:
- State adjuster license
- 3+ years of property claims experience`,
  },
}

let written: WrittenResume[]
let pool: PoolEntry[]
const fieldOf = (id: string) => written.find((d) => d.id === id)!.field

beforeAll(async () => {
  written = await loadWrittenPool({ every: true })
  pool = written.map((d) => d.entry)
}, 300_000)

describe("a posting for a field ranks that field's written resumes first", () => {
  it('reads every rendering but the scanned ones', () => {
    expect(pool.length).toBeGreaterThanOrEqual(160)
    expect(new Set(written.map((d) => d.source.id)).size).toBeGreaterThanOrEqual(44)
  })

  it.each(Object.keys(JOBS))('%s', (name) => {
    const { fields, text, inTop } = JOBS[name]!
    const files = written.filter((d) => fields.includes(d.field)).length
    expect(files).toBeGreaterThanOrEqual(3)
    const top = rankResumes(parseJobForMatching(text), pool, files)
    const theirs = top.filter((r) => fields.includes(fieldOf(r.id))).length
    expect(theirs, top.map((r) => r.id).join(', ')).toBeGreaterThanOrEqual(inTop ?? files)
  })
})

describe('determinism', () => {
  it('two runs, on separately built pools, give deep-equal results', () => {
    const job = parseJobForMatching(JOBS.accounting!.text)
    const first = rankResumes(job, pool, 20)
    // A fresh pool from stored JSON, in reverse order, and a fresh job: the same numbers.
    const stored = JSON.parse(JSON.stringify(pool)) as PoolEntry[]
    const second = rankResumes(JSON.parse(JSON.stringify(job)), indexPool(stored.reverse()), 20)
    expect(second).toEqual(first)
  })

  it('a short top is the head of the whole ranking, numbers and evidence included', () => {
    // A short top skips the resumes whose first parts already rule them out; the whole
    // ranking scores every resume.
    for (const { text } of Object.values(JOBS)) {
      const job = parseJobForMatching(text)
      const whole = rankResumes(job, pool, pool.length)
      for (const k of [1, 3, 10, 36]) expect(rankResumes(job, pool, k)).toEqual(whole.slice(0, k))
    }
  })

  it('features computed twice are equal', () => {
    const d = written[7]!
    expect(resumeFeatures(d.extracted, { asOf: WRITTEN_AS_OF })).toEqual(d.entry.features)
  })
})

describe('a pool re-indexed from its previous version', () => {
  // The server keeps a pool's index, not its features: after an upload or a delete the next
  // version is derived from the last one. It must rank exactly as one built from scratch.
  it('gives the numbers of a pool built from all the features', () => {
    const before = new PoolIndex(pool.slice(0, 120))
    const removed = new Set(pool.slice(10, 40).map((e) => e.id))
    const added = pool.slice(120)
    const derived = before.derive((id) => !removed.has(id), added)
    const scratch = new PoolIndex([...pool.slice(0, 120).filter((e) => !removed.has(e.id)), ...added])
    expect(derived.size).toBe(pool.length - 30)
    expect(derived.ids).toEqual(scratch.ids)
    for (const name of ['accounting', 'culinary', 'teaching']) {
      const job = parseJobForMatching(JOBS[name]!.text)
      expect(rankResumes(job, derived, derived.size)).toEqual(rankResumes(job, scratch, scratch.size))
    }
    const kept = pool[50]!
    const job = parseJobForMatching(JOBS['human-resources']!.text)
    expect(scoreResume(job, kept.features, derived, kept.id)).toEqual(scoreResume(job, kept.features, scratch, kept.id))
  })

  it('derived twice in a row still agrees, and holds no feature objects', () => {
    const first = new PoolIndex(pool.slice(0, 60)).derive(() => true, pool.slice(60, 100))
    const second = first.derive((id) => id !== pool[0]!.id, pool.slice(100))
    const scratch = new PoolIndex(pool.slice(1))
    const job = parseJobForMatching(JOBS.accounting!.text)
    expect(rankResumes(job, second, 20)).toEqual(rankResumes(job, scratch, 20))
    expect(second.positionOfFeatures.has(pool[5]!.features)).toBe(false)
    expect(second.positionOfFeatures.has(pool[120]!.features)).toBe(true)
  })
})

describe('stored features', () => {
  it('survive a JSON round trip unchanged', () => {
    for (const { features } of pool) expect(JSON.parse(JSON.stringify(features))).toEqual(features)
  })

  it('are compact', () => {
    const sizes = pool.map((e) => Buffer.byteLength(JSON.stringify(e.features)))
    const mean = sizes.reduce((s, n) => s + n, 0) / sizes.length
    const max = Math.max(...sizes)
    console.log(`features JSON per resume: mean ${Math.round(mean)} B, max ${max} B (${pool.length} written resume files)`)
    expect(mean).toBeLessThan(5000)
    expect(max).toBeLessThan(10_000)
  })

  it('give nearly every resume titles, an occupation and a term vector', () => {
    const withOccupation = pool.filter((e) => e.features.occupations.length > 0).length
    expect(withOccupation / pool.length).toBeGreaterThan(0.9)
    for (const { features } of pool) {
      expect(features.terms.terms.split(' ')).toHaveLength(features.terms.counts.length)
      expect(features.terms.counts.length).toBeLessThanOrEqual(200)
    }
  })
})
