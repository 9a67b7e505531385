import { degreeRank } from './education.ts'
import { titleWords } from './occupations.ts'
import { phraseTerms } from './terms.ts'
import { ENGINE_VERSION, type PoolEntry, type ResumeFeatures } from './types.ts'

/*
 * A pool of resumes compiled for ranking: every string the query loop would compare (skills,
 * terms, title words, occupation codes, degree fields) becomes an integer id, and each resume's
 * lists sit in flat typed arrays (CSR layout: xStart[d]..xStart[d+1] are resume d's entries in
 * x). The query loop then reads numbers only, and 100k resumes take tens of MB instead of the
 * ~1 GB their JSON objects would.
 *
 * Built once per pool version (a new array of entries), then read by any number of queries; the
 * statistics BM25 needs (document frequencies, average length) are computed here, once.
 */

export const BM25 = { k1: Number(process.env.K1 ?? 1.2), b: Number(process.env.BB ?? 0.75) } as const

/** Weight of a resume's i-th title (headline or most recent role first) in title matching. */
export function titlePositionWeight(i: number): number {
  return Math.max(Number(process.env.TPMIN ?? 0.6), 1 - Number(process.env.TPD ?? 0.1) * Math.max(0, i - Number(process.env.TPS ?? 1)))
}

class Dictionary {
  readonly ids = new Map<string, number>()
  readonly names: string[] = []
  id(name: string): number {
    let id = this.ids.get(name)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(name, id)
      this.names.push(name)
    }
    return id
  }
}

/** A growable typed array of unsigned 32-bit ints (the build does not know sizes up front). */
class U32List {
  data = new Uint32Array(1024)
  length = 0
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = v
  }
  done(): Uint32Array {
    return this.data.slice(0, this.length)
  }
}

class F32List {
  data = new Float32Array(1024)
  length = 0
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Float32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = v
  }
  done(): Float32Array {
    return this.data.slice(0, this.length)
  }
}

export class PoolIndex {
  readonly size: number
  readonly ids: string[]
  readonly features: ResumeFeatures[]
  readonly positionOf = new Map<ResumeFeatures, number>()

  readonly skillDict = new Dictionary()
  readonly termDict = new Dictionary()
  readonly titleWordDict = new Dictionary()
  readonly occupationDict = new Dictionary()
  readonly fieldDict = new Dictionary()

  // Per resume: skills (skill ids).
  readonly skillStart: Uint32Array
  readonly skills: Uint32Array
  // Per resume: kept terms (term ids), their counts, and the BM25 length factor k1 (1 - b + b len/avg).
  readonly termStart: Uint32Array
  readonly terms: Uint32Array
  readonly tfs: Uint16Array
  readonly lengthNorm: Float32Array
  readonly termDf: Uint32Array
  readonly averageLength: number
  // Per resume: occupations and their weights.
  readonly occStart: Uint32Array
  readonly occs: Uint32Array
  readonly occWeights: Float32Array
  // Per resume: titles; per title: its words.
  readonly titleStart: Uint32Array
  readonly titleWordStart: Uint32Array
  readonly titleWords: Uint32Array
  // Per resume: roles; per role: start (months since year 0, -1 undated), length, occupations,
  // title words, skills (skill ids).
  readonly roleStart: Uint32Array
  readonly roleFrom: Int32Array
  readonly roleMonths: Float32Array
  readonly roleOccStart: Uint32Array
  readonly roleOccs: Uint32Array
  readonly roleWordStart: Uint32Array
  readonly roleWords: Uint32Array
  readonly roleSkillStart: Uint32Array
  readonly roleSkills: Uint32Array
  // Per resume: years, education.
  readonly totalYears: Float32Array
  readonly statedYears: Float32Array
  readonly datedRoles: Uint16Array
  readonly degree: Int8Array
  readonly fieldStart: Uint32Array
  readonly fields: Uint32Array

  constructor(pool: readonly PoolEntry[]) {
    const n = pool.length
    this.size = n
    this.ids = pool.map((e) => e.id)
    this.features = pool.map((e) => e.features)
    const stale = pool.filter((e) => e.features.engine !== ENGINE_VERSION).length
    if (stale > 0) {
      throw new Error(`${stale} resume(s) have features of another matching engine version; recompute them with resumeFeatures (engine ${ENGINE_VERSION})`)
    }

    const skillStart = new Uint32Array(n + 1)
    const skills = new U32List()
    const termStart = new Uint32Array(n + 1)
    const terms = new U32List()
    const tfs = new U32List()
    const lengths = new Float64Array(n)
    const occStart = new Uint32Array(n + 1)
    const occs = new U32List()
    const occWeights = new F32List()
    const titleStart = new Uint32Array(n + 1)
    const titleWordStart = new U32List()
    const titleWordList = new U32List()
    const roleStart = new Uint32Array(n + 1)
    const roleFrom: number[] = []
    const roleMonths = new F32List()
    const roleOccStart = new U32List()
    const roleOccs = new U32List()
    const roleWordStart = new U32List()
    const roleWords = new U32List()
    const roleSkillStart = new U32List()
    const roleSkills = new U32List()
    this.totalYears = new Float32Array(n)
    this.statedYears = new Float32Array(n)
    this.datedRoles = new Uint16Array(n)
    this.degree = new Int8Array(n)
    const fieldStart = new Uint32Array(n + 1)
    const fields = new U32List()

    const wordsOfTitle = new Map<string, number[]>()
    const titleIds = (title: string) => {
      let ids = wordsOfTitle.get(title)
      if (!ids) {
        ids = titleWords(title).map((w) => this.titleWordDict.id(w))
        wordsOfTitle.set(title, ids)
      }
      return ids
    }

    let totalLength = 0
    for (let d = 0; d < n; d++) {
      const f = pool[d]!.features
      this.positionOf.set(f, d)

      const skillIds = f.skills.map((s) => this.skillDict.id(s))
      for (const id of skillIds) skills.push(id)
      skillStart[d + 1] = skills.length

      const vector = f.terms
      const names = vector.terms ? vector.terms.split(' ') : []
      for (let i = 0; i < names.length; i++) {
        terms.push(this.termDict.id(names[i]!))
        tfs.push(Math.min(65535, vector.counts[i] ?? 1))
      }
      termStart[d + 1] = terms.length
      lengths[d] = vector.length
      totalLength += vector.length

      for (const o of f.occupations) {
        occs.push(this.occupationDict.id(o.code))
        occWeights.push(o.weight)
      }
      occStart[d + 1] = occs.length

      for (const title of f.titles) {
        titleWordStart.push(titleWordList.length)
        for (const id of titleIds(title)) titleWordList.push(id)
      }
      titleStart[d + 1] = titleWordStart.length

      for (const role of f.roles) {
        roleFrom.push(role.start ? monthIndex(role.start) : -1)
        roleMonths.push(role.months)
        roleOccStart.push(roleOccs.length)
        for (const code of role.occupations) roleOccs.push(this.occupationDict.id(code))
        roleWordStart.push(roleWords.length)
        if (role.title) for (const id of titleIds(role.title)) roleWords.push(id)
        roleSkillStart.push(roleSkills.length)
        for (const i of role.skills) {
          const id = skillIds[i]
          if (id !== undefined) roleSkills.push(id)
        }
      }
      roleStart[d + 1] = roleMonths.length

      this.totalYears[d] = f.totalYears
      this.statedYears[d] = f.statedYears ?? -1
      this.datedRoles[d] = Math.min(65535, f.datedRoles)
      this.degree[d] = degreeRank(f.education.level)
      for (const field of f.education.fields) for (const t of phraseTerms(field)) fields.push(this.fieldDict.id(t))
      fieldStart[d + 1] = fields.length
    }
    // Sentinels close the per-title and per-role lists.
    titleWordStart.push(titleWordList.length)
    roleOccStart.push(roleOccs.length)
    roleWordStart.push(roleWords.length)
    roleSkillStart.push(roleSkills.length)

    this.skillStart = skillStart
    this.skills = skills.done()
    this.termStart = termStart
    this.terms = terms.done()
    this.tfs = Uint16Array.from(tfs.done())
    this.averageLength = n > 0 ? totalLength / n : 0
    this.lengthNorm = new Float32Array(n)
    const avg = this.averageLength || 1
    for (let d = 0; d < n; d++) this.lengthNorm[d] = BM25.k1 * (1 - BM25.b + (BM25.b * lengths[d]!) / avg)
    this.termDf = new Uint32Array(this.termDict.names.length)
    for (let i = 0; i < this.terms.length; i++) this.termDf[this.terms[i]!]!++
    this.occStart = occStart
    this.occs = occs.done()
    this.occWeights = occWeights.done()
    this.titleStart = titleStart
    this.titleWordStart = titleWordStart.done()
    this.titleWords = titleWordList.done()
    this.roleStart = roleStart
    this.roleFrom = Int32Array.from(roleFrom)
    this.roleMonths = roleMonths.done()
    this.roleOccStart = roleOccStart.done()
    this.roleOccs = roleOccs.done()
    this.roleWordStart = roleWordStart.done()
    this.roleWords = roleWords.done()
    this.roleSkillStart = roleSkillStart.done()
    this.roleSkills = roleSkills.done()
    this.fieldStart = fieldStart
    this.fields = fields.done()
  }

  /** Bytes held by the typed arrays (the dictionaries and id strings come on top). */
  get arrayBytes(): number {
    let bytes = 0
    for (const value of Object.values(this)) if (ArrayBuffer.isView(value)) bytes += value.byteLength
    return bytes
  }
}

/** "2014-05" -> months since year 0. */
export function monthIndex(yearMonth: string): number {
  return Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1
}

const cache = new WeakMap<readonly PoolEntry[], PoolIndex>()

/**
 * The compiled index of a pool, built on first use and cached for as long as the array lives.
 * Treat the array as a version of the pool: build a new array when resumes are added or removed
 * (a changed length is also noticed and rebuilt).
 */
export function indexPool(pool: readonly PoolEntry[] | PoolIndex): PoolIndex {
  if (pool instanceof PoolIndex) return pool
  const cached = cache.get(pool)
  if (cached && cached.size === pool.length) return cached
  const index = new PoolIndex(pool)
  cache.set(pool, index)
  return index
}
