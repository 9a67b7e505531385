/*
 * Skills: the knowledge base's skills with their names and aliases, and a
 * matcher that finds them in resume and job text. Pure functions; the taxonomy loads on first use.
 */
export { findSkillMentions, findSkills, canonicalSkill, type SkillMention, type FindSkillsOptions } from './matcher.ts'
export { loadSkillTaxonomy, type SkillKind, type SkillTaxonomy } from './taxonomy.ts'
export type { SkillType } from '../knowledge/index.ts'
