import { describe, expect, it } from 'vitest'
import { analyzeMatch, parseJobForMatching, rankResumes, resumeFeatures, type MatchAnalysis } from '../../../../server/domain/match/index.ts'
import { ACCOUNTANT_JD, AS_OF, fromText } from './helpers.ts'

/*
 * What an analysis says is missing is checked against the resume's whole text, with the knowledge
 * base's forms of each skill and credential and its fields of study; what it says is written in a
 * recruiter's words (no quoted company or city, no score arithmetic).
 */

/** The analysis of each resume against the posting, ranked in a pool of them, with the resume's text. */
function analyses(posting: string, resumes: Record<string, string>): Record<string, MatchAnalysis> {
  const job = parseJobForMatching(posting)
  const pool = Object.entries(resumes).map(([id, text]) => ({ id, text, features: resumeFeatures(fromText(text), { asOf: AS_OF }) }))
  const out: Record<string, MatchAnalysis> = {}
  for (const score of rankResumes(job, pool, pool.length)) {
    const entry = pool.find((p) => p.id === score.id)!
    out[entry.id] = analyzeMatch(job, entry.features, score, { resumeText: fromText(entry.text).resume_text })
  }
  return out
}

const prose = (a: MatchAnalysis) =>
  [
    a.skills_match.analysis,
    a.experience_fit.analysis,
    a.education.analysis,
    a.overall_match.summary,
    a.hiring_recommendation,
    ...a.specific_recommendations,
  ].join('\n')

const accountant = (education: string, skills = 'QuickBooks, Microsoft Excel, GAAP, Account reconciliation') => `
Dana Whitfield
Senior Accountant
dana.whitfield@example.com | (614) 555-0142

Experience
Senior Accountant
Maple Street Foods, Columbus, OH
Jan 2013 - Dec 2018
- Closed the books each month and prepared financial statements under GAAP.
- Reconciled 40 bank and balance sheet accounts in Microsoft Excel.

Education
${education}

Skills
${skills}
`

describe('the degree asked, checked against the resume’s education', () => {
  it('reads "B.S. Accounting" as a degree in "Accounting or Finance", and a field related at 0.8 as standing in for it', () => {
    const result = analyses(ACCOUNTANT_JD, {
      accounting: accountant('B.S. Accounting, Ohio State University, 2012'),
      taxation: accountant('B.S. Taxation, Ohio State University, 2012'),
      economics: accountant('B.A. Economics, Ohio State University, 2012'),
    })
    expect(result.accounting!.education.analysis).not.toMatch(/no degree in it was found/)
    expect(result.accounting!.education.analysis).toContain(
      'Field matches the one asked (Accounting or Finance): "B.S. Accounting, Ohio State University, 2012".',
    )
    // Taxation stands in for Accounting (0.8 in knowledge/education.yaml); Economics for Finance only at 0.6.
    expect(result.taxation!.education.analysis).toContain('Field matches the one asked (Accounting or Finance): "B.S. Taxation')
    expect(result.economics!.education.analysis).toContain('Field asked: Accounting or Finance; no degree in it was found.')
  })

  it('says what the posting asks when it names a degree without its level, and that it takes equivalent experience', () => {
    const posting = `Role: Sous Chef
Company: Saltgrass Kitchen

Requirements
- Culinary degree or equivalent experience
- 3+ years in a high-volume kitchen
`
    const chef = `
Luis Ortega
Line Cook
luis.ortega@example.com

Experience
Line Cook
Harbor Grill, Savannah, GA
Mar 2012 - Dec 2018
- Ran the saute station for 200 covers a night.

Education
Associate of Applied Science in Culinary Arts, Savannah Technical College, 2011
`
    const { chef: analysis } = analyses(posting, { chef })
    expect(analysis!.education.analysis).not.toMatch(/names no degree requirement/)
    expect(analysis!.education.analysis).toMatch(/the job asks for a degree in Culinary without naming its level/i)
    expect(analysis!.education.analysis).toMatch(/The job takes equivalent experience instead\./)
    expect(analysis!.education.analysis).toMatch(/Field matches the one asked \(Culinary\)/)
  })
})

describe('skills and credentials, checked against the whole text', () => {
  it('finds a credential under another spelling the knowledge base gives it ("Serve Safe" for ServSafe)', () => {
    const posting = `Role: Kitchen Manager
Company: Saltgrass Kitchen

Requirements
- ServSafe certification
- 3+ years managing a kitchen
`
    const chef = `
Ana Reyes
Kitchen Manager
ana.reyes@example.com

Experience
Kitchen Manager
Harbor Grill, Savannah, GA
Mar 2012 - Dec 2018
- Managed a kitchen of 12 cooks and kept food safety logs.

Certifications
Serve Safe Certification, 2017
`
    const { chef: analysis } = analyses(posting, { chef })
    expect(prose(analysis!)).not.toMatch(/No mention of ServSafe|Missing: [^.]*ServSafe|Ask about [^:]*ServSafe/)
    expect(analysis!.education.analysis).toMatch(/Names ServSafe[^.]*, which the job asks for\./)
  })

  it('does not call a skill missing that the resume writes another way, and says how it is written', () => {
    const text = accountant('Bachelor of Science in Accounting, Ohio State University, 2012', 'QuickBooks, Microsoft Excel, GAAP, month end closing')
    const job = parseJobForMatching(ACCOUNTANT_JD)
    expect(job.requiredSkills).toContain('Month-end close')
    const features = resumeFeatures(fromText(text), { asOf: AS_OF })
    const [score] = rankResumes(job, [{ id: 'a', features }], 1)
    // The score's evidence has it missing: the skill finder does not read "month end closing".
    expect(score!.evidence.skills.required.missing).toContain('Month-end close')
    const analysis = analyzeMatch(job, features, score!, { resumeText: text })
    expect(prose(analysis)).not.toMatch(/Missing: [^.]*Month-end close|missing [^)]*Month-end close|Ask about [^:]*Month-end close/)
    expect(analysis.skills_match.analysis).toContain('The resume words Month-end close as "month end closing".')
    // Without the text, the evidence is all the analysis has.
    expect(analyzeMatch(job, features, score!).skills_match.analysis).toMatch(/Missing: [^.]*Month-end close/)
  })
})

describe('a recruiter’s words', () => {
  it('never quotes the posting’s company or city as a missing requirement', () => {
    const posting = `Warehouse Supervisor
Kestrel Freight Lines — Dayton, OH

Join Kestrel Freight Lines in Dayton and lead the second shift of our cross-dock.

Requirements
- 3+ years supervising warehouse staff
- Forklift certification
- Inventory control and cycle counts
`
    const { lead } = analyses(posting, {
      lead: `
Chris Boyd
Warehouse Lead
chris.boyd@example.com

Experience
Warehouse Lead
Summit Distribution, Toledo, OH
Jan 2014 - Dec 2018
- Led a team of 14 on the night shift; ran cycle counts.
`,
    })
    expect(prose(lead!)).not.toMatch(/kestrel|dayton/i)
  })

  it('explains an experience fit that rests on years in other work, and writes no "0 years"', () => {
    const cook = `
Sam Carter
Line Cook
sam.carter@example.com

Experience
Line Cook
Bistro 21, Portland, OR
Jan 2007 - Dec 2018
- Prepared 200 covers a night on the saute station.
`
    const { cook: analysis } = analyses(ACCOUNTANT_JD, { cook })
    expect(analysis!.experience_fit.score).toBeGreaterThanOrEqual(50)
    expect(analysis!.experience_fit.analysis).toMatch(
      /none of it in roles related to this job: the experience fit rests on the length of the career alone/,
    )
    expect(prose(analysis!)).not.toMatch(/\b0 years\b/)
    expect(analysis!.overall_match.summary).toMatch(/Experience: 12 years, none in related roles\./)
  })
})

describe('every word an analysis quotes is the resume’s, and every claim holds', () => {
  const posting = `Role: Kitchen Manager
Company: Saltgrass Kitchen

Requirements
- ServSafe certification
- E-filing of health permits
- 3+ years managing a kitchen
`
  const chef = (extra: string) => `
Ana Reyes
Kitchen Manager
ana.reyes@example.com

Experience
Kitchen Manager
Harbor Grill, Savannah, GA
Mar 2012 - Dec 2018
- Managed a kitchen of 12 cooks and kept food safety logs.
- Kept the new hire filing system.
${extra}
`

  it('finds a one-word name written apart ("Serv Safe")', () => {
    const { a } = analyses(posting, { a: chef('Certifications\nServ Safe Manager, 2017') })
    expect(prose(a!)).not.toMatch(/No mention of ServSafe|Missing: [^.]*ServSafe|Ask about [^:]*ServSafe/)
    expect(a!.skills_match.analysis).toMatch(/Has 1 of \d+ required skills: ServSafe/)
  })

  it('does not read a name inside other words ("new hire filing" is no e-filing)', () => {
    const { a } = analyses(posting, { a: chef('') })
    expect(prose(a!)).not.toMatch(/The resume words E-filing/)
  })

  it('says when the text names a higher degree than the one read', () => {
    const text = accountant('High School Diploma, Central High, 2006\nOhio State University\nBachelor of Science')
    const job = parseJobForMatching(ACCOUNTANT_JD)
    const features = resumeFeatures(fromText(text), { asOf: AS_OF })
    // As the parser reads a degree it cannot place: the high-school line only.
    features.education = { ...features.education, level: 'high_school', degree: 'High School Diploma', field: null, fields: [] }
    const [score] = rankResumes(job, [{ id: 'a', features }], 1)
    const a = analyzeMatch(job, features, score!, { resumeText: text })
    expect(a.education.analysis).not.toMatch(/below the bachelor's degree asked/)
    expect(a.education.analysis).toMatch(/the resume also names "Bachelor of Science" \(bachelor's degree\), which meets the bachelor's degree asked/)
    expect(a.specific_recommendations.join(' ')).toMatch(
      /Verify education: the resume names "Bachelor of Science"; the job asks for a bachelor's degree/,
    )
  })

  it('does not cite a name the posting writes as one, nor the field of study asked, as a requirement', () => {
    const named = `Role: Visual Art Teacher
Company: Cedar Ridge School District

About the role
Bluebonnet Elementary is hiring an art teacher who will run the art club of Bluebonnet Elementary and its gallery night.

Requirements
- Bachelor's degree in Art Education or Apparel Technology
- Experience planning lessons for young learners
`
    const { a } = analyses(named, { a: accountant('B.S. Accounting, Ohio State University, 2012') })
    expect(parseJobForMatching(named).uncitedPhrases).toEqual(['bluebonnet elementary'])
    // Only ever the tail of a compound ("month-end close"): a fragment, not cited.
    expect(parseJobForMatching(ACCOUNTANT_JD).uncitedPhrases).toEqual(['senior accountant', 'end close'])
    expect(prose(a!)).not.toMatch(/"bluebonnet elementary"|"apparel technology"/i)
    expect(prose(a!)).not.toMatch(/nothing on/)
  })

  it('says the years in related roles, never a shortfall computed from a weighted sum', () => {
    const cook = `
Sam Carter
Line Cook
sam.carter@example.com

Experience
Line Cook
Bistro 21, Portland, OR
Jan 2016 - Dec 2018
- Prepared 200 covers a night on the saute station.
`
    const { cook: analysis } = analyses(ACCOUNTANT_JD, { cook })
    expect(analysis!.experience_fit.analysis).not.toMatch(/of related experience short|counted in part/)
  })
})
