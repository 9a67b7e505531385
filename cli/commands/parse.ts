import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { renderExtractedResume } from '../lib/render-resume.ts'

export const parseCommand = new Command('parse')
  .description('print the text and structure T10 reads from a resume (stores nothing)')
  .argument('<file>', 'a PDF, DOC, DOCX or TXT resume')
  .action(async (file: string, _options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const bytes = await readFile(file)
      const extracted = await withConnection(globals, (client) => client.parseResume(new Blob([bytes]), basename(file)))
      output.result(extracted, () => renderExtractedResume(extracted))
    } catch (error) {
      handleError(error)
    }
  })
