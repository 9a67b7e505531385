import type { DegreeLevel } from '../../ingest/index.ts'
import type { ListColumn, ScalarColumn, TextColumn } from '../columns.ts'
import { degreeRank, fieldTerms, levelsShort, requiredRank } from '../education.ts'
import { phraseTerms } from '../terms.ts'
import type { PoolIndex } from '../pool-index.ts'
import { definePart, referencePart } from './part.ts'

/*
 * Education: 1 when the highest degree meets the level asked, 0.6 one level short, 0.35 two,
 * 0.15 further, NO_DEGREE_FOUND when the resume names no degree; × 0.8 when the job names a field
 * and no degree of the resume is in it. Nothing asked: 1 with any degree, 0.85 without.
 */

export const NO_DEGREE_FOUND = 0.25

/** The highest degree's rank (education.ts degreeRank; -1 none). */
export const DEGREE: ScalarColumn = { kind: 'scalar', name: 'degree', type: 'Int8Array', read: (f) => degreeRank(f.education.level) }
/** The terms of every degree's field (phraseTerms). */
export const DEGREE_FIELDS: ListColumn = {
  kind: 'list',
  name: 'degreeFields',
  dictionary: 'fieldTerms',
  read: (f) => f.education.fields.flatMap(fieldTermsOf),
}
export const DEGREE_TEXT: TextColumn = { kind: 'text', name: 'degreeText', read: (f) => f.education.degree }
export const FIELD_TEXT: TextColumn = { kind: 'text', name: 'fieldText', read: (f) => f.education.field }

// Degree fields repeat across resumes: their terms are kept, up to a bound against unusual input.
const fieldTermCache = new Map<string, string[]>()
function fieldTermsOf(field: string): string[] {
  let terms = fieldTermCache.get(field)
  if (!terms) {
    if (fieldTermCache.size >= 10_000) fieldTermCache.clear()
    fieldTermCache.set(field, (terms = phraseTerms(field)))
  }
  return terms
}

const DEGREES: ReadonlyArray<DegreeLevel | null> = [null, 'high_school', 'certificate', 'associate', 'bachelor', 'master', 'doctorate']

/** Resume d's highest degree level. */
export function degreeOf(x: PoolIndex, d: number): DegreeLevel | null {
  return DEGREES[Math.max(0, x.column(DEGREE).values[d]!)] ?? null
}

interface EducationState {
  degreeAsked: number
  /** Per pool field term: 1 when the job's field names it. */
  fieldTerm: Uint8Array
  fieldAsked: boolean
}

export const educationPart = definePart<EducationState>({
  components: ['education'],
  stage: 'later',
  columns: [DEGREE, DEGREE_FIELDS, DEGREE_TEXT, FIELD_TEXT],
  compile(q) {
    const dictionary = q.index.dictionary('fieldTerms')
    const fieldTerm = new Uint8Array(dictionary.names.length)
    const asked = fieldTerms(q.job.education.field)
    for (const t of asked) {
      const id = dictionary.ids.get(t)
      if (id !== undefined) fieldTerm[id] = 1
    }
    return { degreeAsked: requiredRank(q.job.education.level), fieldTerm, fieldAsked: asked.length > 0 }
  },
  defines: () => true,
  score(s, q, docs, out) {
    const degree = q.index.column(DEGREE).values
    const fields = q.index.column(DEGREE_FIELDS)
    const result = out.education
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      const found = degree[d]!
      let education: number
      if (s.degreeAsked === 0) {
        education = found >= 0 ? 1 : 0.85
      } else if (found < 0) {
        education = NO_DEGREE_FOUND
      } else {
        const short = levelsShort(found, s.degreeAsked)
        education = short <= 0 ? 1 : short === 1 ? 0.6 : short === 2 ? 0.35 : 0.15
        if (s.fieldAsked && !fieldMatches(s, fields, d)) education *= 0.8
      }
      result[n] = education
    }
  },
  evidence(s, q, d) {
    const x = q.index
    return {
      education: {
        found: degreeOf(x, d),
        degree: x.column(DEGREE_TEXT).values.at(d),
        field: x.column(FIELD_TEXT).values.at(d),
        asked: q.job.education.level,
        fieldAsked: q.job.education.field,
        fieldMatched: s.fieldAsked ? fieldMatches(s, x.column(DEGREE_FIELDS), d) : null,
      },
    }
  },
  reference: referencePart({
    prepare: (job) => ({ degreeAsked: requiredRank(job.education.level), asked: fieldTerms(job.education.field) }),
    score({ degreeAsked, asked }, f) {
      const found = degreeRank(f.education.level)
      if (degreeAsked === 0) return { education: found >= 0 ? 1 : 0.85 }
      if (found < 0) return { education: NO_DEGREE_FOUND }
      const short = levelsShort(found, degreeAsked)
      const education = short <= 0 ? 1 : short === 1 ? 0.6 : short === 2 ? 0.35 : 0.15
      const inField = f.education.fields.some((field) => phraseTerms(field).some((t) => asked.includes(t)))
      return { education: asked.length > 0 && !inField ? education * 0.8 : education }
    },
  }),
})

function fieldMatches(s: EducationState, fields: { start: Uint32Array; ids: Uint32Array }, d: number): boolean {
  for (let i = fields.start[d]!, end = fields.start[d + 1]!; i < end; i++) if (s.fieldTerm[fields.ids[i]!]) return true
  return false
}
