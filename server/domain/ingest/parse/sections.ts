import type { Section, SectionKind } from '../../../../shared/schemas/resume.ts'
import { findDateRanges } from './dates.ts'

/*
 * Section headings, recognised from the words of a short line. Resumes name their sections in
 * many ways, so each kind has a list of phrases (matched after lower-casing, dropping a trailing
 * colon, "&" read as "and"); a heading may also be a phrase followed by a colon and content on
 * the same line ("Technical Skills: Python, SQL").
 *
 * Some headings are also ordinary list items ("Leadership", "Languages" in a list of strengths).
 * Those weak headings count only when the line stands out: written in capitals, ending in a colon,
 * or after a blank line (which the extractors leave where the page has vertical space).
 */

const HEADINGS: Record<Exclude<SectionKind, 'other'> | 'other', string[]> = {
  contact: [
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'personal details',
    'personal information',
    'personal info',
    'personal data',
  ],
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'qualifications summary',
    'profile',
    'professional profile',
    'career profile',
    'personal profile',
    'executive profile',
    'profile summary',
    'objective',
    'career objective',
    'professional objective',
    'job objective',
    'employment objective',
    'about me',
    'about',
    'overview',
    'professional overview',
    'career overview',
    'personal statement',
    'introduction',
    'summary statement',
    'bio',
    'career focus',
    'professional background summary',
    'summary of experience',
    'executive overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional history',
    'career experience',
    'relevant experience',
    'job history',
    'positions held',
    'professional background',
    'work background',
    'employment experience',
    'relevant work experience',
    'related experience',
    'military experience',
    'military service',
    'internship',
    'internships',
    'internship experience',
    'experience summary',
    'professional employment',
    'industry experience',
    'teaching experience',
    'research experience',
    'clinical experience',
    'work and leadership experience',
    'leadership experience',
    'management experience',
    'consulting experience',
    'other experience',
    'additional experience',
    'previous experience',
    'selected experience',
    'technical experience',
  ],
  education: [
    'education',
    'education and training',
    'training and education',
    'educational background',
    'academic background',
    'academic qualifications',
    'academics',
    'education and credentials',
    'education and certifications',
    'education and certification',
    'educational qualifications',
    'academic history',
    'degrees',
    'academic credentials',
    'education history',
    'educational history',
    'formal education',
    'education and qualifications',
    'academic profile',
    'education and professional development',
    'qualifications and education',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'skill highlights',
    'highlights',
    'core qualifications',
    'qualifications',
    'areas of expertise',
    'expertise',
    'technical proficiencies',
    'proficiencies',
    'technologies',
    'tools',
    'tools and technologies',
    'technical expertise',
    'skills and abilities',
    'skill set',
    'skillset',
    'skills summary',
    'summary of skills',
    'key competencies',
    'strengths',
    'key strengths',
    'computer skills',
    'it skills',
    'technical competencies',
    'professional skills',
    'relevant skills',
    'software',
    'technical summary',
    'specialties',
    'specializations',
    'capabilities',
    'areas of strength',
    'skills and competencies',
    'skills and expertise',
    'technical skills and tools',
    'programming languages',
    'technical knowledge',
    'knowledge',
    'abilities',
    'additional skills',
    'core skills',
    'key qualifications',
    'professional competencies',
    'tech stack',
    'technology',
    'software skills',
    'languages and technologies',
    'skills and qualifications',
    'other skills',
    'soft skills',
    'hard skills',
    'functional skills',
    'interpersonal skills',
    'management skills',
    'leadership skills',
    'key areas',
    'areas of knowledge',
    'fields of expertise',
    'skills and interests',
    'competences',
    'key expertise',
    // LinkedIn's profile export names its skills column so.
    'top skills',
  ],
  projects: [
    'projects',
    'key projects',
    'personal projects',
    'academic projects',
    'selected projects',
    'project experience',
    'notable projects',
    'side projects',
    'project highlights',
    'relevant projects',
    'major projects',
    'project work',
    'projects and publications',
    'technical projects',
    'professional projects',
    'project portfolio',
    'portfolio',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'certificate',
    'licenses',
    'license',
    'licenses and certifications',
    'certifications and licenses',
    'certifications and licences',
    'licences',
    'credentials',
    'professional certifications',
    'licensure',
    'accreditations',
    'certifications and training',
    'training and certifications',
    'professional licenses',
    'licenses and certificates',
    'certificates and licenses',
    'professional credentials',
    'courses and certifications',
    'certifications and courses',
    'certifications and awards',
    'certifications and credentials',
    'credentials and certifications',
    'licenses and credentials',
  ],
  other: [
    'accomplishments',
    'achievements',
    'key achievements',
    'core accomplishments',
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'awards and recognition',
    'recognition',
    'activities',
    'activities and honors',
    'affiliations',
    'professional affiliations',
    'memberships',
    'professional memberships',
    'associations',
    'professional associations',
    'interests',
    'hobbies',
    'hobbies and interests',
    'personal interests',
    'languages',
    'language skills',
    'publications',
    'presentations',
    'publications and presentations',
    'references',
    'volunteer',
    'volunteer experience',
    'volunteer work',
    'volunteering',
    'community service',
    'community involvement',
    'additional information',
    'additional',
    'other information',
    'extracurricular activities',
    'extracurricular',
    'leadership',
    'leadership and activities',
    'patents',
    'research',
    'training',
    'professional development',
    'courses',
    'coursework',
    'relevant coursework',
    'conferences',
    'workshops',
    'seminars',
    'military',
    'security clearance',
    'clearance',
    'references available upon request',
    'declaration',
    'miscellaneous',
    'misc',
    'professional activities',
    'civic activities',
    'community activities',
    'teaching',
    'grants',
    'fellowships',
    'scholarships',
    'exhibitions',
    'performances',
    'speaking engagements',
    'media',
    'travel',
  ],
}

// Headings that are also common list items or prose; they need the line to stand out.
const WEAK = new Set([
  'about',
  'bio',
  'introduction',
  'overview',
  'expertise',
  'knowledge',
  'abilities',
  'software',
  'technology',
  'tools',
  'technologies',
  'strengths',
  'capabilities',
  'specialties',
  'leadership',
  'languages',
  'research',
  'training',
  'teaching',
  'media',
  'travel',
  'military',
  'volunteer',
  'activities',
  'interests',
  'recognition',
  'additional',
  'certificate',
  'license',
  'courses',
  'coursework',
  'portfolio',
  'qualifications',
  'highlights',
  'internship',
  'references',
  'misc',
  'miscellaneous',
  'interpersonal skills',
  'management skills',
  'leadership skills',
  'soft skills',
  'key areas',
  'contact',
  'communication',
  'grants',
  'performances',
  'exhibitions',
  'workshops',
  'seminars',
  'conferences',
  'clearance',
])

const KIND_OF = new Map<string, SectionKind>()
for (const [kind, phrases] of Object.entries(HEADINGS)) {
  for (const p of phrases) KIND_OF.set(p, kind as SectionKind)
}

const MAX_HEADING_WORDS = 6

export interface HeadingMatch {
  kind: SectionKind
  heading: string
}

/** The section a line opens, or null. `standsOut`: blank line before, or start of text. */
export function matchHeading(line: string, standsOut: boolean): HeadingMatch | null {
  const text = line.trim()
  if (!text || text.startsWith('•')) return null
  // "Skills: Python, SQL" -- a heading phrase before a colon, content after it. The content may be
  // long: "PROFESSIONAL EXPERIENCE: Independent Designer, 05.2021 till now" opens the section with
  // its first role.
  const colon = text.indexOf(':')
  const head = colon > 0 ? text.slice(0, colon) : text
  if (head.length > 60) return null
  const key = normalise(head)
  const kind = KIND_OF.get(key)
  if (!kind || key.split(' ').length > MAX_HEADING_WORDS) return null
  const hasContent = colon > 0 && text.slice(colon + 1).trim().length > 0
  // Heading words are written like headings: capitalised, not mid-sentence; with figures beside
  // them ("Experience (9-12)" ending a wrapped line) only where the line stands apart.
  if (!/^[A-Z0-9]/.test(head.trim())) return null
  if (/\d/.test(head) && !standsOut) return null
  const capitals = head === head.toUpperCase() && /[A-Z]{3}/.test(head)
  // A long line after the colon is a role or a list run into the heading: only the experience
  // heading, or one in capitals, opens a section so ("Programming Languages: C#, ..." inside a
  // role's text stays there).
  if (text.length > 60 && !(capitals || kind === 'experience') && !WEAK.has(key)) return null
  if (WEAK.has(key)) {
    if (!(capitals || (colon > 0 && !hasContent) || (standsOut && !hasContent))) return null
  }
  return { kind, heading: head.trim() }
}

// The words a field's experience section is named with ("Culinary Experience", "Engineering
// Experience", "Sales History"): one to three words before "experience" or "history", every word
// capitalised as headings are. The named lists above win ("Volunteer Experience" is another section).
const KIND_OF_EXPERIENCE = /^(?:[a-z]+ ){1,3}(?:experience|history)$/

function normalise(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z\s/]/g, ' ')
    .replace(/\//g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Splits resume_text lines into sections. Lines before the first heading form a 'contact'
 * section with an empty heading (the name and contact block of most resumes).
 */
export function findSections(lines: string[]): Section[] {
  const sections: Section[] = []
  let current: Section | null = null
  for (let i = 0; i < lines.length; i++) {
    const standsOut = i === 0 || lines[i - 1]!.trim() === ''
    const match = matchHeading(lines[i]!, standsOut) ?? experienceHeadingOverDates(lines, i)
    if (!match) {
      if (!current && lines[i]!.trim()) {
        current = { kind: 'contact', heading: '', startLine: i, endLine: i + 1 }
        sections.push(current)
      }
      continue
    }
    if (current) current.endLine = i
    current = { kind: match.kind, heading: match.heading, startLine: i, endLine: i + 1 }
    sections.push(current)
  }
  if (current) current.endLine = lines.length
  return sections
}

/**
 * A field's experience heading ("Culinary Experience", "CULINARY EXPERIENCE: Executive Chef, ...")
 * counts when a date range follows within three lines, as a role's header does: a highlight such as
 * "Project Management Experience" in a list of strengths has none.
 */
function experienceHeadingOverDates(lines: string[], i: number): HeadingMatch | null {
  const text = lines[i]!.trim()
  const colon = text.indexOf(':')
  const head = (colon > 0 ? text.slice(0, colon) : text).trim()
  const key = normalise(head)
  if (KIND_OF.has(key) || !KIND_OF_EXPERIENCE.test(key) || head.length > 60) return null
  if (!head.split(/\s+/).every((w) => /^[A-Z&]/.test(w) || /^(?:and|of|in)$/.test(w))) return null
  if (colon <= 0 && text.length > 60) return null
  const next = [
    text.slice(colon + 1),
    ...lines
      .slice(i + 1)
      .filter((l) => l.trim())
      .slice(0, 3),
  ]
  return next.some((l) => findDateRanges(l).length > 0) ? { kind: 'experience', heading: head } : null
}

/** The lines of a section without its heading (a "Heading: content" line keeps its content). */
export function sectionBody(lines: string[], section: Section): string[] {
  const body = lines.slice(section.startLine, section.endLine)
  if (section.heading && body.length > 0) {
    const first = body[0]!
    const colon = first.indexOf(':')
    body[0] = colon > 0 && first.slice(0, colon).trim() === section.heading ? first.slice(colon + 1).trim() : ''
  }
  return body
}
