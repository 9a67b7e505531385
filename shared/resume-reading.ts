import type { ParsedResume, ParsedResumeCorrection } from './schemas/resume.ts'

/** "We read 4 roles, 2 schools": what a reading holds, as the generator and `t10 resume show` say it. */
export function readingSummary(parsed: Pick<ParsedResume, 'experience' | 'education'>): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return `We read ${count(parsed.experience.length, 'role', 'roles')}, ${count(parsed.education.length, 'school', 'schools')}`
}

/** A reading as the body that saves it: every field a person may correct, none that they may not (`sections`). */
export function correctionOf(parsed: ParsedResume): ParsedResumeCorrection {
  return {
    contact: {
      name: parsed.contact.name,
      email: parsed.contact.email,
      phone: parsed.contact.phone,
      location: parsed.contact.location,
      links: [...parsed.contact.links],
    },
    experience: parsed.experience.map((role) => ({
      title: role.title,
      company: role.company,
      location: role.location,
      start: role.start,
      end: role.end,
      bullets: [...role.bullets],
    })),
    education: parsed.education.map((school) => ({
      degree: school.degree,
      field: school.field,
      institution: school.institution,
      year: school.year,
    })),
    skills: [...parsed.skills],
    summary: parsed.summary,
    projects: [...parsed.projects],
    certifications: [...parsed.certifications],
  }
}
