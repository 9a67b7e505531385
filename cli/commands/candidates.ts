import { Command } from 'commander'
import { candidatesSetStageCommand } from './candidates-set-stage.ts'

export const candidatesCommand = new Command('candidates')
  .description('review the candidates of your jobs: stage, rating and notes')
  .addCommand(candidatesSetStageCommand)
