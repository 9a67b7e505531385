import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobForMatching, rankResumes, resumeFeatures, type JobFeatures, type PoolEntry } from '../../../../server/domain/match/index.ts'
import { findSkills } from '../../../../server/domain/skills/index.ts'
import { fromText, loadWrittenPool, WRITTEN_AS_OF } from './helpers.ts'

/*
 * Sensitivity, on the written test resumes (tests/resumes, each read from one of its files) and
 * postings written for three of their fields: a resume derived from the field's own resume, with
 * the posting's required skills taken out or its years cut below what the posting asks, ranks
 * below the original in the pool of all 44; the posting's title and skills stuffed into a resume
 * of another field do not lift it past the field's resume, and writing them twenty times gains
 * nothing over writing them once.
 */

/** Per posting: the field's resume (fit), a resume of a neighbouring field (near), and one of a field far from it (outsider). */
const POSTINGS: Array<{ id: string; fit: string; near: string; outsider: string; text: string }> = [
  {
    id: 'accountant',
    fit: 'accountant-priya-raman',
    near: 'banker-hannah-kowalski',
    outsider: 'welder-jorge-ramirez',
    text: `Role: Senior Accountant
Company: Lakeshore Distribution

Own the month-end close for our three entities, prepare the financial statements and support the external audit.

Responsibilities:
- Prepare journal entries, accruals and account reconciliations
- Maintain fixed asset schedules and intercompany eliminations
- Prepare audit schedules and answer auditor requests

Requirements:
- 5+ years of accounting experience
- Bachelor's degree in Accounting
- GAAP, month-end close, account reconciliation, NetSuite or QuickBooks, Microsoft Excel`,
  },
  {
    id: 'nurse',
    fit: 'nurse-grace-mensah',
    near: 'pharmacy-tech-jasmine-lee',
    outsider: 'software-engineer-arjun-mehta',
    text: `Job Title: Registered Nurse - Intensive Care Unit
Bayview General Hospital

Care for critically ill adults in our 24-bed medical ICU: assessments, titrated drips, ventilator care, care plans and family education.

Requirements:
- Current RN license; BLS and ACLS
- 3+ years of acute care nursing, 1 of them in an ICU
- Critical care, patient assessment, medication administration, Epic or another electronic health record`,
  },
  {
    id: 'sysadmin',
    fit: 'sysadmin-tomasz-nowak',
    near: 'cybersecurity-analyst-fatima-rahman',
    outsider: 'chef-luis-echeverria',
    text: `Role: Systems Administrator
Keep our Windows and Linux servers, Active Directory, backups and network running for 400 staff across three offices.

Requirements:
- 4+ years of experience administering Windows Server and Linux
- Active Directory, Group Policy, VMware, PowerShell scripting, backup and recovery
- Microsoft 365 administration`,
  },
]

interface Case {
  id: string
  job: JobFeatures
  fit: { id: string; text: string }
  near: { id: string; text: string }
  outsider: { id: string; text: string }
  pool: Array<{ id: string; text: string }>
}

const cases: Case[] = []

beforeAll(async () => {
  const written = await loadWrittenPool()
  const pool = written.map((w) => ({ id: w.id, text: w.extracted.resume_text }))
  const byId = (id: string) => pool.find((r) => r.id === id)!
  for (const p of POSTINGS)
    cases.push({ id: p.id, job: parseJobForMatching(p.text), fit: byId(p.fit), near: byId(p.near), outsider: byId(p.outsider), pool })
}, 120_000)

const features = (text: string) => resumeFeatures(fromText(text), { asOf: WRITTEN_AS_OF })

/** Ranks the pool with extra resumes added; returns id -> rank and the ranked list. */
function rankWith(c: Case, extra: Array<{ id: string; text: string }>) {
  const entries: PoolEntry[] = [...c.pool, ...extra].map((r) => ({ id: r.id, features: features(r.text) }))
  const ranked = rankResumes(c.job, entries, entries.length)
  return { rank: (id: string) => ranked.find((r) => r.id === id)!.rank, ranked }
}

/** The text without the lines that name any of the skills. */
function withoutSkills(text: string, skills: readonly string[]): string {
  const drop = new Set(skills)
  return text
    .split('\n')
    .filter((line) => !findSkills(line).some((s) => drop.has(s)))
    .join('\n')
}

/** The text with every year moved up to `floor` at least: all roles fit in the last year or so. */
function yearsCut(text: string, floor: number): string {
  return text.replace(/\b(19[5-9]\d|20[0-2]\d)\b/g, (y) => String(Math.max(Number(y), floor)))
}

describe('sensitivity on postings written for the written resumes', () => {
  it('the field’s resume ranks first for its posting', () => {
    expect(cases).toHaveLength(POSTINGS.length)
    for (const c of cases) expect(rankWith(c, []).ranked[0]!.id, c.id).toBe(c.fit.id)
  })

  it('a resume with the required skills taken out ranks below the original', () => {
    for (const c of cases) {
      const original = c.fit
      const named = c.job.requiredSkills.filter((s) => findSkills(original.text).includes(s))
      expect(named.length, `${c.id}: the resume names some required skills`).toBeGreaterThan(1)
      const variant = { id: `${original.id}-no-skills`, text: withoutSkills(original.text, c.job.requiredSkills) }
      const { rank, ranked } = rankWith(c, [variant])
      expect(rank(variant.id), c.id).toBeGreaterThan(rank(original.id))
      const scoreOf = (id: string) => ranked.find((r) => r.id === id)!
      expect(scoreOf(variant.id).categoryScores.skills).toBeLessThan(scoreOf(original.id).categoryScores.skills)
    }
  })

  it('a resume with its years cut below the ask ranks below the original', () => {
    for (const c of cases) {
      expect(c.job.yearsRequired, c.id).not.toBeNull()
      const original = c.fit
      const variant = { id: `${original.id}-short`, text: yearsCut(original.text, WRITTEN_AS_OF.getUTCFullYear() - 1) }
      const { rank, ranked } = rankWith(c, [variant])
      const short = ranked.find((r) => r.id === variant.id)!
      const full = ranked.find((r) => r.id === original.id)!
      expect(full.evidence.experience.yearsFound ?? 0, c.id).toBeGreaterThanOrEqual(c.job.yearsRequired!)
      expect(short.evidence.experience.yearsFound ?? 0, c.id).toBeLessThan(c.job.yearsRequired!)
      expect(rank(variant.id), c.id).toBeGreaterThan(rank(original.id))
    }
  })

  it('the posting’s words stuffed into another field’s resume do not lift it past the fit, and repeating them adds nothing', () => {
    for (const c of cases) {
      const outsider = c.outsider
      const words = `${c.job.title} ${c.job.requiredSkills.join(' ')}`
      const once = { id: `${outsider.id}-once`, text: `${outsider.text}\n\nKeywords\n${words}\n` }
      const twenty = { id: `${outsider.id}-twenty`, text: `${outsider.text}\n\nKeywords\n${Array.from({ length: 20 }, () => words).join(', ')}\n` }
      const { rank, ranked } = rankWith(c, [once, twenty])
      expect(rank(twenty.id), c.id).toBeGreaterThan(rank(c.fit.id))
      expect(rank(once.id), c.id).toBeGreaterThan(rank(c.fit.id))
      const score = (id: string) => ranked.find((r) => r.id === id)!.score
      expect(score(twenty.id), c.id).toBeLessThanOrEqual(score(once.id) + 0.005)
    }
  })

  it('repeating the words a resume already has does not raise its rank', () => {
    for (const c of cases) {
      for (const original of [c.fit, c.near]) {
        const repeated = { id: `${original.id}-repeated`, text: `${original.text}\n${original.text.split('\n').slice(0, 30).join(' ').repeat(5)}` }
        const { rank } = rankWith(c, [repeated])
        expect(rank(repeated.id), `${c.id}: ${original.id}`).toBeGreaterThanOrEqual(rank(original.id) - 1)
      }
    }
  })
})
