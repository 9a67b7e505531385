import { columnBuilder, type BuildDictionaries, type Column, type ColumnData, type DataOf, type DictionaryWords } from './columns.ts'
import { Dictionary } from './dictionary.ts'
import type { TermTable } from './packed-terms.ts'
import { POOL_COLUMNS } from './parts/index.ts'
import { DATED_ROLES, SENIORITY, SENIORITY_LEVELS, SKILLS, STATED_YEARS, TITLES, TOTAL_YEARS } from './parts/columns.ts'
import { BM25 } from './postings.ts'
import { ENGINE_VERSION, type PoolEntry, type ResumeFeatures, type Seniority } from './types.ts'

/*
 * A pool of resumes compiled for ranking. Every string the query loop would compare becomes an
 * integer id, and each resume's values sit in flat typed arrays: the columns the score parts
 * declare (columns.ts, parts/*.ts), plus what every ranking needs — the resume ids, the roles'
 * place (roleStart), and the terms, stored inverted (term -> resumes, counts) so that a query
 * touches only the postings of its own terms. The index keeps what the evidence of a match needs
 * and not the feature objects themselves: 100k resumes take ~100 MB here, where their JSON objects
 * take ~1 GB, and the caller may drop those once the index is built.
 *
 * Built once per pool version (a new array of entries); the statistics BM25 needs (document
 * frequencies, average length) are computed here, once.
 */

export { BM25 }

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

/** A derived pool's resumes: positions of `base` to copy, then new resumes, and their term dictionary. */
class DocSet {
  constructor(
    readonly kept: Int32Array,
    readonly fresh: readonly PoolEntry[],
    readonly termDictionary: Dictionary,
    readonly base: PoolIndex,
  ) {}
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

/** BM25's pool statistics: number of resumes, document frequency per term, average length. */
export interface PoolStatistics {
  size: number
  averageLength: number
  documentFrequency(term: string): number
}

/** A dictionary's entries' word lists (CSR by entry id, ids in the words' dictionary). */
export interface WordLists {
  start: Uint32Array
  ids: Uint32Array
}

export class PoolIndex implements PoolStatistics {
  readonly size: number
  /** Resume ids by position; an id's position is the first, if an id repeats (a loaded snapshot's are packed). */
  readonly resumeIds: TermTable
  /** Features object -> position; weak, so the index does not keep the objects alive. */
  readonly positionOfFeatures = new WeakMap<ResumeFeatures, number>()
  /**
   * The process-wide term dictionary (or a loaded snapshot's packed one); this index knows ids
   * below `vocabulary`.
   */
  readonly termDict: TermTable
  readonly vocabulary: number
  // Per term: the resumes that have it (ascending) and its count in each, in the narrowest
  // arrays that hold them: postings are most of a snapshot, whose every byte a load reads and checks.
  readonly postingStart: Uint32Array
  readonly postingDocs: Uint32Array | Uint16Array
  readonly postingTfs: Uint16Array | Uint8Array
  // Per resume: length in tokens, and BM25's length factor k1 (1 - b + b len/avg).
  readonly lengths: Float32Array
  readonly lengthNorm: Float32Array
  readonly averageLength: number
  /** Per resume: where its roles are in the role columns (roleStart[d]..roleStart[d + 1]). */
  readonly roleStart: Uint32Array
  /** The columns' dictionaries by name, and the word lists of those whose entries have words. */
  readonly dictionaries: Record<string, Dictionary>
  readonly words: Record<string, WordLists>
  /** The parts' columns' data by column name. */
  readonly columns: Record<string, ColumnData>

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
    let fresh: readonly PoolEntry[]
    let termDictionary: Dictionary
    if (set) {
      termDictionary = set.termDictionary
      fresh = set.fresh
    } else {
      fresh = pool as readonly PoolEntry[]
      const stale = fresh.filter((e) => e.features.engine !== ENGINE_VERSION).length
      if (stale > 0) {
        throw new Error(
          `${stale} resume(s) have features of another matching engine version; recompute them with resumeFeatures (engine ${ENGINE_VERSION})`,
        )
      }
      termDictionary = currentTermDictionary()
    }
    this.termDict = termDictionary
    const n = kept.length + fresh.length
    this.size = n
    this.resumeIds = new Dictionary([...Array.from(kept, (d) => base!.idOf(d)), ...fresh.map((entry) => entry.id)])
    fresh.forEach((entry, k) => {
      if (!this.positionOfFeatures.has(entry.features)) this.positionOfFeatures.set(entry.features, kept.length + k)
    })

    // The columns: a derived index starts from its base's dictionaries, so every id of a kept
    // resume keeps its meaning and its lists are copied as they are, no string looked at again.
    const built = buildColumns(base, kept, fresh)
    this.roleStart = built.roleStart
    this.dictionaries = built.dictionaries
    this.words = built.words
    this.columns = built.columns

    // Terms doc by doc (kept resumes' from the base, which holds them term-major), then inverted.
    const keptTerms = base ? keptTermsOf(base, kept) : null
    const translate = base && termDictionary !== base.termDict ? translateTerms(base, termDictionary) : null
    const freshTermIds = fresh.map((entry) => termIdsOf(entry.features))
    const total = (keptTerms?.ids.length ?? 0) + freshTermIds.reduce((sum, ids) => sum + ids.length, 0)
    const docTerms = new Uint32Array(total)
    const docTfs = new Uint16Array(total)
    const docTermStart = new Uint32Array(n + 1)
    this.lengths = new Float32Array(n)
    let t = 0
    let totalLength = 0
    kept.forEach((d, nd) => {
      for (let i = keptTerms!.start[nd]!, end = keptTerms!.start[nd + 1]!; i < end; i++) {
        const id = keptTerms!.ids[i]!
        docTerms[t] = translate ? translate[id]! : id
        docTfs[t++] = keptTerms!.tfs[i]!
      }
      docTermStart[nd + 1] = t
      this.lengths[nd] = base!.lengths[d]!
      totalLength += base!.lengths[d]!
    })
    fresh.forEach((entry, k) => {
      const d = kept.length + k
      const ids = freshTermIds[k]!
      const counts = entry.features.terms.counts
      for (let i = 0; i < ids.length; i++) {
        docTerms[t] = ids[i]!
        docTfs[t++] = Math.min(65535, Math.max(1, counts[i] ?? 1))
      }
      docTermStart[d + 1] = t
      this.lengths[d] = entry.features.terms.length
      totalLength += entry.features.terms.length
    })

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

  /** A column's data; every column a part declares is built. */
  column<C extends Column>(column: C): DataOf<C> {
    return this.columns[column.name] as DataOf<C>
  }

  dictionary(name: string): Dictionary {
    return (this.dictionaries[name] ??= new Dictionary())
  }

  /** The word lists of a dictionary's entries (titles and their words). */
  dictionaryWords(name: string): WordLists {
    return this.words[name] ?? { start: new Uint32Array(1), ids: new Uint32Array(0) }
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
    return new PoolIndex(new DocSet(kept, added, dictionary, this))
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
    const skills = this.column(SKILLS)
    const names = this.dictionary('skills').names
    const out: string[] = []
    for (let i = skills.start[d]!, end = skills.start[d + 1]!; i < end; i++) out.push(names[skills.ids[i]!]!)
    return out
  }

  /** Resume d's headline title (when it has one), then its role titles, most recent first. */
  titlesOf(d: number): string[] {
    const titles = this.column(TITLES)
    const names = this.dictionary('titles').names
    const out: string[] = []
    for (let i = titles.start[d]!, end = titles.start[d + 1]!; i < end; i++) out.push(names[titles.ids[i]!]!)
    return out
  }

  /** What resume d's dates give: years in dated roles, how many dated roles, the years it states. */
  yearsOf(d: number): { totalYears: number; datedRoles: number; statedYears: number | null } {
    const stated = this.column(STATED_YEARS).values[d]!
    return {
      totalYears: Math.round(this.column(TOTAL_YEARS).values[d]! * 10) / 10,
      datedRoles: this.column(DATED_ROLES).values[d]!,
      statedYears: stated < 0 ? null : stated,
    }
  }

  seniorityOf(d: number): Seniority {
    return SENIORITY_LEVELS[this.column(SENIORITY).values[d]!]!
  }

  /** Bytes held by the typed arrays (dictionaries, ids and quoted strings come on top). */
  get arrayBytes(): number {
    let bytes = 0
    const count = (value: unknown): void => {
      if (ArrayBuffer.isView(value)) bytes += value.byteLength
      else if (value && typeof value === 'object' && !(value instanceof Dictionary)) Object.values(value).forEach(count)
    }
    count([this.postingStart, this.postingDocs, this.postingTfs, this.lengths, this.lengthNorm, this.roleStart, this.words, this.columns])
    return bytes
  }
}

/** Base term id -> id in `dictionary`, for an index built before the dictionary started over. */
function translateTerms(x: PoolIndex, dictionary: Dictionary): Uint32Array {
  return Uint32Array.from({ length: x.vocabulary }, (_, id) => dictionary.id(x.termDict.name(id)))
}

/** Every declared column of the kept resumes of `base` and of the new ones, with their dictionaries. */
function buildColumns(
  base: PoolIndex | null,
  kept: Int32Array,
  fresh: readonly PoolEntry[],
): Pick<PoolIndex, 'roleStart' | 'dictionaries' | 'words' | 'columns'> {
  const dictionaries: Record<string, Dictionary> = {}
  const words: Record<string, { start: number[]; ids: number[] }> = {}
  for (const [name, dictionary] of Object.entries(base?.dictionaries ?? {})) dictionaries[name] = new Dictionary(dictionary)
  for (const [name, lists] of Object.entries(base?.words ?? {})) words[name] = { start: Array.from(lists.start), ids: Array.from(lists.ids) }
  const dictionary = (name: string) => (dictionaries[name] ??= new Dictionary())
  const build: BuildDictionaries = {
    get: dictionary,
    entry(name: string, entry: string, withWords: DictionaryWords | undefined) {
      const d = dictionary(name)
      const before = d.names.length
      const id = d.id(entry)
      if (withWords && id === before) {
        const lists = (words[name] ??= { start: [0], ids: [] })
        const wordDictionary = dictionary(withWords.words)
        for (const word of withWords.of(entry)) lists.ids.push(wordDictionary.id(word))
        lists.start.push(lists.ids.length)
      }
      return id
    },
  }
  const roleStart = new Uint32Array(kept.length + fresh.length + 1)
  const roleRanges: Array<readonly [number, number]> = []
  kept.forEach((d, nd) => {
    const from = base!.roleStart[d]!
    const to = base!.roleStart[d + 1]!
    roleRanges.push([from, to])
    roleStart[nd + 1] = roleStart[nd]! + to - from
  })
  fresh.forEach((entry, k) => (roleStart[kept.length + k + 1] = roleStart[kept.length + k]! + entry.features.roles.length))
  const columns: Record<string, ColumnData> = {}
  for (const column of POOL_COLUMNS) {
    const builder = columnBuilder(column, build)
    if (base) kept.forEach((d, nd) => builder.copy(base.columns[column.name]!, d, roleRanges[nd]!))
    for (const entry of fresh) builder.add(entry.features)
    columns[column.name] = builder.finish()
  }
  return {
    roleStart,
    dictionaries,
    words: Object.fromEntries(
      Object.entries(words).map(([name, lists]) => [name, { start: Uint32Array.from(lists.start), ids: Uint32Array.from(lists.ids) }]),
    ),
    columns,
  }
}

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
