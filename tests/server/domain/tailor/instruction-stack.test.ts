import { describe, expect, it } from 'vitest'
import { instructionFlags, parseInstructions, stackInstructions } from '../../../../server/domain/tailor/instructions.ts'

/* Instructions add up across regenerations; a later request takes back an earlier one it contradicts. */

/** The instructions in force after asking each of `asked` in turn, one regeneration each. */
const after = (...asked: string[]) => asked.reduce<string | null>((stacked, next) => stackInstructions(stacked, next), null)
const inForce = (...asked: string[]) => parseInstructions(after(...asked)).intents.map(({ source: _, ...rest }) => rest)

describe('parseInstructions: contact edits and taking back', () => {
  it.each([
    ['remove my phone number', [{ kind: 'drop_contact', field: 'phone' }]],
    ['no phone', [{ kind: 'drop_contact', field: 'phone' }]],
    ['hide my phone', [{ kind: 'drop_contact', field: 'phone' }]],
    [
      'remove my e-mail and phone',
      [
        { kind: 'drop_contact', field: 'email' },
        { kind: 'drop_contact', field: 'phone' },
      ],
    ],
    ['remove my address', [{ kind: 'drop_contact', field: 'location' }]],
    ['remove LinkedIn', [{ kind: 'drop_contact', field: 'linkedin' }]],
    ['use my personal e-mail', [{ kind: 'use_email', which: 'personal' }]],
    ['use my gmail', [{ kind: 'use_email', which: 'personal' }]],
    ['use my work email address', [{ kind: 'use_email', which: 'work' }]],
    ['use my e-mail jane@example.com', [{ kind: 'use_email', which: 'address', address: 'jane@example.com' }]],
    ['make it longer', [{ kind: 'longer' }]],
    ['no longer than one page', [{ kind: 'shorter', onePage: true }]],
    ['make it shorter', [{ kind: 'shorter' }]],
    ['keep the summary', [{ kind: 'keep_section', section: 'summary' }]],
    ['add the projects back', [{ kind: 'keep_section', section: 'projects' }]],
    ['show my phone number again', [{ kind: 'keep_contact', field: 'phone' }]],
    ['restore Kubernetes', [{ kind: 'keep_item', terms: ['Kubernetes'] }]],
    // Not contact requests.
    ['show more numbers', [{ kind: 'metrics' }]],
    ['keep it under 250 words', [{ kind: 'words', words: 250 }]],
  ])('"%s"', (text, expected) => {
    const parsed = parseInstructions(text)
    expect(parsed.intents).toMatchObject(expected)
    expect(parsed.intents).toHaveLength(expected.length)
    expect(parsed.notUnderstood).toEqual([])
  })
})

describe('stacked instructions', () => {
  it('keeps an earlier request in force under a new one, marked as earlier', () => {
    expect(inForce('remove projects', 'focus on Python')).toEqual([
      { kind: 'drop_section', section: 'projects', earlier: true },
      { kind: 'focus', terms: ['Python'] },
    ])
    expect(instructionFlags(parseInstructions(after('remove projects', 'focus on Python'))).drop).toEqual(new Set(['projects']))
  })

  it('adds a later focus to an earlier one', () => {
    expect(instructionFlags(parseInstructions(after('focus on Python', 'focus on SQL'))).focus).toEqual(['Python', 'SQL'])
  })

  it.each([
    [['keep it to one page', 'up to two pages'], [{ kind: 'pages', pages: 2, undoes: ['shorter / one page'] }]],
    [['make it shorter', 'make it longer'], [{ kind: 'longer', undoes: ['shorter / one page'] }]],
    [['keep it under 200 words', 'make it longer'], [{ kind: 'longer', undoes: ['at most 200 words'] }]],
    [['more formal', 'make it friendlier'], [{ kind: 'friendly', undoes: ['more formal tone'] }]],
    [['remove projects', 'add the projects back'], [{ kind: 'keep_section', section: 'projects', undoes: ['remove the projects section'] }]],
    [['remove my phone number', 'show my phone number'], [{ kind: 'keep_contact', field: 'phone', undoes: ['remove the phone number'] }]],
    [['remove my e-mail', 'use my personal e-mail'], [{ kind: 'use_email', which: 'personal', undoes: ['remove the e-mail address'] }]],
  ])('%j: the later takes the earlier back', (asked, expected) => {
    expect(inForce(...asked)).toEqual(expected)
  })

  it('takes back one dropped skill of several, and keeps the others', () => {
    expect(inForce('remove Kubernetes and Terraform', 'restore Kubernetes')).toEqual([
      { kind: 'drop_item', terms: ['Terraform'], earlier: true },
      { kind: 'keep_item', terms: ['Kubernetes'], undoes: ['remove Kubernetes'] },
    ])
  })

  it('reports only the new instructions as not understood, and does not carry those forward', () => {
    const stacked = after('write it in Klingon', 'remove projects')
    expect(parseInstructions(stacked).notUnderstood).toEqual([])
    expect(stacked).not.toMatch(/Klingon/)
    expect(parseInstructions(stackInstructions(stacked, 'sing it')).notUnderstood).toEqual(['sing it'])
  })

  it('keeps the earlier instructions, all as earlier, for a regeneration with none of its own (the skills variant)', () => {
    expect(parseInstructions(stackInstructions(after('remove projects'), '')).intents).toMatchObject([
      { kind: 'drop_section', section: 'projects', earlier: true },
    ])
    expect(stackInstructions(null, '')).toBeNull()
  })

  it('reads a request asked again where it was last asked', () => {
    // shorter, longer, shorter: shorter is in force.
    expect(instructionFlags(parseInstructions(after('make it shorter', 'make it longer', 'make it shorter'))).shorter).toBe(true)
    expect(instructionFlags(parseInstructions(after('make it shorter', 'make it longer', 'focus on SQL'))).shorter).toBe(false)
  })
})
