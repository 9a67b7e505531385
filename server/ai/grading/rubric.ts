import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/**
 * The grading rubric, kept in the repository (rubric.md) so that what a grade means is read and
 * reviewed like code. Its version is its content's hash: a changed rubric is a new version, and
 * grades cached under the old one are asked for again.
 */
export const GRADING_RUBRIC = readFileSync(new URL('./rubric.md', import.meta.url), 'utf8')

export const RUBRIC_VERSION = createHash('sha256').update(GRADING_RUBRIC).digest('hex').slice(0, 12)
