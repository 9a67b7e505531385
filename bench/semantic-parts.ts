import { parseJobDescription } from '../server/domain/jd/index.ts'
import { parseResume } from '../server/domain/ingest/index.ts'
import { coverageScorer } from '../server/domain/semantic/skill-coverage.ts'
import { cosine, textVector, wordVectorStats, type Vector } from '../server/domain/semantic/word-vectors.ts'
import { semanticWords } from '../server/domain/semantic/words.ts'
import { tfidfScores } from './lib/baselines.ts'
import { loadGradedSet, type GradedPosting } from './lib/graded.ts'
import { gradedFigures, meanFigures, type GradedFigures } from './lib/rank-metrics.ts'
import { machineLine, writeResultsSection } from './lib/results.ts'

/*
 * The semantic parts alone, before they join T10's score: on the graded dev set
 * (tests/data/graded-dev: 16 postings, 24 graded resumes each) each posting's pool is ranked by
 *
 * - TF-IDF: the plain keyword baseline of bench/lib/baselines.ts, computed here on the same texts;
 * - embedding: cosine of the posting's and the resume's text vectors (GloVe word vectors,
 *   weighted by the shipped IDF; server/domain/semantic/word-vectors.ts);
 * - embedding, pool IDF: the same with IDF computed over the posting's pool instead;
 * - skills, exact: share of the posting's skills (the jd parser's required and nice-to-have
 *   skills) the resume names (the resume parser's skills);
 * - skills, related: the same with partial credit for an O*NET-related skill
 *   (server/domain/semantic/skill-coverage.ts);
 * - TF-IDF + embedding and TF-IDF + skills related: the sum of the two parts' z-scores within
 *   the pool, unfitted (equal weights), to show whether a part adds to the keywords.
 *
 * Reported per posting and as means: nDCG@5, nDCG@10 (gain 2^grade − 1) and Spearman against
 * the mean grade. Nothing here is fitted on the grades.
 *
 * Run: npx tsx bench/semantic-parts.ts
 */

type Scorer = (posting: GradedPosting) => number[]

function zScores(values: number[]): number[] {
  const mean = values.reduce((s, x) => s + x, 0) / values.length
  const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length)
  return values.map((x) => (sd > 0 ? (x - mean) / sd : 0))
}

const sumOfZ =
  (a: Scorer, b: Scorer): Scorer =>
  (p) => {
    const za = zScores(a(p))
    const zb = zScores(b(p))
    return za.map((x, i) => x + zb[i]!)
  }

function poolIdf(posting: GradedPosting): (word: string) => number {
  const docs = [posting.text, ...posting.pool.map((r) => r.resume.text)].map((t) => new Set(semanticWords(t)))
  const df = new Map<string, number>()
  for (const d of docs) for (const w of d) df.set(w, (df.get(w) ?? 0) + 1)
  return (w) => Math.log((docs.length + 1) / ((df.get(w) ?? 0) + 1))
}

const tfidf: Scorer = (p) =>
  tfidfScores(
    p.text,
    p.pool.map((r) => r.resume.text),
  )

const vectors = new Map<string, Vector>()
const embedding: Scorer = (p) => {
  const job = textVector(semanticWords(p.text))
  return p.pool.map(({ resume }) => {
    let v = vectors.get(resume.path)
    if (!v) vectors.set(resume.path, (v = textVector(semanticWords(resume.text))))
    return cosine(job, v)
  })
}

const embeddingPoolIdf: Scorer = (p) => {
  const idf = poolIdf(p)
  const job = textVector(semanticWords(p.text), idf)
  return p.pool.map(({ resume }) => cosine(job, textVector(semanticWords(resume.text), idf)))
}

const resumeSkills = new Map<string, string[]>()
function skillsOf(path: string, text: string): string[] {
  let s = resumeSkills.get(path)
  if (!s) resumeSkills.set(path, (s = parseResume(text).skills))
  return s
}

function postingSkills(text: string): string[] {
  const job = parseJobDescription(text)
  return [...new Set([...job.requiredSkills, ...job.niceToHave])]
}

const skillsExact: Scorer = (p) => {
  const cover = coverageScorer(postingSkills(p.text), Infinity)
  return p.pool.map(({ resume }) => cover(skillsOf(resume.path, resume.text)).score)
}

const skillsRelated: Scorer = (p) => {
  const cover = coverageScorer(postingSkills(p.text))
  return p.pool.map(({ resume }) => cover(skillsOf(resume.path, resume.text)).score)
}

const SCORERS: Array<[string, Scorer]> = [
  ['TF-IDF', tfidf],
  ['embedding', embedding],
  ['embedding, pool IDF', embeddingPoolIdf],
  ['skills, exact', skillsExact],
  ['skills, related', skillsRelated],
  ['TF-IDF + embedding', sumOfZ(tfidf, embedding)],
  ['TF-IDF + skills, related', sumOfZ(tfidf, skillsRelated)],
]

const f3 = (x: number) => x.toFixed(3)

async function main() {
  const postings = await loadGradedSet()
  const stats = wordVectorStats()

  const perPosting = new Map<string, GradedFigures[]>()
  for (const [name, scorer] of SCORERS) {
    perPosting.set(
      name,
      postings.map((p) =>
        gradedFigures(
          scorer(p),
          p.pool.map((r) => r.grade),
        ),
      ),
    )
  }

  const names = SCORERS.map(([n]) => n)
  const meanRows = names.map((n) => {
    const m = meanFigures(perPosting.get(n)!)
    return `| ${n} | ${f3(m.ndcg5)} | ${f3(m.ndcg10)} | ${f3(m.spearman)} |`
  })
  const detailHeader = `| posting | ${names.map((n) => `${n} ρ`).join(' | ')} |`
  const detailRows = postings.map((p, i) => `| ${p.id} | ${names.map((n) => f3(perPosting.get(n)![i]!.spearman)).join(' | ')} |`)
  const ndcgRows = postings.map((p, i) => `| ${p.id} | ${names.map((n) => f3(perPosting.get(n)![i]!.ndcg5)).join(' | ')} |`)

  const body = [
    `${machineLine()}. Run: \`npx tsx bench/semantic-parts.ts\`.`,
    '',
    "Each part alone ranks each graded-dev posting's 24 resumes (tests/data/graded-dev); means over the 16 postings. " +
      'TF-IDF is the plain keyword baseline, computed in the same run. "+" rows add the two parts\' z-scores within the pool with ' +
      'equal weights (unfitted). Nothing is fitted on the grades.',
    '',
    '| part | nDCG@5 | nDCG@10 | Spearman |',
    '| --- | ---: | ---: | ---: |',
    ...meanRows,
    '',
    `Word vectors: ${stats.words} words × ${stats.dimensions} dimensions, ${(stats.bytes / 2 ** 20).toFixed(2)} MiB; ` +
      `first load ${stats.loadMs.toFixed(0)} ms (machine shared with other work; re-measure on a quiet one).`,
    '',
    'Spearman per posting:',
    '',
    detailHeader,
    `| --- |${names.map(() => ' ---: |').join('')}`,
    ...detailRows,
    '',
    'nDCG@5 per posting:',
    '',
    detailHeader.replace(/ ρ/g, ''),
    `| --- |${names.map(() => ' ---: |').join('')}`,
    ...ndcgRows,
  ].join('\n')
  console.log(body)
  writeResultsSection('Semantic parts (standalone)', body)
}

await main()
