import { Command } from 'commander'
import { jobsListCommand } from './jobs-list.ts'
import { jobsShowCommand } from './jobs-show.ts'

export const jobsCommand = new Command('jobs')
  .description('your recruiting jobs and their shortlists (the candidates their matches showed)')
  .addCommand(jobsListCommand)
  .addCommand(jobsShowCommand)
