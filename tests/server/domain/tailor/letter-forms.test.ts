import { describe, expect, it } from 'vitest'
import { fill, FormChooser, FORMS, NUMBER_SLOTS, withArticle } from '../../../../server/domain/tailor/forms.ts'
import { readsAsFirstPerson } from '../../../../server/domain/tailor/grammar.ts'
import { firstPersonPredicate } from '../../../../server/domain/tailor/prose.ts'

/*
 * The letter's sentence forms (server/domain/tailor/forms.ts): enough of them for every slot, and
 * none with a frame a reader would recognise across letters: at most four fixed words in a row
 * (a year counts as a fixed word: masked, it reads the same in every letter).
 */

/** Slots that hold the stock sentences a letter may share (the application, the thanks, the request to talk). */
const STOCK = new Set(['apply', 'applyFormal', 'closing', 'closingFormal', 'thanks'])

/** The longest run of fixed words (and years) in a form; a slot of words breaks it, "{aTitle}" leaves its article fixed. */
function longestFixedRun(form: string): number {
  let run = 0
  let longest = 0
  for (const token of form.split(/(\{\w+\})|\s+/).filter((t) => t && t.trim())) {
    const slot = /^\{(\w+)\}$/.exec(token)?.[1]
    if (slot && !NUMBER_SLOTS.has(slot)) {
      // "{aTitle}" is "a"/"an" + the title: the article joins the run before it, the title ends it.
      run = /^a[A-Z]/.test(slot) ? run + 1 : 0
      longest = Math.max(longest, run)
      run = 0
      continue
    }
    run += slot ? 1 : token.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length
    longest = Math.max(longest, run)
  }
  return longest
}

describe('letter forms', () => {
  it('has at least six forms for every slot', () => {
    for (const [slot, forms] of Object.entries(FORMS)) expect(forms.length, slot).toBeGreaterThanOrEqual(6)
  })

  it('keeps at most four fixed words in a row outside the stock sentences', () => {
    const long = Object.entries(FORMS)
      .filter(([slot]) => !STOCK.has(slot))
      .flatMap(([slot, forms]) => forms.filter((f) => longestFixedRun(f) > 4).map((f) => `${slot}: ${f}`))
    expect(long).toEqual([])
  })

  it('uses a form only when its facts are there, and each form once per letter', () => {
    expect(fill('At {co}, I {p}', { co: null, p: 'led the team' })).toBeNull()
    expect(fill('At {co}, I {p}', { co: 'Acme', p: 'led the team' })).toBe('At Acme, I led the team')
    const w = new FormChooser(7)
    const first = w.choose('plain', { co: 'Acme', title: 'Buyer', p: 'priced 300 items' })
    const second = w.choose('plain', { co: 'Acme', title: 'Buyer', p: 'priced 300 items' })
    expect(first).not.toBeNull()
    expect(second).not.toBe(first)
    // Two sentences never open with the same two words.
    expect(first!.split(' ').slice(0, 2)).not.toEqual(second!.split(' ').slice(0, 2))
  })

  it('chooses by a seed: the same seed the same forms, other seeds other forms', () => {
    const slots = { co: 'Acme', title: 'Buyer', p: 'priced 300 items', span: '2019–2021' }
    const pick = (seed: number) => new FormChooser(seed).choose('number', slots)
    expect(pick(1)).toBe(pick(1))
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(pick)).size).toBeGreaterThanOrEqual(4)
  })

  it('writes the article a title is read with', () => {
    expect(withArticle('HR Generalist')).toBe('an HR Generalist')
    expect(withArticle('Executive Chef')).toBe('an Executive Chef')
    expect(withArticle('Store Manager')).toBe('a Store Manager')
    expect(withArticle('M.Ed. in Leadership')).toBe('an M.Ed. in Leadership')
    expect(withArticle('B.S. in Accounting')).toBe('a B.S. in Accounting')
    expect(withArticle('University Liaison')).toBe('a University Liaison')
  })
})

describe('bullets as sentences of "I"', () => {
  it('turns a bullet into a sentence only when the result is grammatical', () => {
    // The broken sentences are not written.
    expect(firstPersonPredicate('Inventory handling, management and rotation', true)).toBeNull()
    expect(firstPersonPredicate('Implement staff training program', false)).toBeNull()
    expect(firstPersonPredicate('Food cost below budget of 27%', false)).toBeNull()
    expect(firstPersonPredicate('Budget preparation and monitoring', false)).toBeNull()
    expect(firstPersonPredicate('Top seller of store credit cards in the district', false)).toBeNull()
    // Real verb phrases are, in the tense of their role.
    expect(firstPersonPredicate('Own the month-end close for 4 legal entities', true)).toBe('own the month-end close for 4 legal entities')
    expect(firstPersonPredicate('Rewrite the menu four times a year', false)).toBe('rewrote the menu four times a year')
    expect(firstPersonPredicate('Coach the maths team', true, 'third')).toBe('coaches the maths team')
    expect(firstPersonPredicate('Greet customers and answers questions', false)).toBe('greeted customers and answered questions')
  })

  it('reads "I" + verb + object with the part-of-speech tags', () => {
    expect(readsAsFirstPerson('I inventory handling, management and rotation.')).toBe(false)
    expect(readsAsFirstPerson('I managed workers’ compensation program.')).toBe(false)
    expect(readsAsFirstPerson('I sold merchandise and providing customer services for patrons.')).toBe(false)
    expect(readsAsFirstPerson('I ran manufacturing, supply chain and quality for the division.')).toBe(true)
    expect(readsAsFirstPerson('I cut shrink from 2.1% to 1.2% of sales.')).toBe(true)
    expect(readsAsFirstPerson('I precepted 11 new graduate nurses through a 12-week ICU residency.')).toBe(true)
  })
})
