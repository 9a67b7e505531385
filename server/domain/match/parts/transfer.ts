import { occupationTransfer } from '../occupations.ts'
import { monthIndex } from '../months.ts'
import type { JobFeatures } from '../types.ts'
import { OCCUPATIONS, ROLE_FROM, ROLE_MONTHS, ROLE_OCCUPATIONS } from './columns.ts'
import { definePart, referencePart } from './part.ts'

/*
 * Transfer: how much of the candidate's working life went into work that carries over to the
 * posting's role, by the knowledge base's moves between roles (a call-centre team lead moves
 * across to a customer-care supervisor; a chef does not) and the likeness of the roles' skills:
 * each dated role's best transfer (occupationTransfer, from the occupations its title reads as to
 * the job's, each weighed by how sure the job is of it), averaged over the roles by their months,
 * recent roles counted fully and older ones fading (to RECENCY_FLOOR over RECENCY_FADE_YEARS
 * after RECENT_YEARS). Unlike related years it is a share, so fifteen years of other work before
 * two in the field read as a career changer's. A resume with no dated role reads by its titles'
 * occupations alone.
 */

const RECENT_YEARS = 5
const RECENCY_FADE_YEARS = 15
const RECENCY_FLOOR = 0.25

interface TransferState {
  /** Per pool occupation: its best transfer to the job's occupations. */
  transfer: Float64Array
}

/** An occupation's best transfer to the job's occupations, each weighed by how sure the job is of it. */
function jobTransfer(job: JobFeatures, code: string): number {
  const top = job.occupations[0]?.weight ?? 1
  let best = 0
  for (const jo of job.occupations) best = Math.max(best, occupationTransfer(code, jo.code) * (jo.weight / top))
  return best
}

const fadeOf = (yearsAgo: number) => (yearsAgo <= RECENT_YEARS ? 1 : Math.max(RECENCY_FLOOR, 1 - (yearsAgo - RECENT_YEARS) / RECENCY_FADE_YEARS))

export const transferPart = definePart<TransferState>({
  components: ['transfer'],
  // Computed for every resume: a few lookups each, and its exact value bounds a short top better than 1 would.
  stage: 'first',
  columns: [ROLE_FROM, ROLE_MONTHS, ROLE_OCCUPATIONS, OCCUPATIONS],
  compile: (q) => ({ transfer: Float64Array.from(q.index.dictionary('occupations').names, (code) => jobTransfer(q.job, code)) }),
  defines: (_, q) => q.job.occupations.length > 0,
  score(s, q, docs, out) {
    const x = q.index
    const from = x.column(ROLE_FROM).values
    const months = x.column(ROLE_MONTHS).values
    const roleOccupations = x.column(ROLE_OCCUPATIONS)
    const occupations = x.column(OCCUPATIONS)
    for (let n = 0; n < docs.length; n++) {
      const d = docs[n]!
      let latest = -1
      for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
        if (from[r]! >= 0 && from[r]! + months[r]! > latest) latest = from[r]! + months[r]!
      }
      let sum = 0
      let weight = 0
      for (let r = x.roleStart[d]!, end = x.roleStart[d + 1]!; r < end; r++) {
        if (from[r]! < 0 || months[r]! <= 0 || roleOccupations.start[r + 1] === roleOccupations.start[r]) continue
        let best = 0
        for (let i = roleOccupations.start[r]!, stop = roleOccupations.start[r + 1]!; i < stop; i++)
          best = Math.max(best, s.transfer[roleOccupations.ids[i]!]!)
        const w = months[r]! * fadeOf((latest - (from[r]! + months[r]!)) / 12)
        sum += best * w
        weight += w
      }
      if (weight > 0) out.transfer[n] = sum / weight
      else {
        let best = 0
        for (let i = occupations.start[d]!, end = occupations.start[d + 1]!; i < end; i++) best = Math.max(best, s.transfer[occupations.ids[i]!]!)
        out.transfer[n] = best
      }
    }
  },
  reference: referencePart({
    prepare: (job) => job,
    score(job, f) {
      const roles = f.roles
        .filter((r) => r.start && r.months > 0 && r.occupations.length > 0)
        .map((r) => ({
          to: monthIndex(r.start!) + Math.fround(r.months),
          months: Math.fround(r.months),
          best: Math.max(...r.occupations.map((o) => jobTransfer(job, o))),
        }))
      const dated = f.roles.filter((r) => r.start).map((r) => monthIndex(r.start!) + Math.fround(r.months))
      const latest = Math.max(-1, ...dated)
      let sum = 0
      let weight = 0
      for (const r of roles) {
        const w = r.months * fadeOf((latest - r.to) / 12)
        sum += r.best * w
        weight += w
      }
      return { transfer: weight > 0 ? sum / weight : Math.max(0, ...f.occupations.map((o) => jobTransfer(job, o.code))) }
    },
  }),
})
