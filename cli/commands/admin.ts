import { Command } from 'commander'
import { PLAN_NAMES, PLANS } from '../../shared/plans.ts'
import type { GlobalOptions } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { withLocalDatabase } from '../lib/local-database.ts'
import { createOutput } from '../lib/output.ts'

const setPlanCommand = new Command('set-plan')
  .description(`put an account on a plan (${PLANS.join(', ')})`)
  .argument('<email>', 'the account’s email address')
  .argument('<plan>', PLANS.join(', '))
  .action(async (email: string, plan: string, _options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      const { setUserPlan } = await import('../../server/services/accounts.service.ts')
      const user = await withLocalDatabase(globals, 't10 admin set-plan', (db) => setUserPlan(db, email, plan))
      output.result({ email: user.email, plan: user.plan }, () => `${user.email} is now on the ${PLAN_NAMES[user.plan]} plan`)
    } catch (error) {
      handleError(error)
    }
  })

export const adminCommand = new Command('admin')
  .description('operator tasks on the local data directory (not available with --server)')
  .addCommand(setPlanCommand)
