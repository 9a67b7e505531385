import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findSkillMentions, findSkills, type FindSkillsOptions } from '../../../../server/domain/skills/index.ts'
import { RESUME_TEXT_MAX_CHARS } from '../../../../shared/schemas/limits.ts'
import * as JOB_DESCRIPTIONS from '../../../fixtures/job-descriptions.ts'
import { FILES_DIR } from '../../../resumes/index.ts'
import { referenceSkillMentions } from './reference-matcher.ts'

/*
 * The matcher reads each mention's list item and line in a window around it (issue 22: slicing
 * the whole item per mention blocked the server 39 s on a 160,000-character line). The skills it
 * finds must be the same as before: the written test resumes and the postings are matched by the
 * public function and by the straightforward statement of the rules (reference-matcher.ts, the
 * matcher before the change), with and without a skills section, and run together into one line
 * as the truth guard reads them.
 */

const POSTINGS_DIRS = ['tailor-postings', 'writing-postings'].map((d) => join(import.meta.dirname, '../../../../bench/data', d))

const resumes = readdirSync(FILES_DIR)
  .filter((name) => /\.(txt|md)$/.test(name))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(FILES_DIR, name), 'utf8') }))
const postings = [
  ...POSTINGS_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') })),
  ),
  ...Object.entries(JOB_DESCRIPTIONS as Record<string, unknown>).flatMap(([name, text]) => (typeof text === 'string' ? [{ name, text }] : [])),
]

/** The ways callers read a text: plain, as a skills section, with headings ignored, on one line. */
function readings(text: string): Array<{ how: string; text: string; options: FindSkillsOptions }> {
  const lineCount = text.split('\n').length
  const lines = (keep: (i: number) => boolean) => new Set(Array.from({ length: lineCount }, (_, i) => i).filter(keep))
  return [
    { how: 'plain', text, options: {} },
    { how: 'all a skills section', text, options: { skillsSectionLines: lines(() => true) } },
    {
      how: 'some lines section, some ignored',
      text,
      options: { skillsSectionLines: lines((i) => i % 3 === 0), ignoreLines: lines((i) => i % 5 === 1) },
    },
    { how: 'one line', text: text.replace(/\s*\n\s*/g, ' '), options: {} },
  ]
}

describe('skills found are unchanged by the linear matcher', () => {
  it.each([...resumes, ...postings].map((f) => [f.name, f.text] as const))('%s', (_name, text) => {
    for (const { how, text: read, options } of readings(text)) {
      expect(findSkillMentions(read, options), how).toEqual(referenceSkillMentions(read, options))
    }
  })

  it('the texts compared are the ones meant, and they name skills, some only in context', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(10)
    expect(postings.length).toBeGreaterThanOrEqual(10)
    const all = [...resumes, ...postings].map((f) => f.text).join('\n')
    expect(findSkills(all).length).toBeGreaterThan(200)
    // Forms that count only in a list of skills are among them, so the context rules are exercised.
    const inContext = findSkillMentions('Languages: Go, R, C\nPython, Swift, Word', { skillsSectionLines: new Set([1]) }).map((m) => m.skill)
    expect(inContext).toEqual(expect.arrayContaining(['Go', 'R', 'C', 'Swift']))
  })

  it('random lists, prose, versions, bullets and labels: the same mentions as the reference', () => {
    // Pieces and separators apart by "~" (none holds one).
    const pieces =
      'Go~R~C~go~Swift~Word~SAN~San~Python~SQL~Excel~Kubernetes~CI/CD~Node.js~.NET~C++~Microsoft SQL Server~project management~account reconciliations~Python 3~Java v17~Languages:~Tools:~Skills~managed the team~and~or~with~in~Ruby Tuesday~a C grade'.split(
        '~',
      )
    const separators = ', ~; ~ | ~ • ~\n~\n• ~\n- ~ ~   ~. ~ / ~\t~ (~) ~: ~ - ~... ~ 2.0 ~ v3, ~ and '.split('~')
    const random = seeded(22)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    for (let n = 0; n < 400; n++) {
      let text = ''
      for (let k = 2 + Math.floor(random() * 40); k > 0; k--) text += pick(pieces) + pick(separators)
      for (const { how, text: read, options } of readings(text)) {
        expect(findSkillMentions(read, options), `${how}: ${JSON.stringify(read)}`).toEqual(referenceSkillMentions(read, options))
      }
    }
  })
})

describe('long lines at the cap', () => {
  const cap = RESUME_TEXT_MAX_CHARS
  const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

  // Each shape at the cap, and a prefix the reference can still read, must agree on the skills.
  const shapes: Array<{ shape: string; make: (length: number) => string; skills: string[]; options?: FindSkillsOptions }> = [
    {
      shape: 'skill names with no delimiter',
      make: (n) => fill('Python SQL Excel Kubernetes ', n),
      skills: ['Python', 'SQL', 'Microsoft Excel', 'Kubernetes'],
    },
    { shape: 'a "Go, Go, …, Python" list', make: (n) => `${'Go, '.repeat(Math.floor((n - 6) / 4))}Python`, skills: ['Go', 'Python'] },
    { shape: 'two names far apart', make: (n) => `Python${' '.repeat(n - 12)}Python`, skills: ['Python'] },
    { shape: 'one long word', make: (n) => 'x'.repeat(n), skills: [] },
    { shape: 'dots between names', make: (n) => `Python${'. '.repeat((n - 12) / 2)}Python`, skills: ['Python'] },
    {
      shape: 'a resume run into one line',
      make: (n) => fill(`${resumes[0]!.text.replace(/\s*\n\s*/g, ' ')} `, n),
      skills: findSkills(resumes[0]!.text.replace(/\s*\n\s*/g, ' ')),
    },
    {
      shape: 'many short lines in a skills section',
      make: (n) => fill('Go\n', n),
      skills: ['Go'],
      options: { skillsSectionLines: new Set(Array.from({ length: cap }, (_, i) => i)) },
    },
  ]

  it.each(shapes.map((s) => [s.shape, s] as const))('%s', (_shape, { make, skills, options }) => {
    const text = make(cap)
    expect(text.length).toBeGreaterThan(cap - 8)
    expect(text.length).toBeLessThanOrEqual(cap)
    expect(findSkills(text, options).sort()).toEqual([...skills].sort())
    const short = make(3000)
    expect(findSkillMentions(short, options)).toEqual(referenceSkillMentions(short, options))
  })
})

/** A small deterministic generator (mulberry32), so a failing text can be found again. */
function seeded(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}
