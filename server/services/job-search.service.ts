import type { JobMatch, JobSearchQuery } from '../../shared/schemas/jobs.ts'
import type { Db } from '../db/database.ts'
import { jobListingsVersion, listJobListings } from '../db/repositories/job-listings.repository.ts'
import { listPostedJobs, type PostedJobRow, postedJobsVersion } from '../db/repositories/jobs.repository.ts'
import type { JobListingRow } from '../db/tables/job-listings.ts'
import { matchesLocation, matchesRole, meetsSalary, withinYears } from '../domain/job-search/filters.ts'
import { matchReasons } from '../domain/job-search/match-reasons.ts'
import { postingFacts } from '../domain/job-search/posting-facts.ts'
import { parseSalary } from '../domain/job-search/salary.ts'
import { parseJobDescription } from '../domain/jd/index.ts'
import { indexPool, type JobFeatures, jobFeaturesFrom, resumeFeatures, scoreResume } from '../domain/match/index.ts'
import { AppError } from '../lib/app-error.ts'
import { getResume } from './resumes.service.ts'

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
 * whole list is rebuilt only when a cheap version query says jobs were added or removed.
 */
export function createJobCatalog(db: Db) {
  let current: { version: string; jobs: CatalogJob[] } | null = null
  let parsed = new Map<string, CatalogJob>()

  async function load(): Promise<CatalogJob[]> {
    const version = `${await jobListingsVersion(db)}|${await postedJobsVersion(db)}`
    if (current?.version === version) return current.jobs
    const listings = await listJobListings(db)
    const posted = await listPostedJobs(db, MAX_POSTED_JOBS)
    const next = new Map<string, CatalogJob>()
    const jobs: CatalogJob[] = []
    // The same posting created twice (a recruiter re-running a match) is listed once: the first
    // seen, so listings before recruiters' jobs and newer jobs before older ones.
    const seen = new Set<string>()
    const add = (key: string, make: () => CatalogJob) => {
      const job = parsed.get(key) ?? make()
      next.set(key, job)
      const text = job.description.replace(/\s+/g, ' ').trim().toLowerCase()
      if (seen.has(text)) return
      seen.add(text)
      jobs.push(job)
    }
    for (const row of listings) add(`listing:${row.id}`, () => fromListing(row))
    for (const row of posted) add(`posted:${row.id}`, () => fromPosted(row))
    parsed = next
    current = { version, jobs }
    return jobs
  }

  return { load }
}

export type JobCatalog = ReturnType<typeof createJobCatalog>

function catalogJob(
  base: Pick<CatalogJob, 'id' | 'source' | 'title' | 'description' | 'createdAt'>,
  given: Partial<Pick<CatalogJob, 'company' | 'location' | 'salary' | 'type' | 'experience'>> = {},
): CatalogJob {
  const job = parseJobDescription(base.description)
  const facts = postingFacts(base.description)
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
    features: jobFeaturesFrom(job, base.description),
  }
}

const fromListing = (row: JobListingRow): CatalogJob =>
  catalogJob(
    { id: row.id, source: 'sample', title: row.title, description: row.description, createdAt: row.created_at },
    { company: row.company, location: row.location, salary: row.salary, type: row.type, experience: row.experience },
  )

const fromPosted = (row: PostedJobRow): CatalogJob =>
  catalogJob({ id: row.id, source: 'posted', title: row.title, description: row.description, createdAt: row.created_at })

function experienceAsked(years: number | null, level: string | null): string | null {
  if (years !== null) return `${years}+ years`
  return level ? `${level[0]!.toUpperCase()}${level.slice(1)} level` : null
}

/**
 * The caller's resume against every posting, best first: the same engine that ranks resumes for
 * a recruiter's job, turned around (each job scores this one resume, and the jobs are sorted).
 * The preferences filter first (see domain/job-search/filters.ts for what each keeps).
 */
export async function searchJobs(db: Db, catalog: JobCatalog, ownerId: string, query: JobSearchQuery): Promise<{ jobs: JobMatch[]; total: number }> {
  const resumeId = query.resume_id?.trim()
  if (!resumeId) throw new AppError(400, 'validation_error', UPLOAD_RESUME_FIRST)
  const salaryText = query.salary?.trim() ?? ''
  const expected = salaryText === '' ? null : parseSalary(salaryText)
  if (salaryText !== '' && expected === null) throw new AppError(400, 'validation_error', BAD_SALARY)

  const resume = await getResume(db, ownerId, resumeId)
  // Roles held "to present" count up to today: the search is about now, not the upload day.
  const features = resumeFeatures(resume)
  // One index for every job: the resume is a pool of its own, scored as T10 scores a pool.
  const index = indexPool([{ id: resume.resume_id, features }])

  const kept = (await catalog.load()).filter(
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

  const limit = query.limit ?? DEFAULT_JOB_RESULTS
  return {
    total: kept.length,
    jobs: ranked.slice(0, limit).map(({ job, score }) => ({
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
      ...matchReasons(score, { resumeText: resume.resume_text, job: job.features }),
    })),
  }
}
