import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { renderParsedResume } from '../lib/render-parsed.ts'

export const resumeShowCommand = new Command('show')
  .description('print what T10 read from a stored resume (as corrected, if it was): roles, education, skills, contact')
  .argument('<id>', 'the resume id (from the web app, t10 generate --json, or t10 ingest for --pool)')
  .option('--pool', 'a resume of your T10 matching pool (t10 ingest) rather than one of your own')
  .action(async (id: string, options: { pool?: boolean }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const { success: _success, ...answer } = await withConnection(
        globals,
        (client) => (options.pool ? client.recruiting.parsedResume(id) : client.getParsedResume(id)),
        options.pool ? { scope: 'recruiting' } : {},
      )
      output.result(answer, () => renderParsedResume(answer))
    } catch (error) {
      handleError(error)
    }
  })
