import { describe, expect, it } from 'vitest'
import { KeywordIndex, keywordKey } from '../../../../server/domain/text/index.ts'

/*
 * The one forgiving keyword match the ATS score, tailoring and the ranking's analysis share. Each
 * row: a keyword, a text, whether a recruiter reading the text would say it mentions the keyword.
 * Rows marked "was" are where the two old matches (the ATS's TextIndex, tailoring's Analysed)
 * answered otherwise, or both wrongly; the comment says why this answer is the right one.
 */

type Row = [keyword: string, text: string, found: boolean]

const STACK = 'Built REST APIs with NodeJS and Postgres on K8s; CI/CD in GitHub Actions. C++ and C# too. Machine-learning pipelines. Databases.'

const FORGIVEN: Row[] = [
  // Case, accents, endings.
  ['python', 'Python and SQL', true],
  ['Résumé writing', 'resume writing workshops', true],
  ['REST API', STACK, true],
  ['database', STACK, true],
  ['mentoring', 'Mentored two junior analysts', true],
  // Punctuation and spacing inside a name.
  ['Node.js', STACK, true],
  ['node js', STACK, true],
  ['NodeJS', 'Services in Node.js', true],
  ['CI / CD', STACK, true],
  ['CI/CD', 'CI / CD pipelines', true],
  ['machine learning', STACK, true],
  ['github actions', STACK, true],
  ['US GAAP', 'Statements under U.S. GAAP', true],
  // Written run together or apart.
  ['PowerBI', 'Power BI dashboards', true],
  ['Power BI', 'PowerBI dashboards', true],
  ['data bases', STACK, true],
  // was: tailoring false (it compared the keyword's singular run-together "database" with the text's
  // "databases" only as written); a recruiter reads "Data Base" and "Databases" as one skill.
  ['Data Base', 'Managed SQL databases', true],
  // Aliases, both ways.
  ['PostgreSQL', STACK, true],
  ['Kubernetes', STACK, true],
  ['AWS', 'Deployed on Amazon Web Services', true],
  ['Golang', 'Services written in Go', true],
  // Signs of C++ and C#.
  ['C++', STACK, true],
  ['c#', STACK, true],
  // A phrase wrapped onto the next line of a PDF is still one phrase.
  ['financial reporting', 'Led financial\n    reporting for three units', true],
  // A phrase of more than four words.
  ['United States generally accepted accounting principles', 'Books kept under United States generally accepted accounting principles', true],
  // What brackets add to a keyword is a gloss or a qualifier the text need not repeat.
  ['Amazon Web Services (AWS)', 'Deployed on Amazon Web Services (AWS)', true],
  // was: both false (they read "construction" as a word of the phrase).
  ['Requests for information (construction)', 'Answered requests for information from the site', true],
  // Short names, written so.
  ['RN', 'Licensed RN, BLS certified', true],
  ['R', 'Models in R and Python', true],
  ['CI', 'Ran CI/CD for six teams', true],
  // was: tailoring false (an apostrophe after it). A possessive names the department.
  ['IT', "Tested Qatar Airways IT's web applications", true],
  // Acronyms in capitals, and their plurals.
  ['API', 'Designed REST APIs', true],
  ['SAP', 'SAP-certified consultant', true],
  ['GAAP', 'Reports under GAAP/IFRS', true],
  ['REST', 'Designed RESTful services', true],
]

const NOT_FORGIVEN: Row[] = [
  ['Java', STACK, false],
  ['React', STACK, false],
  ['C', STACK, false],
  ['Java', 'JavaScript front ends', false],
  ['e-filing', 'Handled newhirefiling paperwork', false],
  ['project management', 'management of projects', false],
  ['United States generally accepted accounting principles', 'United States and generally accepted accounting principles', false],
  // was: both true. "R&D" is research and development: no sign of the R language.
  ['R', 'Led the R&D budget', false],
  // was: both true. A C-suite is executives, not the C language.
  ['C', 'Reported to the C-suite', false],
  // was: tailoring true (its "Go" only needed no letter beside it). Go-live is a cut-over, not Golang.
  ['Go', 'Go-live support for the ERP', false],
  // was: ATS true ("going" stems to "go"). The verb is not the language.
  ['Go', 'Going forward, owned the budget', false],
  // was: both true, through the alias "go". Lower case "go" is the verb.
  ['Golang', 'Ready to go on short notice', false],
  // was: ATS true. "It" opening a sentence is a pronoun, not IT.
  ['IT', 'It was a busy season', false],
  // was: both true ("acting" and "act" stem alike). The ACT exam is not the verb.
  ['ACT', 'Acting manager; act on feedback', false],
  // was: both true. Maple sap is not the ERP.
  ['SAP', 'Collected maple sap', false],
  // was: both true ("AD" + "DS" run together). The verb is not Active Directory Domain Services.
  ['AD DS', 'Adds new users to the domain', false],
  // was: tailoring true (it looked the alias "aws" up among stems, and "AWSE" stems to "aws").
  ['Amazon Web Services', 'Aircraft Weapon Support Equipment (AWSE)', false],
  // was: both true ("a" + "CA" run together). Three letters from two words are no name.
  ['ACA', 'Holds a CA license', false],
  // was: both true. A comma ends a phrase: big data and entry-level staff are not data entry.
  ['data entry', 'Big data, entry-level analysts', false],
]

describe('KeywordIndex', () => {
  it.each([...FORGIVEN, ...NOT_FORGIVEN])('%s in %j: %s', (keyword, text, found) => {
    expect(new KeywordIndex(text).has(keyword)).toBe(found)
  })

  it('says where: the spelling found and the offset of its first word', () => {
    const text = 'Ran Postgres on k8s'
    expect(new KeywordIndex(text).find('PostgreSQL')).toEqual({ spelling: 'postgres', index: text.indexOf('Postgres') })
    expect(new KeywordIndex(text).find('Kubernetes')).toEqual({ spelling: 'k8s', index: text.indexOf('k8s') })
    expect(new KeywordIndex(text).find('Terraform')).toBeNull()
  })

  it('gives two spellings of one keyword one key', () => {
    expect(keywordKey('Node.js')).toBe(keywordKey('node js'))
    expect(keywordKey('REST APIs')).toBe(keywordKey('rest api'))
    expect(keywordKey('Java')).not.toBe(keywordKey('JavaScript'))
  })
})
