import { describe, expect, it } from 'vitest'
import { asAppError } from '../../../../server/http-errors.ts'
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
    // "…, or equivalent experience": the posting takes experience in place of the degree.
    expect(job.education).toEqual({ level: 'bachelor', field: 'Computer Science', orExperience: true })
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

  it('reads a degree named without its level, with its field, and "or equivalent experience"', () => {
    const education = (text: string) => parseJobDescription(`Qualifications\n- ${text}`).education
    expect(education('Culinary degree or equivalent experience')).toEqual({
      level: 'bachelor',
      field: 'Culinary',
      levelAssumed: true,
      orExperience: true,
    })
    expect(education('A degree or equivalent experience in hospitality')).toEqual({
      level: 'bachelor',
      field: null,
      levelAssumed: true,
      orExperience: true,
    })
    expect(education('Hospitality Management degree preferred')).toEqual({ level: 'bachelor', field: 'Hospitality Management', levelAssumed: true })
    expect(education('culinary arts degree')).toMatchObject({ field: 'Culinary Arts' })
    // The level, when the posting names it, is the one asked; AOS is an associate degree.
    expect(education('Culinary degree (AOS/BS) from an accredited program')).toEqual({ level: 'associate', field: 'Culinary' })
    expect(education("Associate's or bachelor's degree in Information Technology or equivalent military/work experience")).toEqual({
      level: 'associate',
      field: 'Information Technology',
      orExperience: true,
    })
    expect(education("Bachelor's degree in Mechanical Engineering (or equivalent experience with a design background)")).toMatchObject({
      level: 'bachelor',
      orExperience: true,
    })
    // Degrees that are not a degree asked.
    expect(education('A high degree of accuracy and attention to detail')).toEqual({ level: 'none', field: null })
    expect(education('Gives 360-degree feedback to the team')).toEqual({ level: 'none', field: null })
    // "Related field and N years of experience" does not take experience in place of the degree.
    expect(education("Bachelor's degree in Accounting or a related field and 3 years of experience")).toEqual({
      level: 'bachelor',
      field: 'Accounting',
    })
  })

  it('reads the asks under a "Must-have requirements" heading as required', () => {
    const job = parseJobDescription(
      "Role: Staff Accountant\n\nResponsibilities\n- Post journal entries.\n\nMust-have requirements\n- Bachelor's degree in Accounting.\n- 2+ years of general ledger experience.\n\nNice to have\n- CPA",
    )
    expect(job.education).toEqual({ level: 'bachelor', field: 'Accounting' })
    expect(job.yearsRequired).toBe(2)
    expect(job.asks.find((a) => a.text.startsWith("Bachelor's"))?.kind).toBe('required')
  })

  it('is deterministic', () => {
    expect(parseJobDescription(SOFTWARE_JD)).toEqual(parseJobDescription(SOFTWARE_JD))
  })
})

describe('parseJobDescription: the company, from anywhere in the posting', () => {
  const company = (text: string) => parseJobDescription(text).company

  it('takes the name from a "Company:" line that goes on to describe it', () => {
    expect(company('Role: Staff Accountant\nCompany: Tidewater Property Group is a regional owner of 40 buildings.\n\nRequirements\n- GAAP')).toBe(
      'Tidewater Property Group',
    )
    expect(company('Role: Legal Assistant\nCompany: Okafor, Lind & Vance LLP is a 35-attorney litigation firm.')).toBe('Okafor, Lind & Vance LLP')
    // A labelled name is a name even with a word that is also a role ("Partners").
    expect(company('Role: IT Administrator\nCompany: Meadowbrook Care Partners runs 18 clinics.')).toBe('Meadowbrook Care Partners')
  })

  it('reads a header line that names the employer beside the place', () => {
    expect(company('Warehouse Supervisor\nKestrel Freight Lines — Dayton, OH\n\nRequirements\n- 3 years in a warehouse')).toBe(
      'Kestrel Freight Lines',
    )
  })

  it('reads the line that opens the posting with the employer, and a name followed by what it is', () => {
    expect(
      company(
        'Registered Nurse - Cardiac ICU\n\nSt. Ansgar Medical Center is a 420-bed trauma center. Our Cardiac ICU is hiring.\n\nRequirements:\n- RN license',
      ),
    ).toBe('St. Ansgar Medical Center')
    expect(
      company(
        'Mathematics Teacher\n\nLakemont Preparatory Academy, a public charter high school in Toledo, is hiring a mathematics teacher.\n\nRequirements:\n- License',
      ),
    ).toBe('Lakemont Preparatory Academy')
    expect(company('HR Generalist\n\nAbout us\nFernhill Packaging makes corrugated boxes in two plants.\n\nRequirements\n- 3 years in HR')).toBe(
      'Fernhill Packaging',
    )
  })

  it('reads the opening sentence of "About us"', () => {
    expect(company('Line Cook\n\nAbout us\nSaltgrass Kitchen is a 90-seat seafood restaurant on the harbor.\n\nRequirements\n- Knife skills')).toBe(
      'Saltgrass Kitchen',
    )
  })

  it('reads an e-mail address at the company’s domain, as the posting writes the name when it does', () => {
    expect(company('Dental Assistant\nRequirements\n- X-ray certification\nSend your resume to jobs@tallgrass-dental.com')).toBe('Tallgrass Dental')
    // A name run together in the domain is split before the words company names end with.
    expect(company('Senior Accountant\nYou have:\n- GAAP\nTo apply, send your resume to careers@eastbrookfinancial.com.')).toBe('Eastbrook Financial')
    expect(company('Dental Assistant\nWork with the Tallgrass DentalCare team.\nApply: careers@tallgrassdentalcare.com')).toBe('Tallgrass DentalCare')
    // A mail provider or a job board is nobody's employer.
    expect(company('Dental Assistant\nRequirements\n- X-ray certification\nSend your resume to pat.lee@gmail.com')).toBeNull()
  })

  it('says null when the posting names no employer anywhere', () => {
    expect(company('Line Cook\n\nRequirements\n- 2 years on a saute station\n- Knife skills\n\nApply with your resume.')).toBeNull()
    expect(company('Warehouse Associate\nDayton, OH | Full-time\n\nWhat you will do\n- Pick and pack orders')).toBeNull()
  })
})

describe('parseJobDescription: what the posting asks, without its employer and place', () => {
  const job = parseJobDescription(`Warehouse Supervisor
Kestrel Freight Lines — Dayton, OH

Join Kestrel Freight Lines in Dayton and lead our second shift.

Must-have requirements
- 3+ years supervising warehouse staff
- Forklift certification

Full-time, salaried ($58,000-$64,000) with bonus.
Kestrel Freight Lines is an equal opportunity employer.`)

  it('cuts the company and its city out of the asks, and leaves out pay and equal-opportunity lines', () => {
    const asked = job.asks.map((a) => a.text).join('\n')
    expect(asked).toMatch(/lead our second shift/)
    expect(asked).toMatch(/supervising warehouse staff/)
    expect(asked).not.toMatch(/Kestrel|Dayton|equal opportunity|\$58,000/)
  })
})

describe('validateJobDescription', () => {
  const failure = (text: string) => {
    try {
      validateJobDescription(text)
    } catch (error) {
      // As a client is answered it: status, code and message.
      return asAppError(error) ?? error
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
