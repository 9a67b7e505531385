import { describe, expect, it } from 'vitest'
import { findDateRanges, toYearMonth } from '../../../../server/domain/ingest/index.ts'

/* Date ranges as resumes outside the US often write them, and open ranges of a current role. */

describe('more ways to write a role’s dates', () => {
  it.each([
    ['Jan-2019 – Present', 'Jan-2019', 'Present', { year: 2019, month: 1 }, 'present'],
    ['Jan-17 – Dec-20', 'Jan-17', 'Dec-20', { year: 2017, month: 1 }, { year: 2020, month: 12 }],
    ['2018 – Till date', '2018', 'Till date', { year: 2018, month: null }, 'present'],
    ['May 2015 - Till Now', 'May 2015', 'Till Now', { year: 2015, month: 5 }, 'present'],
    ['Since March 2019', 'March 2019', 'Present', { year: 2019, month: 3 }, 'present'],
    ['QA Lead | since 2020', '2020', 'Present', { year: 2020, month: null }, 'present'],
    ['2019 onwards', '2019', 'Present', { year: 2019, month: null }, 'present'],
    ['Support Engineer, Acme, Jan 2022 –', 'Jan 2022', 'Present', { year: 2022, month: 1 }, 'present'],
  ])('%s', (text, start, end, startYm, endYm) => {
    const [range] = findDateRanges(text)
    expect(range).toMatchObject({ start, end })
    expect(toYearMonth(start)).toEqual(startYm)
    expect(toYearMonth(end)).toEqual(endYm)
  })

  it('"since" inside a sentence is not a role’s range', () => {
    expect(findDateRanges('Managed payroll since 2019 for three sites')).toEqual([])
    expect(findDateRanges('From 2015 to 2018')).toMatchObject([{ start: '2015', end: '2018' }])
  })
})
