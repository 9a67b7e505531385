import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseResume } from '../../../../server/domain/ingest/index.ts'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { isPersonalEmail } from '../../../../server/domain/tailor/contact.ts'
import { parseInstructions, stackInstructions, tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'

/* Contact edits reach both headers; only addresses the resume holds are ever shown. */

// Two e-mail addresses (work first, then Gmail), a phone, an address line and a LinkedIn link.
const TEXT = readFileSync(new URL('../../../fixtures/two-emails-resume.txt', import.meta.url), 'utf8')
const RESUME = parseResume(TEXT)
const JOB = parseJobDescription(`Role: Data Engineer
Company: Bluebird Analytics

Requirements:
- Data pipelines in Python and SQL
- AWS and Airflow
`)
const TODAY = new Date(Date.UTC(2026, 10, 23))

function write(instructions: string | null) {
  const input = { resume: RESUME, job: JOB, today: TODAY, resumeText: TEXT, instructions: parseInstructions(instructions) }
  const resume = tailorResume(input)
  const letter = writeCoverLetter(input)
  return { resume: resume.document.contact, letter: letter.document.sender, resumeLog: resume.log, letterLog: letter.log }
}

describe('contact edits', () => {
  it('reads the work address first, as the resume gives it', () => {
    expect(RESUME.contact).toMatchObject({ email: 'priya.raman@northwindlabs.com', phone: '(555) 318-4420', location: 'Denver, CO' })
  })

  it("tells a free-mail address from an employer's", () => {
    expect(isPersonalEmail('priya.raman@gmail.com')).toBe(true)
    expect(isPersonalEmail('Someone@Outlook.com')).toBe(true)
    expect(isPersonalEmail('priya.raman@northwindlabs.com')).toBe(false)
  })

  it('leaves the phone number out of both headers', () => {
    const { resume, letter, resumeLog, letterLog } = write('Remove my phone number')
    expect(resume.phone).toBeNull()
    expect(letter.phone).toBeNull()
    expect(resume.email).toBe('priya.raman@northwindlabs.com')
    expect(resumeLog).toContain('Applied: remove the phone number (left out of the header).')
    expect(letterLog).toContain('Applied: remove the phone number (left out of the header).')
  })

  it('leaves out the address line and the LinkedIn link', () => {
    const { resume, letter } = write('Remove LinkedIn and my address')
    expect(resume).toMatchObject({ location: null, links: [] })
    expect(letter).toMatchObject({ location: null, links: [] })
  })

  it('shows the personal address for "use my personal e-mail", the work one for "use my work e-mail"', () => {
    const personal = write('Use my personal e-mail')
    expect(personal.resume.email).toBe('priya.raman@gmail.com')
    expect(personal.letter.email).toBe('priya.raman@gmail.com')
    expect(personal.resumeLog).toContain('Applied: use the personal e-mail address (priya.raman@gmail.com is shown).')
    const work = write(stackInstructions('Use my personal e-mail', 'Use my work e-mail'))
    expect(work.resume.email).toBe('priya.raman@northwindlabs.com')
  })

  it('shows an address named in the instruction when the resume holds it, and refuses one it does not', () => {
    expect(write('Use priya.raman@gmail.com').resume.email).toBe('priya.raman@gmail.com')
    const absent = write('Use my e-mail priya@bluebird.example.org')
    expect(absent.resume.email).toBe('priya.raman@northwindlabs.com')
    expect(absent.resumeLog).toContain('Could not apply: use the e-mail address priya@bluebird.example.org (that address is not in your resume).')
  })

  it('says a contact detail the resume does not have cannot be removed', () => {
    expect(write('Remove GitHub').resumeLog).toContain('Could not apply: remove the GitHub link (your resume has no GitHub link).')
  })

  it('reports an earlier contact edit as kept, and keeps it', () => {
    const { resume, resumeLog } = write(stackInstructions('Remove my phone number', 'Focus on Python'))
    expect(resume.phone).toBeNull()
    expect(resumeLog).toContain('Kept: remove the phone number.')
    expect(resumeLog.filter((l) => l.startsWith('Applied: remove the phone number'))).toEqual([])
  })
})
