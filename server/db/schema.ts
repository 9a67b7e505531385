import type { AiGradesTable, AiTokenUsageTable } from './tables/ai-grades.ts'
import type { ApplicationStatusChangesTable, ApplicationsTable } from './tables/applications.ts'
import type { AttemptCountersTable } from './tables/attempt-counters.ts'
import type { BillingCustomersTable, BillingEventsTable } from './tables/billing.ts'
import type { JobCandidatesTable } from './tables/candidate-reviews.ts'
import type { DocumentsTable } from './tables/documents.ts'
import type { EmailVerificationsTable } from './tables/email-verifications.ts'
import type { FilesTable } from './tables/files.ts'
import type { GenerationEventsTable, GenerationRunsTable } from './tables/generation-runs.ts'
import type { InstancesTable } from './tables/instances.ts'
import type { JobListingsTable } from './tables/job-listings.ts'
import type { PasswordResetsTable } from './tables/password-resets.ts'
import type { ProfilesTable } from './tables/profiles.ts'
import type { QueuedFilesTable } from './tables/queued-files.ts'
import type { RecruitingCandidatesTable } from './tables/recruiting-candidates.ts'
import type { RecruitingJobsTable } from './tables/recruiting-jobs.ts'
import type { RecruitingPoolVersionsTable } from './tables/recruiting-pool-versions.ts'
import type { ResumesTable } from './tables/resumes.ts'
import type { RevokedSessionsTable } from './tables/revoked-sessions.ts'
import type { SessionActivityTable } from './tables/session-activity.ts'
import type { UsageEventsTable } from './tables/usage-events.ts'
import type { UsersTable } from './tables/users.ts'

export interface Database {
  users: UsersTable
  password_resets: PasswordResetsTable
  profiles: ProfilesTable
  files: FilesTable
  resumes: ResumesTable
  documents: DocumentsTable
  usage_events: UsageEventsTable
  recruiting_candidates: RecruitingCandidatesTable
  recruiting_pool_versions: RecruitingPoolVersionsTable
  recruiting_jobs: RecruitingJobsTable
  job_listings: JobListingsTable
  attempt_counters: AttemptCountersTable
  revoked_sessions: RevokedSessionsTable
  session_activity: SessionActivityTable
  email_verifications: EmailVerificationsTable
  instances: InstancesTable
  generation_runs: GenerationRunsTable
  generation_events: GenerationEventsTable
  queued_files: QueuedFilesTable
  ai_grades: AiGradesTable
  ai_token_usage: AiTokenUsageTable
  job_candidates: JobCandidatesTable
  billing_customers: BillingCustomersTable
  billing_events: BillingEventsTable
  applications: ApplicationsTable
  application_status_changes: ApplicationStatusChangesTable
}
