import { Command } from 'commander'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { readTextInput } from '../lib/read-input.ts'
import { renderParsedResume } from '../lib/render-parsed.ts'
import { correctedReading, type FieldEdits, hasFieldEdits } from '../lib/resume-edits.ts'

interface EditOptions extends FieldEdits {
  file?: string
  pool?: boolean
}

const collect = (value: string, previous: string[] = []) => [...previous, value]

export const resumeEditCommand = new Command('edit')
  .description('correct what T10 read from a stored resume; later generations, job searches and rankings use the corrections')
  .argument('<id>', 'the resume id (as for t10 resume show)')
  .option(
    '--file <file>',
    'the corrections as JSON, or - for standard input: `t10 resume show ID --json` output edited, or only the parts to replace',
  )
  .option('--pool', 'a resume of your T10 matching pool (t10 ingest): its ranking features are computed again')
  .option('--name <name>', 'the name (it signs the cover letter)')
  .option('--email <email>', 'the e-mail address ("" removes it)')
  .option('--phone <phone>', 'the phone number')
  .option('--location <place>', 'where the person lives')
  .option('--links <urls>', 'the links, comma-separated (replace those read)')
  .option('--skills <list>', 'the skills, comma-separated (replace those read)')
  .option('--add-skill <skill>', 'add a skill (repeatable)', collect)
  .option('--remove-skill <skill>', 'remove a skill (repeatable)', collect)
  .option('--title <n=text>', 'role n’s title, n as `show` numbers the roles; one past the last adds a role (repeatable)', collect)
  .option('--employer <n=text>', 'role n’s employer (repeatable)', collect)
  .option('--role-location <n=text>', 'role n’s location (repeatable)', collect)
  .option('--start <n=date>', 'role n’s start, e.g. 2="Mar 2019" (repeatable)', collect)
  .option('--end <n=date>', 'role n’s end, e.g. 1=Present (repeatable)', collect)
  .option('--remove-role <n>', 'remove role n, a role T10 read that is none (repeatable)', collect)
  .option('--school <n=text>', 'school n’s name (repeatable)', collect)
  .option('--degree <n=text>', 'school n’s degree (repeatable)', collect)
  .option('--field <n=text>', 'school n’s field of study (repeatable)', collect)
  .option('--dates <n=text>', 'school n’s dates, e.g. 1="2015 - 2019" (repeatable)', collect)
  .option('--remove-school <n>', 'remove school n (repeatable)', collect)
  .addHelpText(
    'after',
    `
Examples:
  t10 resume edit ID --title 1="Staff Engineer" --employer 1="Millennium Entertainment" --start 1="Jan 2019"
  t10 resume edit ID --name "Ada Lovelace" --add-skill Kubernetes
  t10 resume show ID --json > reading.json   # edit reading.json, then
  t10 resume edit ID --file reading.json`,
  )
  .action(async (id: string, options: EditOptions, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    const { file, pool, ...edits } = options
    try {
      if (file === undefined && !hasFieldEdits(edits)) {
        throw new Error(
          'Nothing to correct: give --file corrections.json or a field flag such as --title 1="Staff Engineer" (t10 resume edit --help)',
        )
      }
      const given = file === undefined ? undefined : parseJson(await readTextInput(file), file)
      const { success: _success, ...answer } = await withConnection(
        globals,
        async (client) => {
          const current = pool ? await client.recruiting.parsedResume(id) : await client.getParsedResume(id)
          const body = correctedReading(current.parsed, given, edits)
          return pool ? client.recruiting.correctResume(id, body) : client.correctResume(id, body)
        },
        pool ? { scope: 'recruiting' } : {},
      )
      output.result(answer, () => `${answer.message}\n\n${renderParsedResume(answer)}`)
    } catch (error) {
      handleError(error)
    }
  })

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`${file === '-' ? 'Standard input' : file} is not JSON: ${(error as Error).message}`, { cause: error })
  }
}
