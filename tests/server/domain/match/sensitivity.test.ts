import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { extractResume } from '../../../../server/domain/ingest/index.ts'
import { parseJobForMatching, rankResumes, resumeFeatures, type JobFeatures, type PoolEntry } from '../../../../server/domain/match/index.ts'
import { findSkills } from '../../../../server/domain/skills/index.ts'
import { AS_OF, DATA_DIR, fromText } from './helpers.ts'

/*
 * Sensitivity, on real postings and resumes (tests/data/graded-dev): a resume derived from the
 * best-graded resume of a posting's pool, with the posting's required skills taken out or its
 * years cut below what the posting asks, ranks below the original in that pool; the posting's
 * title and skills stuffed into a resume of another occupation do not lift it past the strong
 * fits, and writing them twenty times gains nothing over writing them once.
 */

const GRADED = path.join(DATA_DIR, 'graded-dev')
const POSTINGS = ['jd01', 'jd09', 'jd15']

interface Case {
  id: string
  job: JobFeatures
  jobText: string
  pool: Array<{ id: string; text: string; grade: number }>
}

function readCases(): Array<Omit<Case, 'pool'> & { rows: Array<{ id: string; file: string; grade: number }> }> {
  const rows = readFileSync(path.join(GRADED, 'grades.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
  return POSTINGS.map((id) => {
    const jobText = readFileSync(path.join(GRADED, 'jds', `${id}.txt`), 'utf8')
    return {
      id,
      jobText,
      job: parseJobForMatching(jobText),
      rows: rows.filter((r) => r[0] === id).map((r) => ({ id: r[1]!, file: r[2]!, grade: Number(r[4]) })),
    }
  })
}

const cases: Case[] = []

beforeAll(async () => {
  for (const c of readCases()) {
    const pool: Case['pool'] = []
    for (const row of c.rows) {
      const text = (await extractResume(new Uint8Array(readFileSync(path.join(DATA_DIR, row.file))))).resume_text
      pool.push({ id: row.id, text, grade: row.grade })
    }
    cases.push({ id: c.id, job: c.job, jobText: c.jobText, pool })
  }
}, 120_000)

const features = (text: string) => resumeFeatures(fromText(text), { asOf: AS_OF })

/** Ranks the pool with extra resumes added; returns id -> rank and the ranked list. */
function rankWith(c: Case, extra: Array<{ id: string; text: string }>) {
  const entries: PoolEntry[] = [...c.pool, ...extra].map((r) => ({ id: r.id, features: features(r.text) }))
  const ranked = rankResumes(c.job, entries, entries.length)
  return { rank: (id: string) => ranked.find((r) => r.id === id)!.rank, ranked }
}

const best = (c: Case) => [...c.pool].sort((a, b) => b.grade - a.grade || a.id.localeCompare(b.id))[0]!

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

describe('sensitivity on graded postings', () => {
  it('a resume with the required skills taken out ranks below the original', () => {
    for (const c of cases) {
      const original = best(c)
      const named = c.job.requiredSkills.filter((s) => findSkills(original.text).includes(s))
      expect(named.length, `${c.id}: the best resume names some required skills`).toBeGreaterThan(0)
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
      const original = best(c)
      const variant = { id: `${original.id}-short`, text: yearsCut(original.text, AS_OF.getUTCFullYear() - 1) }
      const { rank, ranked } = rankWith(c, [variant])
      const short = ranked.find((r) => r.id === variant.id)!
      expect(short.evidence.experience.yearsFound ?? 0).toBeLessThan(c.job.yearsRequired!)
      expect(rank(variant.id), c.id).toBeGreaterThan(rank(original.id))
    }
  })

  it('category words stuffed into another occupation do not lift it past the strong fits, and repeating them adds nothing', () => {
    for (const c of cases) {
      const outsider = [...c.pool].filter((r) => r.grade === 0).sort((a, b) => a.id.localeCompare(b.id))[0]!
      const words = `${c.job.title} ${c.job.requiredSkills.join(' ')}`
      const once = { id: `${outsider.id}-once`, text: `${outsider.text}\n\nKeywords\n${words}\n` }
      const twenty = { id: `${outsider.id}-twenty`, text: `${outsider.text}\n\nKeywords\n${Array.from({ length: 20 }, () => words).join(', ')}\n` }
      const { rank, ranked } = rankWith(c, [once, twenty])
      for (const fit of c.pool.filter((r) => r.grade >= 2.5)) expect(rank(twenty.id), `${c.id}: ${fit.id}`).toBeGreaterThan(rank(fit.id))
      const score = (id: string) => ranked.find((r) => r.id === id)!.score
      expect(score(twenty.id), c.id).toBeLessThanOrEqual(score(once.id) + 0.005)
    }
  })

  it('repeating the words a resume already has does not raise its rank', () => {
    for (const c of cases) {
      const original = [...c.pool].sort((a, b) => a.id.localeCompare(b.id))[3]!
      const repeated = { id: `${original.id}-repeated`, text: `${original.text}\n${original.text.split('\n').slice(0, 30).join(' ').repeat(5)}` }
      const { rank } = rankWith(c, [repeated])
      expect(rank(repeated.id), c.id).toBeGreaterThanOrEqual(rank(original.id) - 1)
    }
  })
})
