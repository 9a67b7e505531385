import { Argument, Command, InvalidArgumentError } from 'commander'
import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '../../shared/candidate-stages.ts'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { withIdsNamed } from '../lib/render-shortlist.ts'

interface SetStageOptions {
  rating?: number | 'none'
  notes?: string
}

export const candidatesSetStageCommand = new Command('set-stage')
  .description('move a candidate of a job to a stage, and rate it or note something on it')
  .argument('<job-id>', 'the job id (t10 jobs list)')
  .argument('<resume-id>', 'the candidate’s resume id (t10 jobs show JOB_ID, t10 match --json, t10 ingest)')
  .addArgument(new Argument('<stage>', CANDIDATE_STAGES.join(', ')).choices(CANDIDATE_STAGES))
  .option('--rating <n>', 'a rating from 1 to 5, or none to clear it', parseRating)
  .option('--notes <text>', 'the notes (they replace the earlier ones; "" clears them)')
  .addHelpText(
    'after',
    `
A resume of your pool that no match of the job has shown yet may be reviewed too: it joins the job's candidates.

Examples:
  t10 candidates set-stage JOB_ID RESUME_ID shortlisted --rating 4
  t10 candidates set-stage JOB_ID RESUME_ID rejected --notes "No CPA licence"`,
  )
  .action(async (jobId: string, resumeId: string, stage: CandidateStage, options: SetStageOptions, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const body = {
        stage,
        ...(options.rating === undefined ? {} : { rating: options.rating === 'none' ? null : options.rating }),
        ...(options.notes === undefined ? {} : { notes: options.notes }),
      }
      const { success: _success, ...answer } = await withConnection(globals, (client) => client.recruiting.reviewCandidate(jobId, resumeId, body), {
        scope: 'recruiting',
      }).catch((error: unknown) => {
        throw withIdsNamed(error, { jobId, resumeId })
      })
      const { review } = answer
      output.result(answer, () =>
        [
          `${resumeId}: ${CANDIDATE_STAGE_LABELS[review.stage]} for job ${jobId}`,
          `Rating: ${review.rating === null ? '-' : `${review.rating}/5`}`,
          `Notes:  ${review.notes || '-'}`,
        ].join('\n'),
      )
    } catch (error) {
      handleError(error)
    }
  })

// 'none' rather than null: commander stores an option whose parser answers null as ''.
function parseRating(value: string): number | 'none' {
  if (value === 'none') return value
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 5) throw new InvalidArgumentError('Give a whole number from 1 to 5, or none to clear it.')
  return n
}
