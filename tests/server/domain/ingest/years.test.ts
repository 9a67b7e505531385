import { describe, expect, it } from 'vitest'
import { yearsOfExperience } from '../../../../server/domain/ingest/years.ts'

const TODAY = new Date(Date.UTC(2025, 2, 3))

describe('yearsOfExperience', () => {
  const role = (start: string | null, end: string | null) => ({ title: null, company: null, location: null, start, end, bullets: [] })

  it('counts overlapping roles once', () => {
    const roles = [role('Jan 2020', 'Dec 2021'), role('Jun 2021', 'Dec 2023'), role('2010', '2012')]
    // Jan 2020 - Dec 2023 = 48 months, 2010 - 2012 = 24 months.
    expect(yearsOfExperience(roles)).toMatchObject({ years: 6, months: 72, datedRoles: 3 })
  })

  it('ends "Present" at today, or at the latest date of the resume without one', () => {
    const roles = [role('Mar 2021', 'Present'), role('Jan 2019', 'Feb 2021')]
    expect(yearsOfExperience(roles, TODAY).years).toBe(6)
    expect(yearsOfExperience(roles).years).toBe(2)
  })

  it('ignores undated roles', () => {
    expect(yearsOfExperience([role(null, null), role('Spring', 'Fall')])).toEqual({ years: 0, months: 0, datedRoles: 0 })
  })
})
