import type { PoolIndex } from './pool-index.ts'
import { phraseTerms } from './terms.ts'
import type { PoolEntry, ResumeFeatures } from './types.ts'

/*
 * One resume as a pool index is built from it, whichever way it comes: from its features (a
 * resume read at ingest) or from the index of an earlier version of the pool (a resume already
 * indexed). Reading indexed resumes back out of their arrays is what lets a pool that gained or
 * lost a few resumes be re-indexed without its feature objects, which the server does not keep.
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

/**
 * The resumes of an index, read back out of its arrays, in index order. Terms come back as ids of
 * the index's term dictionary, from one pass over the postings.
 */
export function docsFromIndex(x: PoolIndex): DocData[] {
  const n = x.size
  // Postings are term-major; turn them doc-major (counting sort by resume).
  const termStart = new Uint32Array(n + 1)
  for (let i = 0; i < x.postingDocs.length; i++) termStart[x.postingDocs[i]! + 1]!++
  for (let d = 0; d < n; d++) termStart[d + 1] = termStart[d + 1]! + termStart[d]!
  const fill = termStart.slice(0, n)
  const docTerms = new Uint32Array(x.postingDocs.length)
  const docTfs = new Uint16Array(x.postingDocs.length)
  for (let t = 0; t < x.vocabulary; t++) {
    for (let i = x.postingStart[t]!, end = x.postingStart[t + 1]!; i < end; i++) {
      const at = fill[x.postingDocs[i]!]!++
      docTerms[at] = t
      docTfs[at] = x.postingTfs[i]!
    }
  }
  const names = (dict: { names: string[] }, ids: Uint32Array, from: number, to: number) => {
    const out: string[] = []
    for (let i = from; i < to; i++) out.push(dict.names[ids[i]!]!)
    return out
  }
  const docs: DocData[] = new Array(n)
  for (let d = 0; d < n; d++) {
    const skillIds = x.skills.subarray(x.skillStart[d]!, x.skillStart[d + 1]!)
    const skillIndex = new Map<number, number>()
    skillIds.forEach((id, i) => {
      if (!skillIndex.has(id)) skillIndex.set(id, i)
    })
    const roles: DocRole[] = []
    for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
      const skills: number[] = []
      for (let i = x.roleSkillStart[r]!, e = x.roleSkillStart[r + 1]!; i < e; i++) skills.push(skillIndex.get(x.roleSkills[i]!)!)
      const title = x.roleTitle[r]!
      roles.push({
        from: x.roleFrom[r]!,
        months: x.roleMonths[r]!,
        title: title >= 0 ? x.titleDict.names[title]! : null,
        current: x.roleCurrent[r] === 1,
        occupations: names(x.occupationDict, x.roleOccs, x.roleOccStart[r]!, x.roleOccStart[r + 1]!),
        skills,
      })
    }
    const weighted = (start: Uint32Array, ids: Uint32Array, weights: Float32Array) => {
      const out: Array<{ code: string; weight: number }> = []
      for (let i = start[d]!, end = start[d + 1]!; i < end; i++) out.push({ code: x.occupationDict.names[ids[i]!]!, weight: weights[i]! })
      return out
    }
    docs[d] = {
      id: x.ids[d]!,
      features: null,
      skills: names(x.skillDict, x.skills, x.skillStart[d]!, x.skillStart[d + 1]!),
      termIds: docTerms.subarray(termStart[d]!, termStart[d + 1]!),
      termCounts: docTfs.subarray(termStart[d]!, termStart[d + 1]!),
      length: x.lengths[d]!,
      occupations: weighted(x.occStart, x.occs, x.occWeights),
      textOccupations: weighted(x.textOccStart, x.textOccs, x.textOccWeights),
      titles: names(x.titleDict, x.docTitles, x.docTitleStart[d]!, x.docTitleStart[d + 1]!),
      roles,
      totalYears: x.totalYears[d]!,
      statedYears: x.statedYears[d]!,
      datedRoles: x.datedRoles[d]!,
      seniority: x.seniority[d]!,
      degree: x.degree[d]!,
      degreeText: x.degreeText[d] ?? null,
      fieldText: x.fieldText[d] ?? null,
      fieldTerms: names(x.fieldDict, x.fields, x.fieldStart[d]!, x.fieldStart[d + 1]!),
      hiddenText: x.hiddenText[d] === 1,
    }
  }
  return docs
}
