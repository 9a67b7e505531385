/** What a job description asks for, as the generator, the ATS score and T10 matching read it. */

export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'lead'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

export interface EducationRequirement {
  /** The lowest degree the job asks for ('none' when it names none). */
  level: EducationLevel
  /** As written: "Computer Science", "Accounting or Finance", "Culinary"; null when not stated. */
  field: string | null
  /** The posting names a degree without its level ("Culinary degree", "degree in Accounting"): `level` is the bachelor's it is read as. */
  levelAssumed?: true
  /** The posting takes equivalent experience in place of the degree ("… or equivalent experience"). */
  orExperience?: true
}

export interface ParsedJob {
  /** From a "Role:" / "Position:" / "Job Title:" line, else the best title line; "Untitled Position" if none. */
  title: string
  company: string | null
  /** "Hiring Manager: Jane Doe", "Contact: Jane Doe"; null unless a person's name is given. */
  hiringManager: string | null
  /** Canonical skill names, in order of first mention. Skills outside any section count as required. */
  requiredSkills: string[]
  /** Canonical skill names from "Nice to have" / "Preferred" / "Bonus" parts; never also required. */
  niceToHave: string[]
  /** Minimum years of experience asked ("3-5 years" -> 3), null when not stated. */
  yearsRequired: number | null
  education: EducationRequirement
  /** From the title or explicit level words ("Senior", "entry-level"); null when the JD says none. */
  experienceLevel: ExperienceLevel | null
  /**
   * Terms an ATS would look for: the skills, then certifications and acronyms (CPA, GAAP), then
   * domain phrases the JD repeats. At most 30, de-duplicated case-insensitively, stable order.
   */
  keywords: string[]
  /** The lines of the responsibilities section, bullet marks removed. */
  responsibilities: string[]
  /**
   * Every line that says what the job is or asks (duties, requirements, nice-to-haves, lines
   * under no heading), bullet marks removed, with the kind of its part; "About us", benefits and
   * labels such as "Location:" are left out.
   */
  asks: Array<{ text: string; kind: AskKind }>
  /**
   * Certifications and licences the posting asks for (CPA, RN, PMP, ServSafe), as written, each
   * once; nice-to-have ones apart. Empty when it names none.
   */
  credentials: { required: string[]; nice: string[] }
}

export type AskKind = 'general' | 'required' | 'nice' | 'responsibilities'

/** Bound on `keywords`: beyond ~30 terms an ATS list is noise. */
export const MAX_KEYWORDS = 30
