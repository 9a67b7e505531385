import { describe, expect, it } from 'vitest'
import { analyzeMatch, parseJobForMatching, rankResumes, resumeFeatures, scoreResume } from '../../../../server/domain/match/index.ts'
import { ACCOUNTANT_JD, AS_OF, fromText, HONEST_ACCOUNTANT } from './helpers.ts'

/*
 * Keyword stuffing. Visible repetition: a list item or line written again is read once (and a
 * term counts at most a few times), skills count once, so fifty "QuickBooks" lift a thin resume
 * not at all and never past an honest one. Invisible
 * keywords: the extraction hands them over apart (`hidden_text`); features are computed from
 * the visible text only, so they move nothing, and the resume is flagged.
 */

// Someone with no accounting past who claims one skill.
const THIN = `
Alex Kim
Office Assistant
alex.kim@example.com | (555) 010-2030

Experience
Office Assistant
Greenleaf Dental, Salem, OR
Jan 2017 - Dec 2018
- Answered phones and scheduled patient appointments.
- Filed records and ordered office supplies.

Education
High School Diploma, Salem High School, 2016

Skills
QuickBooks
`

const stuffed = THIN.replace('QuickBooks\n', `${Array.from({ length: 50 }, () => 'QuickBooks').join(', ')}\n`)

const job = parseJobForMatching(ACCOUNTANT_JD)
const honest = resumeFeatures(fromText(HONEST_ACCOUNTANT), { asOf: AS_OF })
const thin = resumeFeatures(fromText(THIN), { asOf: AS_OF })
const stuffedFeatures = resumeFeatures(fromText(stuffed), { asOf: AS_OF })
// Other resumes make the document frequencies real.
const others = ['Chef', 'Teacher', 'Registered Nurse', 'Software Engineer', 'Truck Driver'].map((title, i) => ({
  id: `other-${i}`,
  features: resumeFeatures(
    fromText(`${title}\n\nExperience\n${title}\nAcme, Springfield\nJan 2015 - Dec 2018\n- Did the work of a ${title.toLowerCase()}.\n`),
    { asOf: AS_OF },
  ),
}))

describe('keyword stuffing in visible text', () => {
  const pool = [{ id: 'honest', features: honest }, { id: 'thin', features: thin }, { id: 'stuffed', features: stuffedFeatures }, ...others]
  const ranked = rankResumes(job, pool, pool.length)
  const score = (id: string) => ranked.find((r) => r.id === id)!

  it('the repeated item is read once, as term and as skill', () => {
    expect(stuffedFeatures.terms).toEqual(thin.terms)
    expect(stuffedFeatures.vector).toEqual(thin.vector)
    expect(stuffedFeatures.skills.filter((s) => s === 'QuickBooks')).toHaveLength(1)
    expect(score('stuffed').evidence.skills).toEqual(score('thin').evidence.skills)
  })

  it('does not push a resume far up, nor past an honest one', () => {
    expect(ranked[0]!.id).toBe('honest')
    const gain = score('stuffed').score - score('thin').score
    expect(gain).toBeLessThan(0.06)
    expect(score('honest').score - score('stuffed').score).toBeGreaterThan(0.3)
    // Skills coverage: one skill, however often named.
    expect(score('stuffed').categoryScores.skills).toBe(score('thin').categoryScores.skills)
  })
})

describe('a paragraph pasted again', () => {
  // The summary and first role of the honest accountant once more at the end, its lines joined
  // and re-wrapped as a stuffer would paste them.
  const pasted = HONEST_ACCOUNTANT.split('\n')
    .slice(7, 14)
    .join(' ')
    .replace(/(\S+ \S+ \S+ \S+ \S+ \S+) /g, '$1\n')
  const again = resumeFeatures(fromText(`${HONEST_ACCOUNTANT}\n${pasted}\n${pasted}\n`), { asOf: AS_OF })

  it('is read once whatever its line breaks: the same terms and meaning as the resume alone', () => {
    expect(pasted).toContain('Closed the books monthly')
    expect(again.terms.terms).toBe(honest.terms.terms)
    expect(again.vector).toEqual(honest.vector)
  })
})

describe('hidden text', () => {
  // What the PDF extraction hands over: the visible text (and its parse), and apart from it the
  // words a reader cannot see.
  const hiddenWords = Array.from({ length: 30 }, () => 'QuickBooks GAAP Senior Accountant account reconciliation').join(' ')
  const flaggedExtraction = { ...fromText(THIN), hidden_text: hiddenWords }
  const flagged = resumeFeatures(flaggedExtraction, { asOf: AS_OF })

  it('is left out of every feature, and flags the resume', () => {
    const { hiddenText, ...visible } = flagged
    const { hiddenText: none, ...plain } = thin
    expect(visible).toEqual(plain)
    expect(hiddenText).toBe(true)
    expect(none).toBe(false)
  })

  it('does not raise the rank, and the match and the analysis say it was there', () => {
    const pool = [{ id: 'thin', features: thin }, { id: 'flagged', features: flagged }, ...others]
    const a = scoreResume(job, thin, pool)
    const b = scoreResume(job, flagged, pool)
    expect(b.score).toBe(a.score)
    expect(b.hiddenText).toBe(true)
    expect(a.hiddenText).toBe(false)
    const analysis = analyzeMatch(job, flagged, b)
    expect(analysis.hiddenText).toBe(true)
    expect(analysis.specific_recommendations[0]).toMatch(/cannot see/)
  })

  it('an empty hidden_text is no flag', () => {
    expect(resumeFeatures({ ...fromText(THIN), hidden_text: '  ' }, { asOf: AS_OF }).hiddenText).toBe(false)
  })
})
