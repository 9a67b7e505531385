import { describe, expect, it } from 'vitest'
import type { ParsedResume } from '../../../../shared/schemas/resume.ts'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { firstPersonProblems } from '../../../../server/domain/tailor/grammar.ts'
import { parseInstructions } from '../../../../server/domain/tailor/instructions.ts'
import { tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'

/*
 * A letter reaches its length from the resume's facts: a role with many duties and no employer's
 * name (as the dev set often gives them) has enough forms to say each of them once, each role's
 * years said once; the tailored summary names the role applied for.
 */

const TODAY = new Date(Date.UTC(2025, 2, 3))
const words = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length
const sentencesOf = (paragraphs: string[]) => paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/))

const TEACHER: ParsedResume = {
  contact: { name: 'Dana Whitfield', email: null, phone: null, location: null, links: [] },
  summary: null,
  experience: [
    {
      title: 'Teacher',
      company: 'Company Name',
      location: null,
      start: '08/2014',
      end: 'Current',
      bullets: [
        'Plan and conduct activities for a balanced program of instruction, demonstration, and work time',
        'Prepare materials and classrooms for class activities',
        'Establish and enforce rules for behavior, and procedures for maintaining order',
        'Organize and lead activities designed to promote physical, mental and social development',
        'Attend staff meetings, and serve on committees as required',
        'Attend professional meetings, educational conferences, and teacher training workshops',
        "Offered detailed daily reports that outlined each child's activities",
        'Read stories to the children and taught them painting, drawing and crafts',
      ],
    },
    {
      title: 'Teacher Assistant',
      company: 'Company Name',
      location: null,
      start: '08/2010',
      end: '06/2014',
      bullets: ['Escorted children on outings and trips to local parks and zoos', 'Supervised children during lunch and recess'],
    },
  ],
  education: [{ degree: 'M.Ed.', field: 'Educational Leadership', institution: 'Concordia University', year: '2013' }],
  skills: ['Curriculum development', 'Classroom management'],
  projects: [],
  certifications: [],
  sections: [],
}

const JD = parseJobDescription(`Middle School Math Teacher
School: Oak Hollow Middle School

Responsibilities:
- Plan lessons and prepare materials for each class
- Keep order in the classroom and enforce rules for behavior

Requirements:
- Classroom management
- Curriculum development
`)

describe('a letter from a resume of many duties', () => {
  const { document } = writeCoverLetter({ resume: TEACHER, job: JD, today: TODAY })
  const body = sentencesOf(document.paragraphs)

  it('says every duty of the resume, in its own words, before it runs short', () => {
    // (Forms for a role without an employer's name used to run out after five or six.)
    const letter = document.paragraphs.join(' ').toLowerCase()
    for (const bullet of TEACHER.experience.flatMap((e) => e.bullets)) expect(letter).toContain(bullet.toLowerCase())
    expect(words(document.paragraphs)).toBeGreaterThanOrEqual(200)
    expect(words(document.paragraphs)).toBeLessThanOrEqual(380)
  })

  it('says each sentence once, each opening once, and each span of years once', () => {
    const openings = body.map((s) => s.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
    expect(openings.length - new Set(openings).size).toBe(0)
    const spans = body.flatMap((s) => s.match(/\b\d{4}–\d{4}\b/g) ?? [])
    expect(spans.length - new Set(spans).size).toBe(0)
    for (const s of body.filter((x) => /\bI [a-z]/.test(x))) expect(firstPersonProblems(s), s).toEqual([])
  })
})

describe('the tailored summary', () => {
  it('names the role applied for, and leaves it out of a shorter resume', () => {
    const { document } = tailorResume({ resume: TEACHER, job: JD, today: TODAY })
    expect(document.summary).toMatch(/Seeking the Middle School Math Teacher role at Oak Hollow Middle School\.$/)
    const shorter = tailorResume({ resume: TEACHER, job: JD, today: TODAY, instructions: parseInstructions('Make it more concise') })
    expect(shorter.document.summary ?? '').not.toMatch(/Seeking/)
  })
})
