/*
 * Skills: a taxonomy of technology skills (O*NET) and professional skills with aliases, and a
 * matcher that finds them in resume and job text. Pure functions; the taxonomy loads on first use.
 */
export { findSkillMentions, findSkills, canonicalSkill, type SkillMention, type FindSkillsOptions } from './matcher.ts'
export { loadSkillTaxonomy, type SkillKind, type SkillTaxonomy } from './taxonomy.ts'
