import { stringify } from 'csv-stringify/sync'
import type { Match } from './schemas/recruiting.ts'

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
export function matchesCsv(matches: readonly Match[]): string {
  return stringify(
    matches.map((match, i) => matchCsvRow(match, i + 1)),
    { header: true, columns: [...MATCH_CSV_COLUMNS, ...MATCH_CSV_DETAIL_COLUMNS], escape_formulas: true },
  )
}
