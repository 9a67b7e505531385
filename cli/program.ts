import { Command } from 'commander'
import { VERSION } from '../server/lib/version.ts'
import { adminCommand } from './commands/admin.ts'
import { analyzeCommand } from './commands/analyze.ts'
import { candidatesCommand } from './commands/candidates.ts'
import { generateCommand } from './commands/generate.ts'
import { ingestCommand } from './commands/ingest.ts'
import { jobsCommand } from './commands/jobs.ts'
import { loginCommand } from './commands/login.ts'
import { logoutCommand } from './commands/logout.ts'
import { matchCommand } from './commands/match.ts'
import { parseCommand } from './commands/parse.ts'
import { resumeCommand } from './commands/resume.ts'
import { serveCommand } from './commands/serve.ts'
import { workerCommand } from './commands/worker.ts'
import { type CliIo, cliIo, runWithIo } from './lib/cli-io.ts'

/** The `t10` program: the global options and one command per file. */
export function buildProgram(): Command {
  const program = new Command('t10')
    .description('T10: tailored resumes and cover letters, and ranked candidate matching')
    .version(VERSION)
    .option('--server <url>', 'talk to a running T10 server (default: run one in this process)')
    .option('--token <token>', 'bearer token for --server (default: T10_TOKEN, else the session `t10 login` kept)')
    .option('--json', 'machine-readable output on stdout')
    .option('--data-dir <dir>', 'data directory when running in-process (default: DATA_DIR or ./data)')
    .addCommand(loginCommand)
    .addCommand(logoutCommand)
    .addCommand(serveCommand)
    .addCommand(workerCommand)
    .addCommand(parseCommand)
    .addCommand(resumeCommand)
    .addCommand(generateCommand)
    .addCommand(ingestCommand)
    .addCommand(matchCommand)
    .addCommand(analyzeCommand)
    .addCommand(jobsCommand)
    .addCommand(candidatesCommand)
    .addCommand(adminCommand)
  throughIo(program)
  return program
}

/**
 * Commander's own output (help, usage errors) and exits go through the running command's io, as
 * the commands' do: the process's for the binary, the test's in runCli. Commands added with
 * addCommand inherit none of this, so each is set.
 */
function throughIo(command: Command): void {
  command.configureOutput({
    writeOut: (text) => void cliIo().stdout.write(text),
    writeErr: (text) => void cliIo().stderr.write(text),
  })
  // `t10 match` maps commander's exits to its documented exit codes itself (commands/match.ts).
  if (command !== matchCommand) command.exitOverride((error) => cliIo().exit(error.exitCode))
  for (const sub of command.commands) throughIo(sub)
}

let program: Command | undefined

/**
 * Runs one command line (the arguments after `t10`) with the given io, in this process: for
 * tests. The commands are module singletons that commander re-arms for each parse, so command
 * lines run one after another, never at once. Ends when the command does; an early exit throws
 * what `io.exit` throws.
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<void> {
  program ??= buildProgram()
  const built = program
  await runWithIo(io, () => built.parseAsync([...args], { from: 'user' }))
}
