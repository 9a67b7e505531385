import type { DegreeLevel } from '../ingest/index.ts'
import type { EducationLevel } from '../jd/index.ts'
import { phraseTerms } from './terms.ts'

/*
 * Degree levels on one scale for resumes (DegreeLevel, which has certificates) and jobs
 * (EducationLevel, which has "none"): 0 nothing, 1 high school, 2 certificate, 3 associate,
 * 4 bachelor, 5 master, 6 doctorate. A certificate meets a high-school requirement and no more.
 */

const RESUME_RANK: Record<DegreeLevel, number> = { high_school: 1, certificate: 2, associate: 3, bachelor: 4, master: 5, doctorate: 6 }
const JOB_RANK: Record<EducationLevel, number> = { none: 0, high_school: 1, associate: 3, bachelor: 4, master: 5, doctorate: 6 }

/** Rank of the resume's highest degree; -1 when it names none. */
export function degreeRank(level: DegreeLevel | null): number {
  return level ? RESUME_RANK[level] : -1
}

export function requiredRank(level: EducationLevel): number {
  return JOB_RANK[level]
}

/**
 * Steps between a degree and a requirement on the ladder high school < associate < bachelor <
 * master < doctorate (a certificate stands with high school). 0 or less: requirement met.
 */
export function levelsShort(found: number, asked: number): number {
  return ladderStep(asked) - ladderStep(found)
}

function ladderStep(rank: number): number {
  return rank <= 2 ? Math.max(rank, 1) : rank - 1
}

// Words of a field that say nothing about which field ("Bachelor's in a related field").
const GENERIC_FIELD_TERMS = new Set(
  phraseTerms(`related relevant field fields degree degrees equivalent similar discipline disciplines major area areas
program programs study studies general science sciences art arts applied technical quantitative preferred required
bachelor master associate concentration emphasis minor experience`),
)

/** The field's terms that name a subject ("Accounting or Finance" -> account, financ). */
export function fieldTerms(field: string | null): string[] {
  return field ? phraseTerms(field).filter((t) => !GENERIC_FIELD_TERMS.has(t)) : []
}
