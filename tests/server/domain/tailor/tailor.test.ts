import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { CoverLetterDocumentSchema, ResumeDocumentSchema, type ResumeDocument } from '../../../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../../../shared/schemas/resume.ts'
import { parseJobDescription, type ParsedJob } from '../../../../server/domain/jd/index.ts'
import { extractSkillBank, parseInstructions, QUICK_PROMPTS, tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'
import { parseResume } from '../../../../server/domain/ingest/index.ts'
import { renderingPath } from '../../../resumes/index.ts'
import { ACCOUNTING_JD, BARE_JD, SALES_JD, SOFTWARE_JD } from '../jd/job-descriptions.ts'
import { ACCOUNTANT, ENGINEER, LONG_ENGINEER, SPARSE } from './resumes.ts'

const TODAY = new Date(Date.UTC(2025, 2, 3))
const software = parseJobDescription(SOFTWARE_JD)
const accounting = parseJobDescription(ACCOUNTING_JD)

const bulletsOf = (doc: ResumeDocument, company: string) => doc.experience.find((e) => e.company === company)!.bullets
const allBullets = (resume: ParsedResume) => resume.experience.flatMap((e) => e.bullets.map((b) => b.replace(/\.$/, '')))
const words = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).length
const tailor = (resume: ParsedResume, job: ParsedJob, instructions?: string, emphasize?: string[]) =>
  tailorResume({ resume, job, today: TODAY, emphasize, instructions: instructions === undefined ? undefined : parseInstructions(instructions) })
const letter = (resume: ParsedResume, job: ParsedJob, instructions?: string) =>
  writeCoverLetter({ resume, job, today: TODAY, instructions: instructions === undefined ? undefined : parseInstructions(instructions) })

describe('tailorResume', () => {
  const { document: doc, log } = tailor(ENGINEER, software)

  it('returns a valid ResumeDocument with the contact as written', () => {
    expect(Value.Check(ResumeDocumentSchema, doc)).toBe(true)
    expect(doc.contact).toEqual(ENGINEER.contact)
  })

  it("heads the resume with the candidate's own title, not the job's", () => {
    expect(doc.headline).toBe('Backend Engineer')
    expect(doc.headline).not.toBe(software.title)
  })

  it("composes the summary from the candidate's titles, dates and strongest evidence, replacing the resume's own", () => {
    // Jul 2016 to March 2025 without gaps: 8 whole years; the roles in the posting's field (titles
    // sharing "Engineer" with it) from June 2018: 6.
    expect(doc.summary).toMatch(/^Backend Engineer with 8 years of experience, 6 of them as Backend Engineer and Software Engineer\./)
    // The posting's requirements as things done, in the candidate's words (present for the current role).
    expect(doc.summary).toContain('Designed and shipped a settlement service in TypeScript and Node.js that processes 2.3M transactions a day.')
    expect(doc.summary).toContain('Migrated 14 services to Kubernetes with Terraform, reducing infrastructure cost by 28%.')
    // No "experience in <skills>" list, and the old summary is not appended.
    expect(doc.summary).not.toMatch(/experience in|Brings/)
    expect(doc.summary).not.toContain('likes owning systems')
  })

  it('orders bullets by relevance: the top required skill before bullets that name no job term', () => {
    const top = software.requiredSkills[0]!
    expect(top).toBe('TypeScript')
    const bullets = bulletsOf(doc, 'Brightwave Payments')
    expect(bullets[0]).toContain('TypeScript')
    const plain = bullets.findIndex((b) => b.startsWith('Organized the quarterly hackathon'))
    expect(plain === -1 || plain > bullets.findIndex((b) => b.includes(top))).toBe(true)
    // Among bullets of equal weight the resume's own order holds: a stable, deterministic sort.
    const cloudnest = bulletsOf(doc, 'Cloudnest')
    expect(cloudnest[0]).toBe('Implemented CI/CD pipelines with GitHub Actions and Docker')
  })

  it('keeps recent, relevant roles in full, most relevant bullets first', () => {
    expect(doc.experience.map((e) => e.company)).toEqual(['Brightwave Payments', 'Cloudnest', 'Pixel & Co.'])
    expect(doc.experience.every((e) => !e.condensed)).toBe(true)
    // A short resume (under ~350 words once trimmed) gets its off-target bullets back, last.
    const recent = bulletsOf(doc, 'Brightwave Payments')
    expect(recent.indexOf('Interviewed candidates for backend roles')).toBeGreaterThan(
      recent.indexOf('Cut p99 API latency from 480 ms to 290 ms by tuning PostgreSQL queries'),
    )
    expect(log.join('\n')).toMatch(/Length: at most 2 pages/)
  })

  it('condenses old or unrelated roles to one line, and keeps a one-page limit under five years', () => {
    const career = {
      ...ENGINEER,
      experience: [
        ...ENGINEER.experience,
        {
          title: 'Line Cook',
          company: 'Harbor Grill',
          location: 'Austin, TX',
          start: 'Jun 2014',
          end: 'Jun 2016',
          bullets: ['Prepared sauces and plated dinner service for 120 covers', 'Cleaned the walk-in cooler'],
        },
        {
          title: 'Programmer',
          company: 'Data Systems Co.',
          location: 'Dallas, TX',
          start: 'Jan 1998',
          end: 'Dec 2002',
          bullets: ['Wrote COBOL batch jobs for the payroll system', 'Kept the mainframe schedules'],
        },
      ],
    }
    const { document: long, log: longLog } = tailor(career, software)
    const byCompany = new Map(long.experience.map((e) => [e.company, e]))
    // Unrelated (nothing in it bears on the job) and old (ended 18 years before the latest date).
    expect(byCompany.get('Harbor Grill')).toMatchObject({ condensed: true, bullets: [] })
    expect(byCompany.get('Data Systems Co.')).toMatchObject({ condensed: true, bullets: [] })
    expect(byCompany.get('Brightwave Payments')!.condensed).toBeUndefined()
    expect(longLog.join('\n')).toMatch(/Condensed 2 older or unrelated roles to one line: Line Cook, Programmer\./)
    expect(long.page_limit).toBe(2)
    // Under five years of experience: one page.
    const junior = { ...ENGINEER, experience: ENGINEER.experience.slice(0, 1) }
    expect(tailor(junior, software).document.page_limit).toBe(1)
    // "up to two pages" lifts it; "one page" holds it at one.
    expect(tailor(junior, software, 'Up to two pages please').document.page_limit).toBe(2)
    expect(tailor(ENGINEER, software, 'Keep it to one page').document.page_limit).toBe(1)
  })

  it('orders the sections by what the posting values: skills up front when the resume backs several', () => {
    expect(doc.section_order).toEqual(['summary', 'skills', 'experience', 'education', 'projects', 'certifications'])
    const { document: sparse } = tailor(SPARSE, software)
    expect(sparse.section_order!.indexOf('experience')).toBeLessThan(sparse.section_order!.indexOf('skills'))
  })

  it('selects from a long resume: bullets without job terms go first, and only down to about a page', () => {
    const { document: long, log: longLog } = tailor(LONG_ENGINEER, software)
    const kept = long.experience.flatMap((e) => e.bullets)
    // 24 filler bullets name no job skill: nearly all are cut, the few kept come last; every bullet naming a job skill stays.
    expect(kept.filter((b) => b.startsWith('Handled the')).length).toBeLessThanOrEqual(3)
    const recent = long.experience[0]!.bullets
    const filler = recent.findIndex((b) => b.startsWith('Handled the'))
    if (filler >= 0) expect(filler).toBeGreaterThan(recent.findLastIndex((b) => /TypeScript|PostgreSQL|Kubernetes/.test(b)))
    for (const b of allBullets(ENGINEER).filter((x) => /TypeScript|PostgreSQL|Kubernetes|REST APIs|CI\/CD|Kafka/.test(x))) {
      expect(kept).toContain(b)
    }
    expect(longLog.join('\n')).toMatch(/kept \d+ of 48/)
    // Asked to be shorter, the caps hold: at most 4 bullets for the latest role, 3 and 2 for older ones.
    const { document: short } = tailor(LONG_ENGINEER, software, 'Make it shorter')
    short.experience.forEach((e, i) => expect(e.bullets.length).toBeLessThanOrEqual([4, 3, 2][i]!))
    expect(short.experience[0]!.bullets).toHaveLength(4)
  })

  it('keeps a bullet that is the only place a job keyword appears', () => {
    // "dashboards" (a job term) appears in one Cloudnest bullet and nowhere else in the resume.
    const { document: long } = tailor(LONG_ENGINEER, software)
    expect(bulletsOf(long, 'Cloudnest')).toContain('Added tracing and dashboards, halving the time to resolve incidents')
  })

  it('puts the job skills the resume backs first, in the job order and wording, then the rest', () => {
    // Dashboard development and GitHub Actions are not in the skills list but in bullets ("dashboards", "GitHub Actions").
    expect(doc.skills[0]).toEqual({
      label: 'Relevant Skills',
      items: [
        'TypeScript',
        'Node.js',
        'PostgreSQL',
        'Kubernetes',
        'Terraform',
        'Dashboard development',
        'REST APIs',
        'CI/CD',
        'GitHub Actions',
        'Apache Kafka',
      ],
    })
    expect(doc.skills[1]).toEqual({ label: 'Additional Skills', items: ['Go', 'Python', 'Docker', 'React'] })
  })

  it("names a skill in the posting's wording when the resume's means the same, never a new one", () => {
    const excel = { ...ACCOUNTANT, skills: ACCOUNTANT.skills.map((s) => (s === 'Microsoft Excel' ? 'Excel' : s)) }
    const { document: tailored } = tailor(excel, accounting)
    const items = tailored.skills.flatMap((g) => g.items)
    expect(items).toContain('Microsoft Excel')
    expect(items).not.toContain('Excel')
    // The posting asks for QuickBooks; a resume that never names it does not get it.
    const noQuickBooks = {
      ...excel,
      skills: excel.skills.filter((s) => s !== 'QuickBooks'),
      experience: excel.experience.map((e) => ({ ...e, bullets: e.bullets.filter((b) => !b.includes('QuickBooks')) })),
    }
    expect(accounting.niceToHave).toContain('QuickBooks')
    expect(tailor(noQuickBooks, accounting).document.skills.flatMap((g) => g.items)).not.toContain('QuickBooks')
  })

  it('keeps education as written, projects and certifications most relevant first', () => {
    expect(doc.education).toEqual(ENGINEER.education)
    expect(doc.projects[0]).toEqual({
      name: 'pg-migrate-lite',
      description: 'Zero-downtime migration runner for PostgreSQL',
      link: 'github.com/jalvarez/pg-migrate-lite',
      bullets: [],
    })
    expect(doc.certifications[0]).toBe('Certified Kubernetes Application Developer (CKAD)')
  })

  it('only trims, capitalises and drops end periods in bullets', () => {
    const source = new Set(allBullets(ENGINEER))
    for (const b of doc.experience.flatMap((e) => e.bullets)) expect(source.has(b)).toBe(true)
  })

  it('puts Skill Bank skills in the skills section only', () => {
    const { document: withClaims, log: claimLog } = tailor(ENGINEER, software, undefined, ['GraphQL', 'Tableau'])
    // GraphQL is a job skill the user claims: with the matching skills. Tableau is not: with the rest.
    expect(withClaims.skills[0]!.items).toContain('GraphQL')
    expect(withClaims.skills[1]!.items[0]).toBe('Tableau')
    const prose = [withClaims.summary, ...withClaims.experience.flatMap((e) => e.bullets)].join(' ')
    expect(prose).not.toMatch(/GraphQL|Tableau/)
    expect(claimLog).toContain('Skills added from the Skill Bank (skills section only): GraphQL, Tableau.')
    const { document: letterDoc } = writeCoverLetter({ resume: ENGINEER, job: software, today: TODAY, emphasize: ['GraphQL', 'Tableau'] })
    expect(letterDoc.paragraphs.join(' ')).not.toMatch(/GraphQL|Tableau/)
  })

  it('moves the selected skills forward and the bullets that show them up (skills regeneration)', () => {
    const { document: focused } = tailor(ENGINEER, accounting, 'Focus on Python')
    expect(focused.skills[0]!.items[0]).toBe('Python')
    expect(bulletsOf(focused, 'Brightwave Payments')[0]).toBe('Automated release notes with a small Python script')
  })

  it('leaves out what it does not know: no name, no dates, no skills', () => {
    const { document: sparse } = tailor(SPARSE, parseJobDescription(BARE_JD))
    expect(Value.Check(ResumeDocumentSchema, sparse)).toBe(true)
    expect(sparse.contact.name).toBe('')
    expect(sparse.headline).toBeNull()
    expect(sparse.summary).toBeNull()
    expect(sparse.skills).toEqual([])
    expect(sparse.experience).toEqual([
      { title: null, company: 'Corner Cafe', location: null, start: null, end: null, bullets: ['Served customers', 'Opened the store on weekends'] },
    ])
  })
})

describe('writeCoverLetter', () => {
  const { document: doc, log } = letter(ENGINEER, software)
  const text = doc.paragraphs.join('\n')

  it('returns a valid CoverLetterDocument with the date given and the candidate as sender', () => {
    expect(Value.Check(CoverLetterDocumentSchema, doc)).toBe(true)
    expect(doc.date).toBe('March 3, 2025')
    expect(doc.sender.name).toBe('Jordan Alvarez')
    expect(doc.signature).toBe('Jordan Alvarez')
    expect(doc.sign_off).toBe('Sincerely,')
    expect(doc.recipient).toEqual({ name: 'Priya Raman', company: 'Northwind Logistics' })
    expect(doc.subject).toBe('Application for Senior Backend Engineer')
  })

  it('greets the hiring manager, else the company, else the hiring team', () => {
    expect(doc.greeting).toBe('Dear Priya Raman,')
    expect(letter(ENGINEER, parseJobDescription(SALES_JD)).document.greeting).toBe('Dear Cloudnest Hiring Team,')
    expect(letter(ENGINEER, parseJobDescription(BARE_JD)).document.greeting).toBe('Dear Hiring Team,')
  })

  it('opens with the role and the company, then one or two body paragraphs and a closing: 220-380 words', () => {
    expect(doc.paragraphs.length).toBeGreaterThanOrEqual(3)
    expect(doc.paragraphs.length).toBeLessThanOrEqual(4)
    expect(doc.paragraphs[0]).toMatch(/^[^.]* the Senior Backend Engineer role at Northwind Logistics\./)
    // Who the candidate is, by the latest role's dates.
    expect(doc.paragraphs[0]).toMatch(/Backend Engineer at Brightwave Payments/)
    expect(doc.paragraphs.at(-1)).toMatch(/Thank you[^.]*\.$/)
    expect(words(doc.paragraphs)).toBeGreaterThanOrEqual(220)
    expect(words(doc.paragraphs)).toBeLessThanOrEqual(380)
  })

  it("rewrites the candidate's strongest bullets as sentences, never pasted into a frame", () => {
    expect(text).toContain('I designed and shipped a settlement service in TypeScript and Node.js that processes 2.3M transactions a day.')
    expect(text).toContain('I implemented CI/CD pipelines with GitHub Actions and Docker.')
    // None of the old frames: "Over N years of work", "What draws me to this role", "My other strengths include".
    expect(text).not.toMatch(/Over \d+ years of work|What draws me|My other strengths include|That work drew directly/)
    expect(text).not.toMatch(/my work included|in the same role/i)
    expect(log.join('\n')).toMatch(
      /Evidence from the resume, rewritten as sentences: TypeScript and Node\.js \(Backend Engineer, Brightwave Payments\)/,
    )
  })

  it('never opens two sentences with the same words', () => {
    for (const l of [doc, letter(ACCOUNTANT, accounting).document, letter(ENGINEER, parseJobDescription(SALES_JD)).document]) {
      const openings = l.paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/)).map((x) => x.toLowerCase().split(/\s+/).slice(0, 2).join(' '))
      expect(openings.length - new Set(openings).size).toBe(0)
    }
  })

  it('puts present-tense bullets in the tense of their role, keeping their other words', () => {
    const { document: acct } = letter(ACCOUNTANT, accounting)
    const all = acct.paragraphs.join(' ')
    // A current role speaks in the present, a past one in the past.
    expect(all).toMatch(
      /I prepare monthly financial statements and variance analysis for the Controller\.|I record journal entries for accruals, prepaid expenses and fixed assets in the general ledger\./,
    )
    expect(all).toContain('I processed 600 vendor invoices a month in Oracle.')
  })

  it('names the company without the location the posting writes after it, and signs without a name cleanly', () => {
    const located = parseJobDescription(SOFTWARE_JD.replace('Northwind Logistics', 'Northwind Logistics, Seattle, WA'))
    const { document: l } = letter(ENGINEER, located)
    expect(l.paragraphs.join(' ')).not.toContain('Seattle, WA')
    expect(l.recipient.company).toBe('Northwind Logistics')
    // A state code that reads like a legal suffix ("CO") is still the place.
    const colorado = parseJobDescription(SOFTWARE_JD.replace('Northwind Logistics', 'Northwind Logistics, Denver, CO'))
    expect(letter(ENGINEER, colorado).document.greeting).toBe('Dear Priya Raman,')
    expect(letter(ENGINEER, colorado).document.recipient.company).toBe('Northwind Logistics')
    const { document: unsigned, log: unsignedLog } = letter(
      ACCOUNTANT.contact.name ? { ...ACCOUNTANT, contact: { ...ACCOUNTANT.contact, name: null } } : ACCOUNTANT,
      accounting,
    )
    // No signature line without a name: the log asks for it.
    expect(unsigned.signature).toBe('')
    expect(unsignedLog.join('\n')).toMatch(/No name was found in the resume: the letter has no signature line/)
  })

  it('writes a letter from a resume with nothing to quote', () => {
    const { document: sparse } = letter(SPARSE, parseJobDescription(BARE_JD))
    expect(Value.Check(CoverLetterDocumentSchema, sparse)).toBe(true)
    expect(sparse.paragraphs[0]).toMatch(/^[^.]* for the open position\.$/)
    expect(sparse.paragraphs.every((p) => p.trim().length > 0)).toBe(true)
    expect(sparse.subject).toBeNull()
  })
})

describe('parseInstructions', () => {
  it('understands each quick prompt as exactly its intent', () => {
    expect(QUICK_PROMPTS).toHaveLength(3)
    expect(parseInstructions(QUICK_PROMPTS[0]).intents.map((i) => i.kind)).toEqual(['shorter'])
    expect(parseInstructions(QUICK_PROMPTS[1]).intents.map((i) => i.kind)).toEqual(['metrics'])
    expect(parseInstructions(QUICK_PROMPTS[2]).intents.map((i) => i.kind)).toEqual(['leadership'])
    for (const prompt of QUICK_PROMPTS) expect(parseInstructions(prompt).notUnderstood).toEqual([])
  })

  it('reads several intents, focus terms and sections, and reports what it did not understand', () => {
    const parsed = parseInstructions('Use a more formal tone. Focus on python and cloud experience; no summary. Remove projects!\nMake it purple.')
    expect(parsed.intents).toEqual([
      { kind: 'formal', source: 'Use a more formal tone.' },
      { kind: 'focus', source: 'Focus on python and cloud experience', terms: ['Python', 'cloud'] },
      { kind: 'drop_section', source: 'no summary.', section: 'summary' },
      { kind: 'drop_section', source: 'Remove projects!', section: 'projects' },
    ])
    expect(parsed.notUnderstood).toEqual(['Make it purple.'])
  })

  it('ignores politeness and treats "no more than one page" as shorter, not a dropped section', () => {
    expect(parseInstructions('Please. Thanks!')).toEqual({ intents: [], notUnderstood: [] })
    expect(parseInstructions('No more than one page').intents.map((i) => i.kind)).toEqual(['shorter'])
  })
})

describe('instructions change the documents as described', () => {
  const base = tailor(ENGINEER, software).document
  const baseLetter = letter(ENGINEER, software).document
  const count = (doc: ResumeDocument) => doc.experience.reduce((n, e) => n + e.bullets.length, 0)

  it('shorter / one page (quick prompt 1): fewer bullets, a shorter summary and letter', () => {
    const { document: doc, log } = tailor(ENGINEER, software, QUICK_PROMPTS[0])
    expect(count(doc)).toBeLessThan(count(base))
    doc.experience.forEach((e, i) => expect(e.bullets.length).toBeLessThanOrEqual([4, 3, 2][i]!))
    expect(doc.page_limit).toBe(1)
    expect(doc.skills.flatMap((g) => g.items).length).toBeLessThanOrEqual(base.skills.flatMap((g) => g.items).length)
    expect(doc.summary!.length).toBeLessThan(base.summary!.length)
    expect(log).toContain('Applied: shorter / one page (fewer bullets per role, shorter summary and skills list).')
    const { document: short, log: letterLog } = letter(ENGINEER, software, QUICK_PROMPTS[0])
    expect(words(short.paragraphs)).toBeLessThan(words(baseLetter.paragraphs))
    expect(words(short.paragraphs)).toBeLessThanOrEqual(280)
    expect(letterLog).toContain('Applied: shorter / one page (fewer examples, one short page).')
  })

  it('impact and metrics (quick prompt 2): bullets with numbers first in every role', () => {
    const { document: doc, log } = tailor(ENGINEER, software, QUICK_PROMPTS[1])
    for (const role of doc.experience) {
      const firstPlain = role.bullets.findIndex((b) => !/\d/.test(b))
      const lastNumbered = role.bullets.findLastIndex((b) => /\d/.test(b))
      if (firstPlain !== -1) expect(lastNumbered).toBeLessThan(firstPlain)
    }
    // Without the instruction, a Cloudnest bullet without numbers leads.
    expect(bulletsOf(base, 'Cloudnest')[0]).not.toMatch(/\d/)
    expect(bulletsOf(doc, 'Cloudnest')[0]).toMatch(/\d/)
    expect(log).toContain('Applied: impact and metrics first (bullets with numbers moved first in the resume).')
  })

  it('leadership (quick prompt 3): led / mentored / supervised bullets first', () => {
    const { document: doc, log } = tailor(ENGINEER, software, QUICK_PROMPTS[2])
    expect(bulletsOf(doc, 'Brightwave Payments')[0]).toBe('Mentored five engineers and led design reviews for the platform group')
    expect(bulletsOf(doc, 'Cloudnest')[0]).toBe('Supervised two interns during the summer program')
    expect(log).toContain('Applied: leadership first (bullets showing leadership moved first in the resume).')
    const { document: led } = letter(ENGINEER, software, QUICK_PROMPTS[2])
    // The leadership bullet leads the letter's evidence (without the prompt it comes late, if at all).
    expect(led.paragraphs[1]).toContain('I mentored five engineers and led design reviews for the platform group.')
    expect(baseLetter.paragraphs[1]).not.toContain('mentored five engineers')
  })

  it('more formal: formal wording in the summary, the greeting and the sign-off', () => {
    const { document: doc } = tailor(ENGINEER, software, 'Make it more formal')
    expect(doc.summary).toMatch(/^Backend Engineer with 8 years of professional experience/)
    const { document: formal } = letter(ENGINEER, software, 'Make it more formal')
    expect(formal.greeting).toBe('Dear Priya Raman:')
    expect(formal.sign_off).toBe('Respectfully,')
    // A formal application sentence: "position", never "I am writing" or "I'm".
    expect(formal.paragraphs[0]).toMatch(
      /^(?:I wish to submit|Please accept|I write to apply|I respectfully submit|This letter is|I would like to be considered)[^.]* the Senior Backend Engineer position at Northwind Logistics\./,
    )
    expect(formal.paragraphs.join(' ')).not.toMatch(/\bI'm\b|\bI've\b/)
  })

  it('focus on a skill: its skill and bullets first; a skill the resume lacks is reported', () => {
    const { document: doc, log } = tailor(ENGINEER, software, 'Focus on Python. Emphasize Salesforce.')
    expect(doc.skills[0]!.items[0]).toBe('Python')
    expect(bulletsOf(doc, 'Brightwave Payments')[0]).toContain('Python')
    expect(log).toContain('Applied: focus on Python (matching bullets and skills moved first).')
    expect(log).toContain('Could not apply: focus on Salesforce (the resume does not mention Salesforce; add skills you have in the Skill Bank).')
    expect(doc.skills.flatMap((g) => g.items)).not.toContain('Salesforce')
  })

  it('focus on an area: bullets with its terms first', () => {
    const { document: doc } = tailor(ACCOUNTANT, software, 'Emphasize finance')
    expect(bulletsOf(doc, 'Evergreen Outfitters')[0]).toMatch(/financial statements|Reconcile/)
  })

  it('drops a section when asked, and says when there is none to drop', () => {
    const { document: doc, log } = tailor(ENGINEER, software, 'Remove projects. No summary. Drop certifications. Remove experience.')
    expect(doc.projects).toEqual([])
    expect(doc.summary).toBeNull()
    expect(doc.certifications).toEqual([])
    expect(doc.experience).toHaveLength(3)
    expect(log).toEqual(
      expect.arrayContaining([
        'Applied: remove the projects section (left out).',
        'Applied: remove the summary section (left out).',
        'Applied: remove the certifications section (left out).',
        'Could not apply: remove the experience section (the experience section is always kept).',
      ]),
    )
    expect(tailor(ACCOUNTANT, accounting, 'remove projects').log).toContain(
      'Could not apply: remove the projects section (the resume has no projects).',
    )
    expect(letter(ENGINEER, software, 'remove projects').log).toContain(
      'Could not apply: remove the projects section (a cover letter has no projects section).',
    )
  })

  it('reports a sentence it does not understand in both documents, and applies the rest', () => {
    const { document: doc, log } = tailor(ENGINEER, software, 'Make it purple. Keep it to one page.')
    expect(log).toContain('Could not apply: not understood: "Make it purple"')
    expect(log).toContain('Applied: shorter / one page (fewer bullets per role, shorter summary and skills list).')
    expect(count(doc)).toBeLessThan(count(base))
    expect(letter(ENGINEER, software, 'Make it purple').log).toContain('Could not apply: not understood: "Make it purple"')
  })

  it('says so when an intent has nothing to act on', () => {
    const { log } = tailor(SPARSE, software, 'Show more numbers. Emphasize leadership.')
    expect(log).toEqual(
      expect.arrayContaining([
        'Could not apply: impact and metrics first (no bullet in the resume contains a number).',
        'Could not apply: leadership first (no bullet in the resume shows leading, managing or mentoring).',
      ]),
    )
  })
})

describe('extractSkillBank', () => {
  const resumeText = [ENGINEER.summary, ...ENGINEER.experience.flatMap((e) => e.bullets), `Skills: ${ENGINEER.skills.join(', ')}`].join('\n')
  const bank = extractSkillBank({ resume: ENGINEER, resumeText, jobText: SOFTWARE_JD, job: software })

  it('lists resume skills first, then the skills only the job names', () => {
    const firstJobOnly = bank.findIndex((s) => !s.in_resume)
    expect(bank.slice(0, firstJobOnly).every((s) => s.in_resume)).toBe(true)
    expect(bank.slice(firstJobOnly).every((s) => !s.in_resume && s.in_jd)).toBe(true)
    expect(bank.slice(0, ENGINEER.skills.length).map((s) => s.name)).toEqual(ENGINEER.skills)
  })

  it('marks a skill in_jd when the posting mentions it', () => {
    const byName = new Map(bank.map((s) => [s.name, s]))
    expect(byName.get('TypeScript')).toEqual({ name: 'TypeScript', in_resume: true, in_jd: true })
    expect(byName.get('Python')).toEqual({ name: 'Python', in_resume: true, in_jd: false })
    expect(byName.get('GraphQL')).toEqual({ name: 'GraphQL', in_resume: false, in_jd: true })
    expect(new Set(bank.map((s) => s.name.toLowerCase())).size).toBe(bank.length)
  })
})

describe('summary sentences cut from long bullets', () => {
  it('keeps a passive "used by …" whole or cuts before it, never leaving "now used."', () => {
    const text = readFileSync(renderingPath('art-teacher-rosa-delgado', 'markdown'), 'utf8')
    const job =
      'Position: Art Teacher (K-8)\nCompany: Maple Grove School District\n\nPlan and teach visual arts lessons.\n\nRequirements:\n- Curriculum development\n'
    const { document } = tailor(parseResume(text), parseJobDescription(job))
    // The bullet: "Wrote a ceramics unit with a new kiln grant of $7,500, now used by three schools in the district."
    expect(document.summary).not.toMatch(/now used\./)
    expect(document.summary).toContain('$7,500')
  })
})
