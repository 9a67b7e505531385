import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseResume, toYearMonth } from '../server/domain/ingest/index.ts'
import { COMPONENTS, FIELD_GATE, parseJobForMatching, type JobFeatures, type ResumeFeatures } from '../server/domain/match/index.ts'
import { withoutRepeats } from '../server/domain/match/features.ts'
import { occupationsOfText } from '../server/domain/match/occupation-profiles.ts'
import { occupationSimilarity } from '../server/domain/match/occupations.ts'
import { countTerms, forEachTerm } from '../server/domain/match/terms.ts'
import { textVectorOf } from '../server/domain/semantic/word-vectors.ts'
import { loadGradedSet } from './lib/graded.ts'
import { combine, fitWeights, floorsOf, leaveOnePostingOut, type FitPosting } from './lib/rank-fit.ts'
import { gradedFigures, meanFigures, type GradedFigures } from './lib/rank-metrics.ts'
import { DEV_DATA, machineLine, writeResultsSection } from './lib/results.ts'
import { scoreGradedSet, type PostingParts } from './rank-quality.ts'

/*
 * Candidate score parts, measured before any of them joins the engine: each is added to today's
 * parts (bench/rank-quality.ts) and the model is refitted leave-one-posting-out on the graded dev
 * set (tests/data/graded-dev), with the same fit, floors and field gate as the shipped weights.
 * A candidate earns a place in server/domain/match only if the held-out figures rise clearly
 * (more than the ±0.01 that adding a mere transform of an existing part moves them).
 *
 * Each candidate reads only what a resume and a posting say, never a dev posting's words:
 *
 * - recentDuties: the posting's requirement phrases found in the two most recent roles (title
 *   and bullets): evidence of doing the work now, the latest role counting fully, the one
 *   before RECENCY[1]; a phrase only in a skills line or an old role does not count.
 * - recentReading: what the most recent role's text reads as (O*NET profiles) against what the
 *   posting reads as (the profile part's cosine, on one role instead of the whole resume).
 * - roleFamily: the three most recent roles' title occupations against the posting's title
 *   occupations and its ten best text readings (SOC family and likeness of work), by recency.
 * - distantIdentity: 1 − (how sure the resume's title occupation is) × (1 − its best similarity
 *   to the posting's occupations): low for a clear career in another field.
 * - titleInWork: the posting title's field words (level and function words out) the resume
 *   uses anywhere, each weighing its IDF over the pool.
 * - leadership: for a lead or manager posting, how often the last three roles say the person
 *   led (led, supervised, managed, coached, a team of N), up to LEADERSHIP_FULL mentions; 0.5
 *   for other postings.
 * - broadReading: the profile part with the resume's 60 best readings, weights cubed (sharper).
 * - semanticSif: the semantic part with the common directions of all texts removed (the first
 *   three principal directions of O*NET occupation texts), as SIF sentence embeddings do.
 *
 * Then all candidates together, held out and in-sample: the in-sample figure is a ceiling for a
 * weighted sum over these parts.
 *
 * Run: npx tsx bench/rank-candidates.ts
 */

const RECENCY = [1, 0.7, 0.5]
// A held-out rise smaller than this is within what refitting with one more part moves.
const CLEAR_RISE = 0.01
const LEADERSHIP_FULL = 5
// Title words that say a level or a function, not a field ("Senior", "Manager", "Assistant").
const LEVEL_WORDS = new Set(
  'senior junior lead manag head chief director team gener associ staff assist specialist coordin supervisor offic execut'.split(' '),
)
const MANAGEMENT_HEADS = new Set('manager director supervisor lead leader head administrator chief president owner superintendent foreman'.split(' '))
const LEADERSHIP =
  /\b(?:led|leading|supervis\w*|manag(?:ed|ing) (?:a |the )?(?:team|staff|\d+)|oversaw|overse\w*|coach\w*|mentor\w*|hired|team of \d+|\d+ (?:staff|employees|agents|direct reports))\b/gi

interface Candidate {
  name: string
  score(job: JobFeatures, resume: ResumeFeatures, text: string, pool: PoolContext): number
}

interface PoolContext {
  idf(term: string): number
}

type Reading = Array<{ code: string; weight: number }>

function cosineOfReadings(a: Reading, b: Reading): number {
  const weights = new Map(b.map((o) => [o.code, o.weight]))
  let dot = 0
  let na = 0
  let nb = 0
  for (const o of a) {
    dot += o.weight * (weights.get(o.code) ?? 0)
    na += o.weight ** 2
  }
  for (const o of b) nb += o.weight ** 2
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0
}

/** The resume's roles, most recent first (current roles, then by end and start), as text. */
const rolesCache = new Map<string, string[]>()
function recentRoleTexts(text: string): string[] {
  let roles = rolesCache.get(text)
  if (roles) return roles
  const when = (d: string | null) => {
    const ym = d ? toYearMonth(d) : null
    return ym === 'present' ? 1e6 : ym ? ym.year * 12 + (ym.month ?? 1) : -1
  }
  roles = parseResume(text)
    .experience.map((e, i) => ({ e, i, end: Math.max(when(e.end), when(e.start)) }))
    .sort((a, b) => b.end - a.end || a.i - b.i)
    .map(({ e }) => [e.title ?? '', ...e.bullets].join('\n'))
  rolesCache.set(text, roles)
  return roles
}

const termSet = (text: string) => {
  const set = new Set<string>()
  forEachTerm(text, (t) => set.add(t))
  return set
}

function jobTargets(job: JobFeatures): Array<{ code: string; weight: number }> {
  const top = job.occupations[0]?.weight || 1
  return [...job.occupations.map((o) => ({ code: o.code, weight: o.weight / top })), ...job.textOccupations.slice(0, 10)]
}

/** Principal directions shared by all occupation texts (uncentred, as SIF removes them). */
function commonDirections(count: number): Float32Array[] {
  const read = (name: string) =>
    readFileSync(join(DEV_DATA, 'onet', name), 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.split('\t'))
  const tasks = new Map<string, string[]>()
  for (const [code, , , task] of read('task-statements.txt')) tasks.set(code!, [...(tasks.get(code!) ?? []), task!])
  const vectors = read('occupation-data.txt').map(([code, title, description]) =>
    textVectorOf([title, description, ...(tasks.get(code!) ?? [])].join('\n')),
  )
  const dims = vectors[0]!.length
  const out: Float32Array[] = []
  for (let k = 0; k < count; k++) {
    let u: Float32Array = new Float32Array(dims).fill(1 / Math.sqrt(dims))
    for (let it = 0; it < 50; it++) {
      const next = new Float32Array(dims)
      for (const v of vectors) {
        const dot = v.reduce((s, x, d) => s + x * u[d]!, 0)
        for (let d = 0; d < dims; d++) next[d] = next[d]! + dot * v[d]!
      }
      const norm = Math.hypot(...next)
      u = next.map((x) => x / norm)
    }
    out.push(u)
    for (const v of vectors) {
      const dot = v.reduce((s, x, d) => s + x * u[d]!, 0)
      for (let d = 0; d < dims; d++) v[d] = v[d]! - dot * u[d]!
    }
  }
  return out
}

function withoutDirections(v: ArrayLike<number>, directions: readonly Float32Array[]): Float64Array {
  const out = Float64Array.from(v)
  for (const u of directions) {
    const dot = out.reduce((s, x, d) => s + x * u[d]!, 0)
    for (let d = 0; d < out.length; d++) out[d] = out[d]! - dot * u[d]!
  }
  return out
}

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let d = 0; d < a.length; d++) {
    dot += a[d]! * b[d]!
    na += a[d]! ** 2
    nb += b[d]! ** 2
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0
}

const readingsCache = new Map<string, Reading>()
function readingsOf(text: string, limit: number): Reading {
  const key = `${limit}|${text}`
  let found = readingsCache.get(key)
  if (!found)
    readingsCache.set(key, (found = occupationsOfText(countTerms(withoutRepeats(text)), limit).map(({ code, weight }) => ({ code, weight }))))
  return found
}

function candidates(): Candidate[] {
  const directions = commonDirections(3)
  return [
    {
      name: 'recentDuties',
      score(job, _r, text) {
        const roles = recentRoleTexts(text).slice(0, 2).map(termSet)
        let got = 0
        let total = 0
        for (const p of job.phrases) {
          let best = 0
          roles.forEach((terms, k) => {
            const hits = p.terms.filter((t) => terms.has(t)).length
            const coverage = hits === p.terms.length ? 1 : (0.5 * hits) / p.terms.length
            best = Math.max(best, coverage * RECENCY[k]!)
          })
          got += p.weight * best
          total += p.weight
        }
        return total > 0 ? got / total : 0
      },
    },
    {
      name: 'recentReading',
      score: (job, _r, text) => {
        const latest = recentRoleTexts(text)[0]
        return latest ? cosineOfReadings(job.textOccupations, occupationsOfText(latest, 10)) : 0
      },
    },
    {
      name: 'roleFamily',
      score(job, resume) {
        const targets = jobTargets(job)
        const roles = [...resume.roles]
          .filter((r) => r.title)
          .reverse()
          .sort((a, b) => Number(b.current) - Number(a.current))
          .slice(0, 3)
        let sum = 0
        let weight = 0
        roles.forEach((role, k) => {
          let best = 0
          for (const code of role.occupations) for (const t of targets) best = Math.max(best, occupationSimilarity(code, t.code) * t.weight)
          sum += RECENCY[k]! * best
          weight += RECENCY[k]!
        })
        return weight > 0 ? sum / weight : 0
      },
    },
    {
      name: 'distantIdentity',
      score(job, resume) {
        const top = resume.occupations[0]
        if (!top) return 0.5
        let similarity = 0
        for (const o of resume.occupations) {
          for (const t of jobTargets(job))
            similarity = Math.max(similarity, occupationSimilarity(o.code, t.code) * t.weight * (o.weight / top.weight))
        }
        return 1 - top.weight * (1 - similarity)
      },
    },
    {
      name: 'titleInWork',
      score(job, resume, _t, pool) {
        const words: string[] = []
        forEachTerm(job.title, (t) => {
          if (!LEVEL_WORDS.has(t) && !words.includes(t)) words.push(t)
        })
        const terms = new Set(resume.terms.terms.split(' '))
        let got = 0
        let total = 0
        for (const w of words) {
          total += pool.idf(w)
          if (terms.has(w)) got += pool.idf(w)
        }
        return total > 0 ? got / total : 0
      },
    },
    {
      name: 'leadership',
      score(job, _r, text) {
        const leads = job.experienceLevel === 'lead' || job.titles.some((t) => MANAGEMENT_HEADS.has(t.head))
        if (!leads) return 0.5
        const mentions = recentRoleTexts(text).slice(0, 3).join('\n').match(LEADERSHIP)?.length ?? 0
        return Math.min(1, mentions / LEADERSHIP_FULL)
      },
    },
    {
      name: 'broadReading',
      score: (job, _r, text) =>
        cosineOfReadings(
          job.textOccupations.map((o) => ({ code: o.code, weight: o.weight ** 3 })),
          readingsOf(text, 60).map((o) => ({ code: o.code, weight: o.weight ** 3 })),
        ),
    },
    {
      name: 'semanticSif',
      score: (job, resume) =>
        resume.vector.length > 0 ? Math.max(0, cosine(withoutDirections(job.vector, directions), withoutDirections(resume.vector, directions))) : 0,
    },
  ]
}

function poolContext(p: PostingParts): PoolContext {
  const df = new Map<string, number>()
  for (const { resume } of p.posting.pool) for (const t of new Set(resume.entry.features.terms.terms.split(' '))) df.set(t, (df.get(t) ?? 0) + 1)
  const n = p.posting.pool.length
  return { idf: (t) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)) }
}

const GATE_PART = COMPONENTS.indexOf(FIELD_GATE.part)

function heldOut(postings: readonly FitPosting[], extra: number): { figures: GradedFigures; weights: number[] } {
  const floors = [...floorsOf(COMPONENTS), ...new Array<number>(extra).fill(0)]
  const folds = leaveOnePostingOut(postings, { floors, gatePart: GATE_PART })
  return {
    figures: meanFigures(postings.map((p, i) => gradedFigures(folds[i]!.scores, p.grades))),
    weights: floors.map((_, c) => folds.reduce((s, f) => s + f.weights[c]!, 0) / folds.length),
  }
}

const f3 = (x: number) => x.toFixed(3)
const signed = (x: number) => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(3)

async function main() {
  const started = performance.now()
  const scored = scoreGradedSet(await loadGradedSet())
  const list = candidates()
  // values[k][p]: candidate k over posting p's pool.
  const jobs = scored.map((p) => parseJobForMatching(p.posting.text))
  const pools = scored.map(poolContext)
  const values = list.map((c) =>
    scored.map((p, i) => Float64Array.from(p.posting.pool, ({ resume }) => c.score(jobs[i]!, resume.entry.features, resume.text, pools[i]!))),
  )
  const base = heldOut(scored, 0).figures
  const rows = list.map((c, k) => {
    const postings = scored.map((p, i) => ({ ...p, parts: [...p.parts, values[k]![i]!] }))
    const { figures, weights } = heldOut(postings, 1)
    const alone = meanFigures(scored.map((p, i) => gradedFigures(values[k]![i]!, p.grades)))
    return { name: c.name, alone, figures, weight: weights[COMPONENTS.length]! }
  })
  // The two that raise held-out Spearman most, together: whether small rises add up.
  const best = rows
    .map((r, k) => ({ k, spearman: r.figures.spearman }))
    .sort((a, b) => b.spearman - a.spearman)
    .slice(0, 2)
    .map((r) => r.k)
  const pair = heldOut(
    scored.map((p, i) => ({ ...p, parts: [...p.parts, ...best.map((k) => values[k]![i]!)] })),
    2,
  ).figures
  const all = scored.map((p, i) => ({ ...p, parts: [...p.parts, ...values.map((v) => v[i]!)] }))
  const allHeldOut = heldOut(all, list.length).figures
  const inSampleWeights = fitWeights(all, { floors: [...floorsOf(COMPONENTS), ...list.map(() => 0)] })
  const inSample = meanFigures(all.map((p) => gradedFigures(combine(p.parts, inSampleWeights), p.grades)))

  const clear = rows.filter((r) => r.figures.spearman - base.spearman >= CLEAR_RISE && r.figures.ndcg5 >= base.ndcg5).map((r) => r.name)
  const body = [
    `${machineLine()}. Run time ${((performance.now() - started) / 1000).toFixed(1)} s. Run: \`npx tsx bench/rank-candidates.ts\`.`,
    '',
    "Candidate parts (described in the script's header), each added to today's parts and the model refitted leave-one-posting-out on the graded set, with the same fit, floors and field gate as the shipped weights. A candidate joins the engine only when the held-out figures rise by more than the ±0.01 a mere transform of an existing part moves them.",
    '',
    `Clear rises (held-out Spearman up ${CLEAR_RISE} or more, nDCG@5 not down): ${clear.length ? clear.join(', ') : 'none'}.`,
    '',
    '| model | alone nDCG@5 | alone Spearman | held out nDCG@5 | held out nDCG@10 | held out Spearman | Δ Spearman | Δ nDCG@5 | mean fold weight |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| today's parts | | | ${f3(base.ndcg5)} | ${f3(base.ndcg10)} | ${f3(base.spearman)} | | | |`,
    ...rows.map(
      (r) =>
        `| + ${r.name} | ${f3(r.alone.ndcg5)} | ${f3(r.alone.spearman)} | ${f3(r.figures.ndcg5)} | ${f3(r.figures.ndcg10)} | ${f3(r.figures.spearman)} | ${signed(r.figures.spearman - base.spearman)} | ${signed(r.figures.ndcg5 - base.ndcg5)} | ${f3(r.weight)} |`,
    ),
    `| + ${best.map((k) => list[k]!.name).join(' + ')} | | | ${f3(pair.ndcg5)} | ${f3(pair.ndcg10)} | ${f3(pair.spearman)} | ${signed(pair.spearman - base.spearman)} | ${signed(pair.ndcg5 - base.ndcg5)} | |`,
    `| + all ${list.length} | | | ${f3(allHeldOut.ndcg5)} | ${f3(allHeldOut.ndcg10)} | ${f3(allHeldOut.spearman)} | ${signed(allHeldOut.spearman - base.spearman)} | ${signed(allHeldOut.ndcg5 - base.ndcg5)} | |`,
    `| + all ${list.length}, fitted on all 16 postings (in-sample, no gate: a ceiling) | | | ${f3(inSample.ndcg5)} | ${f3(inSample.ndcg10)} | ${f3(inSample.spearman)} | | | |`,
  ].join('\n')
  console.log(body)
  writeResultsSection('Ranking quality: candidate parts (bench/rank-candidates.ts)', body)
}

await main()
