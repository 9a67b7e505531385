import type { Insertable, Selectable } from 'kysely'

/** A job description a recruiter ranks candidates against. */
export interface RecruitingJobsTable {
  id: string
  owner_id: string
  title: string
  description: string
  /** JobFeatures as JSON (server/domain/match). */
  features_json: string
  engine_version: number
  created_at: string
  /** When the recruiter published it to job search; null while it is private (the default). */
  published_at: string | null
}

export type RecruitingJobRow = Selectable<RecruitingJobsTable>
export type NewRecruitingJobRow = Insertable<RecruitingJobsTable>
