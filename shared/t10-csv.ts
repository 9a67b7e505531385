import type { Match } from './schemas/t10.ts'

/** The export's columns, as the spec names them. */
export const MATCH_CSV_COLUMNS = ['Resume Name', 'Match Score', 'Skills Match', 'Experience Fit', 'Education', 'Upload Time']

/** One match as a CSV row (quoting is the CSV library's job). */
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
