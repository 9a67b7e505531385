import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import type { ParsedJob } from '../jd/index.ts'
import { findSkills } from '../skills/index.ts'
import { uniqueCaseless } from './candidate.ts'
import { Analysed } from './relevance.ts'
import { looseKey } from './text.ts'

/** A chip of the Skill Bank (spec: name, in_resume, in_jd). */
export interface SkillBankEntry {
  name: string
  in_resume: boolean
  in_jd: boolean
}

/**
 * The Skill Bank: the resume's skills first (in the resume's order), then the job's skills the
 * resume does not show (required, then nice-to-have, then any other the posting names). A skill is
 * in the JD when the posting mentions it (canonical skill or a forgiving keyword match); a job
 * skill counts as in the resume when the resume's text mentions it, even where the parse missed it.
 */
export function extractSkillBank(input: { resume: ParsedResume; resumeText: string; jobText: string; job: ParsedJob }): SkillBankEntry[] {
  const resumeSkills = uniqueCaseless([...input.resume.skills, ...findSkills(input.resumeText)])
  const jobSkills = uniqueCaseless([...input.job.requiredSkills, ...input.job.niceToHave, ...findSkills(input.jobText)])
  const resumeText = new Analysed(input.resumeText)
  const jobText = new Analysed(input.jobText)
  const inList = (list: readonly string[], name: string) => list.some((s) => looseKey(s) === looseKey(name))

  const fromResume: SkillBankEntry[] = resumeSkills.map((name) => ({
    name,
    in_resume: true,
    in_jd: inList(jobSkills, name) || (name.length > 2 && jobText.mentions(name)),
  }))
  const alsoInResume: SkillBankEntry[] = []
  const jobOnly: SkillBankEntry[] = []
  for (const name of jobSkills) {
    if (inList(resumeSkills, name)) continue
    // Short names ("R", "Go") only count where the skill finder saw them.
    if (name.length > 2 && resumeText.mentions(name)) alsoInResume.push({ name, in_resume: true, in_jd: true })
    else jobOnly.push({ name, in_resume: false, in_jd: true })
  }
  return [...fromResume, ...alsoInResume, ...jobOnly]
}
