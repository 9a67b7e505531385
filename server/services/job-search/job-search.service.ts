import pMap from 'p-map'
import type { JobMatch, JobSearchQuery } from '../../../shared/schemas/jobs.ts'
import type { ExtractedResume } from '../../../shared/schemas/resume.ts'
import type { Db } from '../../db/database.ts'
import { jobListingsVersion, listJobListings } from '../../db/repositories/job-listings.repository.ts'
import { listPostedJobs, type PostedJobRow, postedJobsVersion } from '../../db/repositories/recruiting-jobs.repository.ts'
import type { JobListingRow } from '../../db/tables/job-listings.ts'
import { matchesLocation, matchesRole, meetsSalary, withinYears } from '../../domain/job-search/filters.ts'
import { parseSalary } from '../../domain/job-search/salary.ts'
import { type FeaturesInput, indexPool, type JobFeatures, scoreResume } from '../../domain/match/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'
import { getResume } from '../applying/resumes.service.ts'

/** The message when job search has no resume to rank for. */
export const UPLOAD_RESUME_FIRST = 'Please upload your resume first'
export const BAD_SALARY = 'Expected salary must be an amount, like 85000 or 85k'
export const DEFAULT_JOB_RESULTS = 20
/**
 * Recruiters' jobs searched: the newest this many. Every search scores each job against the
 * resume; the bound keeps a search well under a second on one core however many jobs pile up.
 */
export const MAX_POSTED_JOBS = 2000

/** A searchable posting: what a job seeker sees, and what ranking reads. */
export interface CatalogJob {
  id: string
  source: JobMatch['source']
  title: string
  company: string | null
  location: string | null
  salary: string | null
  type: string | null
  experience: string | null
  remote: boolean
  description: string
  createdAt: string
  features: JobFeatures
}

/**
 * Every searchable posting, parsed: the seeded and imported listings, then the newest jobs of
 * every recruiter. A posting never changes once stored, so each is parsed once per process; the
 * whole list is rebuilt only when a cheap version query says jobs were added or removed. The
 * postings are other people's text: each is read in a worker thread (a 20,000-character posting
 * took 30-150 ms to read in this thread), and one not read in time is left out of the search
 * rather than failing every job seeker's search.
 */
export function createJobCatalog(db: Db) {
  let current: { version: string; jobs: CatalogJob[] } | null = null
  // Searches arriving while a version is read share that reading.
  let reading: { version: string; jobs: Promise<CatalogJob[]> } | null = null
  let parsed = new Map<string, CatalogJob | null>()

  async function load(untrusted: UntrustedWork): Promise<CatalogJob[]> {
    const version = `${await jobListingsVersion(db)}|${await postedJobsVersion(db)}`
    if (current?.version === version) return current.jobs
    if (reading?.version !== version) {
      const jobs = rebuild(version, untrusted).finally(() => {
        if (reading?.jobs === jobs) reading = null
      })
      reading = { version, jobs }
    }
    return reading.jobs
  }

  async function rebuild(version: string, untrusted: UntrustedWork): Promise<CatalogJob[]> {
    const listings = await listJobListings(db)
    const posted = await listPostedJobs(db, MAX_POSTED_JOBS)
    const sources = [
      ...listings.map((row) => ({ key: `listing:${row.id}`, read: () => fromListing(row, untrusted) })),
      ...posted.map((row) => ({ key: `posted:${row.id}`, read: () => fromPosted(row, untrusted) })),
    ]
    // As many postings in flight as the pool has threads: another user's task waits for one round at most.
    const read = await pMap(sources, async ({ key, read }) => [key, parsed.has(key) ? (parsed.get(key) ?? null) : await readOrSkip(read)] as const, {
      concurrency: untrusted.settings.threads,
    })
    const jobs: CatalogJob[] = []
    // The same posting created twice (a recruiter re-running a match) is listed once: the first
    // seen, so listings before recruiters' jobs and newer jobs before older ones.
    const seen = new Set<string>()
    for (const [, job] of read) {
      if (!job) continue
      const text = job.description.replace(/\s+/g, ' ').trim().toLowerCase()
      if (seen.has(text)) continue
      seen.add(text)
      jobs.push(job)
    }
    parsed = new Map(read)
    current = { version, jobs }
    return jobs
  }

  return { load }
}

export type JobCatalog = ReturnType<typeof createJobCatalog>

/** A posting past the reading's limits is null: kept as such, so it is not read again. */
async function readOrSkip(read: () => Promise<CatalogJob>): Promise<CatalogJob | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return null
    throw error
  }
}

async function catalogJob(
  untrusted: UntrustedWork,
  base: Pick<CatalogJob, 'id' | 'source' | 'title' | 'description' | 'createdAt'>,
  given: Partial<Pick<CatalogJob, 'company' | 'location' | 'salary' | 'type' | 'experience'>> = {},
): Promise<CatalogJob> {
  const { job, facts, features } = await untrusted.run('readPosting', [base.description], 'text')
  const location = given.location ?? facts.location
  const type = given.type ?? facts.type
  return {
    ...base,
    company: given.company ?? job.company,
    location,
    salary: given.salary ?? facts.salary,
    type,
    experience: given.experience ?? facts.experience ?? experienceAsked(job.yearsRequired, job.experienceLevel),
    remote: facts.remote || [location, type].some((v) => v !== null && /\bremote\b/i.test(v)),
    features,
  }
}

const fromListing = (row: JobListingRow, untrusted: UntrustedWork) =>
  catalogJob(
    untrusted,
    { id: row.id, source: 'sample', title: row.title, description: row.description, createdAt: row.created_at },
    { company: row.company, location: row.location, salary: row.salary, type: row.type, experience: row.experience },
  )

const fromPosted = (row: PostedJobRow, untrusted: UntrustedWork) =>
  catalogJob(untrusted, { id: row.id, source: 'posted', title: row.title, description: row.description, createdAt: row.created_at })

function experienceAsked(years: number | null, level: string | null): string | null {
  if (years !== null) return `${years}+ years`
  return level ? `${level[0]!.toUpperCase()}${level.slice(1)} level` : null
}

/** What job search needs from the app: storage, the parsed postings, the reading threads. */
export interface JobSearchDeps {
  db: Db
  catalog: JobCatalog
  untrusted: UntrustedWork
}

/** What the features read of a stored resume: its visible text and its reading. */
const featuresInputOf = (resume: ExtractedResume): FeaturesInput => ({
  resume_text: resume.resume_text,
  raw_resume_text: resume.raw_resume_text,
  parsed: resume.parsed,
})

/** What a job's reasons read of its features: only this crosses to the thread. */
const reasonsJobOf = ({ title, education, uncitedPhrases }: JobFeatures) => ({ title, education, ...(uncitedPhrases ? { uncitedPhrases } : {}) })

/**
 * The caller's resume against every posting, best first: the same engine that ranks resumes for
 * a recruiter's job, turned around (each job scores this one resume, and the jobs are sorted).
 * The preferences filter first (see domain/job-search/filters.ts for what each keeps).
 */
export async function searchJobs(deps: JobSearchDeps, ownerId: string, query: JobSearchQuery): Promise<{ jobs: JobMatch[]; total: number }> {
  const { db, catalog, untrusted } = deps
  const resumeId = query.resume_id?.trim()
  if (!resumeId) throw new AppError(400, 'validation_error', UPLOAD_RESUME_FIRST)
  const salaryText = query.salary?.trim() ?? ''
  const expected = salaryText === '' ? null : parseSalary(salaryText)
  if (salaryText !== '' && expected === null) throw new AppError(400, 'validation_error', BAD_SALARY)

  const resume = await getResume(db, ownerId, resumeId)
  // Roles held "to present" count up to today: the search is about now, not the upload day.
  // Read in a worker thread, as the reasons below: a resume's text runs to 200,000 characters.
  const features = await untrusted.run('resumeFeatures', [featuresInputOf(resume), {}], 'text')
  // One index for every job: the resume is a pool of its own, scored as T10 scores a pool.
  const index = indexPool([{ id: resume.resume_id, features }])

  const kept = (await catalog.load(untrusted)).filter(
    (job) =>
      matchesRole(job.title, query.role ?? '') &&
      matchesLocation(job, query.location ?? '') &&
      withinYears(job.features.yearsRequired, query.experience) &&
      meetsSalary(job.salary, expected?.min ?? null),
  )
  const ranked = kept
    .map((job) => ({ job, score: scoreResume(job.features, features, index) }))
    // Best first; equal scores: the newer posting, then by id, so the order is stable.
    .sort((a, b) => b.score.score - a.score.score || b.job.createdAt.localeCompare(a.job.createdAt) || a.job.id.localeCompare(b.job.id))

  const listed = ranked.slice(0, query.limit ?? DEFAULT_JOB_RESULTS)
  const reasons = await untrusted.run(
    'matchReasons',
    [resume.resume_text, listed.map(({ job, score }) => ({ score, job: reasonsJobOf(job.features) }))],
    'text',
  )
  return {
    total: kept.length,
    jobs: listed.map(({ job, score }, i) => ({
      id: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      salary: job.salary,
      description: job.description,
      type: job.type,
      experience: job.experience,
      source: job.source,
      score: score.score,
      match_percentage: score.match_percentage,
      ...reasons[i]!,
    })),
  }
}
