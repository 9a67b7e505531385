import type { DegreeLevel } from '../ingest/parse/education.ts'
import type { RoleLevel, SkillType } from './schema.ts'

/*
 * The knowledge base as the engines read it: the source files resolved, every reference turned
 * into a position (skills, roles and families are numbered in file order, files in name order), and
 * relations read both ways. Plain JSON, so the compiled build can keep it prepared.
 */

export type { RoleLevel, SkillType }
export type MoveDirection = 'up' | 'across' | 'down'

export interface KnowledgeField {
  id: string
  name: string
}

export interface KnowledgeFamily {
  name: string
  /** Position in KnowledgeBase.fields. */
  field: number
}

export interface KnowledgeSkill {
  /** The name, without a context marker. */
  name: string
  /** The name, then the aliases, as written: a leading "~" marks a form found only in a skills context. */
  forms: string[]
  /** Position in KnowledgeBase.families. */
  family: number
  type: SkillType
  field: number
  /** Related skills (positions) with their strength, both directions, strongest first. */
  related: Array<{ skill: number; strength: number }>
}

export interface KnowledgeRole {
  /** As written, with any qualifier in brackets ("Account Manager (Advertising)"). */
  title: string
  /** The title as people write it: without the qualifier. */
  name: string
  variants: string[]
  /** Titles other roles also use; the text around them decides. */
  sharedVariants: string[]
  /** How often each shared title means this role (1 unless the base says less), parallel to sharedVariants. */
  sharedWeights: number[]
  field: number
  seniority: [RoleLevel, RoleLevel]
  /** Skill positions. */
  core: number[]
  common: number[]
  duties: string[]
  /**
   * Roles this one's work transfers to: `stated` in this role's file, or read back from the other
   * role's line (up read back as down and down as up). Strongest first.
   */
  related: Array<{ role: number; strength: number; direction: MoveDirection; stated: boolean }>
}

export interface KnowledgeEducation {
  /** Lowest first. */
  levels: Array<{ level: DegreeLevel; names: string[] }>
  fields: Array<{
    name: string
    aliases: string[]
    /** Positions in `fields`, both directions. */
    related: Array<{ field: number; strength: number }>
    /** Positions in KnowledgeBase.fields of the fields of work this study leads to. */
    roleFields: number[]
  }>
}

export interface KnowledgeTitles {
  levels: { lead: string[]; senior: string[]; junior: string[] }
  abbreviations: Record<string, string>
  capitalAcronyms: Record<string, string>
}

export interface KnowledgeBase {
  fields: KnowledgeField[]
  families: KnowledgeFamily[]
  skills: KnowledgeSkill[]
  roles: KnowledgeRole[]
  education: KnowledgeEducation
  titles: KnowledgeTitles
}

/** One thing wrong in the sources: the file, the entry, and what a contributor should fix. */
export interface KnowledgeProblem {
  file: string
  entry: string
  message: string
}
