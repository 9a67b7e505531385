import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'

export const analyzeCommand = new Command('analyze')
  .description('explain how one resume of your pool matches a job')
  .requiredOption('--job <id>', 'job id (from t10 match --json)')
  .requiredOption('--resume <id>', 'resume id (from t10 ingest or t10 match)')
  .action(async (options: { job: string; resume: string }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const { analysis: a } = await withConnection(globals, (client) => client.recruiting.analysis(options.resume, options.job), {
        scope: 'recruiting',
      })
      output.result(a, () =>
        [
          `${a.name} (${a.experienceLevel})${a.hidden_text ? '  WARNING: hidden text in the file' : ''}`,
          `Overall ${a.overall_match.score}%: ${a.overall_match.summary}`,
          `Skills ${a.skills_match.score}%: ${a.skills_match.analysis}`,
          `Experience ${a.experience_fit.score}%: ${a.experience_fit.analysis}`,
          `Education ${a.education.score}% (${a.education.level}${a.education.field ? `, ${a.education.field}` : ''}): ${a.education.analysis}`,
          'Recommendations:',
          ...a.specific_recommendations.map((r) => `  - ${r}`),
          `Hiring recommendation: ${a.hiring_recommendation}`,
        ].join('\n'),
      )
    } catch (error) {
      handleError(error)
    }
  })
