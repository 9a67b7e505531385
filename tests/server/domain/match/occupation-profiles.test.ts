import { describe, expect, it } from 'vitest'
import { analyzeMatch, parseJobForMatching, rankResumes, resumeFeatures } from '../../../../server/domain/match/index.ts'
import { occupationsOfText } from '../../../../server/domain/match/occupation-profiles.ts'
import { AS_OF, fromText } from './helpers.ts'

/* What a text reads as, by the vocabulary of O*NET occupations' work, and what that does to a ranking. */

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
    // Healthcare practitioners (SOC 29-) all the way down, registered nurses among them.
    expect(nurse.every((o) => o.code.startsWith('29-') || o.code.startsWith('31-'))).toBe(true)
    expect(nurse.map((o) => o.code)).toContain('29-1141.00')
    const kitchen = occupationsOfText(KITCHEN_WORK, 3)
    expect(kitchen.every((o) => o.code.startsWith('35-'))).toBe(true)
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
    expect(best!.evidence.occupation.fromText?.code).toBe('11-9111.00')
  })

  it('the analysis says what the work reads as', () => {
    const [best] = rankResumes(job, [warehouse, clinic], 1)
    const analysis = analyzeMatch(job, clinic.features, best!)
    expect(analysis.hiring_recommendation).toMatch(/work described is that of Medical and Health Services Manager/)
  })

  it('a posting whose title reads as nothing is read by its text', () => {
    const untitled = parseJobForMatching(HEALTH_MANAGER_JD.replace('Role: Medical and Health Services Manager', 'Join us!'))
    expect(untitled.occupations.map((o) => o.code)).toContain('11-9111.00')
    expect(untitled.occupations.every((o) => o.weight < 1)).toBe(true)
  })
})
