import { readFileSync } from 'node:fs'
import type { ExperienceLevel } from '../jd/index.ts'
import { fieldTerms, levelsShort, requiredRank } from './education.ts'
import { occupationByCode, occupationSimilarity, titleWordWeight } from './occupations.ts'
import { BM25, indexPool, PoolIndex, titlePositionWeight, VECTOR_DIMS, type PoolStatistics } from './pool-index.ts'
import { relatedSkills, skillKind } from './skill-relations.ts'
import {
  ENGINE_VERSION,
  type CategoryScores,
  type JobFeatures,
  type MatchEvidence,
  type MatchScore,
  type PoolEntry,
  type Ranked,
  type ResumeFeatures,
  type SkillEvidence,
} from './types.ts'

/*
 * The match score of a resume for a job:
 *
 *   score = (Σ w_c × s_c / Σ w_c) × gate   over the parts c the job defines
 *
 * with the weights w_c fitted on graded data (data/weights.json, written by
 * scripts/fit-rank-weights.ts; bench/rank-quality.ts reports them on held-out postings only).
 * Each s_c is in 0..1:
 *
 * - skills: weighted coverage of the job's skills. A required skill weighs SKILL_WEIGHTS.required,
 *   a nice-to-have SKILL_WEIGHTS.nice, times SKILL_WEIGHTS.professional for soft skills. A skill
 *   named in one of the resume's roles earns full credit; one only listed (skills section, keyword
 *   block) SKILL_WEIGHTS.listed, when the roles name skills at all; once however often it is
 *   named. One not named earns SKILL_WEIGHTS.related when the resume names a skill of the same
 *   O*NET software group (Sage 50 for QuickBooks).
 * - experience: 0.6 × meeting the years asked + 0.4 × the share of them spent in related roles.
 *   "Effective" years = related years + half the other years; meeting = 1 when effective ≥ asked,
 *   else 0.2 + 0.8 × effective / asked. A role is related by its occupation (same or sibling
 *   O*NET occupation), its title words, or the job's skills it names. Years asked come from the
 *   job ("5+ years"), else its level (LEVEL_YEARS), else 2. Over-qualified for a junior or mid job
 *   costs at most OVERQUALIFIED_PENALTY. Unknown years score UNKNOWN_EXPERIENCE.
 * - relatedYears: years in related roles, each role's counted fully when it ended within
 *   RECENT_YEARS of the resume's latest role and fading after, over max(years asked, 3).
 * - seniority: the resume's level (years and titles) against the job's (its level, else the years
 *   it asks): OVER_LEVEL_FIT by levels above, UNDER_LEVEL_FIT by levels below.
 * - education: 1 when the highest degree meets the level asked, 0.6 one level short, 0.35 two,
 *   0.15 further, NO_DEGREE_FOUND when the resume names no degree; × 0.8 when the job names a
 *   field and no degree of the resume is in it. Nothing asked: 1 with any degree, 0.85 without.
 * - title: the best of occupation fit (similarity of the likely occupations × √ of how sure the
 *   resume's occupation is) and title word fit (IDF-weighted share of the job title's words in a
 *   resume title, × 0.7 without the head noun, × the title's place: 1, 0.7, 0.4, 0.2).
 * - occupation: what the resume's text reads as (occupation-profiles.ts) against the job title's
 *   occupations: the best reading's similarity × (its weight)².
 * - profile: what the resume's text reads as against what the posting's own text (its duties and
 *   asks) reads as: the cosine of their reading weights over O*NET occupations (the resume's ten
 *   best readings, the posting's thirty), so two texts that read alike across several
 *   occupations match even when neither reads squarely as the job's title.
 * - relevance: BM25 (k1 1.2, b 0.75) of the resume's term vector for the posting's query, over the
 *   pool's best BM25 or RELEVANCE_SCALE × the BM25 of an ideal resume, whichever is larger.
 * - phrases: the posting's requirement phrases (phrases.ts) the resume has: Σ weight × coverage /
 *   Σ weight, a phrase weighing its part of the posting × the mean idf of its terms; all its terms
 *   present 1, some PARTIAL_PHRASE × the share.
 * - semantic: cosine of the posting's and the resume's word-vector meaning, rescaled so that
 *   SEMANTIC_BASE (what unrelated texts share) is 0.
 * - credentials: the certifications and licences the posting asks (CPA, RN, ServSafe) the resume
 *   names, a nice-to-have one weighing CREDENTIAL_NICE.
 *
 * Then the field gate (FIELD_GATE, fitted with the weights): the sum × (floor + (1 − floor) ×
 * min(1, profile / full)), so a resume whose work reads unlike the posting's keeps only part of
 * what shared words and skills would give it.
 *
 * Deterministic: sums run in a fixed order over integer-indexed arrays, results are rounded
 * (score 4 decimals, percentages whole) and ties are broken by resume id.
 */

const PART_NAMES = [
  'skills',
  'experience',
  'education',
  'title',
  'occupation',
  'relevance',
  'phrases',
  'profile',
  'seniority',
  'relatedYears',
  'semantic',
  'credentials',
] as const
export type Component = (typeof PART_NAMES)[number]
export const COMPONENTS: readonly Component[] = PART_NAMES

/** The parts' weights as scripts/fit-rank-weights.ts fitted them (data/weights.json); a part it left out weighs 0. */
export function shippedWeights(): Readonly<Record<Component, number>> {
  const file = JSON.parse(readFileSync(new URL('./data/weights.json', import.meta.url), 'utf8')) as { weights: Partial<Record<Component, number>> }
  const raw = COMPONENTS.map((c) => Math.max(0, Number(file.weights[c] ?? 0)) || 0)
  // Written rounded: normalised here so that they sum to 1 exactly.
  const sum = raw.reduce((s, w) => s + w, 0) || 1
  return Object.freeze(Object.fromEntries(COMPONENTS.map((c, i) => [c, raw[i]! / sum])) as Record<Component, number>)
}

/**
 * The field gate as fitted (data/weights.json): a score is the weighted sum × (floor + (1 − floor)
 * × min(1, the gate part / full)); floor 1 is no gate. Its part says whether the resume's work is
 * the posting's kind of work at all, which word overlap alone cannot.
 */
export interface FieldGate {
  part: Component
  floor: number
  full: number
}

export function shippedGate(): Readonly<FieldGate> {
  const file = JSON.parse(readFileSync(new URL('./data/weights.json', import.meta.url), 'utf8')) as { gate?: Partial<FieldGate> }
  const g = file.gate
  const part = COMPONENTS.find((c) => c === g?.part)
  const floor = Number(g?.floor)
  const full = Number(g?.full)
  if (!part || !(floor >= 0 && floor <= 1) || !(full > 0)) return Object.freeze({ part: 'profile', floor: 1, full: 1 })
  return Object.freeze({ part, floor, full })
}

export const MATCH_WEIGHTS = shippedWeights()
export const FIELD_GATE = shippedGate()
export const SKILL_WEIGHTS = Object.freeze({ required: 1, nice: 0.5, professional: 0.5, related: 0.35, listed: 0.6 } as const)
export const LEVEL_YEARS: Readonly<Record<ExperienceLevel, number>> = Object.freeze({ junior: 0, mid: 2, senior: 5, lead: 8 })
export const DEFAULT_YEARS_ASKED = 2
export const RELEVANCE_SCALE = 0.15
export const OVERQUALIFIED_PENALTY = 0.1
export const UNKNOWN_EXPERIENCE = 0.5
export const NO_DEGREE_FOUND = 0.25

/** A job compiled against one pool index: lookups by the pool's integer ids. */
interface Query {
  index: PoolIndex
  job: JobFeatures
  // Skills: job skills in order (required, then nice), weights, and the pool's skill ids -> job skill.
  jobSkills: string[]
  required: number
  skillWeight: Float64Array
  skillWeightTotal: number
  exactOf: Int32Array
  relatedFirst: Int32Array
  relatedNext: Int32Array
  relatedJob: Int32Array
  credit: Float64Array
  creditVia: Int32Array
  /** Scratch: job skill j is named in one of the resume's roles. */
  inRoles: Uint8Array
  // Relevance: the query's terms in the pool (term id, idf × query weight), in query order.
  queryTermIds: Int32Array
  queryTermWeights: Float64Array
  /** BM25 that counts as full relevance: the pool's best, at least RELEVANCE_SCALE × the ideal. */
  relevanceScale: number
  /** BM25 of every resume of the index. */
  bm25: Float64Array
  // Title
  occupationSim: Float64Array
  // Title words: weight per pool title word, bit i set when the job's i-th title form has it.
  titleWordWeight: Float64Array
  titleWordForms: Uint32Array
  titleFormTotal: Float64Array
  titleFormHead: Int32Array
  titleFormSum: Float64Array
  /** Title word fit per pool title (titleFit), all computed by compile. */
  titleFitCache: Float32Array
  // Experience and education
  yearsAsked: number
  yearsAskedStated: number | null
  overqualifiedApplies: boolean
  degreeAsked: number
  fieldTerm: Uint8Array
  fieldAsked: boolean
  // Requirement phrases: each resume's weighted coverage (0..1), and per phrase its term ids.
  phraseScore: Float64Array
  phraseTermIds: Int32Array[]
  // Profile: the posting's reading weight of each pool occupation (0: not a reading of it), and
  // the length of the posting's reading vector.
  profileWeight: Float64Array
  profileNorm: number
  /** Level the job asks (index in LEVELS), -1 when it says nothing of level or years. */
  jobLevel: number
  /** The posting's vector (unit length), dotted with each resume's byte vector, and its length as computed. */
  jobVector: Float32Array
  jobVectorLength: number
  // Credentials asked: their term ids in the pool (-1: no resume has it), weights and total.
  credentialTermIds: Int32Array[]
  credentialWeights: Float64Array
  credentialTotal: number
  // Components the job defines and their weights.
  defined: Record<Component, boolean>
  weight: Record<Component, number>
}

function compile(job: JobFeatures, index: PoolIndex): Query {
  if (job.engine !== ENGINE_VERSION) {
    throw new Error(`job features of engine ${job.engine}; recompute them with parseJobForMatching (engine ${ENGINE_VERSION})`)
  }
  const stats: PoolStatistics = index.statistics

  // Skills
  const jobSkills = [...job.requiredSkills, ...job.niceToHave.filter((s) => !job.requiredSkills.includes(s))]
  const required = job.requiredSkills.length
  const skillWeight = new Float64Array(jobSkills.length)
  let skillWeightTotal = 0
  jobSkills.forEach((s, j) => {
    const w = (j < required ? SKILL_WEIGHTS.required : SKILL_WEIGHTS.nice) * (skillKind(s) === 'professional' ? SKILL_WEIGHTS.professional : 1)
    skillWeight[j] = w
    skillWeightTotal += w
  })
  const dictSize = index.skillDict.names.length
  const exactOf = new Int32Array(dictSize).fill(-1)
  const relatedFirst = new Int32Array(dictSize).fill(-1)
  const relatedNext: number[] = []
  const relatedJob: number[] = []
  jobSkills.forEach((s, j) => {
    const id = index.skillDict.ids.get(s)
    if (id !== undefined) exactOf[id] = j
    for (const other of relatedSkills(s)) {
      const oid = index.skillDict.ids.get(other)
      if (oid === undefined) continue
      relatedNext.push(relatedFirst[oid]!)
      relatedJob.push(j)
      relatedFirst[oid] = relatedJob.length - 1
    }
  })

  // Relevance: BM25 idf from the pool's document frequencies.
  const terms = termLookup(index, stats)
  const termIds: number[] = []
  const termWeights: number[] = []
  let idealRelevance = 0
  for (const { term, weight } of job.queryTerms) {
    const df = terms.documentFrequency(term)
    const idf = Math.log(1 + (stats.size - df + 0.5) / (df + 0.5))
    // Terms no resume has still belong to the ideal: missing them is missing part of the job.
    idealRelevance += idf * weight * (BM25.k1 + 1)
    const id = terms.id(term)
    if (id < 0) continue
    termIds.push(id)
    termWeights.push(idf * weight)
  }

  // Title: occupation similarity per pool occupation, weights of the job title's words.
  const occupationSim = similarityToOccupations(index.occupationDict.names, job.occupations)
  const titleWordWeights = new Float64Array(index.titleWordDict.names.length)
  const titleWordForms = new Uint32Array(index.titleWordDict.names.length)
  const forms = job.titles.slice(0, 32)
  const titleFormTotal = new Float64Array(forms.length)
  const titleFormHead = new Int32Array(forms.length)
  forms.forEach((form, i) => {
    for (const w of form.words) {
      const weight = titleWordWeight(w)
      titleFormTotal[i] = titleFormTotal[i]! + weight
      const id = index.titleWordDict.ids.get(w)
      if (id === undefined) continue
      titleWordWeights[id] = weight
      titleWordForms[id] = titleWordForms[id]! | (1 << i)
    }
    // -2: a head no resume title has, so no title can match it.
    titleFormHead[i] = index.titleWordDict.ids.get(form.head) ?? -2
  })

  // Experience and education
  const yearsAsked = job.yearsRequired ?? (job.experienceLevel ? LEVEL_YEARS[job.experienceLevel] : DEFAULT_YEARS_ASKED)
  const overqualifiedApplies = job.experienceLevel === 'junior' || job.experienceLevel === 'mid' || (job.experienceLevel === null && yearsAsked <= 2)
  const fieldTerm = new Uint8Array(index.fieldDict.names.length)
  const jobFieldTerms = fieldTerms(job.education.field)
  for (const t of jobFieldTerms) {
    const id = index.fieldDict.ids.get(t)
    if (id !== undefined) fieldTerm[id] = 1
  }

  const profileWeight = new Float64Array(index.occupationDict.names.length)
  let profileNorm = 0
  for (const o of job.textOccupations) {
    profileNorm += o.weight * o.weight
    const id = index.occupationDict.ids.get(o.code)
    if (id !== undefined) profileWeight[id] = o.weight
  }
  profileNorm = Math.sqrt(profileNorm)
  const phrases = phraseScores(job, index, stats, terms)
  const jobLevel = job.experienceLevel ? LEVELS.indexOf(job.experienceLevel) : job.yearsRequired !== null ? levelOfYears(job.yearsRequired) : -1

  const defined: Record<Component, boolean> = {
    skills: jobSkills.length > 0,
    experience: true,
    education: true,
    title: job.occupations.length > 0 || job.titles.length > 0,
    occupation: job.occupations.length > 0,
    relevance: idealRelevance > 0,
    phrases: phrases.total > 0,
    profile: job.textOccupations.length > 0,
    seniority: jobLevel >= 0,
    relatedYears: true,
    semantic: job.vector.some((v) => v !== 0),
    credentials: job.credentials.length > 0,
  }
  const total = COMPONENTS.reduce((s, c) => s + (defined[c] ? MATCH_WEIGHTS[c] : 0), 0)
  const weight = Object.fromEntries(COMPONENTS.map((c) => [c, defined[c] && total > 0 ? MATCH_WEIGHTS[c] / total : 0])) as Record<Component, number>

  const jobVector = Float32Array.from(job.vector.length === VECTOR_DIMS ? job.vector : new Array(VECTOR_DIMS).fill(0))
  const query: Query = {
    index,
    job,
    jobSkills,
    required,
    skillWeight,
    skillWeightTotal,
    exactOf,
    relatedFirst,
    relatedNext: Int32Array.from(relatedNext),
    relatedJob: Int32Array.from(relatedJob),
    credit: new Float64Array(jobSkills.length),
    creditVia: new Int32Array(jobSkills.length),
    inRoles: new Uint8Array(jobSkills.length),
    queryTermIds: Int32Array.from(termIds),
    queryTermWeights: Float64Array.from(termWeights),
    relevanceScale: RELEVANCE_SCALE * idealRelevance,
    bm25: new Float64Array(0),
    occupationSim,
    titleWordWeight: titleWordWeights,
    titleWordForms,
    titleFormTotal,
    titleFormHead,
    titleFormSum: new Float64Array(forms.length),
    titleFitCache: new Float32Array(index.titleDict.names.length).fill(-1),
    yearsAsked,
    yearsAskedStated: job.yearsRequired,
    overqualifiedApplies,
    degreeAsked: requiredRank(job.education.level),
    fieldTerm,
    fieldAsked: jobFieldTerms.length > 0,
    phraseScore: phrases.scores,
    phraseTermIds: phrases.termIds,
    profileWeight,
    profileNorm,
    jobLevel,
    credentialTermIds: job.credentials.map((c) => Int32Array.from(c.terms, (t) => terms.id(t))),
    credentialWeights: Float64Array.from(job.credentials, (c) => (c.required ? 1 : CREDENTIAL_NICE)),
    credentialTotal: job.credentials.reduce((s, c) => s + (c.required ? 1 : CREDENTIAL_NICE), 0),
    jobVector,
    jobVectorLength: Math.sqrt(jobVector.reduce((sum, v) => sum + v * v, 0)),
    defined,
    weight,
  }
  // Every pool title's word fit at once: a ranking reads them all, from every resume's titles.
  for (let t = 0; t < query.titleFitCache.length; t++) titleFit(query, t)
  query.bm25 = bm25All(query)
  for (let d = 0; d < query.bm25.length; d++) if (query.bm25[d]! > query.relevanceScale) query.relevanceScale = query.bm25[d]!
  return query
}

const LEVELS: readonly ExperienceLevel[] = ['junior', 'mid', 'senior', 'lead']
/** The level years ask for: under 2 junior, under 5 mid, under 8 senior, else lead. */
const levelOfYears = (years: number) => (years < 2 ? 0 : years < 5 ? 1 : years < 8 ? 2 : 3)
// Seniority fit by levels above (over-qualified) and below (under-qualified) the job's.
const OVER_LEVEL_FIT = [1, 0.9, 0.6, 0.3]
const UNDER_LEVEL_FIT = [1, 0.6, 0.3, 0.1]
// Related years count fully for roles that ended within this many years of the resume's latest
// role, then less and less (at least RECENCY_FLOOR): what someone did 20 years ago fades.
const RECENT_YEARS = 5
const RECENCY_FADE_YEARS = 15
const RECENCY_FLOOR = 0.25
// A phrase with some but not all of its words in the resume earns this share of its credit.
const PARTIAL_PHRASE = 0.5
// Mean word vectors of any two resume-like texts have a cosine of about this much, whatever they
// are about (on the graded dev set, different occupations 0.89 at the median, strong fits 0.95):
// the semantic part counts what is above it.
const SEMANTIC_BASE = 0.85
// A nice-to-have credential weighs this much against a required one.
const CREDENTIAL_NICE = 0.5

/** Resume d has every term (pool term ids; -1 means no resume has it). */
function hasAllTerms(x: PoolIndex, ids: Int32Array, d: number): boolean {
  for (const t of ids) if (t < 0 || termCount(x, t, d) === 0) return false
  return ids.length > 0
}

/**
 * Requirement phrase coverage of every resume: Σ weight × coverage / Σ weight over the posting's
 * phrases, a phrase weighing its part's weight × the mean BM25 idf of its terms (so "safety" says
 * less than "hydraulics"). Coverage is 1 with all of its terms in the resume, PARTIAL_PHRASE ×
 * the share otherwise. Accumulated over the terms' postings, like BM25.
 */
function phraseScores(
  job: JobFeatures,
  index: PoolIndex,
  stats: PoolStatistics,
  terms: TermLookup,
): { scores: Float64Array; termIds: Int32Array[]; total: number } {
  const x = index
  const acc = new Float64Array(x.size)
  const hits = new Uint8Array(x.size)
  const touched = new Int32Array(x.size)
  const termIds: Int32Array[] = []
  let total = 0
  for (const phrase of job.phrases) {
    let idf = 0
    for (const term of phrase.terms) {
      const df = terms.documentFrequency(term)
      idf += Math.log(1 + (stats.size - df + 0.5) / (df + 0.5))
    }
    const weight = (phrase.weight * idf) / (phrase.terms.length || 1)
    const ids = Int32Array.from(phrase.terms, (t) => terms.id(t))
    termIds.push(ids)
    if (weight <= 0) continue
    total += weight
    let n = 0
    for (const t of ids) if (t >= 0) n = countHits(x, t, hits, touched, n)
    // A resume's credit by how many of the phrase's terms it has, computed once per phrase.
    const k = phrase.terms.length
    const credit = new Float64Array(k + 1)
    for (let h = 1; h <= k; h++) credit[h] = weight * (h === k ? 1 : (PARTIAL_PHRASE * h) / k)
    addCredits(acc, hits, touched, n, credit)
  }
  if (total > 0) for (let d = 0; d < acc.length; d++) acc[d] = acc[d]! / total
  return { scores: acc, termIds, total }
}

/** Counts term t in `hits` for each resume that has it, listing in `touched` (n so far) the ones it counts first; the new n. */
function countHits(x: PoolIndex, t: number, hits: Uint8Array, touched: Int32Array, n: number): number {
  for (let i = x.postingStart[t]!, end = x.postingStart[t + 1]!; i < end; i++) {
    const d = x.postingDocs[i]!
    if (hits[d] === 0) touched[n++] = d
    hits[d] = hits[d]! + 1
  }
  return n
}

/** Adds each touched resume's credit for its hits to `acc`, and clears the hits. */
function addCredits(acc: Float64Array, hits: Uint8Array, touched: Int32Array, n: number, credit: Float64Array): void {
  for (let i = 0; i < n; i++) {
    const d = touched[i]!
    acc[d] = acc[d]! + credit[hits[d]!]!
    hits[d] = 0
  }
}

/** A query's terms as the index knows them: each looked up once, however many parts of the query name it. */
interface TermLookup {
  /** The index's id of the term, -1 when no resume has it. */
  id(term: string): number
  /** The term's document frequency in the statistics' pool. */
  documentFrequency(term: string): number
}

function termLookup(index: PoolIndex, stats: PoolStatistics): TermLookup {
  const ids = new Map<string, number>()
  const id = (term: string) => {
    let found = ids.get(term)
    if (found === undefined) ids.set(term, (found = index.termId(term)))
    return found
  }
  return {
    id,
    documentFrequency(term) {
      if (stats !== index) return stats.documentFrequency(term)
      const t = id(term)
      return t < 0 ? 0 : index.postingStart[t + 1]! - index.postingStart[t]!
    },
  }
}

// A role at least this related to the job counts toward related years.
const RELATED_ROLE = 0.3

/**
 * Title word fit of a pool title: the best over the job's title forms of the IDF-weighted share
 * of the form's words the title has, × 0.7 without the form's head noun. Cached per query.
 */
function titleFit(q: Query, title: number): number {
  const cached = q.titleFitCache[title]!
  if (cached >= 0) return cached
  const forms = q.titleFormTotal.length
  let best = 0
  if (forms > 0) {
    const x = q.index
    const sums = q.titleFormSum
    sums.fill(0)
    let heads = 0
    for (let i = x.titleWordStart[title]!, end = x.titleWordStart[title + 1]!; i < end; i++) {
      const w = x.titleWords[i]!
      const mask = q.titleWordForms[w]!
      if (mask === 0) continue
      const weight = q.titleWordWeight[w]!
      for (let f = 0; f < forms; f++) {
        if (mask & (1 << f)) {
          sums[f] = sums[f]! + weight
          if (q.titleFormHead[f] === w) heads |= 1 << f
        }
      }
    }
    for (let f = 0; f < forms; f++) {
      const fit = (sums[f]! / q.titleFormTotal[f]!) * (heads & (1 << f) ? 1 : 0.7)
      if (fit > best) best = fit
    }
  }
  q.titleFitCache[title] = best
  return q.titleFitCache[title]!
}

/** How related one role is to the job (0..1): occupation, title words, or the job's skills it names. */
function roleRelevance(q: Query, r: number): number {
  const x = q.index
  let best = 0
  for (let i = x.roleOccStart[r]!, end = x.roleOccStart[r + 1]!; i < end; i++) {
    const sim = q.occupationSim[x.roleOccs[i]!]!
    if (sim > best) best = sim
  }
  const title = x.roleTitle[r]!
  if (title >= 0 && best < 1) {
    const fit = titleFit(q, title)
    if (fit > best) best = fit
  }
  if (best < 0.8 && q.jobSkills.length > 0) {
    let named = 0
    for (let i = x.roleSkillStart[r]!, end = x.roleSkillStart[r + 1]!; i < end; i++) if (q.exactOf[x.roleSkills[i]!]! >= 0) named++
    const bySkills = Math.min(1, named / 3) * 0.8
    if (bySkills > best) best = bySkills
  }
  return best
}

/*
 * The parts are computed pass by pass over a list of resumes (every resume of the pool, the
 * ones a ranking still has to look at, or one for its evidence), each pass a small loop of its
 * own: a process that ranks once runs these loops a single time, and V8 optimises a small loop
 * within its first resumes, where one function scoring a whole resume took it ~100 ms to
 * optimise while the interpreter ran meanwhile. Each part is the same arithmetic in the same
 * order whichever list it is computed in, so a resume's numbers do not depend on the list.
 */

/** Parts of a list of resumes, at their place in the list: the components in 0..1, what the evidence and the other parts read, and the weighted score. */
type Parts = Record<Component, Float64Array> & {
  relevantMonths: Float64Array
  /** Effective years (-1 unknown), which seniority reads. */
  years: Float64Array
  score: Float64Array
}

function newParts(n: number): Parts {
  const column = () => new Float64Array(n)
  return {
    ...(Object.fromEntries(COMPONENTS.map((c) => [c, column()])) as Record<Component, Float64Array>),
    relevantMonths: column(),
    years: column(),
    score: column(),
  }
}

/** The parts a ranking computes for every resume (see contenders); the others are LATER_PARTS. */
const FIRST_PARTS = ['title', 'occupation', 'relevance', 'phrases', 'profile'] as const satisfies readonly Component[]

function firstParts(q: Query, docs: Int32Array, bm25: Float64Array, p: Parts): void {
  titlePart(q, docs, p.title)
  textReadingParts(q, docs, p.occupation, p.profile)
  relevancePart(q, bm25, p.relevance)
  for (let i = 0; i < docs.length; i++) p.phrases[i] = q.phraseScore[docs[i]!]!
}

/** The parts that cost most, which a ranking can bound without computing them (see contenders). */
const LATER_PARTS = [
  'skills',
  'experience',
  'relatedYears',
  'seniority',
  'credentials',
  'semantic',
  'education',
] as const satisfies readonly Component[]

if (new Set<string>([...FIRST_PARTS, ...LATER_PARTS]).size !== COMPONENTS.length) throw new Error('every part is a first or a later part')

function laterParts(q: Query, docs: Int32Array, p: Parts): void {
  semanticPart(q, docs, p.semantic)
  educationPart(q, docs, p.education)
  skillPart(q, docs, p.skills)
  experiencePart(q, docs, p)
  seniorityPart(q, docs, p.years, p.seniority)
  credentialPart(q, docs, p.credentials)
}

/** Every part and the score of resumes `docs`; `bm25` holds their BM25, in the same order. */
function scoreDocs(q: Query, docs: Int32Array, bm25: Float64Array): Parts {
  const p = newParts(docs.length)
  firstParts(q, docs, bm25, p)
  laterParts(q, docs, p)
  weighedScores(q, p, p.score)
  return p
}

/**
 * Skills. A skill the roles show in use earns full credit; one only listed (a skills list, a
 * keyword block) earns SKILL_WEIGHTS.listed, when the resume's roles name skills at all.
 */
function skillPart(q: Query, docs: Int32Array, out: Float64Array): void {
  if (q.jobSkills.length === 0) return
  for (let n = 0; n < docs.length; n++) out[n] = skillCredits(q, docs[n]!)
}

/** Resume d's skills part, its credits left in q.credit / q.creditVia. */
function skillCredits(q: Query, d: number): number {
  const x = q.index
  const credit = q.credit
  const inRoles = q.inRoles
  credit.fill(0)
  inRoles.fill(0)
  const rolesFrom = x.roleSkillStart[x.roleStart[d]!]!
  const rolesTo = x.roleSkillStart[x.roleStart[d + 1]!]!
  for (let i = rolesFrom; i < rolesTo; i++) {
    const j = q.exactOf[x.roleSkills[i]!]!
    if (j >= 0) inRoles[j] = 1
  }
  const listed = rolesTo > rolesFrom ? SKILL_WEIGHTS.listed : 1
  for (let i = x.skillStart[d]!, end = x.skillStart[d + 1]!; i < end; i++) {
    const s = x.skills[i]!
    const j = q.exactOf[s]!
    if (j >= 0) credit[j] = inRoles[j] ? 1 : listed
    for (let k = q.relatedFirst[s]!; k >= 0; k = q.relatedNext[k]!) {
      const rj = q.relatedJob[k]!
      if (credit[rj]! < SKILL_WEIGHTS.related) {
        credit[rj] = SKILL_WEIGHTS.related
        q.creditVia[rj] = s
      }
    }
  }
  let sum = 0
  for (let j = 0; j < credit.length; j++) sum += credit[j]! * q.skillWeight[j]!
  return q.skillWeightTotal > 0 ? sum / q.skillWeightTotal : 0
}

/*
 * The first parts' loops skip what is 0 for most of a pool (an occupation unlike the job's, a
 * reading the posting does not have): a fit of 0 never beats the best so far, and adding 0
 * leaves a sum as it is, so the numbers are those of the full loops.
 */

// titlePositionWeight of a resume's first titles, looked up.
const TITLE_PLACE_WEIGHTS = Float64Array.from({ length: 8 }, (_, k) => titlePositionWeight(k))

/** Title: the best of occupation fit and title word fit (by the title's place); the word fits are all in q.titleFitCache. */
function titlePart(q: Query, docs: Int32Array, out: Float64Array): void {
  const x = q.index
  for (let n = 0; n < docs.length; n++) {
    const d = docs[n]!
    let title = 0
    for (let i = x.occStart[d]!, end = x.occStart[d + 1]!; i < end; i++) {
      const similarity = q.occupationSim[x.occs[i]!]!
      if (similarity === 0) continue
      const fit = similarity * Math.sqrt(x.occWeights[i]!)
      if (fit > title) title = fit
    }
    for (let t = x.docTitleStart[d]!, end = x.docTitleStart[d + 1]!, k = 0; t < end; t++, k++) {
      const wordFit = q.titleFitCache[x.docTitles[t]!]!
      if (wordFit === 0) continue
      const fit = (k < TITLE_PLACE_WEIGHTS.length ? TITLE_PLACE_WEIGHTS[k]! : titlePositionWeight(k)) * wordFit
      if (fit > title) title = fit
    }
    out[n] = title
  }
}

/**
 * What the resume's text reads as: the occupation part (its best reading against the job
 * title's occupations) and the profile part (the cosine of its reading weights and the
 * posting's over O*NET occupations).
 */
function textReadingParts(q: Query, docs: Int32Array, occupationOut: Float64Array, profileOut: Float64Array): void {
  const x = q.index
  for (let n = 0; n < docs.length; n++) {
    const d = docs[n]!
    let occupation = 0
    let profile = 0
    for (let i = x.textOccStart[d]!, end = x.textOccStart[d + 1]!; i < end; i++) {
      const o = x.textOccs[i]!
      const similarity = q.occupationSim[o]!
      const posting = q.profileWeight[o]!
      if (similarity === 0 && posting === 0) continue
      const w = x.textOccWeights[i]!
      const fit = similarity * w * w
      if (fit > occupation) occupation = fit
      profile += w * posting
    }
    occupationOut[n] = occupation
    const length = x.textOccLengths[d]!
    profileOut[n] = length > 0 && q.profileNorm > 0 ? profile / (length * q.profileNorm) : 0
  }
}

/** Experience and related years (reads the title part), with the relevant months and effective years. */
function experiencePart(q: Query, docs: Int32Array, p: Parts): void {
  for (let n = 0; n < docs.length; n++) experienceOf(q, docs[n]!, n, p)
}

function experienceOf(q: Query, d: number, at: number, p: Parts): void {
  const x = q.index
  // Related months over dated roles (sorted by start), overlaps counted once.
  let relevantMonths = 0
  let recentMonths = 0
  let coveredUntil = -1
  let latest = -1
  for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
    if (x.roleFrom[r]! >= 0 && x.roleFrom[r]! + x.roleMonths[r]! > latest) latest = x.roleFrom[r]! + x.roleMonths[r]!
  }
  for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
    const from = x.roleFrom[r]!
    if (from < 0) continue
    const relevance = roleRelevance(q, r)
    if (relevance < RELATED_ROLE) continue
    const to = from + x.roleMonths[r]!
    const start = from > coveredUntil ? from : coveredUntil
    if (to > start) {
      relevantMonths += relevance * (to - start)
      const ago = (latest - to) / 12
      const fade = ago <= RECENT_YEARS ? 1 : Math.max(RECENCY_FLOOR, 1 - (ago - RECENT_YEARS) / RECENCY_FADE_YEARS)
      recentMonths += relevance * fade * (to - start)
    }
    if (to > coveredUntil) coveredUntil = to
  }
  let experience: number
  let relatedYears: number
  let years = -1
  const dated = x.datedRoles[d]! > 0
  const stated = x.statedYears[d]!
  if (!dated && stated < 0) {
    experience = UNKNOWN_EXPERIENCE
    relatedYears = UNKNOWN_EXPERIENCE
  } else {
    const total = dated ? x.totalYears[d]! : stated
    // Stated years cannot be placed in roles: they count as related as far as the titles are.
    const relevant = dated ? Math.min(total, relevantMonths / 12) : stated * p.title[at]!
    const effective = relevant + 0.5 * (total - relevant)
    const asked = q.yearsAsked > 0 ? q.yearsAsked : 0
    const meet = asked === 0 || effective >= asked ? 1 : 0.2 + (0.8 * effective) / asked
    const share = Math.min(1, relevant / Math.max(asked, DEFAULT_YEARS_ASKED))
    experience = 0.6 * meet + 0.4 * share
    if (q.overqualifiedApplies && effective > asked + 10) {
      experience -= Math.min(OVERQUALIFIED_PENALTY, 0.01 * (effective - asked - 10))
    }
    relevantMonths = relevant * 12
    const recent = dated ? Math.min(total, recentMonths / 12) : relevant
    relatedYears = Math.min(1, recent / Math.max(q.yearsAsked, 3))
    years = effective
  }
  p.experience[at] = experience
  p.relatedYears[at] = relatedYears
  p.relevantMonths[at] = relevantMonths
  p.years[at] = years
}

/** Seniority both ways: the resume's level (years and titles) against the job's. */
function seniorityPart(q: Query, docs: Int32Array, years: Float64Array, out: Float64Array): void {
  if (q.jobLevel < 0) return
  const x = q.index
  for (let n = 0; n < docs.length; n++) {
    const gap = x.seniority[docs[n]!]! - q.jobLevel
    let seniority = gap >= 0 ? OVER_LEVEL_FIT[gap]! : UNDER_LEVEL_FIT[-gap]!
    // Years far beyond a junior or mid ask read as over-qualified whatever the titles say.
    if (q.jobLevel <= 1 && years[n]! > q.yearsAsked + 12) seniority = Math.min(seniority, 0.6)
    out[n] = seniority
  }
}

function educationPart(q: Query, docs: Int32Array, out: Float64Array): void {
  const x = q.index
  for (let n = 0; n < docs.length; n++) {
    const d = docs[n]!
    const found = x.degree[d]!
    let education: number
    if (q.degreeAsked === 0) {
      education = found >= 0 ? 1 : 0.85
    } else if (found < 0) {
      education = NO_DEGREE_FOUND
    } else {
      const short = levelsShort(found, q.degreeAsked)
      education = short <= 0 ? 1 : short === 1 ? 0.6 : short === 2 ? 0.35 : 0.15
      if (q.fieldAsked && !fieldMatches(q, d)) education *= 0.8
    }
    out[n] = education
  }
}

function relevancePart(q: Query, bm25: Float64Array, out: Float64Array): void {
  if (!(q.relevanceScale > 0)) return
  for (let n = 0; n < out.length; n++) out[n] = Math.min(1, bm25[n]! / q.relevanceScale)
}

/** Meaning: cosine of the posting's and the resume's vectors, from SEMANTIC_BASE (0) to 1 (1). */
function semanticPart(q: Query, docs: Int32Array, out: Float64Array): void {
  const v = q.index.vectors
  const jv = q.jobVector
  for (let n = 0; n < docs.length; n++) {
    let dot = 0
    for (let i = 0, at = docs[n]! * VECTOR_DIMS; i < VECTOR_DIMS; i++) dot += jv[i]! * v[at + i]!
    out[n] = semanticOf(dot)
  }
}

const semanticOf = (dot: number) => Math.max(0, (dot / 127 - SEMANTIC_BASE) / (1 - SEMANTIC_BASE))

/**
 * At least the semantic part of any resume of the pool, from the vectors' lengths (Cauchy–Schwarz:
 * a dot product is at most the product of the lengths). The margin is far above the rounding of
 * the dot product's hundred steps, so the bound holds for the number semanticPart computes.
 */
function semanticBound(q: Query): number {
  return semanticOf(q.jobVectorLength * Math.sqrt(q.index.vectorSquaredLengthMax) * (1 + 1e-9))
}

/** Credentials: a required one counts 1, a nice-to-have CREDENTIAL_NICE; named = all its terms. */
function credentialPart(q: Query, docs: Int32Array, out: Float64Array): void {
  if (!(q.credentialTotal > 0)) return
  const x = q.index
  for (let n = 0; n < docs.length; n++) {
    let got = 0
    for (let k = 0; k < q.credentialTermIds.length; k++) if (hasAllTerms(x, q.credentialTermIds[k]!, docs[n]!)) got += q.credentialWeights[k]!
    out[n] = got / q.credentialTotal
  }
}

/** The weighted sum of the parts into `out`, through the field gate when the job defines its part. */
function weighedScores(q: Query, p: Parts, out: Float64Array): void {
  const w = q.weight
  const gate = q.defined[FIELD_GATE.part] ? p[FIELD_GATE.part] : null
  for (let i = 0; i < out.length; i++) {
    const linear =
      w.skills * p.skills[i]! +
      w.experience * p.experience[i]! +
      w.education * p.education[i]! +
      w.title * p.title[i]! +
      w.occupation * p.occupation[i]! +
      w.relevance * p.relevance[i]! +
      w.phrases * p.phrases[i]! +
      w.profile * p.profile[i]! +
      w.seniority * p.seniority[i]! +
      w.relatedYears * p.relatedYears[i]! +
      w.semantic * p.semantic[i]! +
      w.credentials * p.credentials[i]!
    out[i] = gate ? linear * gateFactor(gate[i]!) : linear
  }
}

/** What the field gate keeps of a score, for the gate part's value (1: nothing taken). */
export function gateFactor(value: number): number {
  return FIELD_GATE.floor + (1 - FIELD_GATE.floor) * Math.min(1, value / FIELD_GATE.full)
}

function fieldMatches(q: Query, d: number): boolean {
  const x = q.index
  for (let i = x.fieldStart[d]!, end = x.fieldStart[d + 1]!; i < end; i++) if (q.fieldTerm[x.fields[i]!]) return true
  return false
}

const K1_PLUS_1 = BM25.k1 + 1
const bm25Term = (w: number, tf: number, norm: number) => (w * tf * K1_PLUS_1) / (tf + norm)

/** BM25 of every resume, accumulated term by term over the postings (query order). */
function bm25All(q: Query): Float64Array {
  const x = q.index
  const acc = new Float64Array(x.size)
  for (let k = 0; k < q.queryTermIds.length; k++) addTermBm25(x, q.queryTermIds[k]!, q.queryTermWeights[k]!, acc)
  return acc
}

/** Adds term t's BM25 (query weight w) to the resumes that have it: bm25Term, written out in the loop. */
function addTermBm25(x: PoolIndex, t: number, w: number, acc: Float64Array): void {
  for (let i = x.postingStart[t]!, end = x.postingStart[t + 1]!; i < end; i++) {
    const d = x.postingDocs[i]!
    const tf = x.postingTfs[i]!
    acc[d] = acc[d]! + (w * tf * K1_PLUS_1) / (tf + x.lengthNorm[d]!)
  }
}

/** The tf of term t in resume d (binary search in the term's posting list), 0 if absent. */
function termCount(x: PoolIndex, t: number, d: number): number {
  let lo = x.postingStart[t]!
  let hi = x.postingStart[t + 1]! - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const doc = x.postingDocs[mid]!
    if (doc === d) return x.postingTfs[mid]!
    if (doc < d) lo = mid + 1
    else hi = mid - 1
  }
  return 0
}

/** BM25 of one resume, summed in the same order as bm25All (so the same number). */
function bm25One(q: Query, d: number, contributions?: Array<{ k: number; value: number }>): number {
  const x = q.index
  let bm25 = 0
  for (let k = 0; k < q.queryTermIds.length; k++) {
    const tf = termCount(x, q.queryTermIds[k]!, d)
    if (tf === 0) continue
    const value = bm25Term(q.queryTermWeights[k]!, tf, x.lengthNorm[d]!)
    bm25 = bm25 + value
    contributions?.push({ k, value })
  }
  return bm25
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000
const percent = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100)

/**
 * The top `limit` resumes of the pool for the job, best first. Ties (equal rounded scores) go
 * to the smaller id. Pass the same array, or better the PoolIndex from indexPool, for repeated
 * queries: the compiled index is cached with it.
 */
export function rankResumes(job: JobFeatures, pool: readonly PoolEntry[] | PoolIndex, limit: number): Ranked[] {
  const index = indexPool(pool)
  const k = Math.max(0, Math.min(Math.floor(limit), index.size))
  if (k === 0) return []
  const q = compile(job, index)
  const { docs, parts } = contenders(q, k)
  const scores = parts.score
  // The k best so far, best first (as rows of docs); a resume enters only if it beats the last.
  const topKey = new Float64Array(k).fill(-1)
  const topRow = new Int32Array(k).fill(-1)
  let filled = 0
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!
    const key = Math.round(scores[i]! * 10_000)
    if (filled === k && !better(index, key, d, topKey[k - 1]!, docs[topRow[k - 1]!]!)) continue
    let at = filled < k ? filled++ : k - 1
    while (at > 0 && better(index, key, d, topKey[at - 1]!, docs[topRow[at - 1]!]!)) {
      topKey[at] = topKey[at - 1]!
      topRow[at] = topRow[at - 1]!
      at--
    }
    topKey[at] = key
    topRow[at] = i
  }
  const out: Ranked[] = []
  for (let i = 0; i < filled; i++) {
    const d = docs[topRow[i]!]!
    out.push({ id: index.idOf(d), rank: i + 1, ...detail(q, d, parts, topRow[i]!) })
  }
  return out
}

// Ranking a top of at most this many, and at most a quarter of the pool, skips the resumes that
// cannot make it (contenders); a longer top is most of the pool, and every resume is scored.
const PRUNED_TOP = 100

/**
 * The resumes that can make the top k (ascending positions) and their scores. Every part is at
 * least 0, and each of LATER_PARTS at most 1 (semantic: at most semanticBound), so the first
 * parts bound a resume's score (scoreBounds). The k resumes of highest bound are scored in full,
 * and a resume whose bound is below the k-th of their scores cannot make the top: its later
 * parts, the costly ones, are never computed (for all but a few hundred of 10,000 resumes).
 */
function contenders(q: Query, k: number): { docs: Int32Array; parts: Parts } {
  const n = q.index.size
  const docs = allDocs(n)
  const first = newParts(n)
  firstParts(q, docs, q.bm25, first)
  // The bounds hold for weights of at least 0, as the fit makes them: any other, nothing is skipped.
  const boundable = Object.values(q.weight).every((w) => w >= 0)
  if (k > PRUNED_TOP || k * 4 > n || !boundable) return { docs, parts: withLaterParts(q, first, docs) }
  const bound = scoreBounds(q, first)
  const sample = highest(bound, k)
  // (Fewer than k comparable bounds: nothing is skipped.)
  let threshold = sample.length === k ? Infinity : -Infinity
  for (const score of withLaterParts(q, first, sample).score) threshold = Math.min(threshold, Math.round(score * 10_000))
  // A score below this rounds to a key below the threshold (the bounds' margin covers the scaling).
  const cut = (threshold - 0.5) / 10_000
  let m = 0
  for (let d = 0; d < n; d++) if (!(bound[d]! < cut)) docs[m++] = d
  const kept = docs.subarray(0, m)
  return { docs: kept, parts: withLaterParts(q, first, kept) }
}

// What a score bound adds to the sum it is computed as: far above the rounding of a dozen
// additions and products (~1e-15), far below the 1e-4 steps scores are ranked by.
const BOUND_MARGIN = 1e-9

/**
 * Per resume, at least its score: its first parts' weighted sum, the later parts at their
 * bounds, through the field gate (which grows with its part), plus BOUND_MARGIN for rounding.
 */
function scoreBounds(q: Query, first: Parts): Float64Array {
  const w = q.weight
  const later = LATER_PARTS as readonly Component[]
  const boundOf = (c: Component) => (c === 'semantic' ? semanticBound(q) : 1)
  let laterSum = 0
  for (const c of later) laterSum += w[c] * boundOf(c)
  const gated = q.defined[FIELD_GATE.part]
  const gateColumn = gated && !later.includes(FIELD_GATE.part) ? first[FIELD_GATE.part] : null
  const gateAtBound = gated && !gateColumn ? gateFactor(boundOf(FIELD_GATE.part)) : 1
  const { title, occupation, relevance, phrases, profile } = first
  const out = new Float64Array(first.score.length)
  for (let d = 0; d < out.length; d++) {
    const linear =
      w.title * title[d]! + w.occupation * occupation[d]! + w.relevance * relevance[d]! + w.phrases * phrases[d]! + w.profile * profile[d]! + laterSum
    out[d] = linear * (gateColumn ? gateFactor(gateColumn[d]!) : gateAtBound) + BOUND_MARGIN
  }
  return out
}

/** Every part and the score of resumes `docs` (positions), their first parts read from `first` (every resume's). */
function withLaterParts(q: Query, first: Parts, docs: Int32Array): Parts {
  const p = newParts(docs.length)
  for (const c of FIRST_PARTS) {
    const from = first[c]
    const to = p[c]
    for (let i = 0; i < docs.length; i++) to[i] = from[docs[i]!]!
  }
  laterParts(q, docs, p)
  weighedScores(q, p, p.score)
  return p
}

/** Positions of the k highest values, highest first (fewer when fewer are above -Infinity). */
function highest(values: Float64Array, k: number): Int32Array {
  const top = new Int32Array(k)
  const topValue = new Float64Array(k).fill(-Infinity)
  let filled = 0
  for (let d = 0; d < values.length; d++) {
    const v = values[d]!
    if (!(v > topValue[k - 1]!)) continue
    let at = filled < k ? filled++ : k - 1
    while (at > 0 && v > topValue[at - 1]!) {
      topValue[at] = topValue[at - 1]!
      top[at] = top[at - 1]!
      at--
    }
    topValue[at] = v
    top[at] = d
  }
  return top.subarray(0, filled)
}

/** Positions 0..n-1. */
function allDocs(n: number): Int32Array {
  const docs = new Int32Array(n)
  for (let d = 0; d < n; d++) docs[d] = d
  return docs
}

/** Every part of every resume of the pool for the job (0..1), and which parts the job defines: what bench and weight fitting read. */
export function partScores(
  job: JobFeatures,
  pool: readonly PoolEntry[] | PoolIndex,
): { ids: string[]; parts: Record<Component, Float64Array>; defined: Record<Component, boolean> } {
  const index = indexPool(pool)
  const q = compile(job, index)
  const all = scoreDocs(q, allDocs(index.size), q.bm25)
  const parts = Object.fromEntries(COMPONENTS.map((c) => [c, all[c]])) as Record<Component, Float64Array>
  return { ids: index.ids.slice(), parts, defined: { ...q.defined } }
}

function better(index: PoolIndex, keyA: number, a: number, keyB: number, b: number): boolean {
  if (keyA !== keyB) return keyA > keyB
  const idA = index.idOf(a)
  const idB = index.idOf(b)
  return idA !== idB ? idA < idB : a < b
}

/**
 * The score of one resume with its evidence.
 *
 * - With the `pool` it belongs to (the same array or index rankResumes was given; found by the
 *   features object itself, or by `id`): the numbers rankResumes gives it in that pool.
 * - With a pool it is not in: scored against that pool's statistics, as a resume about to join.
 * - Without a pool: the resume is a pool of its own (BM25's document frequencies then say
 *   little; prefer passing the pool).
 */
export function scoreResume(job: JobFeatures, features: ResumeFeatures, pool?: readonly PoolEntry[] | PoolIndex, id?: string): MatchScore {
  const index = pool ? indexPool(pool) : null
  const d = index ? (index.positionOfFeatures.get(features) ?? (id !== undefined ? index.position(id) : undefined)) : undefined
  if (index && d !== undefined) return scoredDetail(compile(job, index), d)
  const single = new PoolIndex([{ id: id ?? '', features }], index ?? undefined)
  const q = compile(job, single)
  // Relevance as if the resume had joined the pool: the pool's best sets the scale too.
  if (index) q.relevanceScale = Math.max(q.relevanceScale, compile(job, index).relevanceScale)
  return scoredDetail(q, 0)
}

/** Resume d's score and evidence, its parts computed alone. */
function scoredDetail(q: Query, d: number): MatchScore {
  return detail(q, d, scoreDocs(q, Int32Array.of(d), Float64Array.of(bm25One(q, d))), 0)
}

/**
 * Resume d's score and evidence from its parts (row `row` of `parts`). A ranking passes the
 * parts it ranked by: BM25 summed over the postings (bm25All) and over one resume's terms
 * (bm25One) are the same sum in the same order, so the parts are those d has alone.
 */
function detail(q: Query, d: number, parts: Parts, row: number): MatchScore {
  const contributions: Array<{ k: number; value: number }> = []
  bm25One(q, d, contributions)
  const score = round4(parts.score[row]!)
  const categoryScores: CategoryScores = {
    skills: percent(parts.skills[row]!),
    experience: percent(parts.experience[row]!),
    education: percent(parts.education[row]!),
    title: percent(parts.title[row]!),
    occupation: percent(parts.occupation[row]!),
    relevance: percent(parts.relevance[row]!),
    phrases: percent(parts.phrases[row]!),
    profile: percent(parts.profile[row]!),
    seniority: percent(parts.seniority[row]!),
    relatedYears: percent(parts.relatedYears[row]!),
    semantic: percent(parts.semantic[row]!),
    credentials: percent(parts.credentials[row]!),
  }
  return {
    engine: ENGINE_VERSION,
    score,
    match_percentage: percent(score),
    categoryScores,
    evidence: evidence(q, d, parts.relevantMonths[row]!, contributions),
    hiddenText: q.index.hiddenText[d] === 1,
  }
}

function evidence(q: Query, d: number, relevantMonths: number, contributions: Array<{ k: number; value: number }>): MatchEvidence {
  const x = q.index
  skillCredits(q, d)
  const skillsOf = (from: number, to: number): SkillEvidence => {
    const out: SkillEvidence = { matched: [], missing: [], related: [] }
    for (let j = from; j < to; j++) {
      const c = q.credit[j]!
      if (c >= SKILL_WEIGHTS.listed) out.matched.push(q.jobSkills[j]!)
      else {
        out.missing.push(q.jobSkills[j]!)
        if (c > 0) out.related.push({ skill: q.jobSkills[j]!, via: x.skillDict.names[q.creditVia[j]!]! })
      }
    }
    return out
  }

  const relevantRoles: Array<{ title: string; relevance: number; from: number }> = []
  for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
    const title = x.roleTitle[r]!
    if (title < 0 || x.roleFrom[r]! < 0) continue
    const relevance = roleRelevance(q, r)
    if (relevance >= RELATED_ROLE) relevantRoles.push({ title: x.titleDict.names[title]!, relevance, from: x.roleFrom[r]! })
  }
  relevantRoles.sort((a, b) => b.relevance - a.relevance || b.from - a.from)

  const dated = x.datedRoles[d]! > 0
  const stated = x.statedYears[d]!
  const yearsFound = dated ? round1(x.totalYears[d]!) : stated >= 0 ? stated : null
  const topOccupation = x.occStart[d + 1]! > x.occStart[d]! ? occupationByCode(x.occupationDict.names[x.occs[x.occStart[d]!]!]!) : null
  const jobOccupation = q.job.occupations[0] ? occupationByCode(q.job.occupations[0].code) : null
  // The reading of the text that carried the occupation score, else its best reading.
  let textOcc = x.textOccStart[d + 1]! > x.textOccStart[d]! ? x.textOccs[x.textOccStart[d]!]! : -1
  let textFit = 0
  for (let i = x.textOccStart[d]!, end = x.textOccStart[d + 1]!; i < end; i++) {
    const fit = q.occupationSim[x.textOccs[i]!]! * x.textOccWeights[i]! ** 2
    if (fit > textFit) {
      textFit = fit
      textOcc = x.textOccs[i]!
    }
  }
  const fromText = textOcc >= 0 ? occupationByCode(x.occupationDict.names[textOcc]!) : null

  // The resume title closest to the job's (ties: the earlier title).
  let closestTitle: string | null = null
  let closest = 0
  for (let t = x.docTitleStart[d]!, end = x.docTitleStart[d + 1]!; t < end; t++) {
    const fit = titleFit(q, x.docTitles[t]!)
    if (fit > closest) {
      closest = fit
      closestTitle = x.titleDict.names[x.docTitles[t]!]!
    }
  }

  const words = contributions
    .slice()
    .sort((a, b) => b.value - a.value || a.k - b.k)
    .slice(0, 8)
    .map((c) => {
      const term = x.termDict.name(q.queryTermIds[c.k]!)
      return q.job.queryTerms.find((t) => t.term === term)?.word ?? term
    })

  return {
    skills: { required: skillsOf(0, q.required), niceToHave: skillsOf(q.required, q.jobSkills.length) },
    experience: {
      yearsFound,
      relevantYears: yearsFound === null ? null : round1(relevantMonths / 12),
      yearsAsked: q.yearsAskedStated,
      levelAsked: q.job.experienceLevel,
      seniority: x.seniorityOf(d),
      relevantRoles: [...new Set(relevantRoles.map((r) => r.title))].slice(0, 5),
    },
    education: {
      found: x.degreeOf(d),
      degree: x.degreeText.at(d),
      field: x.fieldText.at(d),
      asked: q.job.education.level,
      fieldAsked: q.job.education.field,
      fieldMatched: q.fieldAsked ? fieldMatches(q, d) : null,
    },
    occupation: {
      found: topOccupation,
      job: jobOccupation,
      closestTitle,
      fromText,
    },
    relevance: { terms: words },
    phrases: phraseEvidence(q, d),
    credentials: {
      found: q.job.credentials.filter((_, k) => hasAllTerms(x, q.credentialTermIds[k]!, d)).map((c) => c.text),
      missing: q.job.credentials.filter((_, k) => !hasAllTerms(x, q.credentialTermIds[k]!, d)).map((c) => c.text),
    },
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10

const MAX_PHRASES_CITED = 8

/** Requirement phrases the resume has (every term) and lacks (none of its terms), weightiest first. */
function phraseEvidence(q: Query, d: number): MatchEvidence['phrases'] {
  const order = q.job.phrases.map((p, i) => ({ p, i })).sort((a, b) => b.p.weight - a.p.weight || a.i - b.i)
  const found: string[] = []
  const missing: string[] = []
  for (const { p, i } of order) {
    const ids = q.phraseTermIds[i]!
    let hits = 0
    for (const t of ids) if (t >= 0 && termCount(q.index, t, d) > 0) hits++
    if (hits === ids.length && found.length < MAX_PHRASES_CITED) found.push(p.text)
    else if (hits === 0 && missing.length < MAX_PHRASES_CITED) missing.push(p.text)
  }
  return { found, missing }
}

/**
 * For each pool occupation, its best similarity to the job's occupations, each weighed by how sure
 * the job is of it relative to its surest one.
 */
function similarityToOccupations(poolCodes: readonly string[], jobOccupations: ReadonlyArray<{ code: string; weight: number }>): Float64Array {
  const similarity = new Float64Array(poolCodes.length)
  const top = jobOccupations[0]?.weight ?? 1
  poolCodes.forEach((code, o) => {
    let best = 0
    for (const jo of jobOccupations) best = Math.max(best, occupationSimilarity(code, jo.code) * (jo.weight / top))
    similarity[o] = best
  })
  return similarity
}
