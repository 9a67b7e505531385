import { phraseTerms } from './terms.ts'
import type { PoolEntry, ResumeFeatures } from './types.ts'

/*
 * One new resume as a pool index build reads it from its features: strings resolved to what the
 * build compares (term ids, month numbers, degree ranks, degree-field terms). Resumes already in
 * an index are not read this way: a derived index copies their arrays (PoolIndex.derive).
 */

export interface DocRole {
  /** Months since year 0; -1 undated. */
  from: number
  months: number
  title: string | null
  current: boolean
  occupations: readonly string[]
  /** Indexes into DocData.skills. */
  skills: readonly number[]
}

export interface DocData {
  id: string
  /** Set when the resume comes from its features (PoolIndex.positionOfFeatures). */
  features: ResumeFeatures | null
  skills: readonly string[]
  /** Ids in `termDictionary` and counts, parallel. */
  termIds: Uint32Array
  termCounts: ArrayLike<number>
  /** Document length in tokens (BM25). */
  length: number
  occupations: ReadonlyArray<{ code: string; weight: number }>
  textOccupations: ReadonlyArray<{ code: string; weight: number }>
  titles: readonly string[]
  roles: readonly DocRole[]
  totalYears: number
  /** -1 when not stated. */
  statedYears: number
  datedRoles: number
  /** Index into the seniority levels (junior 0 .. lead 3). */
  seniority: number
  /** Degree rank (education.ts degreeRank; -1 none). */
  degree: number
  degreeText: string | null
  fieldText: string | null
  /** Terms of the degree fields (phraseTerms), all degrees. */
  fieldTerms: readonly string[]
  hiddenText: boolean
  /** The text's byte vector (ResumeFeatures.vector); empty when unknown. */
  vector: readonly number[]
}

/** "2014-05" -> months since year 0. */
export function monthIndex(yearMonth: string): number {
  return Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1
}

/** A resume from its features; `termIds` from the caller (the index's term dictionary). */
export function docFromFeatures(
  entry: PoolEntry,
  termIds: Uint32Array,
  seniorityRank: number,
  degree: number,
  fieldTermsOf: (field: string) => readonly string[],
): DocData {
  const f = entry.features
  return {
    id: entry.id,
    features: f,
    skills: f.skills,
    termIds,
    termCounts: f.terms.counts,
    length: f.terms.length,
    occupations: f.occupations,
    textOccupations: f.textOccupations,
    titles: f.titles,
    roles: f.roles.map((role) => ({
      from: role.start ? monthIndex(role.start) : -1,
      months: role.months,
      title: role.title,
      current: role.current,
      occupations: role.occupations,
      skills: role.skills,
    })),
    totalYears: f.totalYears,
    statedYears: f.statedYears ?? -1,
    datedRoles: f.datedRoles,
    seniority: seniorityRank,
    degree,
    degreeText: f.education.degree,
    fieldText: f.education.field,
    fieldTerms: f.education.fields.flatMap(fieldTermsOf),
    hiddenText: f.hiddenText,
    vector: f.vector ?? [],
  }
}

/** Per-build cache of degree-field terms: fields repeat across resumes. */
export function fieldTermCache(): (field: string) => readonly string[] {
  const cache = new Map<string, string[]>()
  return (field) => {
    let terms = cache.get(field)
    if (!terms) cache.set(field, (terms = phraseTerms(field)))
    return terms
  }
}
