import { performance } from 'node:perf_hooks'
import { gradeCandidate } from '../server/ai/grading/grade-candidate.ts'
import { estimatedCostUsd } from '../server/ai/grading/prices.ts'
import { createProviderRegistry } from '../server/ai/registry.ts'
import { loadConfig } from '../server/config.ts'
import { parseJobForMatching, rankResumes, type PoolEntry } from '../server/domain/match/index.ts'
import type { ProviderName } from '../shared/providers.ts'

/*
 * Ranking quality with a model re-grading the engine's top K (T10 Resume Matching's AI mode), on
 * the graded dev set (bench/lib/graded.ts: 16 postings, 24 graded resumes each), beside the engine
 * alone and a TF-IDF cosine computed in the same run: mean Spearman and nDCG@5 against the grades,
 * with tokens, estimated cost and time per posting. The model's order is the service's: its
 * overall grade for the top K (the engine's percentage where it fell back), ties by the engine's
 * score, the rest in the engine's order. Verified quotes only, as the product shows them.
 *
 * Needs a provider: OPENAI_API_KEY, ANTHROPIC_API_KEY or OLLAMA_MODEL (with OLLAMA_URL), as the
 * server reads them; --provider picks one when several are set, --top-k changes K (default 20).
 * Without one it says so and exits 0. Run: npx tsx bench/ai-rank.ts [--provider ollama] [--top-k 10]
 */

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}

const config = loadConfig(process.env)
const registry = createProviderRegistry(config)
const configured = registry.configured().filter((p) => p.name !== 'local')
const wanted = (argument('provider') ?? configured[0]?.name) as Exclude<ProviderName, 'local'> | undefined
if (!wanted || !configured.some((p) => p.name === wanted)) {
  console.log('bench/ai-rank needs a provider: set OPENAI_API_KEY, ANTHROPIC_API_KEY or OLLAMA_MODEL (and OLLAMA_URL), then run it again.')
  process.exit(0)
}
const topK = Number(argument('top-k') ?? config.aiGrading.topK)

// Imported only now: without dev data these modules end the bench themselves (exit 0, saying why).
const { loadGradedSet } = await import('./lib/graded.ts')
const { gradedFigures, meanFigures } = await import('./lib/rank-metrics.ts')
const { tfidfScores } = await import('./lib/baselines.ts')
const { machineLine, writeResultsSection } = await import('./lib/results.ts')

const grader = registry.grader(wanted)
const postings = await loadGradedSet()
const rows: Array<{
  id: string
  engine: ReturnType<typeof gradedFigures>
  model: ReturnType<typeof gradedFigures>
  tfidf: ReturnType<typeof gradedFigures>
  tokens: number
  cost: number | null
  seconds: number
  fallbacks: number
}> = []

for (const posting of postings) {
  const started = performance.now()
  const pool: PoolEntry[] = posting.pool.map((p) => p.resume.entry)
  const grades = posting.pool.map((p) => p.grade)
  const job = parseJobForMatching(posting.text)
  const ranked = rankResumes(job, pool, pool.length)
  const engineScore = new Map(ranked.map((r) => [r.id, r.score]))
  const title = job.title ?? 'the role'
  const modelScore = new Map<string, number>()
  let tokens = { input: 0, output: 0 }
  let fallbacks = 0
  for (const [rank, r] of ranked.entries()) {
    if (rank >= topK) {
      // Below every re-graded candidate, in the engine's order.
      modelScore.set(r.id, -1 + r.score)
      continue
    }
    const resume = posting.pool.find((p) => p.resume.entry.id === r.id)!.resume
    const outcome = await gradeCandidate(grader.ask, {
      resumeText: resume.text,
      jobTitle: title,
      jobText: posting.text,
      timeoutMs: config.aiGrading.timeoutSeconds * 1000,
    })
    tokens = { input: tokens.input + outcome.usage.input, output: tokens.output + outcome.usage.output }
    const graded = outcome.status === 'graded' && outcome.verified.citesResume
    if (!graded) fallbacks++
    // The overall grade (0-100), the engine's score (0-1) breaking ties, as the service orders them.
    modelScore.set(r.id, (graded ? outcome.verified.grade.overall : Math.round(r.score * 100)) + r.score / 1000)
  }
  const order = (scores: Map<string, number>) => pool.map((entry) => scores.get(entry.id) ?? 0)
  rows.push({
    id: posting.id,
    engine: gradedFigures(order(engineScore), grades),
    model: gradedFigures(order(modelScore), grades),
    tfidf: gradedFigures(
      tfidfScores(
        posting.text,
        posting.pool.map((p) => p.resume.text),
      ),
      grades,
    ),
    tokens: tokens.input + tokens.output,
    cost: estimatedCostUsd(grader.provider, grader.model, tokens),
    seconds: (performance.now() - started) / 1000,
    fallbacks,
  })
  const last = rows.at(-1)!
  console.log(
    `${posting.id}: Spearman engine ${last.engine.spearman.toFixed(3)} → model ${last.model.spearman.toFixed(3)}; ${last.tokens} tokens, ${last.seconds.toFixed(1)} s, ${fallbacks} fallbacks`,
  )
}

const mean = (pick: (row: (typeof rows)[number]) => ReturnType<typeof gradedFigures>) => meanFigures(rows.map(pick))
const fmt = (f: ReturnType<typeof gradedFigures>) => `${f.spearman.toFixed(3)} | ${f.ndcg5.toFixed(3)}`
const costs = rows.map((r) => r.cost)
const totalCost = costs.every((c) => c !== null) ? costs.reduce((s, c) => s + (c ?? 0), 0) : null
const body = [
  machineLine(),
  `Provider ${grader.provider}, model ${grader.model}, top ${topK} re-graded of ${postings[0]?.pool.length ?? 0} per posting, ${postings.length} postings.`,
  '',
  '| ranking | Spearman | nDCG@5 |',
  '| --- | ---: | ---: |',
  `| engine + ${grader.model} (top ${topK}) | ${fmt(mean((r) => r.model))} |`,
  `| engine alone | ${fmt(mean((r) => r.engine))} |`,
  `| TF-IDF cosine (baseline) | ${fmt(mean((r) => r.tfidf))} |`,
  '',
  `Per posting: ${(rows.reduce((s, r) => s + r.tokens, 0) / rows.length).toFixed(0)} tokens, ${totalCost === null ? 'no price known for this model' : `$${(totalCost / rows.length).toFixed(4)} estimated`}, ${(rows.reduce((s, r) => s + r.seconds, 0) / rows.length).toFixed(1)} s; ${rows.reduce((s, r) => s + r.fallbacks, 0)} candidates fell back to the engine.`,
].join('\n')
console.log(`\n${body}`)
writeResultsSection(`AI re-grading (${grader.provider} ${grader.model})`, body)
