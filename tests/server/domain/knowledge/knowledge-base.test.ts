import { describe, expect, it } from 'vitest'
import { checkKnowledge, describeProblem, loadKnowledge } from '../../../../server/domain/knowledge/index.ts'
import { sourceFiles } from '../../../../server/domain/knowledge/read-sources.ts'

/*
 * The knowledge base as shipped passes its own check, and the check tells a contributor what they
 * broke: each rule of knowledge/README.md ("What the check refuses") on a small base written here.
 */

const TITLES = `levels: {lead: [lead], senior: [senior], junior: [junior]}\nabbreviations: {sr: senior}\n`
const EDUCATION = `levels: [{level: bachelor, names: [Bachelor's Degree]}]\nfields: [{name: Accounting, role_fields: [money]}]\n`
const MONEY = `field: money
name: Money
families: [bookkeeping, software]
skills:
  - {name: General ledger, aliases: [GL], family: bookkeeping, type: method, related: {Journal entries: 0.8}}
  - {name: Journal entries, family: bookkeeping, type: method, related: {General ledger: 0.8}}
  - {name: QuickBooks, aliases: [QBO], family: software, type: tool, related: {Xero: 0.8}}
  - {name: Xero, family: software, type: tool, related: {QuickBooks: 0.8}}
roles:
  - title: Staff Accountant
    variants: [Accountant I]
    shared_variants: [Accounting Specialist]
    seniority: [entry, mid]
    core: [General ledger, QBO]
    duties: [posts journal entries, reconciles accounts, supports the audit]
    related: {Bookkeeper: down 0.7}
  - title: Bookkeeper
    shared_variants: [Accounting Specialist]
    seniority: [entry, mid]
    core: [QuickBooks]
    duties: [records sales, pays invoices, reconciles the bank]
`

/** A small base's files, with `edit` applied to the field file's text. */
function base(edit: (text: string) => string = (t) => t): Map<string, string> {
  return new Map([
    ['titles.yaml', TITLES],
    ['education.yaml', EDUCATION],
    ['fields/money.yaml', edit(MONEY)],
  ])
}

const messages = (files: Map<string, string>) => checkKnowledge(files).problems.map(describeProblem)

describe('the knowledge base', () => {
  it('passes its own check, with at least 600 roles and 5,000 skills in every field of a general job board', () => {
    const { base: kb, problems } = checkKnowledge(sourceFiles())
    expect(problems.map(describeProblem)).toEqual([])
    expect(kb.roles.length).toBeGreaterThanOrEqual(600)
    expect(kb.skills.length).toBeGreaterThanOrEqual(5000)
    for (const field of ['accounting', 'healthcare-clinical', 'construction-trades', 'logistics', 'hospitality-food', 'public-safety-government', 'agriculture', 'aviation', 'legal', 'science-research']) {
      expect(kb.fields.map((f) => f.id)).toContain(field)
    }
    expect(loadKnowledge().roles.length).toBe(kb.roles.length)
  })

  it('reads a small base: references resolved, relations made two-way', () => {
    const { base: kb, problems } = checkKnowledge(base())
    expect(problems).toEqual([])
    const accountant = kb.roles.find((r) => r.title === 'Staff Accountant')!
    expect(accountant.core.map((s) => kb.skills[s]!.name)).toEqual(['General ledger', 'QuickBooks'])
    const bookkeeper = kb.roles.find((r) => r.title === 'Bookkeeper')!
    // Stated down from the accountant, read back as up from the bookkeeper.
    expect(bookkeeper.related).toEqual([{ role: kb.roles.indexOf(accountant), strength: 0.7, direction: 'up', stated: false }])
    expect(kb.education.fields[0]!.roleFields).toEqual([0])
  })

  it('refuses an alias that names two skills', () => {
    const files = base((t) => t.replace('{name: Xero, family', '{name: Xero, aliases: [GL], family'))
    expect(messages(files)).toContain("fields/money.yaml: skill 'Xero': 'GL' also names 'General ledger' (fields/money.yaml); a name or alias names one skill")
  })

  it('refuses a title variant claimed by two roles unless both list it as shared', () => {
    const files = base((t) => t.replace('  - title: Bookkeeper\n', '  - title: Bookkeeper\n    variants: [Accountant I]\n'))
    expect(messages(files).some((m) => m.includes("title 'Accountant I' is claimed by 'Staff Accountant'") && m.includes('shared_variants'))).toBe(true)
  })

  it('refuses related roles and skills, core skills and families that do not exist', () => {
    expect(messages(base((t) => t.replace('Bookkeeper: down 0.7', 'Chef: across 0.2')))).toContain(
      "fields/money.yaml: role 'Staff Accountant': related role 'Chef' does not exist",
    )
    expect(messages(base((t) => t.replace('{Journal entries: 0.8}}', '{Payroll: 0.8}}')))).toContain(
      "fields/money.yaml: skill 'General ledger': related skill 'Payroll' does not exist",
    )
    expect(messages(base((t) => t.replace('core: [QuickBooks]', 'core: [Sage 50]')))).toContain(
      "fields/money.yaml: role 'Bookkeeper': core skill 'Sage 50' does not exist",
    )
    expect(messages(base((t) => t.replace('family: software, type: tool, related: {Xero', 'family: apps, type: tool, related: {Xero')))).toContain(
      "fields/money.yaml: skill 'QuickBooks': family 'apps' is not declared in any file's families",
    )
  })

  it('refuses a role with no core skill or too few duties, and a misspelt key', () => {
    expect(messages(base((t) => t.replace('core: [QuickBooks]', 'core: []')))).toContain("fields/money.yaml: role 'Bookkeeper': has no core skill")
    expect(messages(base((t) => t.replace('duties: [records sales, pays invoices, reconciles the bank]', 'duties: [records sales]')))).toContain(
      "fields/money.yaml: role 'Bookkeeper': has 1 duties; give at least three",
    )
    const typo = messages(base((t) => t.replace('    seniority: [entry, mid]\n    core: [QuickBooks]', '    senority: [entry, mid]\n    core: [QuickBooks]')))
    expect(typo.some((m) => m.startsWith("fields/money.yaml: role 'Bookkeeper': /roles/1"))).toBe(true)
  })

  it('refuses a file that does not parse, naming it', () => {
    expect(messages(base(() => 'field: [unclosed'))[0]).toMatch(/^fields\/money\.yaml: file: does not parse as YAML/)
  })
})
