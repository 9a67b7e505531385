import { describe, expect, it } from 'vitest'
import {
  analyzeMatch,
  ENGINE_VERSION,
  FIELD_GATE,
  MATCH_WEIGHTS,
  parseJobForMatching,
  rankResumes,
  resumeFeatures,
  scoreResume,
} from '../../../../server/domain/match/index.ts'
import { ACCOUNTANT_JD, AS_OF, fromText, HONEST_ACCOUNTANT } from './helpers.ts'

/*
 * Evidence on resumes written for the test: which skills matched and which are missing, years
 * found against years asked, degree found against degree asked, and prose built from them.
 */

const CHEF = `
Sam Carter
Line Cook
sam.carter@example.com | (555) 201-3344

Experience
Line Cook
Bistro 21, Portland, OR
Mar 2017 - Present
- Prepared 200 covers a night on the saute station and kept food safety logs.
- Trained new cooks on knife skills and menu planning.

Education
High School Diploma, Lincoln High School, 2016

Skills
Food preparation, Food safety, Menu planning
`

const job = parseJobForMatching(ACCOUNTANT_JD)
const accountant = resumeFeatures(fromText(HONEST_ACCOUNTANT), { asOf: AS_OF })
const chef = resumeFeatures(fromText(CHEF), { asOf: AS_OF })
const pool = [
  { id: 'accountant', features: accountant },
  { id: 'chef', features: chef },
]

describe('features of a written resume', () => {
  it('reads name, skills, years, education, titles and occupation', () => {
    expect(accountant.engine).toBe(ENGINE_VERSION)
    expect(accountant.name).toBe('Maria Lopez')
    expect(accountant.skills).toEqual(expect.arrayContaining(['QuickBooks', 'Microsoft Excel', 'Account reconciliation', 'General ledger']))
    // Jun 2012 - Dec 2018, no overlap: 79 months.
    expect(accountant.totalYears).toBe(6.6)
    expect(accountant.datedRoles).toBe(2)
    expect(accountant.statedYears).toBe(7)
    expect(accountant.seniority).toBe('senior')
    expect(accountant.education).toMatchObject({ level: 'bachelor', field: 'Accounting' })
    expect(accountant.titles).toEqual(['Senior Accountant', 'Staff Accountant'])
    // An occupation is a role of the knowledge base, its code the role's title.
    expect(accountant.occupations[0]).toMatchObject({ code: 'Senior Accountant', title: 'Senior Accountant' })
    expect(accountant.roles.map((r) => [r.title, r.start, r.months])).toEqual([
      ['Staff Accountant', '2012-06', 31],
      ['Senior Accountant', '2015-01', 48],
    ])
    // Role skills point into the resume's skills.
    const senior = accountant.roles[1]!
    expect(senior.skills.map((i) => accountant.skills[i])).toEqual(expect.arrayContaining(['QuickBooks', 'Microsoft Excel']))
  })

  it('counts a role held "to present" up to the date given', () => {
    expect(chef.roles[0]).toMatchObject({ start: '2017-03', end: '2019-01', current: true })
    // March 2017 to January 2019, both months counted.
    expect(chef.totalYears).toBe(1.9)
    expect(chef.seniority).toBe('junior')
    expect(chef.education.level).toBe('high_school')
  })
})

describe('the job as matching reads it', () => {
  it('has skills, years, education, title and occupation', () => {
    expect(job.title).toBe('Senior Accountant')
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['QuickBooks', 'Microsoft Excel', 'Account reconciliation']))
    expect(job.niceToHave).toContain('SAP ERP')
    expect(job.yearsRequired).toBe(5)
    expect(job.education).toEqual({ level: 'bachelor', field: 'Accounting or Finance' })
    expect(job.occupations[0]!.code).toBe('Senior Accountant')
    expect(job.titles[0]).toEqual({ words: ['accountant'], head: 'accountant' })
    expect(job.queryTerms.length).toBeGreaterThan(10)
  })
})

describe('scores and their evidence', () => {
  const [first, second] = rankResumes(job, pool, 10)

  it('ranks the accountant first, with a score in 0..1 and whole percentages', () => {
    expect(first!.id).toBe('accountant')
    expect(second!.id).toBe('chef')
    expect(first!.score).toBeGreaterThan(0.7)
    expect(second!.score).toBeLessThan(0.45)
    for (const r of [first!, second!]) {
      expect(r.match_percentage).toBe(Math.round(r.score * 100))
      for (const v of Object.values(r.categoryScores)) expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true)
    }
  })

  it('lists matched and missing skills, required apart from nice-to-have', () => {
    const skills = first!.evidence.skills
    expect(skills.required.matched).toEqual(expect.arrayContaining(['QuickBooks', 'Microsoft Excel', 'Account reconciliation', 'General ledger']))
    expect(skills.required.missing).not.toContain('QuickBooks')
    expect(skills.niceToHave.missing).toEqual(['SAP ERP'])
    expect(second!.evidence.skills.required.matched).toEqual([])
    expect(second!.evidence.skills.required.missing).toEqual(expect.arrayContaining(['QuickBooks', 'Microsoft Excel']))
  })

  it('gives years found against years asked, and the related years', () => {
    expect(first!.evidence.experience).toMatchObject({ yearsFound: 6.6, relevantYears: 6.6, yearsAsked: 5, seniority: 'senior' })
    expect(first!.evidence.experience.relevantRoles).toEqual(['Senior Accountant', 'Staff Accountant'])
    expect(second!.evidence.experience).toMatchObject({ yearsFound: 1.9, relevantYears: 0, yearsAsked: 5 })
    expect(first!.categoryScores.experience).toBe(100)
    expect(second!.categoryScores.experience).toBeLessThan(50)
  })

  it('gives the degree found against the degree asked', () => {
    expect(first!.evidence.education).toEqual({
      found: 'bachelor',
      degree: 'Bachelor of Science',
      field: 'Accounting',
      asked: 'bachelor',
      fieldAsked: 'Accounting or Finance',
      fieldMatched: true,
    })
    expect(second!.evidence.education).toMatchObject({ found: 'high_school', asked: 'bachelor', fieldMatched: false })
    expect(second!.categoryScores.education).toBeLessThan(first!.categoryScores.education)
  })

  it("gives the occupation found against the job's", () => {
    expect(first!.evidence.occupation.found?.code).toBe('Senior Accountant')
    expect(first!.evidence.occupation.job?.code).toBe('Senior Accountant')
    expect(first!.evidence.occupation.closestTitle).toBe('Senior Accountant')
    expect(second!.evidence.occupation.found?.code).toBe('Line Cook')
  })

  it('scoreResume with the pool gives the numbers of the ranking', () => {
    const { id, rank, ...ranked } = first!
    expect(scoreResume(job, accountant, pool)).toEqual(ranked)
    expect(scoreResume(job, accountant, pool, 'accountant')).toEqual(ranked)
  })

  it('the weights are exported and sum to 1', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 10)
  })
})

describe('analysis prose', () => {
  const [first, second] = rankResumes(job, pool, 2)
  const strong = analyzeMatch(job, accountant, first!)
  const weak = analyzeMatch(job, chef, second!)

  it('has the spec shape', () => {
    expect(strong).toMatchObject({
      name: 'Maria Lopez',
      experienceLevel: 'mid', // 6.6 years of dated roles
      education: { level: "Bachelor's degree", field: 'Accounting', score: first!.categoryScores.education },
      skills_match: { score: first!.categoryScores.skills },
      experience_fit: { score: first!.categoryScores.experience },
      overall_match: { score: first!.match_percentage },
      categoryScores: {
        skills: first!.categoryScores.skills,
        experience: first!.categoryScores.experience,
        education: first!.categoryScores.education,
      },
    })
    expect(strong.skills.slice(0, 3)).toEqual(first!.evidence.skills.required.matched.slice(0, 3))
  })

  it('is written from the evidence: skills, years, degree, what to probe', () => {
    expect(strong.skills_match.analysis).toMatch(/QuickBooks/)
    expect(strong.experience_fit.analysis).toMatch(
      /6\.6 years of experience, 6\.6 years in roles related to this job \(Senior Accountant and Staff Accountant\)\. Meets the 5 years asked\./,
    )
    expect(strong.education.analysis).toMatch(/Bachelor of Science in Accounting meets the bachelor's degree asked/)
    expect(strong.hiring_recommendation).toMatch(/^Strong match — interview\./)
    expect(weak.hiring_recommendation).toMatch(/^Not a match for this role\./)
    expect(weak.specific_recommendations.join(' ')).toMatch(/Ask about .*QuickBooks/)
    expect(weak.specific_recommendations.join(' ')).toMatch(
      /Verify education: highest degree found is "High School Diploma"; the job asks for a bachelor's degree/,
    )
    expect(weak.education.analysis).toMatch(/below the bachelor's degree asked/)
  })

  it("cites the posting's own phrases the resume has, and the weighted parts it is strongest on", () => {
    expect(first!.evidence.phrases.found.length).toBeGreaterThan(0)
    // A requirement of two words or more, as the posting words it; one word ("gaap") is a term, not a phrase.
    expect(strong.hiring_recommendation).toContain('"reconcile accounts"')
    expect(strong.hiring_recommendation).not.toContain('"gaap"')
    // Strengths come from parts that carry weight in the score, strongest first.
    const strongest = Object.entries(first!.categoryScores)
      .filter(([part]) => MATCH_WEIGHTS[part as keyof typeof MATCH_WEIGHTS] > 0)
      .sort((x, y) => y[1] - x[1])[0]!
    expect(strongest[1]).toBeGreaterThanOrEqual(70)
    expect(strong.overall_match.summary).toMatch(/: strong on /)
  })

  it('says in words when the field gate took part of the score, without its arithmetic', () => {
    // The line cook's work reads unlike an accountant's; the accountant's reads like it.
    expect(second!.categoryScores.profile).toBeLessThan(FIELD_GATE.full * 100)
    expect(weak.overall_match.summary).toMatch(/The work the resume describes reads unlike the work the posting describes, which lowers the match\./)
    expect(weak.overall_match.summary).not.toMatch(/keeps \d+%|what its parts give|% alike/)
    expect(first!.categoryScores.profile).toBeGreaterThanOrEqual(FIELD_GATE.full * 100)
    expect(strong.overall_match.summary).not.toMatch(/reads unlike/)
  })

  it('is the same text on every run', () => {
    const again = analyzeMatch(job, accountant, rankResumes(job, JSON.parse(JSON.stringify(pool)), 2)[0]!)
    expect(again).toEqual(strong)
  })

  it('warns when the file had hidden text', () => {
    const flagged = analyzeMatch(job, accountant, first!, { hiddenText: true })
    expect(flagged.hiddenText).toBe(true)
    expect(flagged.specific_recommendations[0]).toMatch(/text a reader cannot see/)
    expect(flagged.overall_match.summary).toMatch(/hidden text/i)
    expect(flagged.hiring_recommendation).toMatch(/Hidden text/)
    expect(strong.hiddenText).toBe(false)
  })
})
