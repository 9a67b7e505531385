import { describe, expect, it } from 'vitest'
import { AppError } from '../../../../server/lib/app-error.ts'
import { JOB_DESCRIPTION_MAX_CHARS, MAX_KEYWORDS, parseJobDescription, validateJobDescription } from '../../../../server/domain/jd/index.ts'
import { ACCOUNTING_JD, BARE_JD, NURSING_JD, SALES_JD, SOFTWARE_JD, TEACHER_JD } from './job-descriptions.ts'

const lower = (xs: readonly string[]) => xs.map((x) => x.toLowerCase())

describe('parseJobDescription: software engineer (labelled fields, markdown headings)', () => {
  const job = parseJobDescription(SOFTWARE_JD)

  it('reads title, company and hiring manager from their labels', () => {
    expect(job.title).toBe('Senior Backend Engineer')
    expect(job.company).toBe('Northwind Logistics')
    expect(job.hiringManager).toBe('Priya Raman')
  })

  it('splits required and nice-to-have skills by section, and keeps the company name out', () => {
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Terraform', 'CI/CD']))
    expect(job.requiredSkills.indexOf('TypeScript')).toBeLessThan(job.requiredSkills.indexOf('PostgreSQL'))
    expect(job.niceToHave).toEqual(expect.arrayContaining(['Apache Kafka', 'GraphQL']))
    expect(job.requiredSkills).not.toContain('Apache Kafka')
    expect(lower(job.requiredSkills)).not.toContain('logistics')
    // Slack and Zoom are named under Benefits: the employer's tools, not the job's asks.
    expect(job.requiredSkills).not.toContain('Slack')
  })

  it('reads years, education, level and duties', () => {
    expect(job.yearsRequired).toBe(5)
    expect(job.education).toEqual({ level: 'bachelor', field: 'Computer Science' })
    expect(job.experienceLevel).toBe('senior')
    expect(job.responsibilities).toHaveLength(5)
    expect(job.responsibilities[0]).toBe('Design, build and operate event-driven services in TypeScript and Node.js')
  })

  it('lists keywords: skills first, then repeated domain phrases; capped, no case duplicates', () => {
    expect(job.keywords.slice(0, job.requiredSkills.length)).toEqual(job.requiredSkills)
    expect(job.keywords).toEqual(expect.arrayContaining(['Apache Kafka', 'GraphQL', 'event-driven services']))
    expect(job.keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS)
    expect(new Set(lower(job.keywords)).size).toBe(job.keywords.length)
  })
})

describe('parseJobDescription: accountant (title line, "X is hiring", clause-level preferences)', () => {
  const job = parseJobDescription(ACCOUNTING_JD)

  it('takes the first title line and the company from "X is hiring"', () => {
    expect(job.title).toBe('Senior Accountant')
    expect(job.company).toBe('BrightPath Health')
    expect(job.hiringManager).toBe('Maria Lopez')
  })

  it('keeps "Master\'s preferred" and "public accounting a plus" from raising the asks', () => {
    expect(job.education).toEqual({ level: 'bachelor', field: 'Accounting or Finance' })
    expect(job.yearsRequired).toBe(3)
    expect(job.experienceLevel).toBe('senior')
  })

  it('reads skills, the CPA and GAAP', () => {
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining(['Financial statements', 'Journal entries', 'General ledger', 'Microsoft Excel', 'SAP ERP', 'Account reconciliation']),
    )
    expect(job.niceToHave).toEqual(expect.arrayContaining(['QuickBooks']))
    expect(job.keywords).toEqual(expect.arrayContaining(['CPA', 'GAAP']))
    expect(job.responsibilities).toContain('Lead the month-end close and coordinate with auditors during the annual audit')
  })
})

describe('parseJobDescription: nurse ("Job Title:" label, certifications, associate degree)', () => {
  const job = parseJobDescription(NURSING_JD)

  it('keeps a labelled title whole and reads the hospital from the line under it', () => {
    expect(job.title).toBe('Registered Nurse - Medical/Surgical Unit')
    expect(job.company).toBe("St. Mary's Regional Hospital")
    expect(job.hiringManager).toBe('Karen Whitfield')
  })

  it('reads "at least two years", ADN required with BSN preferred, and the licences', () => {
    expect(job.yearsRequired).toBe(2)
    expect(job.education).toEqual({ level: 'associate', field: 'Nursing' })
    expect(job.experienceLevel).toBeNull()
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining([
        'Registered Nurse',
        'Basic Life Support',
        'Advanced Cardiovascular Life Support',
        'Electronic health records',
        'Epic EHR',
      ]),
    )
    expect(job.niceToHave).toContain('Critical care')
    expect(job.keywords).toEqual(expect.arrayContaining(['RN', 'BLS', 'ACLS', 'ADN', 'Epic EHR']))
    expect(job.responsibilities).toHaveLength(5)
  })
})

describe('parseJobDescription: teacher ("Role:" label, "Join X", prose duties)', () => {
  const job = parseJobDescription(TEACHER_JD)

  it('reads every field', () => {
    expect(job.title).toBe('High School Mathematics Teacher')
    expect(job.company).toBe('Lincoln Unified School District')
    expect(job.hiringManager).toBeNull()
    expect(job.yearsRequired).toBe(2)
    expect(job.education).toEqual({ level: 'bachelor', field: 'Mathematics or Mathematics Education' })
    expect(job.experienceLevel).toBe('mid')
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining(['Differentiated instruction', 'Classroom management', 'Google Classroom', 'Microsoft Office']),
    )
    expect(job.niceToHave).toEqual(expect.arrayContaining(['Desmos']))
    expect(job.keywords).toEqual(expect.arrayContaining(['state teaching license']))
    expect(job.responsibilities[0]).toBe('Plan and deliver engaging lesson plans in Algebra I, Geometry and Algebra II.')
  })
})

describe('parseJobDescription: sales (prose title, "About X", "ideally" inside a clause)', () => {
  const job = parseJobDescription(SALES_JD)

  it('reads every field', () => {
    expect(job.title).toBe('Account Executive')
    expect(job.company).toBe('Cloudnest')
    expect(job.hiringManager).toBeNull()
    expect(job.yearsRequired).toBe(2)
    expect(job.education).toEqual({ level: 'none', field: null })
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['Salesforce', 'HubSpot CRM', 'Cold calling', 'Negotiation', 'B2B sales']))
    expect(job.niceToHave).not.toContain('Salesforce')
    expect(job.responsibilities).toContain('Own the full sales cycle from prospecting to closing')
  })
})

describe('parseJobDescription: fallbacks and rules', () => {
  it('gives "Untitled Position" and nulls when the posting names nothing', () => {
    expect(parseJobDescription(BARE_JD)).toEqual({
      title: 'Untitled Position',
      company: null,
      hiringManager: null,
      requiredSkills: [],
      niceToHave: [],
      yearsRequired: null,
      education: { level: 'none', field: null },
      experienceLevel: null,
      keywords: [],
      responsibilities: [],
      asks: [{ text: BARE_JD, kind: 'general' }],
      credentials: { required: [], nice: [] },
    })
  })

  it('prefers a "Role:" line over a title-looking first line', () => {
    expect(parseJobDescription('Data Analyst opening\nRole: Senior Data Engineer\nWe use SQL.').title).toBe('Senior Data Engineer')
  })

  it('counts skills outside any section as required, and a skill in both lists as required', () => {
    const job = parseJobDescription(
      'Python developer wanted. You will write Python and SQL every day.\n\nNice to have:\n- Python 3.12 internals\n- Docker',
    )
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['Python', 'SQL']))
    expect(job.niceToHave).toEqual(['Docker'])
  })

  it('reads the minimum of a range, "N+ years" and number words', () => {
    const years = (text: string) => parseJobDescription(`Requirements:\n- ${text}`).yearsRequired
    expect(years('3-5 years of experience in payroll')).toBe(3)
    expect(years('7+ years of progressive experience')).toBe(7)
    expect(years('At least four years working in retail')).toBe(4)
    expect(years('We have been in business for 30 years')).toBeNull()
  })

  it('reads education levels with their field', () => {
    const education = (text: string) => parseJobDescription(`Qualifications\n- ${text}`).education
    expect(education('High school diploma or GED required')).toEqual({ level: 'high_school', field: null })
    expect(education("Master's degree in Social Work (MSW)")).toEqual({ level: 'master', field: 'Social Work' })
    expect(education('PhD in Chemistry or a related discipline')).toEqual({ level: 'doctorate', field: 'Chemistry' })
    expect(education('Bachelor of Science in Nursing (BSN)')).toEqual({ level: 'bachelor', field: 'Nursing' })
  })

  it('is deterministic', () => {
    expect(parseJobDescription(SOFTWARE_JD)).toEqual(parseJobDescription(SOFTWARE_JD))
  })
})

describe('validateJobDescription', () => {
  const failure = (text: string) => {
    try {
      validateJobDescription(text)
    } catch (error) {
      return error
    }
    return null
  }

  it('refuses blank text with the spec message', () => {
    for (const text of ['', '   \n\t ']) {
      const error = failure(text)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Please upload your resume and provide a job description' })
    }
  })

  it('refuses more than 20000 characters and names the limit', () => {
    const text = 'a'.repeat(JOB_DESCRIPTION_MAX_CHARS + 1)
    expect(failure(text)).toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Job description must be at most 20000 characters (got 20001)',
    })
    expect(failure('a'.repeat(JOB_DESCRIPTION_MAX_CHARS))).toBeNull()
    expect(failure(SOFTWARE_JD)).toBeNull()
  })
})
