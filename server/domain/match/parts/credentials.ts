import { hasAllTerms } from '../postings.ts'
import { definePart, referencePart } from './part.ts'
import { termCountsOf } from './plain.ts'

/*
 * Credentials: the certifications and licences the posting asks (CPA, RN, ServSafe) the resume
 * names (all of a credential's terms), a nice-to-have one weighing CREDENTIAL_NICE.
 */

// A nice-to-have credential weighs this much against a required one.
const CREDENTIAL_NICE = 0.5

interface CredentialState {
  /** Each credential's terms in the pool (-1: no resume has it), its weight, and the total. */
  termIds: Int32Array[]
  weights: Float64Array
  total: number
}

export const credentialsPart = definePart<CredentialState>({
  components: ['credentials'],
  stage: 'later',
  columns: [],
  compile(q) {
    const credentials = q.job.credentials
    return {
      termIds: credentials.map((c) => Int32Array.from(c.terms, (t) => q.terms.id(t))),
      weights: Float64Array.from(credentials, (c) => (c.required ? 1 : CREDENTIAL_NICE)),
      total: credentials.reduce((s, c) => s + (c.required ? 1 : CREDENTIAL_NICE), 0),
    }
  },
  defines: (_, q) => q.job.credentials.length > 0,
  score(s, q, docs, out) {
    if (!(s.total > 0)) return
    for (let n = 0; n < docs.length; n++) {
      let got = 0
      for (let k = 0; k < s.termIds.length; k++) if (hasAllTerms(q.index, s.termIds[k]!, docs[n]!)) got += s.weights[k]!
      out.credentials[n] = got / s.total
    }
  },
  evidence(s, q, d) {
    const has = (k: number) => hasAllTerms(q.index, s.termIds[k]!, d)
    return {
      credentials: {
        found: q.job.credentials.filter((_, k) => has(k)).map((c) => c.text),
        missing: q.job.credentials.filter((_, k) => !has(k)).map((c) => c.text),
      },
    }
  },
  reference: referencePart({
    prepare: (job) => job.credentials,
    score(credentials, f) {
      const total = credentials.reduce((s, c) => s + (c.required ? 1 : CREDENTIAL_NICE), 0)
      if (!(total > 0)) return { credentials: 0 }
      const counts = termCountsOf(f)
      let got = 0
      for (const c of credentials) if (c.terms.length > 0 && c.terms.every((t) => counts.has(t))) got += c.required ? 1 : CREDENTIAL_NICE
      return { credentials: got / total }
    },
  }),
})
