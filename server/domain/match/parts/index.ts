import type { Column } from '../columns.ts'
import type { Component } from '../types.ts'
import { HIDDEN_TEXT, SENIORITY, SKILLS } from './columns.ts'
import { credentialsPart } from './credentials.ts'
import { educationPart } from './education.ts'
import { experiencePart } from './experience.ts'
import { occupationPart } from './occupation.ts'
import type { Part } from './part.ts'
import { phrasesPart } from './phrases.ts'
import { profilePart } from './profile.ts'
import { relevancePart } from './relevance.ts'
import { semanticPart } from './semantic.ts'
import { seniorityPart } from './seniority.ts'
import { skillFamilyPart } from './skill-family.ts'
import { skillsPart } from './skills.ts'
import { titlePart } from './title.ts'
import { transferPart } from './transfer.ts'

/*
 * The score's parts, in the order they are compiled and computed: a part may read the state and
 * the values of the parts before it. To add one: write parts/<name>.ts, list it here and its
 * component in COMPONENTS (and CategoryScores in types.ts), and refit the weights
 * (scripts/fit-rank-weights.ts).
 */
export const PARTS: ReadonlyArray<Part<unknown>> = [
  titlePart,
  occupationPart,
  profilePart,
  relevancePart,
  phrasesPart,
  skillsPart,
  semanticPart,
  educationPart,
  experiencePart,
  seniorityPart,
  credentialsPart,
  transferPart,
  skillFamilyPart,
] as ReadonlyArray<Part<unknown>>

/** The components of the score, in the order weights are summed and reported. */
export const COMPONENTS = [
  'skills',
  'experience',
  'education',
  'title',
  'occupation',
  'relevance',
  'phrases',
  'profile',
  'seniority',
  'relatedYears',
  'semantic',
  'credentials',
  'transfer',
  'skillFamily',
] as const satisfies readonly Component[]

const computed = PARTS.flatMap((p) => p.components)
if (computed.length !== COMPONENTS.length || !COMPONENTS.every((c) => computed.includes(c))) {
  throw new Error('every component of the score is computed by exactly one part')
}

/** Every column a part reads, and those a ranking reads itself (the hidden-text flag, a match's skills and level), once each. */
export const POOL_COLUMNS: readonly Column[] = [
  ...new Map([...PARTS.flatMap((p) => p.columns), HIDDEN_TEXT, SKILLS, SENIORITY].map((c) => [c.name, c])).values(),
]
