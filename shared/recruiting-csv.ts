import { stringify } from 'csv-stringify/sync'
import type { Match } from './schemas/recruiting.ts'
import type { AiMatch } from './schemas/recruiting-ai.ts'
import { CANDIDATE_STAGE_LABELS } from './candidate-stages.ts'

/** The export's columns, as the spec names them: always first, in this order. */
export const MATCH_CSV_COLUMNS = ['Resume Name', 'Match Score', 'Skills Match', 'Experience Fit', 'Education', 'Upload Time']

/** What a recruiter needs to act on a row without opening the screen again, after the spec's columns. */
export const MATCH_CSV_DETAIL_COLUMNS = [
  'Rank',
  'Candidate',
  'Email',
  'Phone',
  'Current title',
  'Years',
  'Experience level',
  'Matched skills',
  'Missing skills',
  'Recommendation',
  'Duplicate of',
]

/** A match with a model: its reading of each re-graded candidate, after the candidate's details. */
export const MATCH_CSV_AI_COLUMNS = ['AI overall', 'AI skills', 'AI experience', 'AI education', 'AI verdict', 'AI note']

/** The recruiter's review of the candidate for the job (the shortlist), last: after the model's columns when they are there. */
export const MATCH_CSV_REVIEW_COLUMNS = ['Stage', 'Rating', 'Notes']

// A list in one cell is joined with semicolons: the cell stays one value when opened, and reads as a list.
const cellList = (items: readonly string[] | undefined) => (items ?? []).join('; ')
const capitalised = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)

/** One match as a CSV row; `rank` is its place in the ranking, 1 for the best. */
export function matchCsvRow(match: Match, rank: number): string[] {
  return [
    match.filename,
    `${match.match_percentage}%`,
    `${match.categoryScores.skills}%`,
    `${match.categoryScores.experience}%`,
    `${match.categoryScores.education}%`,
    match.upload_time,
    String(rank),
    match.name,
    match.email ?? '',
    match.phone ?? '',
    match.current_title ?? '',
    match.years_experience === null || match.years_experience === undefined ? '' : String(match.years_experience),
    capitalised(match.experienceLevel),
    cellList(match.matched_skills),
    cellList(match.missing_skills),
    match.recommendation ?? '',
    match.duplicate_of?.filename ?? '',
  ]
}

/**
 * The ranking (best first) as CSV, for the web export and `t10 match --csv` alike. Quoting is the
 * library's job (names hold commas and quotes). File names, candidate names and titles come from
 * whoever wrote the resume, and a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so such cells are written with a leading apostrophe: shown as
 * text, never run. A phone number such as "+1 555..." is written that way too.
 */
export function matchesCsv(matches: readonly AiMatch[]): string {
  // The model's columns only for a ranking it took part in; empty for candidates past its top K.
  const withModel = matches.some((match) => match.ai)
  return stringify(
    matches.map((match, i) => [...matchCsvRow(match, i + 1), ...(withModel ? aiCells(match) : []), ...reviewCells(match)]),
    {
      header: true,
      columns: [...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS, ...(withModel ? MATCH_CSV_AI_COLUMNS : []), ...MATCH_CSV_REVIEW_COLUMNS],
      escape_formulas: true,
    },
  )
}

function aiCells({ ai }: AiMatch): string[] {
  if (!ai) return ['', '', '', '', '', 'Not read by the model (past its top candidates)']
  const grade = (value: number | null) => (value === null ? '' : `${value}%`)
  return [grade(ai.overall), grade(ai.skills), grade(ai.experience), grade(ai.education), ai.verdict ?? '', ai.note ?? '']
}

/** A candidate never reviewed for the job reads as new, unrated, without notes. */
function reviewCells({ review }: Match): string[] {
  if (!review) return [CANDIDATE_STAGE_LABELS.new, '', '']
  return [CANDIDATE_STAGE_LABELS[review.stage], review.rating === null ? '' : String(review.rating), review.notes]
}
