/** The table shows this many skills, then "+N more", so a row stays one line. */
export const TABLE_SKILLS_SHOWN = 3

export function skillsSummary(skills: readonly string[], shown = TABLE_SKILLS_SHOWN): { shown: string[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) }
}
