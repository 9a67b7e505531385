import type { DegreeLevel } from '../ingest/index.ts'
import type { EducationLevel, ExperienceLevel } from '../jd/index.ts'
import type { ExperienceBand, LEVEL_NOT_STATED } from './experience-level.ts'

/*
 * The shapes of T10 matching. ResumeFeatures and JobFeatures are plain JSON: computed once (at
 * ingest, at job creation), stored by the caller, read back for every ranking.
 */

/**
 * Bumped whenever features or scores would come out different for the same input: stored
 * features of another version must be recomputed (resumeFeatures) before they are ranked.
 */
export const ENGINE_VERSION = 7

export type Seniority = ExperienceLevel

/**
 * An occupation: a role of T10's knowledge base. Its code is the role's title as the base writes
 * it ("Staff Accountant", "Account Manager (Advertising)"); its title is the name people write.
 */
export interface Occupation {
  code: string
  title: string
}

/** A likely occupation with how sure we are of it (0..1). */
export interface WeightedOccupation extends Occupation {
  weight: number
}

/** One dated or undated role of the resume. */
export interface RoleFeatures {
  title: string | null
  /** "YYYY-MM" (month 01 when the resume gives only a year); null when the role is undated. */
  start: string | null
  /** "YYYY-MM"; a role held "to present" ends at the `asOf` date of resumeFeatures. */
  end: string | null
  current: boolean
  /** Length in months (0 when undated). */
  months: number
  /** Indexes into ResumeFeatures.skills of the skills named in this role's title and bullets. */
  skills: number[]
  /** Occupation codes the title reads as (at most 3, best first); empty when it reads as none. */
  occupations: string[]
}

/**
 * The term vector of the resume's visible text for BM25: stemmed, stop words out. `terms` is
 * space-separated and `counts` parallel to it (one string and one number array keep 100k resumes
 * small in memory, where an object of 300 keys per resume would not); sorted by count, then term.
 */
export interface TermVector {
  /** Number of counted tokens in the whole text (the BM25 document length), not only the kept ones. */
  length: number
  terms: string
  counts: number[]
}

/** Everything ranking reads about a resume. Stored per resume as JSON (a few kB). */
export interface ResumeFeatures {
  engine: number
  name: string | null
  /** Canonical skill names (the platform's taxonomy, aliases resolved), in order of first mention. */
  skills: string[]
  /** Years in the union of dated roles (overlaps once), one decimal. */
  totalYears: number
  /** Dated roles found; 0 means totalYears is unknown rather than zero. */
  datedRoles: number
  /** "10+ years of experience" as the resume states it, when it does; null otherwise. */
  statedYears: number | null
  /** Roles, sorted by start (undated ones last, in resume order). */
  roles: RoleFeatures[]
  seniority: Seniority
  education: {
    level: DegreeLevel | null
    /** The highest degree as written ("Bachelor of Science"). */
    degree: string | null
    /** Field of the highest degree. */
    field: string | null
    /** Fields of all degrees, highest first (a second degree's field also counts for a job). */
    fields: string[]
  }
  /** The headline title (top of the resume) first, then role titles, most recent first. */
  titles: string[]
  /** Likely occupations from the titles, best first (at most 5). */
  occupations: WeightedOccupation[]
  /**
   * What the visible text reads as (occupationsOfText): occupation codes, best first, weight 1 for the
   * best. Titles name a job; this says what the work was.
   */
  textOccupations: Array<{ code: string; weight: number }>
  terms: TermVector
  /**
   * What the text means as word vectors say (semantic/word-vectors: the weighted mean of its
   * words' vectors, unit length), × 127 and rounded, so each number fits a byte; [] when no word
   * of the text is known.
   */
  vector: number[]
  /** The source had text a reader cannot see; it was left out of every feature above. */
  hiddenText: boolean
}

/** A job description as matching reads it. Plain JSON, computed once per job. */
export interface JobFeatures {
  engine: number
  title: string
  /**
   * The job title as title matching compares it: its words (normalised, singular, no level
   * words) and head noun; a compound title ("Accountant / Bookkeeper") also gives each part.
   */
  titles: Array<{ words: string[]; head: string }>
  /** Likely occupations of the title, best first. */
  occupations: WeightedOccupation[]
  /** What the posting's duties and asks read as (occupationsOfText, thirty readings), best first, weight 1 for the best. */
  textOccupations: Array<{ code: string; weight: number }>
  /**
   * The requirement phrases of the posting ("variance analysis", "Tekla Structures", "OSHA"):
   * runs of content words of its duties and asks, stemmed, with the weight of the part they sit
   * in (a must-have more than a duty, a duty more than a nice-to-have).
   */
  phrases: Array<{ text: string; terms: string[]; weight: number }>
  /** Phrases of `phrases` written as a name ("bluebonnet elementary") or only as a compound's tail ("end close"): scored, never cited. Absent when none, and in features stored before. */
  uncitedPhrases?: string[]
  /** Certifications and licences asked (CPA, RN, ServSafe), their stemmed terms, and whether required. */
  credentials: Array<{ text: string; terms: string[]; required: boolean }>
  requiredSkills: string[]
  niceToHave: string[]
  yearsRequired: number | null
  experienceLevel: ExperienceLevel | null
  /**
   * The degree asked. `levelAssumed`: the posting names a degree without its level (read as a
   * bachelor's); `orExperience`: it takes equivalent experience instead. Both absent in features
   * stored before they were read.
   */
  education: { level: EducationLevel; field: string | null; levelAssumed?: true; orExperience?: true }
  /** What the posting's title, duties and asks mean as word vectors say (unit length, 4 decimals). */
  vector: number[]
  /** BM25 query: stemmed terms with their weight in the query, and a word as the posting wrote it. */
  queryTerms: Array<{ term: string; weight: number; word: string }>
}

export interface PoolEntry {
  id: string
  features: ResumeFeatures
}

export interface CategoryScores {
  skills: number
  experience: number
  education: number
  title: number
  occupation: number
  relevance: number
  /** Share of the posting's requirement phrases the resume has. */
  phrases: number
  /** How close what the resume's text reads as is to what the posting's text reads as. */
  profile: number
  /** The resume's level against the job's, both ways. */
  seniority: number
  /** Years in related roles, recent ones counted more, against the years asked. */
  relatedYears: number
  /** How close the resume's meaning is to the posting's (word vectors). */
  semantic: number
  /** Share of the certifications and licences asked that the resume names. */
  credentials: number
  /** How much of the working life, recent roles first, went into work that carries over to the job's role. */
  transfer: number
  /** The job's skills covered by what the resume names, related skills and skill families given part credit. */
  skillFamily: number
}

/** A component of the score: a key of CategoryScores. */
export type Component = keyof CategoryScores

export interface SkillEvidence {
  matched: string[]
  missing: string[]
  /** Missing skills with partial credit: the resume names a skill of the same kind. */
  related: Array<{ skill: string; via: string }>
}

export interface MatchEvidence {
  skills: { required: SkillEvidence; niceToHave: SkillEvidence }
  experience: {
    /** Total years found (dated roles, else as stated); null when the resume gives none. */
    yearsFound: number | null
    /** Years in roles related to this job (title, occupation or the job's skills). */
    relevantYears: number | null
    yearsAsked: number | null
    levelAsked: ExperienceLevel | null
    seniority: Seniority
    /** Titles of the roles counted as related, most relevant first. */
    relevantRoles: string[]
  }
  education: {
    found: DegreeLevel | null
    degree: string | null
    field: string | null
    asked: EducationLevel
    fieldAsked: string | null
    /** null when the job names no field. */
    fieldMatched: boolean | null
  }
  occupation: {
    found: Occupation | null
    job: Occupation | null
    /** The resume title closest to the job title. */
    closestTitle: string | null
    /** What the resume's text reads as: the reading closest to the job, else the best one. */
    fromText: Occupation | null
  }
  /** Query words that carried the text relevance, strongest first (at most 8). */
  relevance: { terms: string[] }
  /** Certifications and licences the posting asks for that the resume names, and those it does not. */
  credentials: { found: string[]; missing: string[] }
  /** The posting's requirement phrases the resume has and lacks, weightiest first (at most 8 each). */
  phrases: { found: string[]; missing: string[] }
}

export interface MatchScore {
  engine: number
  /** 0..1, four decimals. */
  score: number
  /** 0..100, round(score × 100). */
  match_percentage: number
  categoryScores: CategoryScores
  evidence: MatchEvidence
  hiddenText: boolean
}

export interface Ranked extends MatchScore {
  id: string
  /** 1-based. */
  rank: number
}

export interface MatchAnalysis {
  name: string
  /** From the resume's dates (experience-level.ts), not the ranking's seniority. */
  experienceLevel: ExperienceBand | typeof LEVEL_NOT_STATED
  skills: string[]
  education: { level: string; field: string; score: number; analysis: string }
  skills_match: { score: number; analysis: string }
  experience_fit: { score: number; analysis: string }
  overall_match: { score: number; summary: string }
  categoryScores: { skills: number; experience: number; education: number }
  specific_recommendations: string[]
  hiring_recommendation: string
  hiddenText: boolean
}
