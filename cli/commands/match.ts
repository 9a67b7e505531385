import { writeFile } from 'node:fs/promises'
import { Command, InvalidArgumentError } from 'commander'
import { MATCH_LIMIT_MAX } from '../../shared/schemas/limits.ts'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { EXIT, handleError } from '../lib/handle-error.ts'
import { ingestFiles } from '../lib/ingest-files.ts'
import { matchLocalPool } from '../lib/local-pool-match.ts'
import { createOutput } from '../lib/output.ts'
import { readTextInput } from '../lib/read-input.ts'
import { renderTable } from '../lib/table.ts'
import { cliIo } from '../lib/cli-io.ts'

interface MatchOptions {
  jd: string
  top: number
  csv?: string
  publish?: boolean
}

export const matchCommand = new Command('match')
  .description('rank resumes against a job description: the given files, or your whole pool')
  .requiredOption('--jd <file>', 'the job description, as a text file or - for standard input')
  .option('--top <n>', 'how many candidates to list', parseTop, 10)
  .option('--csv <file>', 'also write the ranking as CSV (the web export’s columns)')
  .option('--publish', 'list the job in job search for job seekers (jobs are private otherwise)')
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
      const wholeLocalPool = files.length === 0 && !globals.server
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
              const { matches } =
                files.length > 0
                  ? await client.recruiting.matchesAmong(job.job_id, ids, options.top)
                  : await client.recruiting.matches(job.job_id, options.top)
              return { job, matches, failed: ingested.some((r) => !r.success) }
            },
            { scope: 'recruiting' },
          )
      const { job, matches } = outcome
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
          })),
        },
        () =>
          [
            `${job.title}: ${matches.length} best ${matches.length === 1 ? 'candidate' : 'candidates'}`,
            renderTable(
              ['rank', 'candidate', 'file', 'match', 'skills', 'experience', 'education'],
              matches.map((m, i) => [
                i + 1,
                m.name + (m.hidden_text ? ' (hidden text!)' : ''),
                m.filename,
                `${m.match_percentage}%`,
                `${m.categoryScores.skills}%`,
                `${m.categoryScores.experience}%`,
                `${m.categoryScores.education}%`,
              ]),
            ),
            ...(job.published ? ['Published: job seekers find this job in job search.'] : []),
          ].join('\n'),
      )
      if (outcome.failed) cliIo().setExitCode(EXIT.partial)
    } catch (error) {
      handleError(error, EXIT.failed)
    }
  })

function parseTop(value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > MATCH_LIMIT_MAX) {
    throw new InvalidArgumentError(`Give a whole number from 1 to ${MATCH_LIMIT_MAX.toLocaleString('en-US')}.`)
  }
  return n
}
