import { describe, expect, it } from 'vitest'
import { canonicalSkill, findSkillMentions, findSkills, loadSkillTaxonomy } from '../../../../server/domain/skills/index.ts'

describe('skill taxonomy', () => {
  it('loads once, from the knowledge base, with thousands of skills', () => {
    const taxonomy = loadSkillTaxonomy()
    expect(taxonomy.skillCount).toBeGreaterThan(5000)
    expect(loadSkillTaxonomy()).toBe(taxonomy)
  })

  it('maps aliases to canonical names', () => {
    expect(canonicalSkill('JS')).toBe('JavaScript')
    expect(canonicalSkill('k8s')).toBe('Kubernetes')
    expect(canonicalSkill('Postgres')).toBe('PostgreSQL')
    expect(canonicalSkill('Google Cloud Platform')).toBe('Google Cloud')
    expect(canonicalSkill('golang')).toBe('Go')
    expect(canonicalSkill('Core Java')).toBe('Java')
    expect(canonicalSkill('Structured Query Language')).toBe('SQL')
    expect(canonicalSkill('no such skill at all')).toBeNull()
  })

  it('gives no skill for an abbreviation that names several', () => {
    // GCP is Google Cloud Platform to an engineer and Good Clinical Practice to a clinical researcher;
    // TS is TypeScript or a Top Secret clearance. The base names neither by them.
    expect(canonicalSkill('GCP')).toBeNull()
    expect(canonicalSkill('TS')).toBeNull()
  })
})

describe('finding skills in text', () => {
  it('reads punctuation-bearing names whole', () => {
    expect(findSkills('Built services in C++, C# and .NET; front ends with Node.js and ASP.NET.')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'ASP.NET',
    ])
    expect(findSkills('Set up CI/CD for TCP/IP tooling')).toEqual(expect.arrayContaining(['CI/CD', 'TCP/IP']))
  })

  it('returns canonical names in order of first mention, once each', () => {
    expect(findSkills('Postgres and k8s; later PostgreSQL again, and JS.')).toEqual(['PostgreSQL', 'Kubernetes', 'JavaScript'])
  })

  it('"Go" in prose is not a skill; "Go" in a list of skills is', () => {
    expect(findSkills('Ready to go live; we Go to the client site weekly.')).toEqual([])
    // "go to market" is a skill of its own, and still not Go.
    expect(findSkills('Ready to go to market; we Go to the client site weekly.')).toEqual(['Go-to-market strategy'])
    expect(findSkills('Languages: Python, Go, Rust')).toEqual(['Python', 'Go', 'Rust'])
    expect(findSkills('Wrote services in Java, Go and Kotlin.')).toEqual(['Java', 'Go', 'Kotlin'])
  })

  it('short names that are words count only in a skills context', () => {
    expect(findSkills('Received a C grade; R&D budget; Swift response to incidents.')).toEqual([])
    expect(findSkills('Programming: C, R, Swift')).toEqual(['C', 'R', 'Swift'])
    expect(findSkills('C/C++ embedded firmware')).toEqual(['C', 'C++', 'Firmware development'])
    expect(findSkills('Modelling in R and Python')).toEqual(['R', 'Python'])
  })

  it('a skills section makes its list items skills context', () => {
    const text = 'Work\nLed the Go live of the store\n\nSkills\nGo\nRust'
    expect(findSkills(text)).toEqual([])
    expect(findSkills(text, { skillsSectionLines: new Set([3, 4, 5]) })).toEqual(['Go', 'Rust'])
  })

  it('acronyms that are words count in prose only in capitals', () => {
    expect(findSkills('Based in San Francisco')).toEqual([])
    expect(findSkills('Managed SAN storage')).toEqual(['Storage area network'])
  })

  it('gives positions and lines of mentions', () => {
    const text = 'Summary\nExpert in Excel and SQL'
    expect(findSkillMentions(text)).toEqual([
      { skill: 'Microsoft Excel', text: 'Excel', start: 18, end: 23, line: 1 },
      { skill: 'SQL', text: 'SQL', start: 28, end: 31, line: 1 },
    ])
  })

  it('finds professional skills across occupations', () => {
    const text = 'Handled accounts payable and payroll; provided wound care and lesson planning; strong customer service and project management.'
    expect(findSkills(text)).toEqual([
      'Accounts payable',
      'Payroll processing',
      'Wound care',
      'Lesson planning',
      'Customer service',
      'Project management',
    ])
  })
})

describe('skills written in the other grammatical number', () => {
  it('a plural names the skill its singular names, and the other way round', () => {
    expect(findSkills('Performed monthly account reconciliations and payroll reconciliations.')).toEqual([
      'Account reconciliation',
      'Payroll reconciliation',
    ])
    // "bank reconciliations": the plural of an alias names its skill too.
    expect(findSkills('Performed bank reconciliations.')).toEqual(['Account reconciliation'])
    expect(findSkills('Prepared the financial statement for the board.')).toEqual(['Financial statements'])
    // "KPI dashboards" is an alias: one dashboard names the skill as well.
    expect(findSkills('Built a KPI dashboard for the sales floor.')).toEqual(['Dashboard development'])
  })

  it('a one-word product name is not read from an everyday word in the other number', () => {
    // CLAIMS, DOORS and LAWS are products; "claim", "doors" and "law" are words.
    expect(findSkills('Filed a claim, fixed the doors and studied the law.')).toEqual([])
    expect(findSkills('Items for sale; a window cleaner.')).toEqual([])
  })

  it("a posting's plural has the canonical name of its singular", () => {
    expect(canonicalSkill('Account Reconciliations')).toBe('Account reconciliation')
    expect(canonicalSkill('financial statement')).toBe('Financial statements')
    expect(canonicalSkill('claim')).toBeNull()
  })
})
