import { describe, expect, it } from 'vitest'
import { analysisBullets } from '@/features/recruiting/utils/analysis-bullets.ts'
import { formatEducation } from '@/features/recruiting/utils/format.ts'
import { candidateSkills, inferSkills } from '@/features/recruiting/utils/infer-skills.ts'
import { skillsSummary } from '@/features/recruiting/utils/skills-summary.ts'
import { uploadBatches } from '@/features/recruiting/utils/upload-batches.ts'

const sized = (...sizes: number[]) => sizes.map((size, i) => ({ id: i, size }))

describe('upload batches', () => {
  it('cuts by count', () => {
    expect(uploadBatches(sized(...Array<number>(25).fill(1)), 10, 1000).map((b) => b.length)).toEqual([10, 10, 5])
  })
  it('cuts by size, and a file bigger than a batch goes alone', () => {
    expect(uploadBatches(sized(40, 40, 40, 500, 10), 10, 100).map((b) => b.map((f) => f.id))).toEqual([[0, 1], [2], [3], [4]])
  })
  it('makes no batch of nothing', () => {
    expect(uploadBatches([], 10, 100)).toEqual([])
  })
})

describe('skills summary', () => {
  it('shows the first 3 and counts the rest', () => {
    expect(skillsSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(skillsSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
  })
})

describe('analysis bullets', () => {
  it('splits sentences but not decimals or dotted names', () => {
    expect(analysisBullets('Has 2 of 3 skills: Node.js and React. 1.5 years of experience. Meets the level asked.')).toEqual([
      'Has 2 of 3 skills: Node.js and React.',
      '1.5 years of experience.',
      'Meets the level asked.',
    ])
  })
  it('gives nothing for blank text', () => {
    expect(analysisBullets('  ')).toEqual([])
    expect(analysisBullets(undefined)).toEqual([])
  })
})

describe('skill inference', () => {
  it('takes listed phrases and known technologies, and ignores long phrases and counts', () => {
    const long = 'a phrase that is far too long to be the name of any skill at all'
    expect(
      inferSkills(`Has 2 of 3 required skills: Bookkeeping, ${long} and Payroll. Missing: Tax (for Payroll). Also uses C++ and Docker.`),
    ).toEqual(['Bookkeeping', 'Payroll', 'Tax', 'C++', 'Docker'])
  })
  it('prefers the lists it is given', () => {
    const analysis = { skills: ['GAAP'], skills_match: { analysis: 'Uses Python.' } }
    expect(candidateSkills(['Excel'], analysis)).toEqual(['GAAP'])
    expect(candidateSkills(['Excel'], { ...analysis, skills: [] })).toEqual(['Excel'])
    expect(candidateSkills([], { ...analysis, skills: [] })).toEqual(['Python'])
    expect(candidateSkills([], null)).toEqual([])
  })
})

describe('education line', () => {
  it('leaves out what the resume does not state', () => {
    expect(formatEducation({ level: "Master's degree", field: 'Finance' })).toBe("Master's degree in Finance")
    expect(formatEducation({ level: "Master's degree", field: 'Not stated' })).toBe("Master's degree")
    expect(formatEducation({ level: 'Not stated', field: 'Not stated' })).toBe('Not stated')
  })
})
