import { describe, expect, it } from 'vitest'
import { degreeWithField } from '../../../../server/domain/ingest/degree-name.ts'

describe('a degree with its field', () => {
  it('joins them as a resume line or a sentence writes them', () => {
    expect(degreeWithField('Bachelor of Science', 'Nursing')).toBe('Bachelor of Science, Nursing')
    expect(degreeWithField('Bachelor of Science', 'Nursing', ' in ')).toBe('Bachelor of Science in Nursing')
  })

  it('does not repeat a field the degree’s name already ends with', () => {
    expect(degreeWithField('Master of Arts in Teaching', 'Teaching', ' in ')).toBe('Master of Arts in Teaching')
    expect(degreeWithField('Master of Arts in Teaching', 'teaching')).toBe('Master of Arts in Teaching')
  })

  it('gives either part alone, or nothing', () => {
    expect(degreeWithField(null, 'Accounting')).toBe('Accounting')
    expect(degreeWithField('MBA', '  ')).toBe('MBA')
    expect(degreeWithField(undefined, null)).toBe('')
  })
})
