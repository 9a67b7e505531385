import { randomUUID } from 'node:crypto'
import type { Match, MatchAnalysis, RecruitingJob } from '../../../shared/schemas/recruiting.ts'
import { matchesCsv } from '../../../shared/recruiting-csv.ts'
import type { Db } from '../../db/database.ts'
import { findCandidate } from '../../db/repositories/recruiting-candidates.repository.ts'
import { findJob, insertJob, listJobs, setJobPublished } from '../../db/repositories/recruiting-jobs.repository.ts'
import type { RecruitingJobRow } from '../../db/tables/recruiting-jobs.ts'
import { JOB_DESCRIPTION_MAX_CHARS } from '../../domain/jd/index.ts'
import {
  ENGINE_VERSION,
  experienceLevelOf,
  experienceYears,
  type JobFeatures,
  type MatchScore,
  parseJobForMatching,
  indexPool,
  type PoolIndex,
  rankResumes,
  recommendationOf,
  scoreResume,
} from '../../domain/match/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import {
  type CandidateContact,
  candidateContacts,
  candidateNotFound,
  type Pool,
  type PoolCache,
  type PoolMember,
  poolFeatures,
} from './candidates.service.ts'
import { emptyStageCounts, recordMatchRun, stageCountsByJob, withReviews } from './shortlist.service.ts'

export const UNTITLED_POSITION = 'Untitled Position'
export const MISSING_JOB_DESCRIPTION = 'Please enter a job description'

const jobNotFound = () => new AppError(404, 'not_found', 'Job not found')

/** The spec's rule for a recruiter's job: a "Role:" or "Position:" line, else the title given, else untitled. */
export function jobTitleOf(description: string, given?: string): string {
  const line = /^[ \t]*(?:role|position)[ \t]*:[ \t]*(.+)$/im.exec(description)?.[1]?.trim()
  return line || given?.trim() || UNTITLED_POSITION
}

/**
 * Reads a job description for matching (30-120 ms for 20,000 characters). The server gives its
 * worker threads, so no description stalls it; the CLI's local match, one user in its own
 * process, gives none and reads in place: starting a thread (loading the reading code and its
 * data) took 2.4 s from the sources, for one description.
 */
const readJobForMatching = async (description: string, work: UntrustedWork | undefined): Promise<JobFeatures> =>
  work ? work.run('matchingJob', [description], 'text') : parseJobForMatching(description)

/** A recruiter's job; private (only the owner ranks against it) unless `published` lists it in job search. */
export async function createJob(
  db: Db,
  ownerId: string,
  input: { description: string; title?: string | undefined; published?: boolean | undefined },
  work?: UntrustedWork,
) {
  const description = input.description
  if (description.trim() === '') throw new AppError(400, 'validation_error', MISSING_JOB_DESCRIPTION)
  if (description.length > JOB_DESCRIPTION_MAX_CHARS) {
    throw new AppError(400, 'validation_error', `Job description must be at most ${JOB_DESCRIPTION_MAX_CHARS} characters (got ${description.length})`)
  }
  const features = await readJobForMatching(description, work)
  const now = new Date().toISOString()
  const row: RecruitingJobRow = {
    id: randomUUID(),
    owner_id: ownerId,
    title: jobTitleOf(description, input.title),
    description,
    features_json: JSON.stringify(features),
    engine_version: features.engine,
    created_at: now,
    published_at: input.published ? now : null,
  }
  await insertJob(db, row)
  return row
}

export async function listOwnJobs(db: Db, ownerId: string): Promise<RecruitingJob[]> {
  const [rows, stageCounts] = await Promise.all([listJobs(db, ownerId), stageCountsByJob(db, ownerId)])
  return rows.map((row) => ({
    job_id: row.id,
    title: row.title,
    description: row.description,
    created_at: row.created_at,
    published: row.published_at !== null,
    stage_counts: stageCounts.get(row.id) ?? emptyStageCounts(),
  }))
}

/** Lists the owner's job in job search, or takes it back; 404 for a job the caller does not own. */
export async function publishJob(db: Db, ownerId: string, jobId: string, published: boolean): Promise<void> {
  if (!(await setJobPublished(db, ownerId, jobId, published, new Date().toISOString()))) throw jobNotFound()
}

async function jobFeatures(db: Db, ownerId: string, jobId: string): Promise<JobFeatures> {
  const row = await findJob(db, ownerId, jobId)
  if (!row) throw jobNotFound()
  // Features of another engine version are parsed again from the stored description, in place:
  // it was read within the limits when the job was created (≤ 20,000 characters, under 70 ms).
  return row.engine_version === ENGINE_VERSION ? (JSON.parse(row.features_json) as JobFeatures) : parseJobForMatching(row.description)
}

/** What a match row says beyond the ranking index: contact details and the pool's duplicates. */
interface MatchExtras {
  contacts: Map<string, CandidateContact>
  duplicates: Pool['duplicates']
}

/** A match row: the member's file and name, its skills, level and titles from the index it was ranked in. */
function toMatch(member: PoolMember, index: PoolIndex, score: MatchScore, extras: MatchExtras): Match {
  const d = index.position(member.id)!
  const { required, niceToHave } = score.evidence.skills
  const matched = [...required.matched, ...niceToHave.matched]
  const others = index.skillsOf(d).filter((s) => !matched.includes(s))
  const dates = index.yearsOf(d)
  const asked = required.matched.length + required.missing.length
  const contact = extras.contacts.get(member.id)
  return {
    resume_id: member.id,
    filename: member.filename,
    score: score.score,
    match_percentage: score.match_percentage,
    upload_time: member.uploadTime,
    name: member.name ?? member.filename.replace(/\.[^.]+$/, ''),
    experienceLevel: experienceLevelOf(dates),
    // The skills that matter for this job first, then the rest of the candidate's.
    skills: [...matched, ...others].slice(0, 15),
    categoryScores: score.categoryScores,
    hidden_text: score.hiddenText,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    current_title: index.titlesOf(d)[0] ?? null,
    years_experience: experienceYears(dates),
    matched_skills: matched,
    missing_skills: [...required.missing, ...niceToHave.missing],
    recommendation: recommendationOf(score.score, asked === 0 ? 1 : required.matched.length / asked),
    duplicate_of: extras.duplicates.get(member.id) ?? null,
  }
}

/**
 * A match run: the caller's best candidates for the job, best first, each recorded as seen for the
 * job and answered with its review (the shortlist). With `onlyIds`, the ranking is among those
 * resumes alone, as a pool of their own; an id not in the caller's pool is a 404.
 */
export async function findMatches(
  db: Db,
  pools: PoolCache,
  ownerId: string,
  jobId: string,
  limit: number,
  onlyIds?: readonly string[],
): Promise<Match[]> {
  return recordMatchRun(db, ownerId, jobId, await rankMatches(db, pools, ownerId, jobId, limit, onlyIds))
}

/** The ranking of a match run, recording nothing: for the export, and for a model to re-grade before its run is recorded. */
export async function rankMatches(
  db: Db,
  pools: PoolCache,
  ownerId: string,
  jobId: string,
  limit: number,
  onlyIds?: readonly string[],
): Promise<Match[]> {
  const job = await jobFeatures(db, ownerId, jobId)
  const pool = await pools.load(ownerId)
  const index = onlyIds ? indexPool(await poolFeatures(db, ownerId, onlyIds)) : pool.index
  const ranked = rankResumes(job, index, limit)
  const extras = {
    contacts: await candidateContacts(
      db,
      ownerId,
      ranked.map((r) => r.id),
    ),
    duplicates: pool.duplicates,
  }
  return ranked.map((r) => toMatch(pool.members.get(r.id) as PoolMember, index, r, extras))
}

/** Why one candidate fits the job; the analysis reads the resume's whole text, in a worker thread of `work`. */
export async function analyzeCandidate(
  db: Db,
  pools: PoolCache,
  work: UntrustedWork,
  ownerId: string,
  resumeId: string,
  jobId: string,
): Promise<MatchAnalysis> {
  const job = await jobFeatures(db, ownerId, jobId)
  const pool = await pools.load(ownerId)
  if (!pool.members.has(resumeId)) throw candidateNotFound()
  const [entry] = await poolFeatures(db, ownerId, [resumeId])
  const features = entry!.features
  const score = scoreResume(job, features, pool.index, resumeId)
  // What the analysis says is missing is checked against the resume's whole visible text.
  const resumeText = (await findCandidate(db, ownerId, resumeId))?.resume_text
  const options = { hiddenText: score.hiddenText, ...(resumeText === undefined ? {} : { resumeText }) }
  const { hiddenText, ...analysis } = await work.run('analyzeMatch', [job, features, score, options], 'text')
  return { ...analysis, categoryScores: score.categoryScores, hidden_text: hiddenText }
}

/** The ranked pool as CSV: the spec's columns, the candidate's details, then the review (see matchesCsv). */
export async function exportMatchesCsv(db: Db, pools: PoolCache, ownerId: string, jobId: string, limit: number | undefined): Promise<string> {
  const pool = await pools.load(ownerId)
  const matches = await rankMatches(db, pools, ownerId, jobId, limit ?? Math.max(1, pool.members.size))
  return matchesCsv(await withReviews(db, ownerId, jobId, matches))
}
