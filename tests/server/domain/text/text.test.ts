import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  aliasGroup,
  anyOf,
  forEachTerm,
  foldText,
  isPostingStopWord,
  KeywordIndex,
  phraseTerms,
  readPhraseLists,
  stem,
  stemmedTokens,
  wordTokens,
} from '../../../../server/domain/text/index.ts'

describe('text toolkit', () => {
  it('folds case, accents and curly apostrophes', () => {
    expect(foldText('Résumé’s')).toBe("resume's")
  })

  it('keeps C++ and C#, drops possessives, splits on punctuation', () => {
    expect(wordTokens("Maria's C++, C# and Node.js")).toEqual(['maria', 'c++', 'c#', 'and', 'node', 'js'])
  })

  it('has one stemmer for postings and resumes: agent nouns and inflections meet', () => {
    expect(stem('accounting')).toBe(stem('accountant'))
    expect(stem('mentoring')).toBe(stem('mentored'))
    expect(stemmedTokens('APIs')).toEqual(stemmedTokens('API'))
    expect(stem('k8s')).toBe('k8s')
  })

  it('leaves stop words, numbers and one-letter tokens out of terms', () => {
    const terms: string[] = []
    forEachTerm('The 2019 audit of a ledger', (t) => terms.push(t))
    expect(terms).toEqual([stem('audit'), stem('ledger')])
    expect(phraseTerms('Accounting and accounts')).toEqual([stem('accounting')])
  })

  it('reads aliases from one table, whatever the spelling', () => {
    expect(aliasGroup('Postgres')).toContain('postgresql')
    expect(aliasGroup('Kubernetes')).toContain('k8s')
    expect(aliasGroup('QuickBooks')).toBeNull()
    expect(new KeywordIndex('Ran Postgres on k8s').has('PostgreSQL')).toBe(true)
    expect(new KeywordIndex('Ran Postgres on k8s').has('Kubernetes')).toBe(true)
  })

  it('knows posting boilerplate', () => {
    expect(isPostingStopWord('competitive')).toBe(true)
    expect(isPostingStopWord('ledger')).toBe(false)
  })

  it('reads word lists kept as data, and refuses a file that lacks one', () => {
    const dir = mkdtempSync(join(tmpdir(), 't10-phrases-'))
    const file = pathToFileURL(join(dir, 'lists.json'))
    writeFileSync(file, JSON.stringify({ note: 'test', titles: ['full[- ]time', 'remote'] }))
    const { titles } = readPhraseLists(file, ['titles'])
    const pattern = new RegExp(`^${anyOf(titles)}$`, 'i')
    expect(['Full-time', 'full time', 'REMOTE'].every((w) => pattern.test(w))).toBe(true)
    expect(pattern.test('remotely')).toBe(false)
    expect(() => readPhraseLists(file, ['titles', 'levels'])).toThrow(/"levels" must be a list of phrases/)
  })
})
