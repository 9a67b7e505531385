import { writeFile } from 'node:fs/promises'
import { Command, InvalidArgumentError, Option } from 'commander'
import type { ApiClient } from '../../shared/client.ts'
import { PROVIDERS, type ProviderName } from '../../shared/providers.ts'
import type { AiMatch, AiUsage } from '../../shared/schemas/recruiting-ai.ts'
import { MATCH_LIMIT_MAX } from '../../shared/schemas/limits.ts'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { EXIT, handleError } from '../lib/handle-error.ts'
import { ingestFiles } from '../lib/ingest-files.ts'
import { matchLocalPool } from '../lib/local-pool-match.ts'
import { createOutput, type Output } from '../lib/output.ts'
import { createProgressBar } from '../lib/progress-bar.ts'
import { readTextInput } from '../lib/read-input.ts'
import { renderTable } from '../lib/table.ts'
import { cliIo } from '../lib/cli-io.ts'

interface MatchOptions {
  jd: string
  top: number
  csv?: string
  publish?: boolean
  provider?: ModelProvider
  topK?: number
}

/** The providers that can re-grade a ranking: all but the local engine, which is the ranking itself. */
const MODEL_PROVIDERS = PROVIDERS.filter((name): name is ModelProvider => name !== 'local')
type ModelProvider = Exclude<ProviderName, 'local'>

export const matchCommand = new Command('match')
  .description('rank resumes against a job description: the given files, or your whole pool')
  .requiredOption('--jd <file>', 'the job description, as a text file or - for standard input')
  .option('--top <n>', 'how many candidates to list', parseTop, 10)
  .option('--csv <file>', 'also write the ranking as CSV (the web export’s columns)')
  .option('--publish', 'list the job in job search for job seekers (jobs are private otherwise)')
  .addOption(
    new Option('--provider <name>', 'a model re-grades the top candidates (the server must have it configured: see GET /api/v1/providers)').choices(
      MODEL_PROVIDERS,
    ),
  )
  .option('--top-k <n>', 'with --provider: how many of the best candidates the model reads (1-50; the server’s default is 20)', parseTopK)
  .argument('[files...]', 'resumes to add and rank (PDF or DOCX); without them, ranks your whole pool')
  .addHelpText(
    'after',
    [
      '',
      'Exit codes:',
      `  ${EXIT.ok}  ranked`,
      `  ${EXIT.partial}  ranked, but some files were skipped (each is named on stderr)`,
      `  ${EXIT.failed}  nothing ranked (bad input, no file could be read, or the server refused)`,
    ].join('\n'),
  )
  // A script tells "nothing ranked" from "ranked with files skipped" by the exit code, and a
  // mistyped option ranks nothing.
  .exitOverride((error) => cliIo().exit(error.exitCode === 0 ? EXIT.ok : EXIT.failed))
  .action(async (files: string[], options: MatchOptions, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const description = await readTextInput(options.jd)
      const job_data = { description, published: Boolean(options.publish) }
      // The whole pool of this machine's data: the services directly, without the HTTP app (see matchLocalPool).
      const wholeLocalPool = files.length === 0 && !globals.server && !options.provider
      const outcome = wholeLocalPool
        ? { ...(await matchLocalPool(globals.dataDir, job_data, options.top)), failed: false }
        : await withConnection(
            globals,
            async (client) => {
              const ingested = files.length > 0 ? await ingestFiles(client, files) : []
              for (const failed of ingested.filter((r) => !r.success)) output.note(`t10: skipped ${failed.path}: ${failed.message}`)
              const ids = ingested.flatMap((r) => (r.success && r.resume_id ? [r.resume_id] : []))
              if (files.length > 0 && ids.length === 0) throw new Error('none of the files could be processed')
              const job = await client.recruiting.createJob({ job_data })
              const failed = ingested.some((r) => !r.success)
              if (options.provider) {
                const { matches, usage } = await matchWithModel(client, job.job_id, ids, options, output)
                return { job, matches, usage, failed }
              }
              const { matches } =
                files.length > 0
                  ? await client.recruiting.matchesAmong(job.job_id, ids, options.top)
                  : await client.recruiting.matches(job.job_id, options.top)
              return { job, matches, failed }
            },
            // A model's reading needs the whole app (its providers) and arrives as a stream.
            options.provider ? { scope: 'all', streamed: true } : { scope: 'recruiting' },
          )
      const { job, matches } = outcome
      const usage = 'usage' in outcome ? outcome.usage : undefined
      if (options.csv) {
        const { matchesCsv } = await import('../../shared/recruiting-csv.ts')
        await writeFile(options.csv, matchesCsv(matches))
      }
      output.result(
        {
          job_id: job.job_id,
          title: job.title,
          published: job.published,
          matches: matches.map((m, i) => ({
            rank: i + 1,
            resume_id: m.resume_id,
            filename: m.filename,
            name: m.name,
            score: m.score,
            match_percentage: m.match_percentage,
            categoryScores: m.categoryScores,
            ...('ai' in m && m.ai ? { ai: m.ai } : {}),
          })),
          ...(usage ? { ai_usage: usage } : {}),
        },
        () =>
          [
            `${job.title}: ${matches.length} best ${matches.length === 1 ? 'candidate' : 'candidates'}`,
            renderTable(
              ['rank', 'candidate', 'file', 'match', ...(usage ? ['AI'] : []), 'skills', 'experience', 'education'],
              matches.map((m, i) => [
                i + 1,
                m.name + (m.hidden_text ? ' (hidden text!)' : ''),
                m.filename,
                `${m.match_percentage}%`,
                ...(usage ? [aiCell(m)] : []),
                `${m.categoryScores.skills}%`,
                `${m.categoryScores.experience}%`,
                `${m.categoryScores.education}%`,
              ]),
            ),
            ...(usage ? [usageLine(usage)] : []),
            ...(job.published ? ['Published: job seekers find this job in job search.'] : []),
          ].join('\n'),
      )
      if (outcome.failed) cliIo().setExitCode(EXIT.partial)
    } catch (error) {
      handleError(error, EXIT.failed)
    }
  })

/**
 * The ranking re-graded by a model, with a progress bar on a terminal ("Reading candidates
 * [=====] 7/20") and nothing extra with --json.
 */
async function matchWithModel(client: ApiClient, jobId: string, ids: string[], options: MatchOptions, output: Output) {
  let bar: ReturnType<typeof createProgressBar> | null = null
  return client.recruiting.aiMatches(
    jobId,
    {
      provider: options.provider!,
      limit: options.top,
      ...(options.topK ? { top_k: options.topK } : {}),
      ...(ids.length > 0 ? { resume_ids: ids } : {}),
    },
    (progress) => {
      if (output.json) return
      if (progress.done === 0) bar = createProgressBar(progress.total, 'Reading candidates')
      else bar?.increment()
      if (progress.done === progress.total) bar?.stop()
    },
  )
}

/** "92 (model)" for a re-graded candidate; why not, otherwise. */
function aiCell(match: AiMatch): string {
  if (!match.ai) return '-'
  return match.ai.status === 'graded' ? `${match.ai.overall}%` : 'engine'
}

function usageLine(usage: AiUsage): string {
  const cost = usage.cost_usd === null ? '' : usage.cost_usd === 0 ? ', free' : `, about $${usage.cost_usd.toFixed(usage.cost_usd < 0.01 ? 4 : 2)}`
  const fallbacks = usage.fallbacks > 0 ? `; ${usage.fallbacks} kept the engine's score (see --json for why)` : ''
  return `Read by ${usage.model}: ${usage.graded} graded, ${usage.cached} from cache, ${(usage.input_tokens + usage.output_tokens).toLocaleString('en-US')} tokens${cost}${fallbacks}.`
}

function parseTopK(value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new InvalidArgumentError('Give a whole number from 1 to 50.')
  return n
}

function parseTop(value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MATCH_LIMIT_MAX) {
    throw new InvalidArgumentError(`Give a whole number from 1 to ${MATCH_LIMIT_MAX.toLocaleString('en-US')}.`)
  }
  return n
}
