import { Type, type Static } from 'typebox'

/*
 * The shapes of the knowledge base's source files (knowledge/README.md says what each key means).
 * Checked as they are read, so a typo in a key or a missing one names its file and entry instead of
 * surfacing as a wrong match far away.
 */

export const ROLE_LEVELS = ['entry', 'mid', 'senior', 'lead', 'executive'] as const
export type RoleLevel = (typeof ROLE_LEVELS)[number]

export const SKILL_TYPES = ['tool', 'method', 'knowledge', 'credential', 'soft', 'language'] as const
export type SkillType = (typeof SKILL_TYPES)[number]

export const DEGREE_LEVELS = ['high_school', 'certificate', 'associate', 'bachelor', 'master', 'doctorate'] as const

const Text = Type.String({ minLength: 1, maxLength: 200 })
const Strength = Type.Number({ minimum: 0, maximum: 1 })
const Level = Type.Union(ROLE_LEVELS.map((level) => Type.Literal(level)))

export const SkillEntrySchema = Type.Object(
  {
    name: Text,
    aliases: Type.Optional(Type.Array(Text)),
    family: Text,
    type: Type.Union(SKILL_TYPES.map((type) => Type.Literal(type))),
    related: Type.Record(Type.String(), Strength),
  },
  { additionalProperties: false },
)

/** "up 0.9", "across 0.6", "down 0.7". */
export const RELATED_ROLE = /^(up|across|down)\s+(0(?:\.\d+)?|1(?:\.0+)?)$/

export const RoleEntrySchema = Type.Object(
  {
    title: Text,
    variants: Type.Optional(Type.Array(Text)),
    /** A title other roles also use; `{Title: 0.5}` says how often it means this role (default 1). */
    shared_variants: Type.Optional(Type.Array(Type.Union([Text, Type.Record(Type.String(), Strength, { minProperties: 1, maxProperties: 1 })]))),
    seniority: Type.Tuple([Level, Level]),
    core: Type.Array(Text),
    common: Type.Optional(Type.Array(Text)),
    duties: Type.Array(Text),
    related: Type.Optional(Type.Record(Type.String(), Type.String({ pattern: RELATED_ROLE.source }))),
  },
  { additionalProperties: false },
)

export const FieldFileSchema = Type.Object(
  {
    field: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    name: Text,
    families: Type.Optional(Type.Array(Text)),
    skills: Type.Optional(Type.Array(SkillEntrySchema)),
    roles: Type.Optional(Type.Array(RoleEntrySchema)),
  },
  { additionalProperties: false },
)

export const EducationFileSchema = Type.Object(
  {
    levels: Type.Array(
      Type.Object({ level: Type.Union(DEGREE_LEVELS.map((level) => Type.Literal(level))), names: Type.Array(Text) }, { additionalProperties: false }),
    ),
    fields: Type.Array(
      Type.Object(
        {
          name: Text,
          aliases: Type.Optional(Type.Array(Text)),
          related: Type.Optional(Type.Record(Type.String(), Strength)),
          role_fields: Type.Optional(Type.Array(Type.String())),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

export const TitlesFileSchema = Type.Object(
  {
    levels: Type.Object({ lead: Type.Array(Text), senior: Type.Array(Text), junior: Type.Array(Text) }, { additionalProperties: false }),
    abbreviations: Type.Record(Type.String(), Text),
    capital_acronyms: Type.Optional(Type.Record(Type.String(), Text)),
  },
  { additionalProperties: false },
)

export type SkillEntry = Static<typeof SkillEntrySchema>
export type RoleEntry = Static<typeof RoleEntrySchema>
export type FieldFile = Static<typeof FieldFileSchema>
export type EducationFile = Static<typeof EducationFileSchema>
export type TitlesFile = Static<typeof TitlesFileSchema>
