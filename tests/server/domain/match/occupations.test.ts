import { describe, expect, it } from 'vitest'
import { loadKnowledge } from '../../../../server/domain/knowledge/index.ts'
import {
  occupationMove,
  occupationsOfTitle,
  occupationSimilarity,
  parseJobForMatching,
  rankResumes,
  resumeFeatures,
  scoreResume,
} from '../../../../server/domain/match/index.ts'
import { occupationByCode, occupationTransfer, titleWords } from '../../../../server/domain/match/occupations.ts'
import { ACCOUNTANT_JD, AS_OF, fromText, HONEST_ACCOUNTANT } from './helpers.ts'

/*
 * Job titles read as roles of T10's knowledge base (knowledge/fields/*.yaml): an occupation is a
 * role, its code the role's title. How roles relate through the base, and the engine's guards.
 */

const base = loadKnowledge()
const roleOf = (code: string) => {
  const role = base.roles.find((r) => r.title === code)
  if (!role) throw new Error(`no role "${code}" in the knowledge base`)
  return role
}
const fieldOf = (code: string) => base.fields[roleOf(code).field]!.id
const top = (title: string) => occupationsOfTitle(title)[0]?.code

describe('job titles read as roles of the knowledge base', () => {
  it.each([
    ['Senior Accountant', 'Senior Accountant'],
    // A level the base names as a variant: still a staff accountant, not a senior one.
    ['Staff Accountant II', 'Staff Accountant'],
    ['Accountant II', 'Senior Accountant'],
    ['Sr. HR Generalist', 'Human Resources Generalist'],
    ['Registered Nurse', 'Registered Nurse'],
    ['RN', 'Registered Nurse'],
    ['Executive Chef', 'Executive Chef'],
    ['Head Chef', 'Executive Chef'],
    ['Software Engineer', 'Software Engineer'],
    ['Construction Manager', 'Construction Manager'],
    ['Construction Project Manager', 'Construction Project Manager'],
    // A title two roles share, which means corporate finance more often than a car dealership's F&I office.
    ['Finance Manager', 'FP&A Manager'],
    ['F&I Manager', 'F&I Manager'],
  ])('%s -> %s', (title, code) => {
    expect(top(title)).toBe(code)
    expect(occupationByCode(code)).toEqual({ code, title: roleOf(code).name })
  })

  it("every role's own title reads as that role", () => {
    // A qualified role ("Account Manager (Sales)") shares its name with others: it is among the readings.
    const misread = base.roles
      .filter((role) => {
        const codes = occupationsOfTitle(role.name).map((o) => o.code)
        return role.name === role.title ? codes[0] !== role.title : !codes.includes(role.title)
      })
      .map((role) => `${role.title}: ${JSON.stringify(occupationsOfTitle(role.name))}`)
    expect(misread).toEqual([])
    expect(base.roles.length).toBeGreaterThan(1000)
  })

  it('a field of work is not the word it is built on', () => {
    // "Accounting" and "Marketing" are not "Account" and "Market".
    expect(occupationsOfTitle('Account Manager').map((o) => o.code)).not.toContain('Accounting Manager')
    expect(top('Accounting Manager')).toBe('Accounting Manager')
    expect(top('Marketing Analyst')).toBe('Marketing Analyst')
    expect(occupationsOfTitle('Marketing Analyst').map((o) => o.code)).not.toContain('Market Research Analyst')
    // Where the work is the person's, the two are one: "Engineering" is "Engineer".
    expect(titleWords('Software Engineering Intern')).toEqual(titleWords('Software Engineer Intern'))
  })

  it('an ambiguous title names each of its roles less surely', () => {
    const teacher = occupationsOfTitle('Teacher')
    expect(teacher.length).toBeGreaterThan(1)
    expect(teacher.every((o) => fieldOf(o.code) === 'education' && o.weight < 0.5)).toBe(true)
    // The title made specific names one of them outright.
    expect(occupationsOfTitle('High School Teacher')).toEqual([{ code: 'High School Teacher', title: 'High School Teacher', weight: 1 }])
    expect(teacher.map((o) => o.code)).toContain('High School Teacher')
  })

  it('a compound title reads each part', () => {
    const codes = occupationsOfTitle('Finance Manager / Plant Controller').map((o) => o.code)
    expect(codes).toEqual(expect.arrayContaining(['FP&A Manager', 'Controller']))
  })

  it('two titles joined by "and" with one last word read as each', () => {
    const codes = occupationsOfTitle('Scheduling and Operations Coordinator').map((o) => o.code)
    expect(codes.slice(0, 2).sort()).toEqual(['Operations Coordinator', 'Scheduling Coordinator'])
  })

  it('words in front of a title several roles share still read as those roles', () => {
    // "Sales Consultant" is what car, retail and office-products sellers alike are called.
    const sales = occupationsOfTitle('Regional Sales Consultant')
    expect(sales.length).toBeGreaterThan(1)
    expect(sales.every((o) => fieldOf(o.code) === 'sales' || fieldOf(o.code) === 'retail' || fieldOf(o.code) === 'automotive')).toBe(true)
    // But a word the base does not know in front of two words that are no title reads as nothing.
    expect(occupationsOfTitle('Regional Widget Consultant')).toEqual([])
  })

  it.each(['Adjuster', 'Claims Adjuster', 'Insurance Adjuster', 'Senior Field Adjuster, Property'])(
    '%s reads as an insurance role, never an assembler or a production role',
    (title) => {
      const found = occupationsOfTitle(title)
      expect(found.length).toBeGreaterThan(0)
      expect(found.map((o) => fieldOf(o.code))).toEqual(found.map(() => 'insurance'))
      expect(found.map((o) => o.code)).toContain('Claims Adjuster')
      expect(found.map((o) => o.code)).not.toContain('Assembler')
    },
  )

  it('words that are not titles read as nothing', () => {
    for (const text of ['Company Name', 'City, State', 'Summary', 'References available upon request', 'Jan 2019 - Present', ''])
      expect(occupationsOfTitle(text), text).toEqual([])
  })

  it('title words: level words out, abbreviations spelled out, agent nouns kept apart', () => {
    expect(titleWords('Sr. Staff Accountant III')).toEqual(['accountant'])
    expect(titleWords('HR Mgr')).toEqual(['human', 'resourc', 'manager'])
    expect(titleWords('Accounting Clerk')).not.toContain('accountant')
  })
})

describe('related occupations, through the base', () => {
  it('the same role is 1; a role and one with nothing in common 0', () => {
    expect(occupationSimilarity('Senior Accountant', 'Senior Accountant')).toBe(1)
    expect(occupationSimilarity('Senior Accountant', 'Executive Chef')).toBe(0)
    expect(occupationSimilarity('Claims Adjuster', 'Assembler')).toBe(0)
    expect(occupationSimilarity('Senior Accountant', 'no such role')).toBe(0)
  })

  it('a move the base lists counts its strength, either way', () => {
    // Claims Assistant lists "Claims Adjuster: up 0.7"; the adjuster's side reads it back as a move down.
    expect(occupationMove('Claims Assistant', 'Claims Adjuster')).toEqual({ strength: 0.7, direction: 'up' })
    expect(occupationMove('Claims Adjuster', 'Claims Assistant')).toEqual({ strength: 0.7, direction: 'down' })
    expect(occupationSimilarity('Claims Adjuster', 'Claims Assistant')).toBe(0.7)
    expect(occupationSimilarity('Claims Assistant', 'Claims Adjuster')).toBe(0.7)
    expect(occupationSimilarity('Staff Accountant', 'Senior Accountant')).toBe(0.9)
    expect(occupationMove('Senior Accountant', 'Executive Chef')).toBeNull()
  })

  it('roles with alike skills are related without a move, less than the same role', () => {
    // Across fields: a nurse and a medical scribe share clinical documentation, not a career step.
    expect(fieldOf('Registered Nurse')).not.toBe(fieldOf('Medical Scribe'))
    expect(occupationMove('Registered Nurse', 'Medical Scribe')).toBeNull()
    expect(occupationSimilarity('Registered Nurse', 'Medical Scribe')).toBeGreaterThan(0)
    // In one field, above what sharing the field gives.
    expect(occupationMove('Senior Accountant', 'Controller')).toBeNull()
    const alike = occupationSimilarity('Senior Accountant', 'Controller')
    expect(alike).toBeGreaterThan(occupationSimilarity('Staff Accountant', 'Internal Auditor'))
    expect(alike).toBeLessThanOrEqual(0.7)
  })

  it('two roles of one field with no move and nothing alike still share the field', () => {
    expect(fieldOf('Staff Accountant')).toBe(fieldOf('Internal Auditor'))
    expect(occupationMove('Staff Accountant', 'Internal Auditor')).toBeNull()
    expect(occupationSimilarity('Staff Accountant', 'Internal Auditor')).toBe(0.15)
  })

  it('what carries over to a job: a move down counts less than a move up or across', () => {
    // The adjuster applying as an assistant (down) brings less of the day-to-day work than the other way.
    expect(occupationTransfer('Claims Assistant', 'Claims Adjuster')).toBe(0.7)
    expect(occupationTransfer('Claims Adjuster', 'Claims Assistant')).toBeCloseTo(0.7 * 0.85, 10)
    expect(occupationTransfer('Staff Accountant', 'Senior Accountant')).toBeGreaterThan(occupationTransfer('Senior Accountant', 'Staff Accountant'))
    // Across: the same both ways.
    expect(occupationMove('Claims Adjuster', 'Claims Examiner')?.direction).toBe('across')
    expect(occupationTransfer('Claims Adjuster', 'Claims Examiner')).toBe(occupationTransfer('Claims Examiner', 'Claims Adjuster'))
    expect(occupationTransfer('Senior Accountant', 'Senior Accountant')).toBe(1)
    expect(occupationTransfer('Senior Accountant', 'Executive Chef')).toBe(0)
  })
})

describe('guards', () => {
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
