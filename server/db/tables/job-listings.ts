import type { Insertable, Selectable } from 'kysely'

/**
 * A posting that comes from outside a recruiter's account (the spec's sample jobs, seeded once;
 * later imports). Its facts are columns; recruiters' jobs (JobsTable) carry theirs in the text.
 */
export interface JobListingsTable {
  id: string
  /** 'sample' for the seeded postings. */
  source: string
  title: string
  company: string | null
  location: string | null
  salary: string | null
  /** Full-time, Part-time, Contract... */
  type: string | null
  /** As the posting states it: "3+ years", "Entry level". */
  experience: string | null
  /** The whole posting, labelled facts first. */
  description: string
  created_at: string
}

export type JobListingRow = Selectable<JobListingsTable>
export type NewJobListingRow = Insertable<JobListingsTable>
