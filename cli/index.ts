import { Command } from 'commander'
import { VERSION } from '../server/lib/version.ts'
import { adminCommand } from './commands/admin.ts'
import { analyzeCommand } from './commands/analyze.ts'
import { generateCommand } from './commands/generate.ts'
import { ingestCommand } from './commands/ingest.ts'
import { loginCommand } from './commands/login.ts'
import { logoutCommand } from './commands/logout.ts'
import { matchCommand } from './commands/match.ts'
import { parseCommand } from './commands/parse.ts'
import { resumeCommand } from './commands/resume.ts'
import { serveCommand } from './commands/serve.ts'
import { workerCommand } from './commands/worker.ts'

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
  .addCommand(adminCommand)

await program.parseAsync(process.argv)
