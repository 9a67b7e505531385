import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { ingestFiles } from '../lib/ingest-files.ts'
import { createOutput } from '../lib/output.ts'
import { renderTable } from '../lib/table.ts'
import { cliIo } from '../lib/cli-io.ts'

export const ingestCommand = new Command('ingest')
  .description('add resumes (PDF or DOCX) to your candidate pool for matching')
  .argument('<files...>', 'resume files')
  .action(async (files: string[], _options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const results = await withConnection(globals, (client) => ingestFiles(client, files), { scope: 'recruiting' })
      const rows = results.map((r) =>
        r.success
          ? { filename: r.filename, resume_id: r.resume_id, name: r.name ?? null, email: r.email ?? null, skills: r.skill_count ?? 0 }
          : { filename: r.filename, error: r.message },
      )
      output.result(rows, () => {
        const ok = results.filter((r) => r.success)
        const failed = results.filter((r) => !r.success)
        const table = renderTable(
          ['file', 'resume id', 'name', 'email', 'skills'],
          ok.map((r) => [r.filename, r.resume_id ?? '', r.name ?? '-', r.email ?? '-', r.skill_count ?? 0]),
        )
        const errors = failed.map((r) => `${r.path}: ${r.message}`)
        return [ok.length ? table : '', ...errors, `${ok.length} of ${results.length} files added to your pool`].filter(Boolean).join('\n')
      })
      if (results.some((r) => !r.success)) cliIo().setExitCode(1)
    } catch (error) {
      handleError(error)
    }
  })
