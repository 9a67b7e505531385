import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  familySimilarity,
  occupationAttribution,
  occupationsOfTitle,
  parseJobForMatching,
  rankResumes,
  resumeFeatures,
  scoreResume,
} from '../../../../server/domain/match/index.ts'
import { occupationSimilarity, titleWords } from '../../../../server/domain/match/occupations.ts'
import { ACCOUNTANT_JD, AS_OF, fromText, HONEST_ACCOUNTANT } from './helpers.ts'

/* Job titles to O*NET occupations, from the committed data file; and the engine's guards. */

const top = (title: string) => occupationsOfTitle(title)[0]?.code

describe('job titles read as O*NET occupations', () => {
  it.each([
    ['Senior Accountant', '13-2011.00'],
    ['Staff Accountant II', '13-2011.00'],
    ['Sr. HR Generalist', '13-1071.00'],
    ['Registered Nurse', '29-1141.00'],
    ['Executive Chef', '35-1011.00'],
    ['Software Engineer', '15-1252.00'],
    ['Construction Manager', '11-9021.00'],
    ['Finance Manager', '11-3031.00'],
  ])('%s -> %s', (title, code) => {
    expect(top(title)).toBe(code)
  })

  it('an ambiguous title names each of its occupations less surely', () => {
    const teacher = occupationsOfTitle('Teacher')
    expect(teacher.length).toBeGreaterThan(1)
    expect(teacher.every((o) => o.code.startsWith('25-') && o.weight < 0.5)).toBe(true)
  })

  it('a compound title reads each part', () => {
    const codes = occupationsOfTitle('Finance Manager / Plant Controller').map((o) => o.code)
    expect(codes).toEqual(expect.arrayContaining(['11-3031.00', '11-3031.01']))
  })

  it('words that are not titles read as nothing', () => {
    expect(occupationsOfTitle('Company Name')).toEqual([])
    expect(occupationsOfTitle('')).toEqual([])
  })

  it('title words: level words out, abbreviations spelled out, agent nouns kept apart', () => {
    expect(titleWords('Sr. Staff Accountant III')).toEqual(['accountant'])
    expect(titleWords('HR Mgr')).toEqual(['human', 'resourc', 'manager'])
    expect(titleWords('Accounting Clerk')).not.toContain('accountant')
  })
})

describe('related occupations', () => {
  it('by SOC family', () => {
    expect(familySimilarity('13-2011.00', '13-2011.01')).toBe(1)
    expect(familySimilarity('25-2021.00', '25-2031.00')).toBe(0.4)
    expect(familySimilarity('13-2011.00', '43-4051.00')).toBe(0)
  })

  it('by the likeness of their work, across SOC groups', () => {
    // Accountants and Treasurers and Controllers sit in different major groups.
    expect(familySimilarity('13-2011.00', '11-3031.01')).toBe(0)
    expect(occupationSimilarity('13-2011.00', '11-3031.01')).toBeGreaterThan(0.3)
    expect(occupationSimilarity('13-2011.00', '11-3031.01')).toBeLessThan(1)
    expect(occupationSimilarity('13-2011.00', '35-1011.00')).toBe(0)
  })
})

describe('data and guards', () => {
  it('the committed data carries the O*NET attribution', () => {
    const data = JSON.parse(readFileSync(new URL('../../../../server/domain/match/data/occupations.json', import.meta.url), 'utf8'))
    expect(data.attribution).toMatch(/O\*NET 29\.3 Database .* CC BY 4\.0/)
    expect(occupationAttribution()).toBe(data.attribution)
    expect(data.occupations.length).toBeGreaterThan(1000)
  })

  it('features of another engine version are refused, not ranked', () => {
    const features = resumeFeatures(fromText(HONEST_ACCOUNTANT), { asOf: AS_OF })
    const job = parseJobForMatching(ACCOUNTANT_JD)
    expect(() => rankResumes(job, [{ id: 'a', features: { ...features, engine: 0 } }], 5)).toThrow(/engine/)
    expect(() => rankResumes({ ...job, engine: 0 }, [{ id: 'a', features }], 5)).toThrow(/engine/)
  })

  it("a resume not in the pool is scored against the pool's statistics", () => {
    const features = resumeFeatures(fromText(HONEST_ACCOUNTANT), { asOf: AS_OF })
    const other = resumeFeatures(fromText('Chef\n\nExperience\nChef\nBistro, Paris\nJan 2015 - Dec 2018\n- Cooked.\n'), { asOf: AS_OF })
    const job = parseJobForMatching(ACCOUNTANT_JD)
    const alone = scoreResume(job, features)
    const joined = scoreResume(job, features, [{ id: 'chef', features: other }])
    expect(alone.evidence.skills).toEqual(joined.evidence.skills)
    expect(joined.score).toBeGreaterThan(0.5)
    expect(rankResumes(job, [], 5)).toEqual([])
  })
})
