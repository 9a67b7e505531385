import { parseJobAsks, UNTITLED_POSITION, type JobAsks } from '../jd/index.ts'
import { textVectorOf } from '../semantic/word-vectors.ts'
import { occupationsOfText } from './occupation-profiles.ts'
import { occupationsOfTitle, titleAlternatives, titleHead, titleWords } from './occupations.ts'
import { forEachTerm, phraseTerms } from './terms.ts'
import { uncitablePhrases, requirementPhrases } from './phrases.ts'
import { ENGINE_VERSION, type JobFeatures } from './types.ts'

/*
 * Job description -> JobFeatures, once per job, on top of the platform's JD parser
 * (parseJobAsks, the parts of parseJobDescription that say what the job asks): its skills, years,
 * education and title, plus what matching adds: the
 * title's occupations and words, and the BM25 query.
 *
 * The query is every term of the posting, weighted by how often the posting uses it with BM25's
 * query saturation ((k3 + 1) qtf / (k3 + qtf)), so a word repeated ten times weighs about three
 * times a word used once, not ten. The title's terms and the skills' terms get QUERY_BOOST more
 * occurrences: a posting names its title once or twice, yet it is what the job is.
 */

const K3 = 1.5
const QUERY_BOOST = { title: 3, required: 1, nice: 0.5 } as const
// The query's strongest terms; a long posting's tail of single mentions adds noise, not signal.
const MAX_QUERY_TERMS = 150

export function parseJobForMatching(text: string): JobFeatures {
  return jobFeaturesFrom(parseJobAsks(text), text)
}

/** JobFeatures from a job already parsed by parseJobDescription or parseJobAsks (and its text). */
export function jobFeaturesFrom(job: JobAsks, text: string): JobFeatures {
  const title = job.title === UNTITLED_POSITION ? '' : job.title
  const counts = new Map<string, number>()
  const words = new Map<string, string>()
  const asked = job.asks.map((a) => a.text).join('\n')
  // What the job is and asks; the employer's "About us" and benefits say nothing of the fit.
  let length = 0
  forEachTerm(asked, (term, word) => {
    counts.set(term, (counts.get(term) ?? 0) + 1)
    if (!words.has(term)) words.set(term, word)
    length++
  })
  // The asks' own counts (countTerms of them), before the boosts below: what the profiles read.
  const askedTerms = { counts: new Map(counts), length }
  const boost = (phrase: string, by: number) => {
    forEachTerm(phrase, (term, word) => {
      counts.set(term, (counts.get(term) ?? 0) + by)
      if (!words.has(term)) words.set(term, word)
    })
  }
  if (title) boost(title, QUERY_BOOST.title)
  for (const s of job.requiredSkills) boost(s, QUERY_BOOST.required)
  for (const s of job.niceToHave) boost(s, QUERY_BOOST.nice)

  const queryTerms = [...counts.entries()]
    .map(([term, qtf]) => ({ term, weight: round3(((K3 + 1) * qtf) / (K3 + qtf)), word: words.get(term) ?? term }))
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_QUERY_TERMS)

  const phrases = requirementPhrases(job.asks)
  const names = uncitablePhrases(phrases, text)
  return {
    engine: ENGINE_VERSION,
    title: job.title,
    titles: title ? titleForms(title) : [],
    occupations: jobOccupations(title, text),
    textOccupations: occupationsOfText(askedTerms, JOB_READINGS).map((o) => ({ code: o.code, weight: round3(o.weight) })),
    phrases,
    ...(names.length > 0 && { uncitedPhrases: names }),
    credentials: [
      ...job.credentials.required.map((text) => ({ text, terms: phraseTerms(text), required: true })),
      ...job.credentials.nice.map((text) => ({ text, terms: phraseTerms(text), required: false })),
    ].filter((c) => c.terms.length > 0),
    vector: Array.from(textVectorOf([title, ...job.asks.map((a) => a.text)].join('\n')), (x) => Math.round(x * 10_000) / 10_000 || 0),
    requiredSkills: job.requiredSkills.slice(),
    niceToHave: job.niceToHave.slice(),
    yearsRequired: job.yearsRequired,
    experienceLevel: job.experienceLevel,
    education: {
      level: job.education.level,
      field: job.education.field,
      ...(job.education.levelAssumed && { levelAssumed: true as const }),
      ...(job.education.orExperience && { orExperience: true as const }),
    },
    queryTerms,
  }
}

// Readings of the posting's text kept for the profile part (a cosine over readings): its spread
// over many occupations says what kind of work it is better than its best few (on the graded dev
// set, held out, 30 did as well as 50 and better than 10 or 20).
const JOB_READINGS = 30

// A posting whose title reads as no occupation is read by its text: its best few occupations,
// held less sure than a title would make them.
const TEXT_OCCUPATIONS_OF_JOB = 3
const TEXT_OCCUPATION_CERTAINTY = 0.8

function jobOccupations(title: string, text: string): JobFeatures['occupations'] {
  const byTitle = title ? occupationsOfTitle(title) : []
  if (byTitle.length > 0) return byTitle
  return occupationsOfText(text, TEXT_OCCUPATIONS_OF_JOB).map((o) => ({ ...o, weight: round3(o.weight * TEXT_OCCUPATION_CERTAINTY) }))
}

// Parts of a compound title beyond this many are not read.
const MAX_TITLE_FORMS = 8

function titleForms(title: string): JobFeatures['titles'] {
  const out: JobFeatures['titles'] = []
  const seen = new Set<string>()
  for (const alternative of titleAlternatives(title)) {
    const words = titleWords(alternative)
    const head = titleHead(alternative)
    const key = [...words].sort().join(' ')
    if (!head || seen.has(key)) continue
    seen.add(key)
    out.push({ words, head })
  }
  return out.slice(0, MAX_TITLE_FORMS)
}

const round3 = (x: number) => Math.round(x * 1000) / 1000
