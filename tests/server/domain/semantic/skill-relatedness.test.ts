import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { nearestRelated, relatedSkills, relatedSkillScore, SKILL_RELATEDNESS_FILE } from '../../../../server/domain/semantic/skill-relatedness.ts'
import { coverageScorer, skillCoverage } from '../../../../server/domain/semantic/skill-coverage.ts'
import { canonicalSkill } from '../../../../server/domain/skills/index.ts'

const ROOT = join(import.meta.dirname, '..', '..', '..', '..')
const skill = (name: string) => {
  const s = canonicalSkill(name)
  if (!s) throw new Error(`the taxonomy does not know ${name}`)
  return s
}
const related = (a: string, b: string) => relatedSkillScore(skill(a), skill(b))

describe('skill relatedness through O*NET', () => {
  it('is read from the repository', () => {
    expect(SKILL_RELATEDNESS_FILE.startsWith(join(ROOT, 'server', 'domain', 'semantic', 'data'))).toBe(true)
  })

  it('relates tools of the same work and not tools of different work', () => {
    expect(related('Keras', 'TensorFlow')).toBeGreaterThan(0.35)
    expect(related('Keras', 'PyTorch')).toBeGreaterThan(0.35)
    expect(related('Keras', 'QuickBooks')).toBeLessThan(0.05)
    expect(related('AutoCAD', 'SolidWorks')).toBeGreaterThan(0.5)
    expect(related('AutoCAD', 'SolidWorks')).toBeGreaterThan(related('AutoCAD', 'QuickBooks') + 0.3)
    expect(related('Python', 'Java')).toBeGreaterThan(related('Python', 'QuickBooks') + 0.3)
  })

  it('is 1 for a skill with itself, symmetric, and 0 for skills it does not know', () => {
    expect(related('Keras', 'Keras')).toBe(1)
    expect(related('TensorFlow', 'Keras')).toBe(related('Keras', 'TensorFlow'))
    expect(relatedSkillScore('Keras', 'No Such Skill')).toBe(0)
    expect(nearestRelated('No Such Skill')).toEqual([])
  })

  it('lists the nearest skills best first, in the same order every time', () => {
    const cad = nearestRelated(skill('AutoCAD'), 10).map((r) => r.skill)
    expect(cad).toContain(skill('SolidWorks'))
    expect(cad).not.toContain(skill('QuickBooks'))
    const accounting = nearestRelated(skill('QuickBooks'), 10)
    expect(accounting.map((r) => r.skill)).toContain(skill('Quicken'))
    const scores = accounting.map((r) => r.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(nearestRelated(skill('QuickBooks'), 10)).toEqual(accounting)
  })

  it("keeps every pair, not only a best few: TensorFlow is among Keras's related skills", () => {
    const keras = relatedSkills(skill('Keras'))
    expect(keras.find((r) => r.skill === skill('TensorFlow'))?.score).toBeCloseTo(related('Keras', 'TensorFlow'), 6)
  })
})

describe('skill coverage', () => {
  it('gives a related skill part of the credit, the skill itself all of it, an unrelated one none', () => {
    const wanted = [skill('TensorFlow'), skill('Python')]
    const keras = skillCoverage(wanted, [skill('Keras'), skill('Python')])
    const tensorflow = skillCoverage(wanted, [skill('TensorFlow'), skill('Python')])
    const quickbooks = skillCoverage(wanted, [skill('QuickBooks'), skill('Python')])
    expect(tensorflow.score).toBe(1)
    expect(keras.score).toBeGreaterThan(quickbooks.score)
    expect(keras.score).toBeLessThan(1)
    expect(keras.skills[0]).toMatchObject({ skill: skill('TensorFlow'), by: skill('Keras') })
    expect(quickbooks.skills[0]).toEqual({ skill: skill('TensorFlow'), by: null, credit: 0 })
  })

  it('scores many resumes against one posting as it scores each alone', () => {
    const wanted = [skill('TensorFlow'), skill('AutoCAD'), skill('QuickBooks')]
    const cover = coverageScorer(wanted)
    const resumes = [[skill('Keras')], [skill('SolidWorks'), skill('Quicken')], [skill('QuickBooks'), skill('Keras')], []]
    for (const held of resumes) expect(cover(held)).toEqual(skillCoverage(wanted, held))
    expect(cover([skill('SolidWorks')]).skills[1]).toMatchObject({ by: skill('SolidWorks') })
    expect(coverageScorer(wanted, Infinity)([skill('Keras')]).score).toBe(0)
  })

  it('is 0 for a posting that names no skill', () => {
    expect(skillCoverage([], [skill('Python')])).toEqual({ score: 0, skills: [] })
  })
})
