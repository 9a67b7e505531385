import { Command, Option } from 'commander'
import { CANDIDATE_STAGES, type CandidateStage } from '../../shared/candidate-stages.ts'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { renderJobCandidates, withIdsNamed } from '../lib/render-shortlist.ts'

export const jobsShowCommand = new Command('show')
  .description('a job and its candidates (every resume its matches showed) by stage, with their rating and notes')
  .argument('<id>', 'the job id (t10 jobs list, or t10 match --json)')
  .addOption(new Option('--stage <stage>', 'only the candidates at this stage (the counts stay whole)').choices(CANDIDATE_STAGES))
  .action(async (jobId: string, { stage }: { stage?: CandidateStage }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const { success: _success, ...answer } = await withConnection(globals, (client) => client.recruiting.jobCandidates(jobId, stage), {
        scope: 'recruiting',
      }).catch((error: unknown) => {
        throw withIdsNamed(error, { jobId })
      })
      output.result(answer, () => renderJobCandidates(answer))
    } catch (error) {
      handleError(error)
    }
  })
