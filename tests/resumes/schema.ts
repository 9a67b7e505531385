import { Type, type Static } from 'typebox'

/*
 * The shape of a written test resume (tests/resumes/source/<id>.yaml): the ground truth every
 * reading test and bench/reading.ts compares against, and the input of the renderers in render/.
 * Every string is printed as written by every layout, so what the source says is what the file says.
 */

/** "2020", "2020-03"; a role's end may also be "present". */
const YEAR_MONTH = '^(19[5-9][0-9]|20[0-9][0-9])(-(0[1-9]|1[0-2]))?$'
export const DateSchema = Type.String({ pattern: YEAR_MONTH, description: 'YYYY or YYYY-MM' })
export const EndDateSchema = Type.Union([DateSchema, Type.Literal('present')])

const Text = Type.String({ minLength: 1 })

/** The layouts a resume can be rendered into; each is one file in render/ and one kind of file. */
export const LAYOUTS = {
  /** LaTeX, one column, dates on their own line under the role. */
  single: 'pdf',
  /** HTML printed by Chromium: a sidebar (contact, skills, education) beside the experience. */
  sidebar: 'pdf',
  /** LaTeX, the dates right-aligned on the title line; one employer line over several positions. */
  'dates-right': 'pdf',
  /** Shapes that broke the parser in real files: a role on the heading's line, "Title at Company, City, .2022", pipes, capitals. */
  quirks: 'pdf',
  /** The single layout's pages as pictures in a PDF with no text layer (a scan at 200 dpi), read by OCR. */
  scanned: 'pdf',
  /** A copier's scan of a printout fed crooked: turned 0.8-2 degrees, grey paper, specks, 200 dpi, no text layer. */
  'scanned-noisy': 'pdf',
  /** Word: a table per role, the contact details in a text box. */
  tables: 'docx',
  /** Word, the way a LinkedIn profile export reads: company groups holding positions with durations, "Top Skills". */
  linkedin: 'docx',
  /** Word: headings, real bullets, dates at a right tab stop. */
  word: 'docx',
  /** The word layout saved as Word 97-2003 (.doc) by LibreOffice. */
  word97: 'doc',
  /** Plain text: underlined capital headings, dash bullets, optionally wrapped at 78 columns. */
  plain: 'txt',
  /** Markdown: # headings, **bold**, - bullets. */
  markdown: 'md',
} as const

export type Layout = keyof typeof LAYOUTS
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as Layout[]

/** The layouts with no text layer, read by OCR: slow to read, so most reading tests leave them to tests of their own. */
export const isScannedLayout = (layout: Layout) => layout === 'scanned' || layout === 'scanned-noisy'

export const LayoutSchema = Type.Unsafe<Layout>(Type.Union(LAYOUT_NAMES.map((name) => Type.Literal(name))))

export const SenioritySchema = Type.Union([
  Type.Literal('student'),
  Type.Literal('entry'),
  Type.Literal('mid'),
  Type.Literal('senior'),
  Type.Literal('executive'),
])

export const ContactSchema = Type.Object(
  {
    email: Type.Optional(Text),
    phone: Type.Optional(Text),
    location: Type.Optional(Text),
    links: Type.Optional(Type.Array(Text)),
  },
  { additionalProperties: false },
)

export const RoleSchema = Type.Object(
  {
    title: Text,
    /** Absent for freelance or self-employed work written with no employer. */
    employer: Type.Optional(Text),
    location: Type.Optional(Text),
    start: DateSchema,
    /** Absent when the resume gives the role a single date ("2019"). */
    end: Type.Optional(EndDateSchema),
    bullets: Type.Array(Text),
  },
  { additionalProperties: false },
)

export const EducationSchema = Type.Object(
  {
    school: Text,
    degree: Text,
    field: Type.Optional(Text),
    location: Type.Optional(Text),
    start: Type.Optional(DateSchema),
    /** Graduation; after 2026-11 it is printed as "Expected ...". */
    end: Type.Optional(DateSchema),
    /** GPA, honours, thesis: printed under the degree, not compared. */
    details: Type.Optional(Type.Array(Text)),
  },
  { additionalProperties: false },
)

export const CertificationSchema = Type.Object(
  {
    name: Text,
    issuer: Type.Optional(Text),
    year: Type.Optional(Type.String({ pattern: '^(19|20)[0-9]{2}$' })),
  },
  { additionalProperties: false },
)

export const SkillGroupSchema = Type.Object(
  {
    /** Absent for a single ungrouped list. */
    group: Type.Optional(Text),
    items: Type.Array(Text, { minItems: 1 }),
  },
  { additionalProperties: false },
)

export const LanguageSchema = Type.Object(
  {
    language: Text,
    level: Type.Optional(Text),
  },
  { additionalProperties: false },
)

/** Sections a resume has beyond the compared ones (volunteering, awards, publications). */
export const ExtraSectionSchema = Type.Object(
  {
    heading: Text,
    items: Type.Array(Text, { minItems: 1 }),
  },
  { additionalProperties: false },
)

/** How the renderers write this resume where a layout leaves a choice; every field optional. */
export const StyleSchema = Type.Object(
  {
    /** Month dates: "Jan 2020" (short), "January 2020" (long), "01/2020" (numeric), "2020-01" (iso), "03.2020" (dotted). */
    dates: Type.Optional(
      Type.Union([Type.Literal('short'), Type.Literal('long'), Type.Literal('numeric'), Type.Literal('iso'), Type.Literal('dotted')]),
    ),
    /** Between start and end: " – " (dash, default), " - " (hyphen), " to " (to). */
    range: Type.Optional(Type.Union([Type.Literal('dash'), Type.Literal('hyphen'), Type.Literal('to')])),
    /** The word for an ongoing role: Present (default), Current, Now, till now. */
    present: Type.Optional(Type.Union([Type.Literal('Present'), Type.Literal('Current'), Type.Literal('Now'), Type.Literal('till now')])),
    /** Section names. */
    headings: Type.Optional(
      Type.Object(
        {
          summary: Type.Optional(Text),
          experience: Type.Optional(Text),
          education: Type.Optional(Text),
          skills: Type.Optional(Text),
          certifications: Type.Optional(Text),
          languages: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
    ),
    /** Section names in capitals. */
    upperHeadings: Type.Optional(Type.Boolean()),
    /** Text layouts: the bullet mark ("-", "*", "•", "o"). */
    bullet: Type.Optional(Type.Union([Type.Literal('-'), Type.Literal('*'), Type.Literal('•'), Type.Literal('o')])),
    /** Quirks layout: the first role on the experience heading's own line ("PROFESSIONAL EXPERIENCE: Title, Employer, 2021 till now"). */
    roleOnHeading: Type.Optional(Type.Boolean()),
    /** Text layouts: hard-wrap long lines at this many columns. */
    wrap: Type.Optional(Type.Integer({ minimum: 50, maximum: 120 })),
  },
  { additionalProperties: false },
)

export const ResumeSourceSchema = Type.Object(
  {
    /** The file name without .yaml; lower-case words joined by hyphens. */
    id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    /** The occupation field, for resumesByField ("accounting", "nursing", "software-engineering"). */
    field: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    seniority: SenioritySchema,
    /** What this resume exercises (a gap, a career change, several positions at one employer...). */
    notes: Type.Optional(Text),
    name: Text,
    headline: Type.Optional(Text),
    contact: ContactSchema,
    summary: Type.Optional(Text),
    experience: Type.Array(RoleSchema, { minItems: 1, maxItems: 12 }),
    education: Type.Array(EducationSchema),
    certifications: Type.Optional(Type.Array(CertificationSchema)),
    skills: Type.Array(SkillGroupSchema),
    languages: Type.Optional(Type.Array(LanguageSchema)),
    extras: Type.Optional(Type.Array(ExtraSectionSchema)),
    style: Type.Optional(StyleSchema),
    /** The files it is made into: tests/resumes/files/<id>.<layout>.<ext>. */
    renderings: Type.Array(LayoutSchema, { minItems: 2, uniqueItems: true }),
  },
  { additionalProperties: false },
)

export type ResumeSource = Static<typeof ResumeSourceSchema>
export type Role = Static<typeof RoleSchema>
export type Education = Static<typeof EducationSchema>
export type Certification = Static<typeof CertificationSchema>
export type SkillGroup = Static<typeof SkillGroupSchema>
export type ResumeStyle = Static<typeof StyleSchema>
