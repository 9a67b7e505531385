import type { ExperienceLevel } from '../jd/index.ts'
import { fieldTerms, levelsShort, requiredRank } from './education.ts'
import { familySimilarity, occupationByCode, titleWordWeight } from './occupations.ts'
import { BM25, indexPool, PoolIndex, titlePositionWeight } from './pool-index.ts'
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
 *   score = Σ MATCH_WEIGHTS[c] × s_c / Σ MATCH_WEIGHTS[c]   over the components c the job defines
 *
 * each s_c in 0..1:
 *
 * - skills: weighted coverage of the job's skills. A required skill weighs SKILL_WEIGHTS.required,
 *   a nice-to-have SKILL_WEIGHTS.nice, times SKILL_WEIGHTS.professional for soft skills
 *   ("Communication") against named technologies and trades. A skill the resume names earns full
 *   credit, once however often it is named; one it does not name earns SKILL_WEIGHTS.related when
 *   the resume names a skill of the same O*NET software group (Sage 50 for QuickBooks). Left out
 *   when the job names no skill.
 * - experience: 0.6 × meeting the years asked + 0.4 × the share of them spent in related roles.
 *   "Effective" years = related years + half the other years; meeting = 1 when effective ≥ asked,
 *   else 0.2 + 0.8 × effective / asked. A role is related by its occupation (same or sibling
 *   O*NET occupation), its title words, or the job's skills it names. Years asked come from the
 *   job ("5+ years"), else its level (LEVEL_YEARS), else 2. Over-qualified for a junior or mid job
 *   (10+ years beyond the ask) costs at most OVERQUALIFIED_PENALTY. Unknown years (no dated role,
 *   no stated years) score UNKNOWN_EXPERIENCE.
 * - education: 1 when the highest degree meets the level asked, 0.6 one level short, 0.35 two,
 *   0.15 further, NO_DEGREE_FOUND when the resume names no degree; × 0.8 when the job names a
 *   field and no degree of the resume is in it. Nothing asked: 1 with any degree, 0.85 without.
 * - title: how close the resume's titles are to the job's: the best of occupation fit (SOC family
 *   similarity of the likely occupations, × √ of how sure the resume's occupation is) and title
 *   word fit (IDF-weighted share of the job title's words in the resume's best title, × 0.7 when
 *   the job's head noun is not in it). Left out when the job title reads as nothing.
 * - relevance: BM25 (k1 1.2, b 0.75) of the resume's visible text for the job's query terms, with
 *   the pool's document frequencies and average length, divided by RELEVANCE_SCALE × the score
 *   of an ideal resume (every query term, saturated), capped at 1. BM25 saturates with repetition
 *   and discounts long texts, so a term repeated fifty times adds little over a term used three
 *   times.
 *
 * Deterministic: sums run in a fixed order over integer-indexed arrays, results are rounded
 * (score 4 decimals, percentages whole) and ties are broken by resume id.
 */

export const MATCH_WEIGHTS = { skills: 0.3, experience: 0.15, education: 0.1, title: 0.2, relevance: 0.25 } as const
export const SKILL_WEIGHTS = { required: 1, nice: 0.5, professional: 0.5, related: 0.35 } as const
export const LEVEL_YEARS: Record<ExperienceLevel, number> = { junior: 0, mid: 2, senior: 5, lead: 8 }
export const DEFAULT_YEARS_ASKED = 2
export const RELEVANCE_SCALE = 0.2
export const OVERQUALIFIED_PENALTY = 0.1
export const UNKNOWN_EXPERIENCE = 0.5
export const NO_DEGREE_FOUND = 0.25

type Component = keyof typeof MATCH_WEIGHTS
const COMPONENTS: readonly Component[] = ['skills', 'experience', 'education', 'title', 'relevance']

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
  // Relevance
  queryWeight: Float64Array
  idealRelevance: number
  /** BM25 that counts as full relevance. */
  relevanceScale: number
  // Title
  occupationSim: Float64Array
  // Title words: weight per pool title word, bit i set when the job's i-th title form has it.
  titleWordWeight: Float64Array
  titleWordForms: Uint32Array
  titleFormTotal: Float64Array
  titleFormHead: Int32Array
  titleFormSum: Float64Array
  // Experience and education
  yearsAsked: number
  yearsAskedStated: number | null
  overqualifiedApplies: boolean
  degreeAsked: number
  fieldTerm: Uint8Array
  fieldAsked: boolean
  // Components the job defines and their weights.
  weight: Record<Component, number>
}

const queryCache = new WeakMap<PoolIndex, WeakMap<JobFeatures, Query>>()

function compile(job: JobFeatures, index: PoolIndex): Query {
  let perIndex = queryCache.get(index)
  if (!perIndex) queryCache.set(index, (perIndex = new WeakMap()))
  const cached = perIndex.get(job)
  if (cached) return cached
  if (job.engine !== ENGINE_VERSION) {
    throw new Error(`job features of engine ${job.engine}; recompute them with parseJobForMatching (engine ${ENGINE_VERSION})`)
  }
  const n = index.size

  // Skills
  const jobSkills = [...job.requiredSkills, ...job.niceToHave.filter((s) => !job.requiredSkills.includes(s))]
  const required = job.requiredSkills.length
  const skillWeight = new Float64Array(jobSkills.length)
  let skillWeightTotal = 0
  const skillDf = new Uint32Array(index.skillDict.names.length)
  for (let i = 0; i < index.skills.length; i++) skillDf[index.skills[i]!]!++
  jobSkills.forEach((s, j) => {
    const id = index.skillDict.ids.get(s)
    const df = id === undefined ? 0 : skillDf[id]!
    const idfNorm = Math.log((n + 1) / (df + 1)) / Math.log(n + 1 || 2)
    const spec = Number(process.env.SPEC ?? 0) ? 1 - Number(process.env.SPEC) + Number(process.env.SPEC) * idfNorm : 1
    const w = spec * (j < required ? SKILL_WEIGHTS.required : SKILL_WEIGHTS.nice) * (skillKind(s) === 'professional' ? SKILL_WEIGHTS.professional : 1)
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

  // Relevance: BM25 idf with the pool's document frequencies.
  const queryWeight = new Float64Array(index.termDict.names.length)
  let idealRelevance = 0
  for (const { term, weight } of job.queryTerms) {
    const id = index.termDict.ids.get(term)
    const df = id === undefined ? 0 : index.termDf[id]!
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
    if (id !== undefined) queryWeight[id] = idf * weight
    // Terms no resume has still belong to the ideal: missing them is missing part of the job.
    idealRelevance += idf * weight * (BM25.k1 + 1)
  }

  // Title: occupation similarity per pool occupation, weights of the job title's words.
  const occupationSim = new Float64Array(index.occupationDict.names.length)
  const topJobWeight = job.occupations[0]?.weight ?? 1
  index.occupationDict.names.forEach((code, o) => {
    let best = 0
    for (const jo of job.occupations) best = Math.max(best, familySimilarity(code, jo.code) * (jo.weight / topJobWeight))
    occupationSim[o] = best
  })
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
  const yearsAskedStated = job.yearsRequired
  const yearsAsked = job.yearsRequired ?? (job.experienceLevel ? LEVEL_YEARS[job.experienceLevel] : DEFAULT_YEARS_ASKED)
  const overqualifiedApplies = job.experienceLevel === 'junior' || job.experienceLevel === 'mid' || (job.experienceLevel === null && yearsAsked <= 2)
  const fieldTerm = new Uint8Array(index.fieldDict.names.length)
  const jobFieldTerms = fieldTerms(job.education.field)
  for (const t of jobFieldTerms) {
    const id = index.fieldDict.ids.get(t)
    if (id !== undefined) fieldTerm[id] = 1
  }

  const defined: Record<Component, boolean> = {
    skills: jobSkills.length > 0,
    experience: true,
    education: true,
    title: job.occupations.length > 0 || job.titles.length > 0,
    relevance: idealRelevance > 0,
  }
  const total = COMPONENTS.reduce((s, c) => s + (defined[c] ? MATCH_WEIGHTS[c] : 0), 0)
  const weight = Object.fromEntries(COMPONENTS.map((c) => [c, defined[c] ? MATCH_WEIGHTS[c] / total : 0])) as Record<Component, number>

  const query: Query = {
    index, job, jobSkills, required, skillWeight, skillWeightTotal, exactOf, relatedFirst,
    relatedNext: Int32Array.from(relatedNext), relatedJob: Int32Array.from(relatedJob),
    credit: new Float64Array(jobSkills.length), creditVia: new Int32Array(jobSkills.length),
    queryWeight, idealRelevance, occupationSim, titleWordWeight: titleWordWeights, titleWordForms, titleFormTotal, titleFormHead,
    titleFormSum: new Float64Array(forms.length),
    yearsAsked, yearsAskedStated, overqualifiedApplies, degreeAsked: requiredRank(job.education.level),
    fieldTerm, fieldAsked: jobFieldTerms.length > 0, weight, relevanceScale: 0,
  }
  if (idealRelevance > 0) {
    let best = 0
    if (process.env.RELMODE === 'max') for (let d = 0; d < n; d++) best = Math.max(best, bm25Of(query, d))
    query.relevanceScale = Math.max(best, RELEVANCE_SCALE * idealRelevance)
  }
  perIndex.set(job, query)
  return query
}

/** Scratch output of scoreDoc: the components in 0..1. */
interface Parts {
  skills: number
  experience: number
  education: number
  title: number
  relevance: number
  relevantMonths: number
}

const RELATED_ROLE = 0.3

/**
 * Title word fit of one resume title (words from..to of `words`): the best over the job's title
 * forms of the IDF-weighted share of the form's words the title has, × 0.7 without the form's
 * head noun.
 */
function titleFit(q: Query, words: Uint32Array, from: number, to: number): number {
  const forms = q.titleFormTotal.length
  if (forms === 0) return 0
  const sums = q.titleFormSum
  sums.fill(0)
  let heads = 0
  for (let i = from; i < to; i++) {
    const w = words[i]!
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
  let best = 0
  for (let f = 0; f < forms; f++) {
    const fit = (sums[f]! / q.titleFormTotal[f]!) * (heads & (1 << f) ? 1 : 0.7)
    if (fit > best) best = fit
  }
  return best
}

/** How related one role is to the job (0..1): occupation, title words, or the job's skills it names. */
function roleRelevance(q: Query, r: number): number {
  const x = q.index
  let best = 0
  for (let i = x.roleOccStart[r]!, end = x.roleOccStart[r + 1]!; i < end; i++) best = Math.max(best, q.occupationSim[x.roleOccs[i]!]!)
  best = Math.max(best, titleFit(q, x.roleWords, x.roleWordStart[r]!, x.roleWordStart[r + 1]!))
  if (best < 1 && q.jobSkills.length > 0) {
    let named = 0
    for (let i = x.roleSkillStart[r]!, end = x.roleSkillStart[r + 1]!; i < end; i++) if (q.exactOf[x.roleSkills[i]!]! >= 0) named++
    best = Math.max(best, Math.min(1, named / 3) * 0.8)
  }
  return best
}

function scoreDoc(q: Query, d: number, out: Parts): number {
  const x = q.index

  // Skills
  let skills = 0
  if (q.jobSkills.length > 0) {
    const credit = q.credit
    credit.fill(0)
    for (let i = x.skillStart[d]!, end = x.skillStart[d + 1]!; i < end; i++) {
      const s = x.skills[i]!
      const j = q.exactOf[s]!
      if (j >= 0) credit[j] = 1
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
    skills = q.skillWeightTotal > 0 ? sum / q.skillWeightTotal : 0
  }

  // Title
  let occupationFit = 0
  for (let i = x.occStart[d]!, end = x.occStart[d + 1]!; i < end; i++) {
    occupationFit = Math.max(occupationFit, q.occupationSim[x.occs[i]!]! * Math.sqrt(x.occWeights[i]!))
  }
  let wordFit = 0
  for (let t = x.titleStart[d]!, end = x.titleStart[d + 1]!, k = 0; t < end; t++, k++) {
    wordFit = Math.max(wordFit, titlePositionWeight(k) * titleFit(q, x.titleWords, x.titleWordStart[t]!, x.titleWordStart[t + 1]!))
  }
  const title = Math.max(occupationFit, wordFit)

  // Experience: related months over dated roles (sorted by start), overlaps counted once.
  let relevantMonths = 0
  let coveredUntil = -1
  for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
    const from = x.roleFrom[r]!
    if (from < 0) continue
    const to = from + x.roleMonths[r]!
    const relevance = roleRelevance(q, r)
    if (relevance < RELATED_ROLE) continue
    const start = Math.max(from, coveredUntil)
    if (to > start) relevantMonths += relevance * (to - start)
    if (to > coveredUntil) coveredUntil = to
  }
  let experience: number
  const dated = x.datedRoles[d]! > 0
  const stated = x.statedYears[d]!
  if (!dated && stated < 0) {
    experience = UNKNOWN_EXPERIENCE
  } else {
    const total = dated ? x.totalYears[d]! : stated
    // Stated years cannot be placed in roles: they count as related as far as the titles are.
    const relevant = dated ? Math.min(total, relevantMonths / 12) : stated * title
    const effective = relevant + 0.5 * (total - relevant)
    const asked = q.yearsAsked > 0 ? q.yearsAsked : 0
    const meet = asked === 0 || effective >= asked ? 1 : 0.2 + (0.8 * effective) / asked
    const share = Math.min(1, relevant / Math.max(asked, DEFAULT_YEARS_ASKED))
    experience = 0.6 * meet + 0.4 * share
    if (q.overqualifiedApplies && effective > asked + 10) {
      experience -= Math.min(OVERQUALIFIED_PENALTY, 0.01 * (effective - asked - 10))
    }
    if (!dated) relevantMonths = relevant * 12
  }

  // Education
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

  // Relevance: BM25 over the resume's kept terms.
  const relevance = q.relevanceScale > 0 ? Math.min(1, bm25Of(q, d) / q.relevanceScale) : 0

  out.skills = skills
  out.experience = experience
  out.education = education
  out.title = title
  out.relevance = relevance
  out.relevantMonths = relevantMonths
  const w = q.weight
  return w.skills * skills + w.experience * experience + w.education * education + w.title * title + w.relevance * relevance
}

function bm25Of(q: Query, d: number): number {
  const x = q.index
  const norm = x.lengthNorm[d]!
  let bm25 = 0
  for (let i = x.termStart[d]!, end = x.termStart[d + 1]!; i < end; i++) {
    const w = q.queryWeight[x.terms[i]!]!
    if (w === 0) continue
    const tf = x.tfs[i]!
    bm25 += (w * tf * (BM25.k1 + 1)) / (tf + norm)
  }
  return bm25
}

function fieldMatches(q: Query, d: number): boolean {
  const x = q.index
  for (let i = x.fieldStart[d]!, end = x.fieldStart[d + 1]!; i < end; i++) if (q.fieldTerm[x.fields[i]!]) return true
  return false
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000
const percent = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100)

/**
 * The top `limit` resumes of the pool for the job, best first. Ties (equal rounded scores) go
 * to the smaller id. Pass the same array (or a PoolIndex from indexPool) for repeated queries:
 * its compiled index is cached.
 */
export function rankResumes(job: JobFeatures, pool: readonly PoolEntry[] | PoolIndex, limit: number): Ranked[] {
  const index = indexPool(pool)
  const q = compile(job, index)
  const k = Math.max(0, Math.min(Math.floor(limit), index.size))
  if (k === 0) return []
  const parts: Parts = { skills: 0, experience: 0, education: 0, title: 0, relevance: 0, relevantMonths: 0 }
  // The k best so far, sorted best first; a resume enters only if it beats the last.
  const topKey = new Float64Array(k).fill(-1)
  const topDoc = new Int32Array(k).fill(-1)
  let filled = 0
  const ids = index.ids
  const better = (keyA: number, a: number, keyB: number, b: number) =>
    keyA > keyB || (keyA === keyB && (ids[a]! < ids[b]! || (ids[a] === ids[b] && a < b)))
  for (let d = 0; d < index.size; d++) {
    const key = Math.round(scoreDoc(q, d, parts) * 10_000)
    if (filled === k && !better(key, d, topKey[k - 1]!, topDoc[k - 1]!)) continue
    let i = filled < k ? filled++ : k - 1
    while (i > 0 && better(key, d, topKey[i - 1]!, topDoc[i - 1]!)) {
      topKey[i] = topKey[i - 1]!
      topDoc[i] = topDoc[i - 1]!
      i--
    }
    topKey[i] = key
    topDoc[i] = d
  }
  const out: Ranked[] = []
  for (let i = 0; i < filled; i++) {
    const d = topDoc[i]!
    out.push({ id: ids[d]!, rank: i + 1, ...detail(q, d) })
  }
  return out
}

/**
 * The score of one resume with its evidence. With the pool it belongs to (the same array or
 * index rankResumes was given), the numbers are those rankResumes gives it; a resume not in the
 * pool is scored as if added to it. Without a pool, the resume is a pool of its own (BM25's
 * document frequencies then say little; prefer passing the pool).
 */
export function scoreResume(job: JobFeatures, features: ResumeFeatures, pool?: readonly PoolEntry[] | PoolIndex): MatchScore {
  let index = pool ? indexPool(pool) : indexPool([{ id: '', features }])
  let d = index.positionOf.get(features)
  if (d === undefined) {
    const entries: PoolEntry[] = index.ids.map((id, i) => ({ id, features: index.features[i]! }))
    entries.push({ id: '', features })
    index = new PoolIndex(entries)
    d = index.size - 1
  }
  return detail(compile(job, index), d)
}

function detail(q: Query, d: number): MatchScore {
  const parts: Parts = { skills: 0, experience: 0, education: 0, title: 0, relevance: 0, relevantMonths: 0 }
  const score = round4(scoreDoc(q, d, parts))
  const categoryScores: CategoryScores = {
    skills: percent(parts.skills),
    experience: percent(parts.experience),
    education: percent(parts.education),
    title: percent(parts.title),
    relevance: percent(parts.relevance),
  }
  const features = q.index.features[d]!
  return {
    engine: ENGINE_VERSION,
    score,
    match_percentage: percent(score),
    categoryScores,
    evidence: evidence(q, d, features, parts),
    hiddenText: features.hiddenText,
  }
}

function evidence(q: Query, d: number, f: ResumeFeatures, parts: Parts): MatchEvidence {
  const x = q.index
  // scoreDoc left this resume's credits in q.credit / q.creditVia.
  const skillsOf = (from: number, to: number): SkillEvidence => {
    const out: SkillEvidence = { matched: [], missing: [], related: [] }
    for (let j = from; j < to; j++) {
      const c = q.credit[j]!
      if (c >= 1) out.matched.push(q.jobSkills[j]!)
      else {
        out.missing.push(q.jobSkills[j]!)
        if (c > 0) out.related.push({ skill: q.jobSkills[j]!, via: x.skillDict.names[q.creditVia[j]!]! })
      }
    }
    return out
  }

  const relevantRoles: Array<{ title: string; relevance: number; order: number }> = []
  f.roles.forEach((role, i) => {
    if (!role.title || !role.start) return
    const relevance = roleRelevance(q, x.roleStart[d]! + i)
    if (relevance >= RELATED_ROLE) relevantRoles.push({ title: role.title, relevance, order: i })
  })
  relevantRoles.sort((a, b) => b.relevance - a.relevance || b.order - a.order)

  const dated = f.datedRoles > 0
  const yearsFound = dated ? f.totalYears : f.statedYears
  const topOccupation = f.occupations[0] ?? null
  const jobOccupation = q.job.occupations[0] ? occupationByCode(q.job.occupations[0].code) : null

  // The resume title closest to the job's, by title word fit (ties: the earlier title).
  let closestTitle: string | null = null
  let closest = 0
  for (let t = x.titleStart[d]!, end = x.titleStart[d + 1]!, k = 0; t < end; t++, k++) {
    const fit = titleFit(q, x.titleWords, x.titleWordStart[t]!, x.titleWordStart[t + 1]!)
    if (fit > closest) {
      closest = fit
      closestTitle = f.titles[k] ?? null
    }
  }

  // Query words that carried the relevance, strongest first.
  const contributions: Array<{ term: string; value: number }> = []
  const norm = x.lengthNorm[d]!
  for (let i = x.termStart[d]!, end = x.termStart[d + 1]!; i < end; i++) {
    const w = q.queryWeight[x.terms[i]!]!
    if (w === 0) continue
    const tf = x.tfs[i]!
    contributions.push({ term: x.termDict.names[x.terms[i]!]!, value: (w * tf * (BM25.k1 + 1)) / (tf + norm) })
  }
  contributions.sort((a, b) => b.value - a.value || (a.term < b.term ? -1 : 1))
  const wordOf = new Map(q.job.queryTerms.map((t) => [t.term, t.word]))

  return {
    skills: { required: skillsOf(0, q.required), niceToHave: skillsOf(q.required, q.jobSkills.length) },
    experience: {
      yearsFound,
      relevantYears: yearsFound === null ? null : Math.round(parts.relevantMonths / 1.2) / 10,
      yearsAsked: q.yearsAskedStated,
      levelAsked: q.job.experienceLevel,
      seniority: f.seniority,
      relevantRoles: [...new Set(relevantRoles.map((r) => r.title))].slice(0, 5),
    },
    education: {
      found: f.education.level,
      degree: f.education.degree,
      field: f.education.field,
      asked: q.job.education.level,
      fieldAsked: q.job.education.field,
      fieldMatched: q.fieldAsked ? fieldMatches(q, d) : null,
    },
    occupation: {
      found: topOccupation ? { code: topOccupation.code, title: topOccupation.title } : null,
      job: jobOccupation,
      closestTitle,
    },
    relevance: { terms: contributions.slice(0, 8).map((c) => wordOf.get(c.term) ?? c.term) },
  }
}
