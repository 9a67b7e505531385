import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { analyzeMatch, parseJobForMatching, rankResumes, resumeFeatures } from '../../../../server/domain/match/index.ts'
import { AS_OF, fromText } from './helpers.ts'

/*
 * Certifications and licences a posting asks for (CPA, RN, ServSafe) are requirements beyond a
 * degree: read from the posting, looked for in the resume, scored and explained.
 */

const CHEF_JD = `Role: Executive Chef
Company: Harbor Grill

Responsibilities:
- Run the kitchen, plan menus and control food cost.

Requirements:
- 5+ years leading a restaurant kitchen
- Culinary arts degree or equivalent professional training
- ServSafe Manager certification

Nice to have:
- CPR
`

const chef = (extra: string) => `
Sam Rivera
Executive Chef
sam.rivera@example.com | (555) 010-7788

Experience
Executive Chef
Harbor House, Portland, OR
Jan 2010 - Dec 2018
- Ran a 40-seat kitchen, planned seasonal menus and held food cost at 28%.
- Trained line cooks and ordered produce from local farms.
${extra}
Education
Culinary Arts Diploma, Western Culinary Institute, 2009
`

describe('credentials', () => {
  it('are read from the posting, required apart from nice-to-have', () => {
    expect(parseJobDescription(CHEF_JD).credentials).toEqual({ required: ['ServSafe'], nice: ['CPR'] })
  })

  it('count for a resume that names them, and the analysis says which are missing', () => {
    const job = parseJobForMatching(CHEF_JD)
    const certified = resumeFeatures(fromText(chef('\nCertifications\nServSafe Manager, CPR\n')), { asOf: AS_OF })
    const uncertified = resumeFeatures(fromText(chef('')), { asOf: AS_OF })
    const ranked = rankResumes(
      job,
      [
        { id: 'a-uncertified', features: uncertified },
        { id: 'b-certified', features: certified },
      ],
      2,
    )
    expect(ranked[0]!.id).toBe('b-certified')
    expect(ranked[0]!.categoryScores.credentials).toBe(100)
    expect(ranked[1]!.categoryScores.credentials).toBe(0)
    expect(ranked[0]!.evidence.credentials).toEqual({ found: ['ServSafe', 'CPR'], missing: [] })
    const analysis = analyzeMatch(job, uncertified, ranked[1]!)
    expect(analysis.education.analysis).toMatch(/No mention of ServSafe and CPR/)
  })
})
