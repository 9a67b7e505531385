import { Command } from 'commander'
import { resumeEditCommand } from './resume-edit.ts'
import { resumeShowCommand } from './resume-show.ts'

export const resumeCommand = new Command('resume')
  .description('check and correct what T10 read from a stored resume')
  .addCommand(resumeShowCommand)
  .addCommand(resumeEditCommand)
