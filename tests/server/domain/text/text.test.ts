import { describe, expect, it } from 'vitest'
import { TextIndex } from '../../../../server/domain/ats/index.ts'
import { aliasGroup, forEachTerm, foldText, isPostingStopWord, phraseTerms, stem, stemmedTokens, wordTokens } from '../../../../server/domain/text/index.ts'

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
    expect(new TextIndex('Ran Postgres on k8s').has('PostgreSQL')).toBe(true)
    expect(new TextIndex('Ran Postgres on k8s').has('Kubernetes')).toBe(true)
  })

  it('knows posting boilerplate', () => {
    expect(isPostingStopWord('competitive')).toBe(true)
    expect(isPostingStopWord('ledger')).toBe(false)
  })
})
