import type { DegreeLevel } from '../ingest/index.ts'
import { degreeRank } from './education.ts'
import { titleWords } from './occupations.ts'
import { type DocData, docFromFeatures, fieldTermCache } from './pool-docs.ts'
import type { TermTable } from './packed-terms.ts'
import { StringArray, type StringColumn } from './string-columns.ts'
import { ENGINE_VERSION, type PoolEntry, type ResumeFeatures, type Seniority } from './types.ts'

/*
 * A pool of resumes compiled for ranking. Every string the query loop would compare (skills,
 * terms, title words, occupation codes, degree fields) becomes an integer id, and each resume's
 * lists sit in flat typed arrays (CSR layout: xStart[d]..xStart[d+1] index resume d's entries in
 * x). Terms are stored inverted (term -> resumes, counts), so a query touches only the postings
 * of its own terms. The index keeps what the evidence of a match needs (titles, dates, degree)
 * and not the feature objects themselves: 100k resumes take ~100 MB here, where their JSON
 * objects take ~1 GB, and the caller may drop those once the index is built.
 *
 * Built once per pool version (a new array of entries); the statistics BM25 needs (document
 * frequencies, average length) are computed here, once.
 */

export const BM25 = { k1: 1.2, b: 0.75 } as const
/** Length of the resumes' byte vectors (the word vectors' dimensions). */
export const VECTOR_DIMS = 100

/**
 * Weight of a resume's i-th title in title matching: the headline (or the most recent role) 1,
 * then 0.7, 0.4, and 0.2 for older ones: what someone does now says most about the fit.
 */
export function titlePositionWeight(i: number): number {
  return Math.max(0.2, 1 - 0.3 * i)
}

export class Dictionary implements TermTable {
  private map: Map<string, number> | null
  readonly names: string[]
  /**
   * A dictionary of its own, starting with `from`'s entries under the same ids; or of `names`
   * (distinct) under their positions, its map built on first lookup: a loaded snapshot's
   * dictionaries that a ranking only reads names from never build one.
   */
  constructor(from?: Dictionary | string[]) {
    this.map = Array.isArray(from) ? null : new Map(from?.ids)
    this.names = Array.isArray(from) ? from : (from?.names.slice() ?? [])
  }
  get ids(): Map<string, number> {
    if (!this.map) {
      this.map = new Map()
      this.names.forEach((name, id) => this.map!.has(name) || this.map!.set(name, id))
    }
    return this.map
  }
  id(name: string): number {
    let id = this.ids.get(name)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(name, id)
      this.names.push(name)
    }
    return id
  }
  lookup(name: string): number | undefined {
    return this.ids.get(name)
  }
  name(id: number): string {
    return this.names[id]!
  }
}

/*
 * Term ids come from one dictionary for the process, and each features object's term ids are
 * remembered (weakly) once looked up: a pool rebuilt after an upload looks up the terms of the
 * new resumes only, which makes a rebuild of 100k resumes a matter of array copies. Ids only
 * index arrays; no score depends on their order. Past MAX_TERMS the dictionary starts over (a
 * new generation) at the next build, so that hostile vocabularies cannot grow it forever.
 */
const MAX_TERMS = 4_000_000
const terms = { dictionary: new Dictionary(), generation: 0 }
const termIdCache = new WeakMap<ResumeFeatures, { generation: number; ids: Uint32Array }>()

/** The process's term dictionary, started over first when it has grown past MAX_TERMS. */
function currentTermDictionary(): Dictionary {
  if (terms.dictionary.names.length > MAX_TERMS) {
    terms.dictionary = new Dictionary()
    terms.generation++
  }
  return terms.dictionary
}

/** A derived pool's resumes: positions of `base` to copy, then new resumes, and their term dictionary. */
export class DocSet {
  constructor(
    readonly kept: Int32Array,
    readonly fresh: readonly DocData[],
    readonly termDictionary: Dictionary,
    readonly base: PoolIndex,
  ) {}
}

/** Resumes as a build reads them, from their features (term ids in the current dictionary). */
function docsOf(entries: readonly PoolEntry[]): DocData[] {
  const fieldTermsOf = fieldTermCache()
  return entries.map((entry) =>
    docFromFeatures(
      entry,
      termIdsOf(entry.features),
      Math.max(0, SENIORITY.indexOf(entry.features.seniority)),
      degreeRank(entry.features.education.level),
      fieldTermsOf,
    ),
  )
}

/** The terms of chosen resumes of an index, doc-major: CSR over the chosen order, base term ids. */
function keptTermsOf(x: PoolIndex, kept: Int32Array): { start: Uint32Array; ids: Uint32Array; tfs: Uint16Array } {
  const position = new Int32Array(x.size).fill(-1)
  kept.forEach((d, i) => (position[d] = i))
  const start = new Uint32Array(kept.length + 1)
  for (let i = 0; i < x.postingDocs.length; i++) {
    const p = position[x.postingDocs[i]!]!
    if (p >= 0) start[p + 1]!++
  }
  for (let i = 0; i < kept.length; i++) start[i + 1] = start[i + 1]! + start[i]!
  const fill = start.slice(0, kept.length)
  const ids = new Uint32Array(start[kept.length]!)
  const tfs = new Uint16Array(ids.length)
  for (let term = 0; term < x.vocabulary; term++) {
    for (let i = x.postingStart[term]!, end = x.postingStart[term + 1]!; i < end; i++) {
      const p = position[x.postingDocs[i]!]!
      if (p < 0) continue
      const at = fill[p]!++
      ids[at] = term
      tfs[at] = x.postingTfs[i]!
    }
  }
  return { start, ids, tfs }
}

/** Base term id -> id in `dictionary`, for an index built before the dictionary started over. */
function translateTerms(x: PoolIndex, dictionary: Dictionary): Uint32Array {
  return Uint32Array.from({ length: x.vocabulary }, (_, id) => dictionary.id(x.termDict.name(id)))
}

function termIdsOf(f: ResumeFeatures): Uint32Array {
  const cached = termIdCache.get(f)
  if (cached && cached.generation === terms.generation && cached.ids.length === f.terms.counts.length) return cached.ids
  const names = f.terms.terms
  const ids = new Uint32Array(f.terms.counts.length)
  let from = 0
  for (let i = 0; i < ids.length; i++) {
    let to = names.indexOf(' ', from)
    if (to === -1) to = names.length
    ids[i] = terms.dictionary.id(names.slice(from, to))
    from = to + 1
  }
  termIdCache.set(f, { generation: terms.generation, ids })
  return ids
}

const SENIORITY: readonly Seniority[] = ['junior', 'mid', 'senior', 'lead']
const DEGREES: ReadonlyArray<DegreeLevel | null> = [null, 'high_school', 'certificate', 'associate', 'bachelor', 'master', 'doctorate']

/** BM25's pool statistics: number of resumes, document frequency per term, average length. */
export interface PoolStatistics {
  size: number
  averageLength: number
  documentFrequency(term: string): number
}

export class PoolIndex implements PoolStatistics {
  readonly size: number
  /** Resume ids by position; an id's position is the first, if an id repeats (a loaded snapshot's are packed). */
  readonly resumeIds: TermTable
  /** Features object -> position; weak, so the index does not keep the objects alive. */
  readonly positionOfFeatures = new WeakMap<ResumeFeatures, number>()

  readonly skillDict: Dictionary
  /**
   * The process-wide term dictionary (or a loaded snapshot's packed one); this index knows ids
   * below `vocabulary`.
   */
  readonly termDict: TermTable
  readonly vocabulary: number
  readonly titleWordDict: Dictionary
  readonly occupationDict: Dictionary
  readonly fieldDict: Dictionary
  /** Distinct titles (resume headlines and role titles) with their title words. */
  readonly titleDict: Dictionary
  readonly titleWordStart: Uint32Array
  readonly titleWords: Uint32Array

  // Per resume: skills (skill ids).
  readonly skillStart: Uint32Array
  readonly skills: Uint32Array
  // Per term: the resumes that have it (ascending) and its count in each, in the narrowest
  // arrays that hold them: postings are most of a snapshot, whose every byte a load reads and checks.
  readonly postingStart: Uint32Array
  readonly postingDocs: Uint32Array | Uint16Array
  readonly postingTfs: Uint16Array | Uint8Array
  // Per resume: length in tokens, and BM25's length factor k1 (1 - b + b len/avg).
  readonly lengths: Float32Array
  readonly lengthNorm: Float32Array
  readonly averageLength: number
  // Per resume: occupations and their weights.
  readonly occStart: Uint32Array
  readonly occs: Uint32Array
  readonly occWeights: Float32Array
  // Per resume: what its text reads as (occupation ids) and how surely (best 1).
  readonly textOccStart: Uint32Array
  readonly textOccs: Uint32Array
  readonly textOccWeights: Float32Array
  /** Per resume: the length of its reading weights as a vector (what the profile part divides by). */
  readonly textOccLengths: Float64Array
  // Per resume: titles (title ids), headline or most recent first.
  readonly docTitleStart: Uint32Array
  readonly docTitles: Uint32Array
  // Per resume: roles, sorted by start; per role: start (months since year 0, -1 undated),
  // length, title id (-1 none), current, occupations, skills (skill ids).
  readonly roleStart: Uint32Array
  readonly roleFrom: Int32Array
  readonly roleMonths: Float32Array
  readonly roleTitle: Int32Array
  readonly roleCurrent: Uint8Array
  readonly roleOccStart: Uint32Array
  readonly roleOccs: Uint32Array
  readonly roleSkillStart: Uint32Array
  readonly roleSkills: Uint32Array
  // Per resume: years, seniority, education, flags, and strings the evidence quotes.
  readonly totalYears: Float32Array
  readonly statedYears: Float32Array
  readonly datedRoles: Uint16Array
  readonly seniority: Uint8Array
  readonly degree: Int8Array
  readonly fieldStart: Uint32Array
  readonly fields: Uint32Array
  readonly hiddenText: Uint8Array
  /** Per resume: its byte vector (VECTOR_DIMS numbers, zeros when unknown). */
  readonly vectors: Int8Array
  /** The greatest squared length of a resume's byte vector, which bounds the semantic part (score.ts). */
  readonly vectorSquaredLengthMax: number
  readonly degreeText: StringColumn
  readonly fieldText: StringColumn

  /** For a resume scored against another pool: that pool's BM25 statistics. */
  readonly statistics: PoolStatistics

  /**
   * The index of `pool`. With `statistics`, BM25 reads another pool's document frequencies and
   * average length (a resume scored against a pool it is not in). A DocSet (from derive) names
   * resumes of a base index to copy and new resumes to add.
   */
  constructor(pool: readonly PoolEntry[] | DocSet, statistics?: PoolStatistics) {
    const set = pool instanceof DocSet ? pool : null
    const base = set?.base ?? null
    const kept = set?.kept ?? new Int32Array(0)
    // A derived index starts from its base's dictionaries: every id of a kept resume keeps its
    // meaning, so its lists are copied as they are and no string is looked at again.
    this.skillDict = new Dictionary(base?.skillDict)
    this.titleWordDict = new Dictionary(base?.titleWordDict)
    this.occupationDict = new Dictionary(base?.occupationDict)
    this.fieldDict = new Dictionary(base?.fieldDict)
    this.titleDict = new Dictionary(base?.titleDict)
    let fresh: readonly DocData[]
    let termDictionary: Dictionary
    if (set) {
      termDictionary = set.termDictionary
      fresh = set.fresh
    } else {
      const entries = pool as readonly PoolEntry[]
      const stale = entries.filter((e) => e.features.engine !== ENGINE_VERSION).length
      if (stale > 0) {
        throw new Error(
          `${stale} resume(s) have features of another matching engine version; recompute them with resumeFeatures (engine ${ENGINE_VERSION})`,
        )
      }
      termDictionary = currentTermDictionary()
      fresh = docsOf(entries)
    }
    this.termDict = termDictionary
    const n = kept.length + fresh.length
    this.size = n
    this.resumeIds = new Dictionary([...Array.from(kept, (d) => base!.idOf(d)), ...fresh.map((doc) => doc.id)])

    // Kept resumes' terms, doc-major (the base holds them term-major), in base term ids.
    const keptTerms = base ? keptTermsOf(base, kept) : null
    const translate = base && termDictionary !== base.termDict ? translateTerms(base, termDictionary) : null

    // Pass 1: sizes, so that every array is allocated once at its final length.
    const span = (start: Uint32Array, d: number) => start[d + 1]! - start[d]!
    let nSkills = 0
    let nTerms = keptTerms?.ids.length ?? 0
    let nOccs = 0
    let nTextOccs = 0
    let nDocTitles = 0
    let nRoles = 0
    let nRoleOccs = 0
    let nRoleSkills = 0
    let nFields = 0
    for (const d of kept) {
      const x = base!
      nSkills += span(x.skillStart, d)
      nOccs += span(x.occStart, d)
      nTextOccs += span(x.textOccStart, d)
      nDocTitles += span(x.docTitleStart, d)
      nRoles += span(x.roleStart, d)
      nRoleOccs += x.roleOccStart[x.roleStart[d + 1]!]! - x.roleOccStart[x.roleStart[d]!]!
      nRoleSkills += x.roleSkillStart[x.roleStart[d + 1]!]! - x.roleSkillStart[x.roleStart[d]!]!
      nFields += span(x.fieldStart, d)
    }
    for (const doc of fresh) {
      nSkills += doc.skills.length
      nTerms += doc.termIds.length
      nOccs += doc.occupations.length
      nTextOccs += doc.textOccupations.length
      nDocTitles += doc.titles.length
      nRoles += doc.roles.length
      for (const role of doc.roles) {
        nRoleOccs += role.occupations.length
        nRoleSkills += role.skills.length
      }
      nFields += doc.fieldTerms.length
    }
    this.skillStart = new Uint32Array(n + 1)
    this.skills = new Uint32Array(nSkills)
    this.occStart = new Uint32Array(n + 1)
    this.occs = new Uint32Array(nOccs)
    this.occWeights = new Float32Array(nOccs)
    this.textOccStart = new Uint32Array(n + 1)
    this.textOccs = new Uint32Array(nTextOccs)
    this.textOccWeights = new Float32Array(nTextOccs)
    this.docTitleStart = new Uint32Array(n + 1)
    this.docTitles = new Uint32Array(nDocTitles)
    this.roleStart = new Uint32Array(n + 1)
    this.roleFrom = new Int32Array(nRoles)
    this.roleMonths = new Float32Array(nRoles)
    this.roleTitle = new Int32Array(nRoles)
    this.roleCurrent = new Uint8Array(nRoles)
    this.roleOccStart = new Uint32Array(nRoles + 1)
    this.roleOccs = new Uint32Array(nRoleOccs)
    this.roleSkillStart = new Uint32Array(nRoles + 1)
    this.roleSkills = new Uint32Array(nRoleSkills)
    this.totalYears = new Float32Array(n)
    this.statedYears = new Float32Array(n)
    this.datedRoles = new Uint16Array(n)
    this.seniority = new Uint8Array(n)
    this.degree = new Int8Array(n)
    this.hiddenText = new Uint8Array(n)
    this.lengths = new Float32Array(n)
    const degreeText = new Array<string | null>(n)
    const fieldText = new Array<string | null>(n)
    this.fieldStart = new Uint32Array(n + 1)
    this.fields = new Uint32Array(nFields)
    this.vectors = new Int8Array(n * VECTOR_DIMS)
    // Terms doc by doc first; inverted below.
    const docTerms = new Uint32Array(nTerms)
    const docTfs = new Uint16Array(nTerms)
    const docTermStart = new Uint32Array(n + 1)
    const titleWordLists: number[][] = []
    if (base) {
      for (let i = 0; i < base.titleDict.names.length; i++)
        titleWordLists.push(Array.from(base.titleWords.subarray(base.titleWordStart[i]!, base.titleWordStart[i + 1]!)))
    }
    const titleId = (title: string) => {
      const before = this.titleDict.names.length
      const id = this.titleDict.id(title)
      if (id === before) titleWordLists.push(titleWords(title).map((w) => this.titleWordDict.id(w)))
      return id
    }

    // Pass 2: fill, kept resumes first (slices copied), then the new ones.
    let s = 0
    let t = 0
    let o = 0
    let to = 0
    let ti = 0
    let r = 0
    let ro = 0
    let rs = 0
    let f = 0
    let totalLength = 0
    /** Copies base[from, to) into target at `at`; returns the new end. */
    const copy = <A extends Uint32Array | Int32Array | Float32Array | Uint8Array>(target: A, source: A, from: number, to: number, at: number) => {
      target.set(source.subarray(from, to), at)
      return at + to - from
    }
    kept.forEach((d, nd) => {
      const x = base!
      s = copy(this.skills, x.skills, x.skillStart[d]!, x.skillStart[d + 1]!, s)
      this.skillStart[nd + 1] = s
      for (let i = keptTerms!.start[nd]!, end = keptTerms!.start[nd + 1]!; i < end; i++) {
        const id = keptTerms!.ids[i]!
        docTerms[t] = translate ? translate[id]! : id
        docTfs[t++] = keptTerms!.tfs[i]!
      }
      docTermStart[nd + 1] = t
      this.lengths[nd] = x.lengths[d]!
      totalLength += x.lengths[d]!
      copy(this.occWeights, x.occWeights, x.occStart[d]!, x.occStart[d + 1]!, o)
      o = copy(this.occs, x.occs, x.occStart[d]!, x.occStart[d + 1]!, o)
      this.occStart[nd + 1] = o
      copy(this.textOccWeights, x.textOccWeights, x.textOccStart[d]!, x.textOccStart[d + 1]!, to)
      to = copy(this.textOccs, x.textOccs, x.textOccStart[d]!, x.textOccStart[d + 1]!, to)
      this.textOccStart[nd + 1] = to
      ti = copy(this.docTitles, x.docTitles, x.docTitleStart[d]!, x.docTitleStart[d + 1]!, ti)
      this.docTitleStart[nd + 1] = ti
      for (let br = x.roleStart[d]!, end = x.roleStart[d + 1]!; br < end; br++, r++) {
        this.roleFrom[r] = x.roleFrom[br]!
        this.roleMonths[r] = x.roleMonths[br]!
        this.roleTitle[r] = x.roleTitle[br]!
        this.roleCurrent[r] = x.roleCurrent[br]!
        ro = copy(this.roleOccs, x.roleOccs, x.roleOccStart[br]!, x.roleOccStart[br + 1]!, ro)
        this.roleOccStart[r + 1] = ro
        rs = copy(this.roleSkills, x.roleSkills, x.roleSkillStart[br]!, x.roleSkillStart[br + 1]!, rs)
        this.roleSkillStart[r + 1] = rs
      }
      this.roleStart[nd + 1] = r
      this.totalYears[nd] = x.totalYears[d]!
      this.statedYears[nd] = x.statedYears[d]!
      this.datedRoles[nd] = x.datedRoles[d]!
      this.seniority[nd] = x.seniority[d]!
      this.degree[nd] = x.degree[d]!
      this.hiddenText[nd] = x.hiddenText[d]!
      degreeText[nd] = x.degreeText.at(d)
      fieldText[nd] = x.fieldText.at(d)
      f = copy(this.fields, x.fields, x.fieldStart[d]!, x.fieldStart[d + 1]!, f)
      this.fieldStart[nd + 1] = f
      this.vectors.set(x.vectors.subarray(d * VECTOR_DIMS, (d + 1) * VECTOR_DIMS), nd * VECTOR_DIMS)
    })
    for (let k = 0; k < fresh.length; k++) {
      const d = kept.length + k
      const doc = fresh[k]!
      if (doc.features && !this.positionOfFeatures.has(doc.features)) this.positionOfFeatures.set(doc.features, d)
      const skillIds = doc.skills.map((name) => this.skillDict.id(name))
      for (const id of skillIds) this.skills[s++] = id
      this.skillStart[d + 1] = s

      for (let i = 0; i < doc.termIds.length; i++) {
        docTerms[t] = doc.termIds[i]!
        docTfs[t++] = Math.min(65535, Math.max(1, doc.termCounts[i] ?? 1))
      }
      docTermStart[d + 1] = t
      this.lengths[d] = doc.length
      totalLength += doc.length

      for (const occ of doc.occupations) {
        this.occs[o] = this.occupationDict.id(occ.code)
        this.occWeights[o++] = occ.weight
      }
      this.occStart[d + 1] = o

      for (const occ of doc.textOccupations) {
        this.textOccs[to] = this.occupationDict.id(occ.code)
        this.textOccWeights[to++] = occ.weight
      }
      this.textOccStart[d + 1] = to

      for (const title of doc.titles) this.docTitles[ti++] = titleId(title)
      this.docTitleStart[d + 1] = ti

      for (const role of doc.roles) {
        this.roleFrom[r] = role.from
        this.roleMonths[r] = role.months
        this.roleTitle[r] = role.title ? titleId(role.title) : -1
        this.roleCurrent[r] = role.current ? 1 : 0
        for (const code of role.occupations) this.roleOccs[ro++] = this.occupationDict.id(code)
        this.roleOccStart[r + 1] = ro
        for (const i of role.skills) {
          const id = skillIds[i]
          if (id !== undefined) this.roleSkills[rs++] = id
        }
        this.roleSkillStart[r + 1] = rs
        r++
      }
      this.roleStart[d + 1] = r

      this.totalYears[d] = doc.totalYears
      this.statedYears[d] = doc.statedYears
      this.datedRoles[d] = Math.min(65535, doc.datedRoles)
      this.seniority[d] = doc.seniority
      this.degree[d] = doc.degree
      degreeText[d] = doc.degreeText
      fieldText[d] = doc.fieldText
      this.hiddenText[d] = doc.hiddenText ? 1 : 0
      for (const term of doc.fieldTerms) this.fields[f++] = this.fieldDict.id(term)
      this.fieldStart[d + 1] = f
      if (doc.vector.length === VECTOR_DIMS) this.vectors.set(doc.vector, d * VECTOR_DIMS)
    }
    // Role skills may have skipped stale indexes: the arrays are exactly as long as filled.
    this.roleSkills = this.roleSkills.subarray(0, rs)
    this.degreeText = new StringArray(degreeText)
    this.fieldText = new StringArray(fieldText)
    // Per resume, what a query would otherwise compute for every resume from these arrays alone.
    this.textOccLengths = new Float64Array(n)
    for (let d = 0; d < n; d++) {
      let squares = 0
      for (let i = this.textOccStart[d]!, end = this.textOccStart[d + 1]!; i < end; i++) squares += this.textOccWeights[i]! * this.textOccWeights[i]!
      this.textOccLengths[d] = Math.sqrt(squares)
    }
    let longest = 0
    for (let d = 0; d < n; d++) {
      let sum = 0
      for (let i = d * VECTOR_DIMS, end = i + VECTOR_DIMS; i < end; i++) sum += this.vectors[i]! * this.vectors[i]!
      if (sum > longest) longest = sum
    }
    this.vectorSquaredLengthMax = longest

    const titleWordStart = new Uint32Array(titleWordLists.length + 1)
    titleWordLists.forEach((list, i) => (titleWordStart[i + 1] = titleWordStart[i]! + list.length))
    this.titleWordStart = titleWordStart
    this.titleWords = Uint32Array.from(titleWordLists.flat())

    // Invert the terms: counting sort by term keeps each posting list in resume order.
    const vocabulary = termDictionary.names.length
    this.vocabulary = vocabulary
    const postingStart = new Uint32Array(vocabulary + 1)
    for (let i = 0; i < t; i++) postingStart[docTerms[i]! + 1]!++
    for (let v = 0; v < vocabulary; v++) postingStart[v + 1] = postingStart[v + 1]! + postingStart[v]!
    const fill = postingStart.slice(0, vocabulary)
    let maxTf = 0
    for (let i = 0; i < t; i++) if (docTfs[i]! > maxTf) maxTf = docTfs[i]!
    this.postingDocs = n <= 0x10000 ? new Uint16Array(t) : new Uint32Array(t)
    this.postingTfs = maxTf <= 0xff ? new Uint8Array(t) : new Uint16Array(t)
    for (let d = 0; d < n; d++) {
      for (let i = docTermStart[d]!, end = docTermStart[d + 1]!; i < end; i++) {
        const at = fill[docTerms[i]!]!++
        this.postingDocs[at] = d
        this.postingTfs[at] = docTfs[i]!
      }
    }
    this.postingStart = postingStart

    // Lengths are whole token counts, so their sum, and the average, do not depend on order.
    this.averageLength = n > 0 ? totalLength / n : 0
    this.statistics = statistics ?? this
    const avg = this.statistics.averageLength || 1
    this.lengthNorm = new Float32Array(n)
    for (let d = 0; d < n; d++) this.lengthNorm[d] = BM25.k1 * (1 - BM25.b + (BM25.b * this.lengths[d]!) / avg)
  }

  /**
   * The next version of a pool from this one: the resumes `keep` says yes to, in their order,
   * then `added`. Kept resumes are copied from this index's arrays, so their feature objects are
   * not needed and no string of theirs is read again: a pool that gained or lost a few resumes
   * is re-indexed at the cost of copying arrays, with the numbers of one built from scratch.
   */
  derive(keep: (id: string) => boolean, added: readonly PoolEntry[]): PoolIndex {
    const stale = added.filter((e) => e.features.engine !== ENGINE_VERSION).length
    if (stale > 0) throw new Error(`${stale} resume(s) have features of another matching engine version (engine ${ENGINE_VERSION})`)
    const dictionary = currentTermDictionary()
    const kept = Int32Array.from({ length: this.size }, (_, d) => d).filter((d) => keep(this.idOf(d)))
    return new PoolIndex(new DocSet(kept, docsOf(added), dictionary, this))
  }

  /** Every resume id, by position. */
  get ids(): string[] {
    return this.resumeIds instanceof Dictionary ? this.resumeIds.names : Array.from({ length: this.size }, (_, d) => this.idOf(d))
  }

  idOf(d: number): string {
    return this.resumeIds.name(d)
  }

  /** The position of the resume with this id (the first, if an id repeats), or undefined. */
  position(id: string): number | undefined {
    return this.resumeIds.lookup(id)
  }

  /** This index's id of a term, or -1 when no resume of the pool has it. */
  termId(term: string): number {
    const id = this.termDict.lookup(term)
    return id === undefined || id >= this.vocabulary || this.postingStart[id + 1] === this.postingStart[id] ? -1 : id
  }

  documentFrequency(term: string): number {
    const id = this.termId(term)
    return id < 0 ? 0 : this.postingStart[id + 1]! - this.postingStart[id]!
  }

  /** Resume d's skills, in the order its features list them. */
  skillsOf(d: number): string[] {
    const out: string[] = []
    for (let i = this.skillStart[d]!, end = this.skillStart[d + 1]!; i < end; i++) out.push(this.skillDict.names[this.skills[i]!]!)
    return out
  }

  seniorityOf(d: number): Seniority {
    return SENIORITY[this.seniority[d]!]!
  }

  degreeOf(d: number): DegreeLevel | null {
    return DEGREES[Math.max(0, this.degree[d]!)] ?? null
  }

  /** Bytes held by the typed arrays (dictionaries, ids and quoted strings come on top). */
  get arrayBytes(): number {
    let bytes = 0
    for (const value of Object.values(this)) if (ArrayBuffer.isView(value)) bytes += value.byteLength
    return bytes
  }
}

export { monthIndex } from './pool-docs.ts'

const cache = new WeakMap<readonly PoolEntry[], PoolIndex>()

/**
 * The compiled index of a pool, built on first use and cached for as long as the array lives.
 * Treat the array as a version of the pool: build a new array when resumes are added or removed
 * (a changed length is also noticed and rebuilt). Keep the PoolIndex itself to drop the array.
 */
export function indexPool(pool: readonly PoolEntry[] | PoolIndex): PoolIndex {
  if (pool instanceof PoolIndex) return pool
  const cached = cache.get(pool)
  if (cached && cached.size === pool.length) return cached
  const index = new PoolIndex(pool)
  cache.set(pool, index)
  return index
}
