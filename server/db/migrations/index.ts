import type { Migration } from 'kysely'
import * as accountsAndResumes from './2026_11_22_001_accounts_and_resumes.ts'
import * as documents from './2026_11_22_002_documents.ts'
import * as usage from './2026_11_22_003_usage.ts'
import * as t10Matching from './2026_11_22_004_t10_matching.ts'
import * as sampleJobs from './2026_11_23_001_sample_jobs.ts'
import * as localUserPremium from './2026_11_23_002_local_user_premium.ts'
import * as sessionsAndAttempts from './2026_11_24_001_sessions_and_attempts.ts'
import * as publishedJobs from './2026_11_24_002_published_jobs.ts'
import * as pendingCharges from './2026_11_24_003_pending_charges.ts'
import * as jobPreferences from './2026_11_24_004_job_preferences.ts'
import * as instancesAndQueuedRuns from './2026_11_25_010_instances_and_queued_runs.ts'
import * as queuedFiles from './2026_11_25_011_queued_files.ts'
import * as candidatePoolVersions from './2026_11_25_012_candidate_pool_versions.ts'
import * as parsedCorrections from './2026_11_26_001_parsed_corrections.ts'
import * as sessionActivityAndVerification from './2026_11_27_001_session_activity_and_verification.ts'
import * as recruitingNames from './2026_11_28_001_recruiting_names.ts'
import * as billing from './2026_11_28_002_billing.ts'
import * as documentJob from './2026_11_28_003_document_job.ts'
import * as aiGrades from './2026_11_28_004_ai_grades.ts'
import * as applications from './2026_11_28_005_applications.ts'
import * as candidateReviews from './2026_11_28_006_candidate_reviews.ts'

/**
 * Every migration, by name. Listed statically (rather than read from the folder at run time) so
 * that they run the same from source, from a bundle and inside the CLI. Names sort by date.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_001_accounts_and_resumes': accountsAndResumes,
  '2026_11_22_002_documents': documents,
  '2026_11_22_003_usage': usage,
  '2026_11_22_004_t10_matching': t10Matching,
  '2026_11_23_001_sample_jobs': sampleJobs,
  '2026_11_23_002_local_user_premium': localUserPremium,
  '2026_11_24_001_sessions_and_attempts': sessionsAndAttempts,
  '2026_11_24_002_published_jobs': publishedJobs,
  '2026_11_24_003_pending_charges': pendingCharges,
  '2026_11_24_004_job_preferences': jobPreferences,
  '2026_11_25_010_instances_and_queued_runs': instancesAndQueuedRuns,
  '2026_11_25_011_queued_files': queuedFiles,
  '2026_11_25_012_candidate_pool_versions': candidatePoolVersions,
  '2026_11_26_001_parsed_corrections': parsedCorrections,
  '2026_11_27_001_session_activity_and_verification': sessionActivityAndVerification,
  '2026_11_28_001_recruiting_names': recruitingNames,
  '2026_11_28_002_billing': billing,
  '2026_11_28_003_document_job': documentJob,
  '2026_11_28_004_ai_grades': aiGrades,
  '2026_11_28_005_applications': applications,
  '2026_11_28_006_candidate_reviews': candidateReviews,
}
