import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { shortTime, stageSummary, totalOf } from '../lib/render-shortlist.ts'
import { renderTable } from '../lib/table.ts'

export const jobsListCommand = new Command('list')
  .description('your jobs, newest first, with how many candidates each has at each stage')
  .action(async (_options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const { jobs } = await withConnection(globals, (client) => client.recruiting.jobs(), { scope: 'recruiting' })
      const listed = jobs.map(({ description: _description, ...job }) => job)
      output.result(listed, () =>
        jobs.length === 0
          ? 'No jobs yet: t10 match --jd FILE creates one and ranks your pool against it.'
          : renderTable(
              ['job id', 'title', 'created (UTC)', 'candidates', 'by stage'],
              jobs.map((job) => [job.job_id, job.title, shortTime(job.created_at), totalOf(job.stage_counts), stageSummary(job.stage_counts)]),
            ),
      )
    } catch (error) {
      handleError(error)
    }
  })
