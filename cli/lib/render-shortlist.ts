import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '../../shared/candidate-stages.ts'
import type { JobCandidate, JobCandidatesResponse } from '../../shared/schemas/shortlist.ts'
import { ApiError } from '../../shared/client.ts'
import { renderTable } from './table.ts'

/*
 * The human output of `t10 jobs` and `t10 candidates`: a job's shortlist by stage, in the order
 * CANDIDATE_STAGES gives (the web's columns), each candidate with its rating and notes.
 */

/** "3 new, 1 interviewing": the stages that have candidates, in stage order; "none yet" without any. */
export function stageSummary(counts: Record<string, number> | undefined): string {
  const parts = CANDIDATE_STAGES.filter((stage) => (counts?.[stage] ?? 0) > 0).map((stage) => `${counts![stage]} ${stage}`)
  return parts.length > 0 ? parts.join(', ') : 'none yet'
}

export const totalOf = (counts: Record<string, number> | undefined): number => Object.values(counts ?? {}).reduce((n, c) => n + c, 0)

/** "2026-11-28 14:05": a date-time as people scan a list, in UTC as stored. */
export const shortTime = (iso: string): string => iso.slice(0, 16).replace('T', ' ')

// A table row is one line: notes lose their line breaks, and long ones end in "…" (--json has them whole).
const NOTES_SHOWN = 60
const oneLine = (text: string) => {
  const flat = text.replace(/\s*\n\s*/g, ' / ').trim()
  return flat.length > NOTES_SHOWN ? `${flat.slice(0, NOTES_SHOWN - 1)}…` : flat
}

const ratingCell = (rating: number | null) => (rating === null ? '-' : `${rating}/5`)

/** The job and its candidates, a table per stage that has any. */
export function renderJobCandidates(answer: Omit<JobCandidatesResponse, 'success'>): string {
  const { job, candidates, stage_counts: counts } = answer
  const lines = [`${job.title} (${job.job_id}), created ${shortTime(job.created_at)} UTC`, `Candidates: ${totalOf(counts)} (${stageSummary(counts)})`]
  if (candidates.length === 0) {
    lines.push('', 'No candidates to show: a match of this job (t10 match, or the web app) adds those it shows.')
    return lines.join('\n')
  }
  const byStage = new Map<CandidateStage, JobCandidate[]>()
  for (const candidate of candidates) byStage.set(candidate.stage, [...(byStage.get(candidate.stage) ?? []), candidate])
  for (const stage of CANDIDATE_STAGES) {
    const group = byStage.get(stage)
    if (!group) continue
    lines.push(
      '',
      `== ${CANDIDATE_STAGE_LABELS[stage]} (${group.length})`,
      renderTable(
        ['candidate', 'match', 'rating', 'notes', 'resume id'],
        group.map((c) => [
          c.name,
          c.match_percentage === null ? '-' : `${c.match_percentage}%`,
          ratingCell(c.rating),
          oneLine(c.notes) || '-',
          c.resume_id,
        ]),
      ),
    )
  }
  return lines.join('\n')
}

/**
 * A 404 (not_found) of the shortlist's calls names the ids given and where to find the right ones;
 * the server's message says which of them it did not find. Any other error goes on as it is.
 */
export function withIdsNamed(error: unknown, ids: { jobId: string; resumeId?: string }): unknown {
  if (!(error instanceof ApiError) || error.code !== 'not_found') return error
  const given = ids.resumeId === undefined ? `job ${ids.jobId}` : `job ${ids.jobId}, resume ${ids.resumeId}`
  const where = ids.resumeId === undefined ? 't10 jobs list shows your jobs' : 't10 jobs list shows your jobs, t10 jobs show JOB_ID their candidates'
  return new Error(`${error.message} (${given}): ${where}`)
}
