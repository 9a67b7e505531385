import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { WORD_LIST_FILE, WORD_VECTORS_FILE } from '../../../../server/domain/semantic/word-vector-file.ts'
import { cosine, textVector, textVectorOf, wordVector, wordVectorStats, wordWeight } from '../../../../server/domain/semantic/word-vectors.ts'
import { semanticWords } from '../../../../server/domain/semantic/words.ts'

const ROOT = join(import.meta.dirname, '..', '..', '..', '..')
const near = (a: string, b: string) => cosine(wordVector(a)!, wordVector(b)!)

describe('word vectors', () => {
  it('are read from the repository and stay small', () => {
    expect(WORD_VECTORS_FILE.startsWith(join(ROOT, 'server', 'domain', 'semantic', 'data'))).toBe(true)
    expect(WORD_LIST_FILE.startsWith(join(ROOT, 'server', 'domain', 'semantic', 'data'))).toBe(true)
    const stats = wordVectorStats()
    expect(stats.words).toBeGreaterThan(20_000)
    expect(stats.dimensions).toBe(100)
    expect(stats.bytes).toBeLessThan(5 * 2 ** 20)
  })

  it('put words of one trade nearer each other than words of different trades', () => {
    expect(near('chef', 'cook')).toBeGreaterThan(near('chef', 'accountant'))
    expect(near('lawyer', 'attorney')).toBeGreaterThan(near('lawyer', 'mechanic'))
    expect(near('accountant', 'bookkeeper')).toBeGreaterThan(near('accountant', 'teacher'))
    expect(near('nurse', 'nurses')).toBeGreaterThan(0.7)
  })

  it('give unit vectors for known words and nothing for unknown ones', () => {
    const v = wordVector('welding')!
    const length = Math.hypot(...v)
    expect(length).toBeGreaterThan(0.99)
    expect(length).toBeLessThan(1.01)
    expect(wordVector('qzxvwk')).toBeNull()
    expect(wordWeight('qzxvwk')).toBe(0)
  })

  it('weigh rare words more than everyday ones', () => {
    expect(wordWeight('reconciliations')).toBeGreaterThan(wordWeight('experience'))
    expect(wordWeight('hydraulics')).toBeGreaterThan(wordWeight('responsible'))
  })

  it('make texts with no word in common near when they speak of the same work', () => {
    const posting = textVectorOf('Executive chef wanted to lead our restaurant kitchen team and plan seasonal menus.')
    const cookResume = textVectorOf('Line cook at a busy bistro: prepared dishes, baked pastries, trained new cooks.')
    const accountantResume = textVectorOf('Staff accountant: general ledger reconciliations, month-end close, audit support.')
    expect(
      semanticWords('Executive chef wanted to lead our restaurant kitchen team and plan seasonal menus.').filter((w) =>
        semanticWords('Line cook at a busy bistro: prepared dishes, baked pastries, trained new cooks.').includes(w),
      ),
    ).toEqual([])
    expect(cosine(posting, cookResume)).toBeGreaterThan(cosine(posting, accountantResume) + 0.1)
  })

  it('read a text the same way every time, whatever the word order', () => {
    const a = textVectorOf('Diesel mechanic, hydraulics and electrical systems; fleet maintenance.')
    const b = textVectorOf('Fleet maintenance; electrical systems and hydraulics, diesel mechanic.')
    expect([...a]).toEqual([...textVectorOf('Diesel mechanic, hydraulics and electrical systems; fleet maintenance.')])
    expect(cosine(a, b)).toBeCloseTo(1, 5)
  })

  it('let a word written many times count less than as many different words', () => {
    const accountant = wordVector('accountant')!
    const stuffed = textVector(['accountant', ...Array<string>(30).fill('chef')])
    // Counted 30 times over, "chef" would leave the text barely nearer "accountant" than "chef" alone is.
    const counted = textVector(['accountant', 'chef'], (w) => wordWeight(w) * (w === 'chef' ? 30 : 1))
    expect(cosine(stuffed, accountant)).toBeGreaterThan(cosine(counted, accountant) + 0.1)
    expect(cosine(stuffed, accountant)).toBeGreaterThan(cosine(wordVector('chef')!, accountant) + 0.1)
  })

  it('follow the weights given: a word weighted 0 is left out', () => {
    const onlyChef = textVector(['chef', 'accountant'], (w) => (w === 'chef' ? 1 : 0))
    expect(cosine(onlyChef, wordVector('chef')!)).toBeCloseTo(1, 5)
  })

  it('give an all-zero vector for a text of unknown words, which is near nothing', () => {
    const empty = textVectorOf('qzxvwk zzqqxj')
    expect(empty.every((x) => x === 0)).toBe(true)
    expect(cosine(empty, textVectorOf('chef'))).toBe(0)
  })
})
