/** "2014-05" -> months since year 0. */
export function monthIndex(yearMonth: string): number {
  return Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1
}
