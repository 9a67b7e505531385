import { beforeAll, describe, expect, it } from 'vitest'
import { COMPONENTS, parseJobForMatching, partScores, rankResumes, type JobFeatures, type PoolEntry } from '../../../../server/domain/match/index.ts'
import { referenceScores, type ReferenceScore } from '../../../../server/domain/match/reference-score.ts'
import { prng, vary } from '../../../../bench/lib/synthetic-pool.ts'
import { ACCOUNTANT_JD as FIXTURE_ACCOUNTANT_JD, BACKEND_JD } from '../../../fixtures/job-descriptions.ts'
import { BARE_JD, NURSING_JD, SALES_JD, TEACHER_JD } from '../jd/job-descriptions.ts'
import { ACCOUNTANT_JD, loadWrittenPool } from './helpers.ts'

/*
 * The fast ranking path (score.ts over the pool index: typed arrays, parts pass by pass, the
 * costly parts only for the resumes that can still make a short top) against the plain reference
 * scorer (reference-score.ts: each part's reference version, resume by resume). On pools built
 * from the written test resumes' features, and on a pool of a few hundred resumes varied from
 * them (bench/lib/synthetic-pool.ts), large enough that a short top is pruned: every part of
 * every resume within 1e-9 of the reference, and the top in the reference's order (scores
 * rounded to 4 decimals, ties to the smaller id).
 */

const POSTINGS: Record<string, string> = {
  backend: BACKEND_JD,
  'senior accountant': FIXTURE_ACCOUNTANT_JD,
  'accountant (match helpers)': ACCOUNTANT_JD,
  nurse: NURSING_JD,
  teacher: TEACHER_JD,
  sales: SALES_JD,
  // A posting with no title, no skills and no years: most parts are not defined.
  bare: BARE_JD,
  chef: `Role: Executive Chef
Lead our kitchen: plan menus, cook, train line cooks, order food and keep food safety standards.
Requirements:
- 5+ years in professional kitchens
- Menu planning, food preparation, food safety, inventory control, catering; ServSafe`,
  // Its title reads as no role: the occupation parts rest on its text.
  untitled: `Join us!
We run three outpatient clinics and need someone to direct clinic operations: staffing of nurses and medical
assistants, patient scheduling, budgets and compliance with health care regulations.
Requirements:
- 5+ years managing health care operations
- Bachelor's degree in Health Administration`,
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000

/** The reference's ranking: scores rounded to 4 decimals, best first, ties to the smaller id. */
function referenceTop(reference: readonly ReferenceScore[], k: number): Array<{ id: string; score: number }> {
  return reference
    .map((r) => ({ id: r.id, key: Math.round(r.score * 10_000), score: r.score }))
    .sort((a, b) => b.key - a.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, k)
    .map(({ id, score }) => ({ id, score }))
}

/** Every part of every resume, fast against reference: the largest difference and where it is. */
function worstPartDifference(job: JobFeatures, pool: readonly PoolEntry[], reference: readonly ReferenceScore[]) {
  const fast = partScores(job, pool)
  const row = new Map(fast.ids.map((id, i) => [id, i]))
  let worst = { difference: 0, at: '' }
  expect(fast.ids.length).toBe(reference.length)
  for (const r of reference) {
    const i = row.get(r.id)!
    for (const c of COMPONENTS) {
      const difference = Math.abs(fast.parts[c][i]! - r.parts[c])
      if (!(difference <= worst.difference)) worst = { difference, at: `${r.id} ${c}: fast ${fast.parts[c][i]} reference ${r.parts[c]}` }
    }
  }
  return worst
}

function expectSameRanking(job: JobFeatures, pool: readonly PoolEntry[], reference: readonly ReferenceScore[], k: number) {
  const fast = rankResumes(job, pool, k)
  const expected = referenceTop(reference, k)
  expect(fast.map((r) => r.id)).toEqual(expected.map((r) => r.id))
  fast.forEach((r, i) => expect(Math.abs(r.score - round4(expected[i]!.score)), r.id).toBeLessThan(1e-9))
}

let written: PoolEntry[] = []
let varied: PoolEntry[] = []

beforeAll(async () => {
  written = (await loadWrittenPool()).map((w) => w.entry)
  // 400 variants of the 44 (other years, some skills swapped, term counts scaled), and the 44 themselves.
  const allSkills = [...new Set(written.flatMap((e) => e.features.skills))].sort()
  const random = prng(20261127)
  varied = [
    ...written,
    ...Array.from({ length: 400 }, (_, i) => ({
      id: `v${String(i).padStart(3, '0')}`,
      features: vary(written[i % written.length]!.features, allSkills, random),
    })),
  ]
}, 120_000)

describe.each(Object.keys(POSTINGS))('posting: %s', (name) => {
  const job = parseJobForMatching(POSTINGS[name]!)

  it('the written resumes: every part as the reference computes it, the top in its order', () => {
    expect(written.length).toBeGreaterThanOrEqual(44)
    const reference = referenceScores(job, written)
    const worst = worstPartDifference(job, written, reference)
    expect(worst.difference, worst.at).toBeLessThanOrEqual(1e-9)
    // 10 of 44: a pruned top. The whole pool: every resume scored.
    expectSameRanking(job, written, reference, 10)
    expectSameRanking(job, written, reference, written.length)
  })

  it('a pool of a few hundred varied from them, where a short top is pruned', () => {
    expect(varied.length).toBeGreaterThanOrEqual(400)
    const reference = referenceScores(job, varied)
    const worst = worstPartDifference(job, varied, reference)
    expect(worst.difference, worst.at).toBeLessThanOrEqual(1e-9)
    // Pruning takes a top of at most 100 from a pool at least 4 times its size.
    for (const k of [1, 10, 100]) expectSameRanking(job, varied, reference, k)
  })
})
