import { stringify } from 'csv-stringify/sync'
import type { Match } from './schemas/recruiting.ts'

/** The export's columns, as the spec names them. */
export const MATCH_CSV_COLUMNS = ['Resume Name', 'Match Score', 'Skills Match', 'Experience Fit', 'Education', 'Upload Time']

/** One match as a CSV row. */
export function matchCsvRow(match: Match): string[] {
  return [
    match.filename,
    `${match.match_percentage}%`,
    `${match.categoryScores.skills}%`,
    `${match.categoryScores.experience}%`,
    `${match.categoryScores.education}%`,
    match.upload_time,
  ]
}

/**
 * The ranking as CSV, for the web export and `t10 match --csv` alike. Quoting is the library's
 * job (names hold commas and quotes). File names come from whoever uploaded the resume, and a
 * spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so such cells are written with a leading apostrophe: shown as text, never run.
 */
export function matchesCsv(matches: readonly Match[]): string {
  return stringify(matches.map(matchCsvRow), { header: true, columns: MATCH_CSV_COLUMNS, escape_formulas: true })
}
