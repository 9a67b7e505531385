import { describe, expect, it } from 'vitest'
import { parseInstructions } from '../../../../server/domain/tailor/instructions.ts'

/* What people type, each part read as its own request. */

const kinds = (text: string) => parseInstructions(text).intents.map((i) => ({ ...i, source: undefined }))

describe('parseInstructions', () => {
  it.each([
    ['keep it under 250 words', [{ kind: 'words', words: 250 }]],
    ['At most 200 words please', [{ kind: 'words', words: 200 }]],
    ['no more than 300 words', [{ kind: 'words', words: 300 }]],
    ['a 180-word letter', [{ kind: 'words', words: 180 }]],
    ['keep it to one page', [{ kind: 'shorter' }]],
    ['two pages', [{ kind: 'pages', pages: 2 }]],
    // A term the knowledge base knows is named as its skill ("infrastructure automation" is infrastructure as code).
    ['Open with my infrastructure automation work', [{ kind: 'focus', terms: ['Infrastructure as code'], lead: true }]],
    ['lead with Python', [{ kind: 'focus', terms: ['Python'], lead: true }]],
    ['emphasise Python and cloud', [{ kind: 'focus', terms: ['Python', 'cloud'] }]],
    ['drop projects', [{ kind: 'drop_section', section: 'projects' }]],
    ['remove project management', [{ kind: 'drop_item' }]],
    ['remove Kubernetes', [{ kind: 'drop_item', terms: ['Kubernetes'] }]],
    ['drop the Acme role', [{ kind: 'drop_item', terms: ['Acme'] }]],
    ['more formal', [{ kind: 'formal' }]],
    ['friendlier', [{ kind: 'friendly' }]],
    ['less formal', [{ kind: 'friendly' }]],
  ])('"%s"', (text, expected) => {
    expect(kinds(text)).toMatchObject(expected)
    expect(parseInstructions(text).notUnderstood).toEqual([])
  })

  it('splits a compound request where a new request begins, and keeps the part it does not understand', () => {
    const parsed = parseInstructions('Open with my infrastructure automation work and keep it under 250 words, and write it in Klingon')
    expect(parsed.intents.map((i) => [i.kind, i.source])).toEqual([
      ['focus', 'Open with my infrastructure automation work'],
      ['words', 'keep it under 250 words'],
    ])
    expect(parsed.notUnderstood).toEqual(['write it in Klingon'])
  })
})
