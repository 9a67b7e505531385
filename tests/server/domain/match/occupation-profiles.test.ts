import { describe, expect, it } from 'vitest'
import { loadKnowledge } from '../../../../server/domain/knowledge/index.ts'
import { analyzeMatch, parseJobForMatching, rankResumes, resumeFeatures } from '../../../../server/domain/match/index.ts'
import { occupationsOfText } from '../../../../server/domain/match/occupation-profiles.ts'
import { AS_OF, fromText } from './helpers.ts'

/*
 * What a text reads as, by what the knowledge base says of its roles (their titles, duties and
 * skills), and what that does to a ranking.
 */

const base = loadKnowledge()
const fieldOf = (code: string) => base.fields[base.roles.find((r) => r.title === code)!.field]!.id
/** The fields of care work: clinical, the support around it, and care at home. */
const CARE = ['healthcare-clinical', 'healthcare-support', 'personal-care']

const NURSE_WORK = `Monitored patients' vital signs and administered medications on a 30-bed medical-surgical unit.
Assessed patient conditions, updated care plans and documented in the electronic health record.
Educated patients and families on discharge instructions; coordinated care with physicians.`

const KITCHEN_WORK = `Prepared sauces, soups and entrees on the line; planned menus with the head chef.
Ordered produce, rotated stock and kept the kitchen to food safety standards.
Trained line cooks and plated dishes for banquets of 200 guests.`

const HEALTH_MANAGER_JD = `Role: Medical and Health Services Manager

We run three outpatient clinics and need a manager to direct clinic operations: staffing of nurses
and medical assistants, patient scheduling, budgets, compliance with health care regulations and
quality of patient care.

Requirements:
- 5+ years managing health care operations
- Bachelor's degree in Health Administration`

/** A resume whose titles say little ("Director"), so only its text tells what the work was. */
function directorResume(name: string, work: string) {
  return fromText(`${name}
Director

Experience
Director, Company Name - City, State
Jan 2012 to Current
${work}

Education
Bachelor of Science, 2008
`)
}

const CLINIC_DIRECTOR = `Directed operations of three outpatient clinics: nurse and medical assistant staffing, patient scheduling and budgets.
Led compliance with health care regulations and quality of patient care audits; reduced patient wait times.
Worked with physicians on clinic policies and electronic health records.`

const WAREHOUSE_DIRECTOR = `Directed warehouse operations: shipping, receiving, forklift crews and inventory counts.
Ran budgets for freight, cut shipping damage, and scheduled three shifts of warehouse staff.
Worked with carriers on routing and delivery schedules.`

describe('occupations of a text', () => {
  it('reads the work of a page as its occupations, whatever the page is titled', () => {
    const nurse = occupationsOfText(NURSE_WORK, 6)
    // Care work all the way down, the registered nurse first.
    expect(nurse.map((o) => fieldOf(o.code)).filter((field) => !CARE.includes(field))).toEqual([])
    expect(nurse[0]!.code).toBe('Registered Nurse')
    expect(nurse.map((o) => o.code)).toContain('Medical-Surgical Nurse')
    const kitchen = occupationsOfText(KITCHEN_WORK, 6)
    expect(kitchen.map((o) => fieldOf(o.code))).toEqual(kitchen.map(() => 'hospitality-food'))
    expect(kitchen.map((o) => o.code)).toEqual(expect.arrayContaining(['Sous Chef', 'Line Cook']))
  })

  it('the best reading weighs 1 and the others less; the same text always reads the same', () => {
    const first = occupationsOfText(NURSE_WORK)
    expect(first[0]!.weight).toBe(1)
    expect(first.every((o, i) => i === 0 || o.weight <= first[i - 1]!.weight)).toBe(true)
    expect(occupationsOfText(NURSE_WORK)).toEqual(first)
  })

  it('a text with no work in it reads as nothing', () => {
    expect(occupationsOfText('')).toEqual([])
    expect(occupationsOfText('zzzz qqqq')).toEqual([])
  })
})

describe('ranking by the work a resume describes', () => {
  const job = parseJobForMatching(HEALTH_MANAGER_JD)
  const clinic = { id: 'clinic', features: resumeFeatures(directorResume('Dana Clinic', CLINIC_DIRECTOR), { asOf: AS_OF }) }
  const warehouse = { id: 'warehouse', features: resumeFeatures(directorResume('Wes Warehouse', WAREHOUSE_DIRECTOR), { asOf: AS_OF }) }

  it('of two resumes titled only "Director", the one whose work is the job ranks first', () => {
    const ranked = rankResumes(job, [warehouse, clinic], 2)
    expect(ranked.map((r) => r.id)).toEqual(['clinic', 'warehouse'])
    const [best, other] = ranked
    expect(best!.categoryScores.occupation).toBeGreaterThan(other!.categoryScores.occupation)
    // The titles say only "Director": the work read from the text is what tells them apart.
    expect(best!.evidence.occupation.found).toBeNull()
    expect(best!.evidence.occupation.fromText?.code).toBe('Healthcare Administrator')
    expect(other!.evidence.occupation.fromText && fieldOf(other!.evidence.occupation.fromText.code)).toBe('logistics')
  })

  it('the analysis says what the work reads as', () => {
    const [best] = rankResumes(job, [warehouse, clinic], 1)
    const analysis = analyzeMatch(job, clinic.features, best!)
    expect(analysis.hiring_recommendation).toMatch(/work described is that of Healthcare Administrator/)
  })

  it('a posting whose title reads as nothing is read by its text', () => {
    const untitled = parseJobForMatching(HEALTH_MANAGER_JD.replace('Role: Medical and Health Services Manager', 'Join us!'))
    expect(untitled.title).toBe('Untitled Position')
    expect(untitled.occupations.map((o) => o.code)).toContain('Healthcare Administrator')
    expect(untitled.occupations.every((o) => o.weight < 1 && CARE.includes(fieldOf(o.code)))).toBe(true)
    // Titled, the posting's title reads as the role it names.
    expect(job.occupations[0]!.code).toBe('Healthcare Administrator')
  })
})
